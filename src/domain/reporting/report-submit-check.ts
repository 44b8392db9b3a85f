import { cellField, hasCell, type ReportCellKind } from './report-tables';
import type { ReportType } from './report-types';
import { REPORTING_TEXTS } from './reporting-texts';

/** The choices that say how a sector's figures were made: calculation method, accuracy, measurement method. */
const DESCRIBING_KINDS: ReadonlySet<ReportCellKind> = new Set(['method', 'accuracy', 'extractionMethod']);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * What a reporter is shown before a final submit (issue 30 point 11): the measurement month, the
 * explanation notes of the figures, and the method and accuracy choices of every row that has a figure,
 * when left empty. spec 3 §5 shows no required-field messages on the report forms, so these warn and
 * never refuse; a row without any figure has nothing to describe and is not named.
 */
export function emptyFieldsBeforeSubmit(
  type: ReportType,
  values: Readonly<Record<string, unknown>>,
): string[] {
  const empty: string[] = [];
  if (type.monthField && isEmpty(values[type.monthField])) empty.push(REPORTING_TEXTS.measurementMonth);
  for (const table of type.tables) {
    for (const sector of table.sectors) {
      const cells = table.columns.filter((column) => hasCell(sector, column));
      const hasFigure = cells.some(
        (column) =>
          column.kind === 'volume' &&
          column.key !== table.totalColumn &&
          !isEmpty(values[cellField(table, sector, column)]),
      );
      if (!hasFigure) continue;
      for (const column of cells) {
        if (DESCRIBING_KINDS.has(column.kind) && isEmpty(values[cellField(table, sector, column)]))
          empty.push(`${sector.label}: ${column.label}`);
      }
    }
  }
  for (const field of type.notes)
    if (field.explainsFigures && isEmpty(values[field.name])) empty.push(field.label);
  return empty;
}
