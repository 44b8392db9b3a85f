import { datedBy, type ImportProblem, type ImportRecord, type RowsOfDataset } from './import-row';
import { IMPORT_MESSAGES } from './import-texts';

type DatedDataset = Pick<RowsOfDataset, 'dateColumns' | 'readingOfColumn'>;

/** What else, beside its site and day, tells a reading apart: a water quality characteristic, or ''. */
export function readingOf(dataset: Pick<RowsOfDataset, 'readingOfColumn'>, record: ImportRecord): string {
  const value = dataset.readingOfColumn ? record[dataset.readingOfColumn] : null;
  return typeof value === 'string' ? value : '';
}

/**
 * Spec 2 §5: more than one record per site id and day is a duplicate (per characteristic for water
 * quality). Within one file the first row of a site and day is kept and every later one is reported on its
 * date column, naming the row it repeats. The check remembers the first row of each site and day, so a run
 * can feed it row by row while it streams the file.
 */
export function duplicateRowCheck(dataset: DatedDataset) {
  // by site id, then by day (and characteristic): a key joined from the three for every row cost an import
  // more time and memory than the lookups themselves
  const firstRowOf = new Map<string, Map<string, number>>();
  return (row: number, record: ImportRecord): ImportProblem | null => {
    const dated = datedBy(dataset, record);
    const siteId = record.dms_site_id;
    if (!dated || typeof siteId !== 'string') return null;
    const of = readingOf(dataset, record);
    // site ids are compared as stored: trimmed by the field's schema, letter case kept
    let days = firstRowOf.get(siteId);
    if (days === undefined) {
      days = new Map();
      // a copy: an id read from a spreadsheet may be a slice of the sheet's text, which V8 would keep whole
      // for as long as the check keeps the id
      firstRowOf.set(` ${siteId}`.slice(1), days);
    }
    // 'ARSENIC' and 'Arsenic' are one characteristic
    const key = of === '' ? dated.day : `${dated.day}\u0000${of.toLowerCase()}`;
    const earlier = days.get(key);
    if (earlier === undefined) {
      days.set(key, row);
      return null;
    }
    return {
      row,
      column: dated.column,
      message: IMPORT_MESSAGES.duplicateReading(earlier, siteId, dated.day, of),
    };
  };
}

/** The same check over the records of a whole file, in row order. */
export function findDuplicateRows(
  dataset: DatedDataset,
  rows: Iterable<{ row: number; record: ImportRecord }>,
): ImportProblem[] {
  const check = duplicateRowCheck(dataset);
  const problems: ImportProblem[] = [];
  for (const { row, record } of rows) {
    const problem = check(row, record);
    if (problem) problems.push(problem);
  }
  return problems;
}
