import type { UploadedFileKind } from '../db/schema/imports';
import { IMPORT_MESSAGES } from '../../domain/imports/import-texts';
import { csvRecords } from './csv-records';
import { xlsxRows, type SpreadsheetRow } from './xlsx-rows';

/**
 * The columns of a row that are read: every dataset has fewer than 30, and a file of a million columns must
 * not cost a million checks and messages.
 */
export const MAX_COLUMNS = 200;
const within = (cells: unknown[]) => (cells.length > MAX_COLUMNS ? cells.slice(0, MAX_COLUMNS) : cells);

export type { SpreadsheetRow } from './xlsx-rows';

/**
 * The rows of a stored spreadsheet in order, a batch at a time as they are read, so a file of any length is
 * read in bounded memory (batches, not rows, since each step of an async iteration costs a few turns of the
 * event loop, and a file can have a million rows). An xlsx's first sheet in tab order is read as it is
 * unpacked (xlsxRows), its cells typed as exceljs types them. A CSV's records are kept as text, cell for
 * cell; record n is row n.
 */
export function readSpreadsheetRows(
  content: Buffer,
  kind: UploadedFileKind,
): AsyncGenerator<SpreadsheetRow[]> {
  return readable(kind === 'xlsx' ? xlsxRows(content, MAX_COLUMNS) : csvRows(content), kind);
}

/** A file the reader gave up on halfway: damaged XML, a CSV quote never closed. */
export class UnreadableSpreadsheet extends Error {}

async function* readable(batches: AsyncGenerator<SpreadsheetRow[]>, kind: UploadedFileKind) {
  let last = 0;
  try {
    for await (const rows of batches) {
      if (!rows.length) continue;
      last = rows[rows.length - 1].number;
      yield rows;
    }
  } catch (error) {
    throw new UnreadableSpreadsheet(IMPORT_MESSAGES.unreadableFile(kind, last, (error as Error).message));
  }
}

async function* csvRows(content: Buffer): AsyncGenerator<SpreadsheetRow[]> {
  let number = 0;
  for (const records of csvRecords(content)) {
    const rows: SpreadsheetRow[] = new Array(records.length);
    for (let index = 0; index < records.length; index++) {
      number += 1;
      rows[index] = { number, cells: within(records[index]) };
    }
    yield rows;
  }
}

/**
 * The first row of a stored spreadsheet, the header row: an xlsx sheet whose first filled row is lower
 * than row 1 has none. Reading stops there.
 */
export async function readHeaderRow(content: Buffer, kind: UploadedFileKind): Promise<unknown[]> {
  const batches = readSpreadsheetRows(content, kind);
  try {
    const first = await batches.next();
    const row = first.done ? undefined : first.value[0];
    return row?.number === 1 ? row.cells : [];
  } finally {
    await batches.return(undefined);
  }
}
