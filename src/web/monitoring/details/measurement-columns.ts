import { formatChartDate } from '../../../domain/monitoring/chart-rules';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { formatMeasuredNumber, formatTime } from './field-display';

export type MeasurementRow = { id: number } & object;

function read(row: MeasurementRow, name: string): unknown {
  return (row as Record<string, unknown>)[name];
}

/** The table columns of a reading's field list, without the site id every row shares. */
export function measurementColumns(
  fields: readonly FieldDefinition[],
): Array<DataTableColumn<MeasurementRow>> {
  return fields
    .filter((field) => field.name !== 'dms_site_id')
    .map((field): DataTableColumn<MeasurementRow> => {
      const value = (row: MeasurementRow) => read(row, field.name);
      switch (field.type) {
        case 'date':
          return {
            id: field.name,
            header: field.label,
            value,
            kind: 'date',
            cell: (row) => {
              const date = read(row, field.name);
              return typeof date === 'string' && date ? formatChartDate(date) : '';
            },
          };
        case 'time':
          return {
            id: field.name,
            header: field.label,
            value,
            cell: (row) => formatTime(read(row, field.name)),
          };
        case 'number':
          return {
            id: field.name,
            header: field.label,
            value,
            kind: 'number',
            cell: (row) => {
              const number = read(row, field.name);
              return typeof number === 'number' ? formatMeasuredNumber(number) : '';
            },
          };
        default:
          return { id: field.name, header: field.label, value };
      }
    });
}
