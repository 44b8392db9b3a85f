import { ABOUT_SHEET_NAME, type ExportColumn } from '../../domain/exports/export-targets';
import { JOB_MESSAGES, SHEET_ROW_LIMIT } from '../../domain/exports/export-jobs';
import type { Database } from '../db/client';
import { JobFailure } from '../jobs/job-failure';
import type { JobRun } from '../jobs/job-run';
import { exportSource, type ExportParams, type ExportRow } from './export-rows';
import { writeXlsx, type XlsxColumn, type XlsxValue } from './xlsx-stream';

export type { ExportParams };

const NUMBER_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/** A value as its column's type: numbers as numbers, dates as dates, text as text (never a formula). */
export function cellValue(column: ExportColumn, value: unknown): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'number':
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    }
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

function sheetColumn(column: ExportColumn): XlsxColumn {
  return {
    header: column.header,
    width: Math.min(
      Math.max(column.header.length + 2, column.kind === 'date' || column.kind === 'number' ? 12 : 10),
      40,
    ),
    numFmt: column.kind === 'number' ? NUMBER_FORMAT : column.kind === 'date' ? DATE_FORMAT : undefined,
  };
}

/**
 * Writes the export's workbook to `filePath` as a stream (each page of rows leaves memory once written):
 * the target's sheet, with a frozen header and filters, then 'About this export'. An export with more rows
 * than a sheet holds (`sheetRowLimit`, a spreadsheet's by default) fails before anything is written.
 */
export async function writeExport(
  db: Database,
  params: ExportParams,
  filePath: string,
  { signal, progress, pacer }: JobRun = {},
  { sheetRowLimit = SHEET_ROW_LIMIT }: { sheetRowLimit?: number } = {},
): Promise<{ rows: number }> {
  const source = await exportSource(db, params, signal);
  if (source.total > sheetRowLimit) {
    throw new JobFailure(JOB_MESSAGES.tooManyRows(source.total, sheetRowLimit));
  }
  const { columns } = source;
  let rows = 0;
  async function* targetRows() {
    progress?.(0, source.total);
    for await (const page of readingAhead(source.pages)) {
      yield page.map((values) => rowValues(columns, values));
      rows += page.length;
      progress?.(rows, source.total);
      await pacer?.turn();
    }
  }
  async function* aboutRows() {
    const items = await source.about(rows);
    yield items.map(([item, value]): XlsxValue[] => [item, value]);
  }
  await writeXlsx(filePath, [
    { name: source.sheetName, columns: columns.map(sheetColumn), rows: targetRows(), headerFilter: true },
    {
      name: ABOUT_SHEET_NAME,
      columns: [
        { header: 'Item', width: 20 },
        { header: 'Value', width: 60 },
      ],
      rows: aboutRows(),
    },
  ]);
  return { rows };
}

function rowValues(columns: ExportColumn[], values: ExportRow): XlsxValue[] {
  const row: XlsxValue[] = new Array(columns.length);
  for (let index = 0; index < columns.length; index++) {
    row[index] = cellValue(columns[index], values[columns[index].key]);
  }
  return row;
}

/** The pages with the next one already asked for, so the database reads it while this one is written. */
async function* readingAhead<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = iterator.next();
      // seen when awaited above; if the writing fails first, no one awaits it
      next.catch(() => undefined);
      yield result.value;
    }
  } finally {
    await iterator.return?.();
  }
}
