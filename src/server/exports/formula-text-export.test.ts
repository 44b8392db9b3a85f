import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, columnsOf } from '../../domain/exports/export-targets';
import { waterYears } from '../db/schema/organisations';
import { buildGsp, signedInUser } from '../test-support/factories';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let admin: { authorization: string };
let gspId: number;
let yearId: number;

const COMMENTS = ['\uff1d3+3', '\u3000=1+1', '\u2212SUM(A1)', 'Steel tape'];

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  gspId = (await buildGsp(testApp.db, 'Formula GSP')).id;
  const [year] = await testApp.db
    .insert(waterYears)
    .values({ waterYear: 2024, waterYearStart: '2023-10-01', waterYearEnd: '2024-09-30', isActive: true })
    .returning();
  yearId = year.id;
  const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
  for (const [day, comment] of COMMENTS.entries())
    await buildWellReading(testApp.db, site, {
      measurement_date: `2024-01-0${day + 1}`,
      measurement_depth: -5,
      meas_comments: comment,
    });
});
afterAll(() => testApp?.close());

/** The parts of an xlsx, by name. */
function unzip(content: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const parts = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks).toString());
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Each cell's style, keyed 'row:column' (1-based): the writer names a cell's reference only when it does not
 * follow the one before, so positions are counted along the row.
 */
function cellStyles(sheetXml: string): Map<string, number> {
  const styles = new Map<string, number>();
  const columnNumber = (letters: string) =>
    [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
  for (const [, rowNumber, cells] of sheetXml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/g)) {
    let position = 0;
    for (const [, reference, style] of cells.matchAll(/<c(?: r="([A-Z]+)\d+")?(?: s="(\d+)")?[ >]/g)) {
      position = reference ? columnNumber(reference) : position + 1;
      styles.set(`${rowNumber}:${position}`, Number(style ?? 0));
    }
  }
  return styles;
}

describe('POST /api/dataexport/water-level-data with formula-looking text', () => {
  it('writes ＝3+3 and other formula-looking comments unchanged, as text cells marked quote prefix', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dataexport/water-level-data?wait=true',
      headers: admin,
      payload: { gsps: [gspId], water_years: yearId },
    });
    expect(response.statusCode, response.body).toBe(200);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const columns = columnsOf(EXPORT_TARGETS['water-level-data']);
    const column = (key: string) => columns.findIndex((candidate) => candidate.key === key) + 1;
    const comments = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(column('meas_comments')));
    expect(comments.map((cell) => cell.value)).toEqual(COMMENTS);
    for (const cell of comments) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
    // a number exported as a number stays one, negative or not
    expect(sheet.getRow(2).getCell(column('measurement_depth')).value).toBe(-5);

    // exceljs does not read quotePrefix: the cell's format is looked up in the workbook's styles
    const parts = await unzip(response.rawPayload);
    const cellFormats = /<cellXfs[^>]*>(.*?)<\/cellXfs>/
      .exec(parts.get('xl/styles.xml')!)![1]
      .match(/<xf [^>]*\/>/g)!;
    const styles = cellStyles(parts.get('xl/worksheets/sheet1.xml')!);
    const quotePrefixed = (row: number) =>
      cellFormats[styles.get(`${row}:${column('meas_comments')}`) ?? 0].includes('quotePrefix="1"');
    expect([2, 3, 4, 5].map(quotePrefixed)).toEqual([true, true, true, false]);
  });
});
