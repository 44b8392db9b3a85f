import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { cellValue } from './write-export';
import { columnLetters, writeXlsx, type XlsxSheet, type XlsxValue } from './xlsx-stream';

const scratch = mkdtempSync(path.join(tmpdir(), 'xlsx-stream-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;
const newFile = () => path.join(scratch, `book-${++files}.xlsx`);

async function readBack(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

/** LibreOffice with its spreadsheet module, where the machine has it. */
const CALC = existsSync('/usr/bin/soffice') && existsSync('/usr/lib/libreoffice/program/libsclo.so');

const readings: XlsxSheet['columns'] = [
  { header: 'Site', width: 14 },
  { header: 'Depth', width: 12, numFmt: '#,##0.00' },
  { header: 'Year', width: 8 },
  { header: 'Measured', width: 12, numFmt: 'yyyy-mm-dd' },
  { header: 'Comments', width: 30 },
];

/** Every entry of the zip with its bytes, the CRC and sizes of the central directory checked. */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            const content = Buffer.concat(chunks);
            if (crc32(content) !== entry.crc32) reject(new Error(`CRC of ${entry.fileName} differs`));
            entries.set(entry.fileName, content);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('writeXlsx', () => {
  it('writes numbers as numbers, dates as dates with their formats, and a bold, frozen, filtered header', async () => {
    const file = newFile();
    await writeXlsx(file, [
      {
        name: 'Water Level Data',
        columns: readings,
        headerFilter: true,
        rows: [
          [
            ['A-1', 1234.5, 2023, new Date(Date.UTC(2023, 2, 1)), 'Steel tape'],
            ['B-2', -0.25, 2024, new Date(Date.UTC(1999, 11, 31)), null],
          ],
          [['C-3', null, null, null, 'last']],
        ],
      },
      {
        name: 'About this export',
        columns: [
          { header: 'Item', width: 20 },
          { header: 'Value', width: 60 },
        ],
        rows: [
          [
            ['Rows', 3],
            ['Exported at', new Date(Date.UTC(2026, 10, 26, 9, 30, 15))],
          ],
        ],
      },
    ]);
    const workbook = await readBack(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Water Level Data', 'About this export']);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(readings.map((column) => column.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E4');
    expect(sheet.getColumn(5).width).toBe(30);

    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('A-1');
    expect(row.getCell(2).value).toBe(1234.5);
    expect(row.getCell(2).numFmt).toBe('#,##0.00');
    expect(row.getCell(3).value).toBe(2023);
    expect(row.getCell(3).numFmt).toBeUndefined();
    expect(row.getCell(4).value).toEqual(new Date('2023-03-01T00:00:00Z'));
    expect(row.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(3).getCell(2).value).toBe(-0.25);
    expect(sheet.getRow(3).getCell(4).value).toEqual(new Date('1999-12-31T00:00:00Z'));
    expect(sheet.getRow(3).getCell(5).value).toBeNull();
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      'C-3',
      undefined,
      undefined,
      undefined,
      'last',
    ]);

    const about = workbook.worksheets[1];
    expect(about.views[0]?.state).not.toBe('frozen');
    expect(about.autoFilter).toBeFalsy();
    expect(about.getRow(2).getCell(2).value).toBe(3);
    expect(about.getRow(3).getCell(2).value).toEqual(new Date('2026-11-26T09:30:15Z'));
    expect(about.getRow(3).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('is a zip of the parts Excel needs, each entry’s CRC and sizes right, with the filter’s hidden name', async () => {
    const file = newFile();
    await writeXlsx(file, [
      { name: "Ann's sheet", columns: readings, headerFilter: true, rows: [[['A', 1, 2, null, 'x']]] },
    ]);
    const entries = await unzip(file);
    expect([...entries.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect([...entries.keys()][0]).toBe('[Content_Types].xml');
    const workbookXml = entries.get('xl/workbook.xml')!.toString();
    expect(workbookXml).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Ann''s sheet'!$A$1:$E$2</definedName>`,
    );
    expect(entries.get('xl/worksheets/sheet1.xml')!.toString()).toContain('<autoFilter ref="A1:E2"/>');
  });

  it('writes formula-looking text unchanged, as text with a quote prefix, never as a formula', async () => {
    const file = newFile();
    const column = { key: 'meas_comments', header: 'Comments', kind: 'text' } as const;
    const formula = '=HYPERLINK("http://evil.test","click")';
    await writeXlsx(file, [
      {
        name: 'Sheet',
        columns: [{ header: 'Comments', width: 30 }],
        rows: [[[cellValue(column, formula)], [cellValue(column, '+1+2')], [cellValue(column, 'A-1 well')]]],
      },
    ]);
    const sheet = (await readBack(file)).worksheets[0];
    expect(sheet.getRow(2).getCell(1).value).toBe(formula);
    expect(sheet.getRow(2).getCell(1).formula).toBeUndefined();
    expect(sheet.getRow(3).getCell(1).value).toBe('+1+2');
    expect(sheet.getRow(4).getCell(1).value).toBe('A-1 well');
    const entries = await unzip(file);
    const sheetXml = entries.get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheetXml).not.toContain('<f>');
    // the style of each cell: the formula-looking ones point at the one cell format with quotePrefix
    const styleOf = (ref: string) => new RegExp(`<c r="${ref}"(?: s="(\\d+)")?`).exec(sheetXml)?.[1];
    const cellFormats = [
      ...entries
        .get('xl/styles.xml')!
        .toString()
        .matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/g),
    ][0][1].match(/<xf [^>]*\/>/g)!;
    const quoted = (ref: string) => cellFormats[Number(styleOf(ref) ?? 0)].includes('quotePrefix="1"');
    expect(quoted('A2')).toBe(true);
    expect(quoted('A3')).toBe(true);
    expect(quoted('A4')).toBe(false);
  });

  it('escapes XML, leaves out the characters XML cannot hold, and keeps spaces, line ends and emoji', async () => {
    const file = newFile();
    const values = [
      'a < b && c > "d"',
      'bell\u0007 nul\u0000 vt\u000b ok',
      'lone \ud800 surrogate \udc00 and \ufffe',
      '  padded  ',
      'line 1\nline 2',
      'windows\r\nline end',
      'well 💧',
      '</t></is></c><c r="Z1"><v>1</v></c>',
    ];
    await writeXlsx(file, [
      {
        name: 'Text',
        columns: [{ header: 'Text & more', width: 30 }],
        rows: [values.map((value) => [value])],
      },
    ]);
    const sheet = (await readBack(file)).worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Text & more');
    expect(sheet.getColumn(1).values.slice(2)).toEqual([
      'a < b && c > "d"',
      'bell nul vt ok',
      'lone  surrogate  and ',
      '  padded  ',
      'line 1\nline 2',
      // a carriage return written as itself would come back as a line feed
      'windows\r\nline end',
      'well 💧',
      '</t></is></c><c r="Z1"><v>1</v></c>',
    ]);
    expect(sheet.getCell('Z1').value).toBeNull();
  });

  it('writes a number that is not finite as text, and very large and small numbers as numbers', async () => {
    const file = newFile();
    await writeXlsx(file, [
      {
        name: 'Numbers',
        columns: [{ header: 'Value', width: 12 }],
        rows: [[[Number.NaN], [Infinity], [1e21], [1.5e-7], [0]]],
      },
    ]);
    const sheet = (await readBack(file)).worksheets[0];
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['NaN', 'Infinity', 1e21, 1.5e-7, 0]);
  });

  it('writes a sheet without rows with its header, filter and frozen pane', async () => {
    const file = newFile();
    await writeXlsx(file, [{ name: 'Empty', columns: readings, headerFilter: true, rows: [] }]);
    const sheet = (await readBack(file)).worksheets[0];
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes 60,000 rows given page by page, every page asked for once', async () => {
    const file = newFile();
    const pages = 12;
    const perPage = 5_000;
    let asked = 0;
    async function* rows(): AsyncGenerator<XlsxValue[][]> {
      for (let page = 0; page < pages; page++) {
        asked += 1;
        yield Array.from({ length: perPage }, (_, index) => {
          const n = page * perPage + index;
          return [
            `SITE-${n}`,
            n / 4,
            2000 + (n % 25),
            new Date(Date.UTC(2020, 0, 1 + (n % 1000))),
            `note ${n}`,
          ];
        });
      }
    }
    const started = rows();
    await writeXlsx(file, [{ name: 'Many', columns: readings, headerFilter: true, rows: started }]);
    expect(asked).toBe(pages);
    const sheet = (await readBack(file)).worksheets[0];
    expect(sheet.rowCount).toBe(pages * perPage + 1);
    expect(sheet.autoFilter).toBe(`A1:E${pages * perPage + 1}`);
    const last = pages * perPage - 1;
    expect((sheet.getRow(last + 2).values as unknown[]).slice(1)).toEqual([
      `SITE-${last}`,
      last / 4,
      2000 + (last % 25),
      new Date(Date.UTC(2020, 0, 1 + (last % 1000))),
      `note ${last}`,
    ]);
    // deflated: far smaller than the XML
    expect(statSync(file).size).toBeLessThan(4_000_000);
  });

  it('fails with the rows’ error, and refuses a sheet name Excel would not take', async () => {
    const file = newFile();
    async function* failing(): AsyncGenerator<XlsxValue[][]> {
      yield [['A', 1, 2, null, 'x']];
      throw new Error('the database went away');
    }
    await expect(writeXlsx(file, [{ name: 'Fails', columns: readings, rows: failing() }])).rejects.toThrow(
      'the database went away',
    );
    await expect(writeXlsx(newFile(), [{ name: 'a/b', columns: readings, rows: [] }])).rejects.toThrow(
      'Invalid sheet name',
    );
    await expect(
      writeXlsx(newFile(), [{ name: 'x'.repeat(32), columns: readings, rows: [] }]),
    ).rejects.toThrow('Invalid sheet name');
  });

  it('names columns as Excel does', () => {
    expect([1, 26, 27, 52, 53, 702, 703, 16_384].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it.skipIf(!CALC)(
    'opens in LibreOffice, which reads its values back',
    async () => {
      const file = newFile();
      await writeXlsx(file, [
        {
          name: 'Water Level Data',
          columns: readings,
          headerFilter: true,
          rows: [
            [
              ['A-1', 1234.5, 2023, new Date(Date.UTC(2023, 2, 1)), 'a < b & "c"'],
              // cells that follow one another name no reference; after a gap they do
              ['B-2', null, 2024, null, 'after gaps'],
            ],
          ],
        },
      ]);
      const out = mkdtempSync(path.join(scratch, 'soffice-'));
      execFileSync(
        '/usr/bin/soffice',
        [
          `-env:UserInstallation=file://${out}/profile`,
          '--headless',
          '--convert-to',
          // UTF-8, the values as the cells show them (with their number formats)
          'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true',
          '--outdir',
          out,
          file,
        ],
        { stdio: 'ignore', timeout: 60_000 },
      );
      const csv = readFileSync(path.join(out, `${path.basename(file, '.xlsx')}.csv`), 'utf8');
      expect(csv.trim().split('\n')).toEqual([
        'Site,Depth,Year,Measured,Comments',
        'A-1,"1,234.50",2023,2023-03-01,"a < b & ""c"""',
        'B-2,,2024,,after gaps',
      ]);
    },
    90_000,
  );
});
