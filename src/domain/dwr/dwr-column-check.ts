import { columnLetter } from '../imports/spreadsheet-cells';
import type { CheckedColumn, ColumnCheckResult } from '../imports/import-answers';
import type { DwrDataset } from './dwr-datasets';
import { DWR_COLUMN_LABELS, readDwrHeader } from './dwr-files';
import { DWR_TEXTS } from './dwr-texts';

const labelOf = (column: string) => DWR_COLUMN_LABELS[column as keyof typeof DWR_COLUMN_LABELS] ?? column;

/**
 * The import wizard's column check (spec 2 §8) of a DWR file: each of DWR's columns maps to itself; a
 * column DWR's dictionary does not name is passed over, never an error; a required column the file lacks
 * is the one thing that stops the import.
 */
export function dwrColumnCheck(
  dataset: Pick<DwrDataset, 'columns' | 'required'>,
  header: readonly unknown[],
): ColumnCheckResult {
  const read = readDwrHeader(header, dataset.columns, dataset.required);
  const found = new Map(
    read.ok
      ? Object.entries(read.index).map(([column, at]) => [at, column] as const)
      : header.map(
          (cell, at) =>
            [
              at,
              String(cell ?? '')
                .trim()
                .toUpperCase(),
            ] as const,
        ),
  );
  const columns: CheckedColumn[] = header.map((cell, index) => {
    const column = found.get(index);
    const known = column !== undefined && dataset.columns.includes(column);
    return {
      index,
      letter: columnLetter(index),
      name: String(cell ?? '').trim() || `Column ${columnLetter(index)}`,
      field: known ? column : null,
      label: known ? labelOf(column) : null,
      error: null,
    };
  });
  if (!read.ok) {
    for (const missing of read.missing) {
      columns.push({
        index: null,
        letter: null,
        name: missing,
        field: null,
        label: null,
        error: DWR_TEXTS.missingColumns([missing]),
      });
    }
  }
  return {
    unknown_count: columns.filter((column) => column.error !== null).length,
    columns,
    acceptable: dataset.columns.map((column) => ({ id: column, label: labelOf(column) })),
  };
}
