import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { UploadedFileKind } from '../db/schema/imports';

/**
 * The first row of a stored spreadsheet, as exceljs or csv-parse give its cells. An xlsx is read with the
 * streaming reader (never Workbook.xlsx.load, which hangs on whole-column validations), its first worksheet
 * only and that sheet's row 1 only: a sheet whose first filled row is lower has no header row. A CSV's first
 * record is kept as text, cell for cell.
 */
export async function readHeaderRow(content: Buffer, kind: UploadedFileKind): Promise<unknown[]> {
  return kind === 'xlsx' ? readXlsxHeader(content) : readCsvHeader(content);
}

async function readXlsxHeader(content: Buffer): Promise<unknown[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const typed = row as ExcelJS.Row;
      if (typed.number !== 1) return [];
      // exceljs leaves slot 0 empty: column A is values[1].
      return (typed.values as unknown[]).slice(1);
    }
    return [];
  }
  return [];
}

async function readCsvHeader(content: Buffer): Promise<unknown[]> {
  const parser = Readable.from([content]).pipe(
    parse({ bom: true, to: 1, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }),
  );
  for await (const record of parser) {
    parser.destroy();
    return record as string[];
  }
  return [];
}
