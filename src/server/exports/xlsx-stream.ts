import { SHEET_ROW_LIMIT } from '../../domain/exports/export-jobs';
import { looksLikeFormula } from '../../domain/exports/formula-text';
import { openZipWriter } from './zip-writer';

/**
 * A workbook (SpreadsheetML, .xlsx) written as a stream: rows go to the file page by page, as XML text
 * made straight from their values, and leave memory once deflated. Text is written inline (no shared
 * strings table to hold), styles are one per number format used, so a cell costs a few bytes of XML and no
 * object of its own. Excel, LibreOffice and exceljs read it.
 */

export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  /** In characters of the default font, as Excel measures it. */
  width: number;
  /** The number format of the column's numbers and dates ('#,##0.00', 'yyyy-mm-dd'). */
  numFmt?: string;
}

export interface XlsxSheet {
  /** At most 31 characters, none of : \ / ? * [ ] (Excel's rule). */
  name: string;
  columns: XlsxColumn[];
  /** The rows under the header, in pages; the next page is asked for once the last one is written. */
  rows: Iterable<XlsxValue[][]> | AsyncIterable<XlsxValue[][]>;
  /** The header row frozen and a filter over the written rows. */
  headerFilter?: boolean;
}

/** A date in a column without a number format shows with its time. */
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** Excel's row limit: a sheet with more rows does not open whole. */
const XLSX_MAX_ROWS = SHEET_ROW_LIMIT + 1; // the header row and the rows under it
/** Rows of XML gathered before they are handed to the zip (about this many characters). */
const PART_CHARACTERS = 64 * 1024;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export async function writeXlsx(
  filePath: string,
  sheets: XlsxSheet[],
  options: { level?: number } = {},
): Promise<void> {
  for (const sheet of sheets) {
    if (!/^[^:\\/?*[\]]{1,31}$/.test(sheet.name)) throw new Error(`Invalid sheet name: ${sheet.name}`);
  }
  const styles = new CellStyles(sheets);
  const zip = await openZipWriter(filePath, options);
  try {
    await zip.addEntry('[Content_Types].xml', [contentTypes(sheets.length)]);
    await zip.addEntry('_rels/.rels', [
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ]);
    await zip.addEntry('xl/_rels/workbook.xml.rels', [workbookRelationships(sheets.length)]);
    await zip.addEntry('xl/styles.xml', [styles.xml()]);
    const filters: (string | null)[] = [];
    for (const [index, sheet] of sheets.entries()) {
      const written = { rows: 0 };
      await zip.addEntry(`xl/worksheets/sheet${index + 1}.xml`, worksheetXml(sheet, index, styles, written));
      filters.push(
        sheet.headerFilter ? `$A$1:$${columnLetters(sheet.columns.length)}$${written.rows + 1}` : null,
      );
    }
    // last, as the filters' ranges are known once the rows are written (readers find parts by name)
    await zip.addEntry('xl/workbook.xml', [workbookXml(sheets, filters)]);
    await zip.close();
  } catch (error) {
    await zip.abort();
    throw error;
  }
}

async function* worksheetXml(
  sheet: XlsxSheet,
  index: number,
  styles: CellStyles,
  written: { rows: number },
): AsyncGenerator<string> {
  const { columns } = sheet;
  const width = columns.length;
  const letters = columns.map((_, column) => columnLetters(column + 1));
  const numberStyles = columns.map((column) => styleAttribute(styles.numberStyle(column.numFmt)));
  const dateStyles = columns.map((column) => styleAttribute(styles.dateStyle(column.numFmt)));
  const lastColumn = columnLetters(Math.max(width, 1));

  let xml = `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">`;
  xml += `<sheetViews><sheetView workbookViewId="0"${index === 0 ? ' tabSelected="1"' : ''}>`;
  xml += sheet.headerFilter
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    : '';
  xml += '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>';
  columns.forEach((column, position) => {
    xml += `<col min="${position + 1}" max="${position + 1}" width="${column.width}" customWidth="1"/>`;
  });
  xml += '</cols><sheetData><row r="1">';
  const bold = styleAttribute(styles.headerStyle);
  const quotedText = styleAttribute(styles.quotedTextStyle);
  columns.forEach((column, position) => {
    xml += `<c r="${letters[position]}1"${bold} t="inlineStr"><is>${textElement(column.header)}</is></c>`;
  });
  xml += '</row>';

  let row = 1;
  for await (const page of sheet.rows) {
    for (const values of page) {
      row += 1;
      if (row > XLSX_MAX_ROWS) throw new Error(`A sheet holds at most ${XLSX_MAX_ROWS} rows.`);
      xml += `<row r="${row}">`;
      const cells = Math.min(values.length, width);
      let previous = -1;
      for (let position = 0; position < cells; position++) {
        const value = values[position];
        if (value === null || value === undefined || value === '') continue;
        // a cell right after the one before needs no reference (readers count on): a third less XML to
        // build and deflate; the first cell of a row and one after a gap name theirs
        const c = previous >= 0 && position === previous + 1 ? '<c' : `<c r="${letters[position]}${row}"`;
        if (typeof value === 'number') {
          xml += Number.isFinite(value)
            ? `${c}${numberStyles[position]}><v>${value}</v></c>`
            : `${c} t="inlineStr"><is>${textElement(String(value))}</is></c>`;
        } else if (typeof value === 'string') {
          const quoted = looksLikeFormula(value) ? quotedText : '';
          xml += `${c}${quoted} t="inlineStr"><is>${textElement(value)}</is></c>`;
        } else if (typeof value === 'boolean') {
          xml += `${c} t="b"><v>${value ? 1 : 0}</v></c>`;
        } else if (value instanceof Date) {
          const serial = excelDate(value);
          if (serial === null) continue;
          xml += `${c}${dateStyles[position]}><v>${serial}</v></c>`;
        }
        previous = position;
      }
      xml += '</row>';
      if (xml.length >= PART_CHARACTERS) {
        yield xml;
        xml = '';
      }
    }
  }
  written.rows = row - 1;
  xml += '</sheetData>';
  if (sheet.headerFilter) xml += `<autoFilter ref="A1:${lastColumn}${row}"/>`;
  xml +=
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
  yield xml;
}

/**
 * The workbook's cell formats (styles.xml's cellXfs): 0 the default, 1 the bold header, 2 text that looks
 * like a formula (quote prefix: Excel keeps it text, even when the cell is edited), then one per number
 * format the columns use, and the date-and-time format for a date in a column without one.
 */
class CellStyles {
  readonly headerStyle = 1;
  readonly quotedTextStyle = 2;
  readonly #formats: string[] = [];

  constructor(sheets: XlsxSheet[]) {
    for (const sheet of sheets) {
      for (const column of sheet.columns) if (column.numFmt) this.#add(column.numFmt);
    }
    this.#add(DATE_TIME_FORMAT);
  }

  #add(format: string) {
    if (!this.#formats.includes(format)) this.#formats.push(format);
  }

  numberStyle(format: string | undefined): number {
    return format ? FIRST_FORMAT_STYLE + this.#formats.indexOf(format) : 0;
  }

  dateStyle(format: string | undefined): number {
    return FIRST_FORMAT_STYLE + this.#formats.indexOf(format ?? DATE_TIME_FORMAT);
  }

  xml(): string {
    const formats = this.#formats
      .map((format, index) => `<numFmt numFmtId="${164 + index}" formatCode="${attribute(format)}"/>`)
      .join('');
    const font =
      '<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/>';
    const xf = (numFmtId: number, fontId: number) =>
      `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
    const quoted = '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>';
    const cellFormats = [xf(0, 0), xf(0, 1), quoted, ...this.#formats.map((_, index) => xf(164 + index, 0))];
    return (
      `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
      `<numFmts count="${this.#formats.length}">${formats}</numFmts>` +
      `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${cellFormats.length}">${cellFormats.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '<dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
      '</styleSheet>'
    );
  }
}

const FIRST_FORMAT_STYLE = 3;
const styleAttribute = (style: number) => (style ? ` s="${style}"` : '');

function contentTypes(sheets: number): string {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  let xml = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`;
  xml += '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>';
  xml += '<Default Extension="xml" ContentType="application/xml"/>';
  xml += `<Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/>`;
  for (let sheet = 1; sheet <= sheets; sheet++) {
    xml += `<Override PartName="/xl/worksheets/sheet${sheet}.xml" ContentType="${type}.worksheet+xml"/>`;
  }
  xml += `<Override PartName="/xl/styles.xml" ContentType="${type}.styles+xml"/>`;
  return `${xml}</Types>`;
}

function workbookRelationships(sheets: number): string {
  let xml = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">`;
  for (let sheet = 1; sheet <= sheets; sheet++) {
    xml += `<Relationship Id="rId${sheet}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${sheet}.xml"/>`;
  }
  xml += `<Relationship Id="rId${sheets + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`;
  return `${xml}</Relationships>`;
}

function workbookXml(sheets: XlsxSheet[], filters: (string | null)[]): string {
  let xml = `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">`;
  xml += '<bookViews><workbookView activeTab="0"/></bookViews><sheets>';
  sheets.forEach((sheet, index) => {
    xml += `<sheet name="${attribute(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`;
  });
  xml += '</sheets>';
  const names = filters.flatMap((range, index) =>
    range === null
      ? []
      : // Excel ties a sheet's filter to this hidden name; without it the filter is dropped on opening
        [
          `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${escapeText(`'${sheets[index].name.replaceAll("'", "''")}'!${range}`)}</definedName>`,
        ],
  );
  if (names.length > 0) xml += `<definedNames>${names.join('')}</definedNames>`;
  return `${xml}</workbook>`;
}

/** 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Excel's serial day number (days since 1899-12-30, the time as a fraction), of the date's UTC clock. */
function excelDate(date: Date): number | null {
  const time = date.getTime();
  return Number.isFinite(time) ? time / 86_400_000 + 25_569 : null;
}

function textElement(text: string): string {
  const escaped = escapeText(text);
  const edge =
    escaped.length > 0 && (isSpace(escaped.charCodeAt(0)) || isSpace(escaped.charCodeAt(escaped.length - 1)));
  return edge ? `<t xml:space="preserve">${escaped}</t>` : `<t>${escaped}</t>`;
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

// XML 1.0 allows no control characters but tab, line feed and carriage return, and no lone surrogate; a
// carriage return written as itself is read as a line feed (XML's line ends), so it is written as a reference
/* eslint-disable no-control-regex */
const NEEDS_ESCAPE = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/* eslint-enable no-control-regex */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};

/** Text as XML character data: &, <, > and carriage returns escaped, the characters XML cannot hold left out. */
export function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>\r]/g, (character) => ENTITIES[character]);
}

function attribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
