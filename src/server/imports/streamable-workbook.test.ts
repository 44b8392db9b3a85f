import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readHeaderRow, readSpreadsheetRows } from './spreadsheet-rows';
import { firstSheetPart } from './streamable-workbook';

/** The temporary files exceljs's reader leaves for this process. */
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

async function workbook(sharedStrings: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet('Data');
  data.addRow(['dms_site_id', 'measurement_date', 'measurement_depth']);
  for (let index = 0; index < 500; index++)
    data.addRow([`W-${index}`, new Date(Date.UTC(2024, 0, 1 + index)), index]);
  book.addWorksheet('Notes').addRow(['not read']);
  // exceljs writes shared strings unless told not to, and after the sheets, as Excel does
  return Buffer.from(
    await book.xlsx.writeBuffer({ useSharedStrings: sharedStrings } as ExcelJS.XlsxWriteOptions),
  );
}

describe('reading a workbook for an import', () => {
  for (const sharedStrings of [true, false]) {
    it(`leaves no temporary file, even when it stops early (shared strings ${sharedStrings ? 'on' : 'off'})`, async () => {
      const content = await workbook(sharedStrings);
      const before = leftovers().length;
      expect(await readHeaderRow(content, 'xlsx')).toEqual([
        'dms_site_id',
        'measurement_date',
        'measurement_depth',
      ]);
      let read = 0;
      for await (const row of readSpreadsheetRows(content, 'xlsx')) {
        read = row.number;
        if (read === 10) break;
      }
      expect(read).toBe(10);
      expect(leftovers().length).toBe(before);
    });

    it(`reads the first sheet whole, values typed (shared strings ${sharedStrings ? 'on' : 'off'})`, async () => {
      const rows = [];
      for await (const row of readSpreadsheetRows(await workbook(sharedStrings), 'xlsx')) rows.push(row);
      expect(rows).toHaveLength(501);
      expect(rows[500]).toEqual({
        number: 501,
        cells: ['W-499', new Date(Date.UTC(2024, 0, 500)), 499],
      });
    });
  }
});

describe('firstSheetPart', () => {
  it('finds the first tab through the relationships, whatever the part is called or prefixed', () => {
    const workbookXml = `<x:workbook xmlns:x="main" xmlns:r="rels"><x:sheets>
      <x:sheet name="Readings" sheetId="7" r:id="rId9"/><x:sheet name="Other" sheetId="1" r:id="rId1"/>
      </x:sheets></x:workbook>`;
    const rels = `<Relationships><Relationship Id="rId1" Type="sheet" Target="worksheets/sheet1.xml"/>
      <Relationship Target="/xl/worksheets/readings.xml" Type="sheet" Id="rId9"/></Relationships>`;
    expect(firstSheetPart(workbookXml, rels)).toBe('xl/worksheets/readings.xml');
    expect(firstSheetPart('<workbook/>', rels)).toBeUndefined();
  });
});
