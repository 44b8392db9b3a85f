import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, readSpreadsheetRows, type SpreadsheetRow } from './spreadsheet-rows';

async function all(batches: AsyncGenerator<SpreadsheetRow[]>): Promise<SpreadsheetRow[]> {
  const read: SpreadsheetRow[] = [];
  for await (const batch of batches) read.push(...batch);
  return read;
}

describe('readSpreadsheetRows', () => {
  it('reads a CSV record by record as text, quoted commas kept, record n as row n', async () => {
    const content = Buffer.from(
      '\uFEFFdms_site_id,measurement_date\r\n"SITE, 1",2024-01-02\r\n\r\nW-2,3/4/2024\r\n',
    );
    expect(await all(readSpreadsheetRows(content, 'csv'))).toEqual([
      { number: 1, cells: ['dms_site_id', 'measurement_date'] },
      { number: 2, cells: ['SITE, 1', '2024-01-02'] },
      { number: 3, cells: [''] },
      { number: 4, cells: ['W-2', '3/4/2024'] },
    ]);
  });

  it('gives the cells of an xlsx with their types: dates, numbers, formulas with their results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['dms_site_id', 'measurement_date', 'measurement_depth']);
    for (let index = 0; index < 3000; index++) {
      sheet.addRow([`W-${index}`, new Date(Date.UTC(2024, 0, 1 + (index % 300))), index / 4]);
    }
    sheet.getCell('C3').value = { formula: 'C2*2', result: 0.5 };
    const rows = await all(readSpreadsheetRows(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx'));
    expect(rows).toHaveLength(3001);
    expect(rows[1].cells).toEqual(['W-0', new Date(Date.UTC(2024, 0, 1)), 0]);
    expect(rows[2].cells[2]).toEqual({ formula: 'C2*2', result: 0.5 });
    expect(rows[3000].number).toBe(3001);
  });

  it(`reads no more than ${MAX_COLUMNS} columns of a row`, async () => {
    const content = Buffer.from(`${Array.from({ length: 5000 }, (_, index) => `c${index}`).join(',')}\r\n`);
    const [header] = await all(readSpreadsheetRows(content, 'csv'));
    expect(header.cells).toHaveLength(MAX_COLUMNS);
    expect(header.cells[MAX_COLUMNS - 1]).toBe(`c${MAX_COLUMNS - 1}`);
  });

  it('fails, without hanging, on a file that is no workbook', async () => {
    await expect(all(readSpreadsheetRows(Buffer.alloc(4096, 7), 'xlsx'))).rejects.toThrow();
  });
});
