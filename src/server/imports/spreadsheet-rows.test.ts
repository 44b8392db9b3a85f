import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheetRows, type SpreadsheetRow } from './spreadsheet-rows';
import { readImportRows, THREAD_FROM_BYTES } from './spreadsheet-rows-in-worker';

async function all(rows: AsyncGenerator<SpreadsheetRow>): Promise<SpreadsheetRow[]> {
  const read: SpreadsheetRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

describe('readImportRows', () => {
  it('reads a large CSV in a thread, row for row as the reader in this thread does', async () => {
    const lines = ['dms_site_id,measurement_date,measurement_depth'];
    let length = 0;
    for (let index = 0; length < THREAD_FROM_BYTES + 1000; index++) {
      const line = `"SITE, ${index}",2024-01-${String((index % 28) + 1).padStart(2, '0')},${index / 10}`;
      lines.push(line);
      length += line.length + 2;
    }
    const content = Buffer.from(lines.join('\r\n'));
    expect(content.length).toBeGreaterThanOrEqual(THREAD_FROM_BYTES);
    const threaded = await all(readImportRows(content, 'csv'));
    expect(threaded).toHaveLength(lines.length);
    expect(threaded).toEqual(await all(readSpreadsheetRows(content, 'csv')));
    expect(threaded[1]).toEqual({ number: 2, cells: ['SITE, 0', '2024-01-01', '0'] });
  });

  it('gives the cells of a large xlsx with their types: dates, numbers, formulas with their results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['dms_site_id', 'measurement_date', 'measurement_depth', 'note']);
    for (let index = 0; index < 40_000; index++) {
      sheet.addRow([
        `W-${index}`,
        new Date(Date.UTC(2024, 0, 1 + (index % 300))),
        index / 4,
        `row ${index} ${'x'.repeat(10)}`,
      ]);
    }
    sheet.getCell('C3').value = { formula: 'C2*2', result: 0.5 };
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(content.length).toBeGreaterThanOrEqual(THREAD_FROM_BYTES);
    const rows = await all(readImportRows(content, 'xlsx'));
    expect(rows).toHaveLength(40_001);
    expect(rows[1].cells).toEqual(['W-0', new Date(Date.UTC(2024, 0, 1)), 0, `row 0 ${'x'.repeat(10)}`]);
    expect(rows[2].cells[2]).toEqual({ formula: 'C2*2', result: 0.5 });
    expect(rows[40_000].number).toBe(40_001);
  });

  it('fails, without hanging, on a large file that is no workbook', async () => {
    const content = Buffer.alloc(THREAD_FROM_BYTES + 10, 7);
    await expect(all(readImportRows(content, 'xlsx'))).rejects.toThrow();
  });
});
