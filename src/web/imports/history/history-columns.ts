import { usDateLabel } from '../../../domain/dates/date-format';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import type { DataTableColumn } from '../../components/data-table/data-table-types';

/** One reading as the measurements call presents it: its id, its fields and `submitted`. */
export type HistoryRow = Record<string, unknown> & { id: number };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** MM/DD/YYYY of a calendar day: read and shown in UTC, so no time zone moves it to another day. */
export function calendarDayLabel(value: unknown): string {
  if (typeof value !== 'string' || !CALENDAR_DATE.test(value)) return value ? String(value) : '';
  return usDateLabel(new Date(`${value}T00:00:00Z`), 'UTC');
}

/** spec 2 §3: flags are shown True or False. */
export function flagLabel(value: unknown): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  return '';
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function fieldColumn(field: FieldDefinition): DataTableColumn<HistoryRow> {
  const column = { id: field.name, header: field.label, value: field.name };
  switch (field.type) {
    case 'date':
      return { ...column, kind: 'date', cell: (row) => calendarDayLabel(row[field.name]) };
    case 'time':
      // 'HH:MM:SS' as the detail screens show it, 'HH:MM'
      return { ...column, cell: (row) => text(row[field.name]).slice(0, 5) };
    case 'number':
    case 'integer':
      return { ...column, kind: 'number', cell: (row) => text(row[field.name]) };
    case 'boolean':
      return { ...column, cell: (row) => flagLabel(row[field.name]) };
    default:
      return { ...column, cell: (row) => text(row[field.name]) };
  }
}

/** spec 2 §2.4, §3: a column per field of the dataset's readings, then the submitted flag. */
export function historyColumns(fields: readonly FieldDefinition[]): Array<DataTableColumn<HistoryRow>> {
  return [
    ...fields.map(fieldColumn),
    {
      id: 'submitted',
      header: 'Submitted',
      value: (row) => flagLabel(row.submitted === true),
    },
  ];
}
