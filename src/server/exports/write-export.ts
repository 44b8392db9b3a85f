import ExcelJS from 'exceljs';
import { ABOUT_SHEET_NAME, neutraliseCellText, type ExportColumn } from '../../domain/exports/export-targets';
import type { Database } from '../db/client';
import type { JobRun } from '../jobs/job-kinds';
import { exportSource, type ExportParams } from './export-rows';

export type { ExportParams } from './export-rows';

const NUMBER_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/** A value as its column's type: numbers as numbers, dates as dates, text neutralised (never a formula). */
export function cellValue(column: ExportColumn, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'number':
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : neutraliseCellText(String(value));
    }
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    }
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    default:
      return neutraliseCellText(String(value));
  }
}

/**
 * Writes the export's workbook to `filePath` as a stream (exceljs's WorkbookWriter: each row leaves memory
 * once committed): the target's sheet, with a frozen header and filters, then 'About this export'.
 */
export async function writeExport(
  db: Database,
  params: ExportParams,
  filePath: string,
  { signal, progress }: JobRun = {},
): Promise<{ rows: number }> {
  const source = await exportSource(db, params, signal);
  const { columns } = source;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(source.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.min(Math.max(column.header.length + 2, column.kind === 'date' ? 12 : 10), 40),
    style:
      column.kind === 'number'
        ? { numFmt: NUMBER_FORMAT }
        : column.kind === 'date'
          ? { numFmt: DATE_FORMAT }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  let rows = 0;
  progress?.(0, source.total);
  for await (const page of source.pages) {
    for (const values of page) {
      sheet.addRow(columns.map((column) => cellValue(column, values[column.key]))).commit();
    }
    rows += page.length;
    progress?.(rows, source.total);
  }
  sheet.commit();

  const about = workbook.addWorksheet(ABOUT_SHEET_NAME);
  about.columns = [
    { header: 'Item', key: 'item', width: 20 },
    { header: 'Value', key: 'value', width: 60 },
  ];
  about.getRow(1).font = { bold: true };
  for (const [item, value] of await source.about(rows)) {
    const row = about.addRow([item, typeof value === 'string' ? neutraliseCellText(value) : value]);
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.commit();
  }
  about.commit();
  await workbook.commit();
  return { rows };
}
