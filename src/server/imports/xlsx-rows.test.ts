import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  deflatedEntry,
  handWorkbook,
  storedEntry,
  WORKBOOK_RELS,
} from '../test-support/upload-fixtures';
import { readHeaderRow, readSpreadsheetRows, UnreadableSpreadsheet } from './spreadsheet-rows';
import { isDateFormat, readWorkbookPart, sheetPart } from './workbook-parts';
import { attributes, XmlScanner } from './xml-scanner';

const firstSheetPart = (workbookXml: string, relsXml: string) => {
  const { sheetId } = readWorkbookPart(workbookXml);
  return sheetId ? sheetPart(relsXml, sheetId) : undefined;
};

async function exceljsWorkbook(sharedStrings: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet('Data');
  data.addRow(['dms_site_id', 'measurement_date', 'measurement_depth', 'checked']);
  for (let index = 0; index < 500; index++)
    data.addRow([`W-${index}`, new Date(Date.UTC(2024, 0, 1 + index)), index, index % 2 === 0]);
  data.getCell('B3').numFmt = 'yyyy-mm-dd hh:mm';
  book.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(
    await book.xlsx.writeBuffer({ useSharedStrings: sharedStrings } as ExcelJS.XlsxWriteOptions),
  );
}

async function all(content: Buffer) {
  const rows = [];
  for await (const batch of readSpreadsheetRows(content, 'xlsx')) rows.push(...batch);
  return rows;
}

describe('reading an xlsx for an import', () => {
  for (const sharedStrings of [true, false]) {
    it(`reads the first sheet whole, values typed (shared strings ${sharedStrings ? 'on' : 'off'})`, async () => {
      const rows = await all(await exceljsWorkbook(sharedStrings));
      expect(rows).toHaveLength(501);
      expect(rows[0].cells).toEqual(['dms_site_id', 'measurement_date', 'measurement_depth', 'checked']);
      expect(rows[2].cells).toEqual(['W-1', new Date(Date.UTC(2024, 0, 2)), 1, false]);
      expect(rows[500]).toEqual({
        number: 501,
        cells: ['W-499', new Date(Date.UTC(2024, 0, 500)), 499, false],
      });
    });

    it(`reads the header alone and can stop anywhere (shared strings ${sharedStrings ? 'on' : 'off'})`, async () => {
      const content = await exceljsWorkbook(sharedStrings);
      expect(await readHeaderRow(content, 'xlsx')).toEqual([
        'dms_site_id',
        'measurement_date',
        'measurement_depth',
        'checked',
      ]);
      let batches = 0;
      for await (const batch of readSpreadsheetRows(content, 'xlsx')) {
        batches += 1;
        expect(batch[0].number).toBe(1);
        break;
      }
      expect(batches).toBe(1);
    });
  }

  it('reads what Excel writes and exceljs does not: rich text, inline strings, errors, prefixes, escapes', async () => {
    const content = handWorkbook(
      '<x:row r="1" xmlns:x="main"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c></x:row>' +
        '<row r="3"><c r="A3" t="inlineStr"><is><t>W &amp; 1 &gt; 0 &#233;</t></is></c>' +
        '<c r="C3" t="b"><v>1</v></c><c r="D3" t="e"><v>#N/A</v></c>' +
        '<c r="E3" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="F3" t="str"><f>A3</f><v>W</v></c>' +
        '<c r="G3"><f t="shared" si="0"/></c><c r="H3" s="1"><v>45366.5</v></c>' +
        '<c r="I3" t="d"><v>2024-03-15T09:30:00</v></c><c r="J3" t="s"><v>99</v></c>' +
        '<c t="str"><v><![CDATA[a<b]]></v></c></row>' +
        '<row><c><v>7</v></c></row><row r="6"/>',
      {
        sharedStrings:
          '<si><t>dms_site_</t></si><si><r><t>measurement</t></r><r><t xml:space="preserve">_date</t></r>' +
          '<rPh><t>ignored</t></rPh></si>',
        styles:
          '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="m/d/yyyy\\ h:mm"/></numFmts>' +
          '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>',
      },
    );
    const rows = await all(content);
    expect(rows.map((row) => row.number)).toEqual([1, 3, 4, 6]);
    expect(rows[0].cells).toEqual(['dms_site_', 'measurement_date']);
    expect(rows[1].cells).toEqual([
      'W & 1 > 0 é',
      null,
      true,
      { error: '#N/A' },
      { formula: '1/0', result: { error: '#DIV/0!' } },
      { formula: 'A3', result: 'W' },
      { formula: '', result: undefined },
      new Date(Date.UTC(2024, 2, 15, 12)),
      new Date(Date.UTC(2024, 2, 15, 9, 30)),
      { unreadable: true },
      'a<b',
    ]);
    expect(rows[2].cells).toEqual([7]);
    expect(rows[3].cells).toEqual([]);
  });

  it('counts serial days from 1904 when the workbook says so', async () => {
    const styles = '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    const cell = '<row r="1"><c r="A1" s="1"><v>43904</v></c></row>';
    const [in1900] = await all(handWorkbook(cell, { styles }));
    const [in1904] = await all(handWorkbook(cell, { styles, workbookPr: '<workbookPr date1904="1"/>' }));
    expect(in1900.cells).toEqual([new Date(Date.UTC(2020, 2, 14))]);
    expect(in1904.cells).toEqual([new Date(Date.UTC(2024, 2, 15))]);
  });

  it("reads blank shared-string cells as blank, spaced or worded booleans, a conditional format's own formats", async () => {
    const styles =
      '<styleSheet><numFmts><numFmt numFmtId="165" formatCode="0.00&quot;d&quot;"/></numFmts>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="165"/></cellXfs>' +
      '<dxfs><dxf><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></dxf></dxfs></styleSheet>';
    const [row] = await all(
      handWorkbook(
        '<row r="1"><c r="A1" t="s"><v></v></c><c r="B1" t="s"><v> </v></c><c r="C1" t="b"><v> 1 </v></c>' +
          '<c r="D1" t="b"><v>TRUE</v></c><c r="E1" t="b"><v>0</v></c><c r="F1" s="1"><v>2.5</v></c></row>',
        { sharedStrings: '<si><t>dms_site_id</t></si>', styles },
      ),
    );
    expect(row.cells).toEqual([null, null, true, true, false, 2.5]);
  });

  it('reads the 1904 date system in single quotes and part names in any letter case', async () => {
    const content = buildZip([
      deflatedEntry(
        'xl/_rels/workbook.xml.rels',
        WORKBOOK_RELS.replace('worksheets/sheet1.xml', 'worksheets/Sheet1.XML'),
      ),
      deflatedEntry(
        'XL/Workbook.xml',
        `<workbook xmlns:r="rels"><workbookPr date1904='1'/><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>`,
      ),
      deflatedEntry(
        'xl/worksheets/sheet1.xml',
        '<worksheet><sheetData><row r="1"><c r="A1" s="1"><v>0</v></c></row></sheetData></worksheet>',
      ),
      storedEntry(
        'xl/styles.xml',
        '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      ),
    ]);
    const [row] = await all(content);
    expect(row.cells).toEqual([new Date(Date.UTC(1904, 0, 1))]);
  });

  it('refuses a text or tag that runs past 4 MB at once, rather than rescan it chunk after chunk', async () => {
    const huge = handWorkbook(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(6 * 1024 * 1024)}</t></is></c></row>`,
    );
    await expect(all(huge)).rejects.toThrow(/runs past 4 MB/);
  });

  it('reads row numbers, cell references and styles written with references or spaces as their text', async () => {
    const styles = '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    const rows = await all(
      handWorkbook(
        '<row r="&#50;"><c r="&#66;2" s="&#49;"><v>45366</v></c><c r="d2" s=" 1 "><v>45366</v></c>' +
          '<c r="F2" s="0001"><v>45366</v></c><c r="G2" s=""><v>45366</v></c><c r="" s="x"><v>5</v></c></row>' +
          '<row r=" 4 "><c><v>1</v></c></row><row r="3"><c r="b3"><v>2</v></c></row>',
        { styles },
      ),
    );
    const day = new Date(Date.UTC(2024, 2, 15));
    expect(rows).toEqual([
      { number: 2, cells: [null, day, null, day, null, day, 45366, 5] },
      { number: 4, cells: [1] },
      { number: 5, cells: [null, 2] },
    ]);
  });

  it('keeps the first columns of a row only, however far its cells reach', async () => {
    const [row] = await all(handWorkbook('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>'));
    expect(row.cells).toEqual([1]);
  });

  it('refuses a damaged sheet, a document type declaration and a part larger than it declares', async () => {
    await expect(
      all(handWorkbook('<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"<v>')),
    ).rejects.toThrow(UnreadableSpreadsheet);
    const withDoctype = buildZip([
      deflatedEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      deflatedEntry('xl/workbook.xml', '<workbook xmlns:r="r"><sheet r:id="rId1"/></workbook>'),
      deflatedEntry('xl/worksheets/sheet1.xml', '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet/>'),
    ]);
    await expect(all(withDoctype)).rejects.toThrow(/document type/);
    const sheet = deflatedEntry('xl/worksheets/sheet1.xml', `<worksheet>${' '.repeat(5000)}</worksheet>`);
    const understated = buildZip([
      deflatedEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      deflatedEntry('xl/workbook.xml', '<workbook xmlns:r="r"><sheet r:id="rId1"/></workbook>'),
      { ...sheet, uncompressedSize: 100 },
    ]);
    await expect(all(understated)).rejects.toThrow(UnreadableSpreadsheet);
  });
});

describe('isDateFormat', () => {
  it('tells date and time formats from number formats, whatever is quoted, escaped or bracketed', () => {
    for (const code of ['mm/dd/yyyy', 'YYYY-MM-DD', 'h:mm AM/PM', '[$-409]d-mmm-yy', '[h]:mm:ss'])
      expect(isDateFormat(code), code).toBe(true);
    for (const code of ['General', '0.00', '#,##0.0" ft"', '0.0\\ \\m', '[Red]0.00', '0.00E+00', '@'])
      expect(isDateFormat(code), code).toBe(false);
  });
});

describe('the first sheet, through workbook.xml and its relationships', () => {
  it('finds the first tab through the relationships, whatever the part is called or prefixed', () => {
    const workbookXml = `<x:workbook xmlns:x="main" xmlns:r="rels"><x:sheets>
      <x:sheet name="Readings" sheetId="7" r:id="rId9"/><x:sheet name="Other" sheetId="1" r:id="rId1"/>
      </x:sheets></x:workbook>`;
    const rels = `<Relationships><Relationship Id="rId1" Type="sheet" Target="worksheets/sheet1.xml"/>
      <Relationship Target="/xl/worksheets/readings.xml" Type="sheet" Id="rId9"/></Relationships>`;
    expect(firstSheetPart(workbookXml, rels)).toBe('xl/worksheets/readings.xml');
    expect(firstSheetPart('<workbook/>', rels)).toBeUndefined();
  });

  it("reads single quotes, a '>' in a sheet's name and a target relative to ./", () => {
    const workbookXml = `<workbook><sheets><sheet name="Levels >10ft" sheetId='1' r:id='rId1'/></sheets></workbook>`;
    const rels = `<Relationships><Relationship Id='rId1' Target='./worksheets/sheet1.xml'/></Relationships>`;
    expect(firstSheetPart(workbookXml, rels)).toBe('xl/worksheets/sheet1.xml');
  });
});

describe('attributes of a start tag', () => {
  /** The values of `names` in the first start tag of `xml`, read as the scanner passes tags. */
  function read(xml: string, names: string[]) {
    const values: (string | undefined)[] = [];
    const scanner = new XmlScanner({
      open: (_, tag) => {
        if (!values.length) attributes(tag, names, values);
      },
      close: () => {},
      text: () => {},
    });
    scanner.write(xml);
    return values;
  }

  it('reads several in one walk, in any order, quoted either way, spaced or escaped', () => {
    expect(read(`<c s="3" t='str' r="B7"/>`, ['r', 't', 's'])).toEqual(['B7', 'str', '3']);
    expect(read(`<x:c  r = "A1"\n t="s" ></x:c>`, ['r', 't', 's'])).toEqual(['A1', 's', undefined]);
    expect(read(`<c r="A&amp;1"/>`, ['r'])).toEqual(['A&1']);
  });

  it('matches whole unprefixed names only, never a name inside a value', () => {
    expect(read(`<c x:r="Z9" rr="Q1" title='r="A1"' r="C3"/>`, ['r', 't'])).toEqual(['C3', undefined]);
    expect(read(`<c/>`, ['r'])).toEqual([undefined]);
  });

  it('stops at a malformed attribute and keeps what it read before it', () => {
    expect(read(`<c r="A1" broken t="s"/>`, ['r', 't'])).toEqual(['A1', undefined]);
  });
});
