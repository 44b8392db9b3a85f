import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { displayFieldValue } from '../../monitoring/details/field-display';

/** One reading as the measurements call presents it: its id, its fields and `submitted`. */
export type HistoryRow = Record<string, unknown> & { id: number };

/** Dates and numbers sort as such; every value shows as on the detail screens (spec 2 §9 separators). */
function fieldColumn(field: FieldDefinition): DataTableColumn<HistoryRow> {
  const kind =
    field.type === 'date'
      ? 'date'
      : field.type === 'number' || field.type === 'integer'
        ? 'number'
        : undefined;
  return {
    id: field.name,
    header: field.label,
    value: field.name,
    ...(kind ? { kind } : {}),
    cell: (row) => displayFieldValue(field, row),
  };
}

/** spec 2 §2.4, §3: a column per field of the dataset's readings, then the submitted flag, True or False. */
export function historyColumns(fields: readonly FieldDefinition[]): Array<DataTableColumn<HistoryRow>> {
  return [
    ...fields.map(fieldColumn),
    { id: 'submitted', header: 'Submitted', value: (row) => (row.submitted === true ? 'True' : 'False') },
  ];
}
