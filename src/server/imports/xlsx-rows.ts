import { openWorkbook, unescapeOoxml, type Workbook } from './workbook-parts';
import { attributeSpans, decodeXmlText, NO_SPAN, type StartTag, type XmlHandler } from './xml-scanner';

/** One row of a spreadsheet: its number as Excel shows it (1 is the header row) and its cells from column A. */
export interface SpreadsheetRow {
  number: number;
  cells: unknown[];
}

/**
 * The rows of an xlsx's first sheet as they are unpacked, their cells typed as exceljs types them
 * (spreadsheet-cells.ts reads them): text, numbers, booleans, Dates for numbers in a date or time format,
 * { formula, result } with the result Excel saved (never evaluated), { error } for an error value. Only
 * the first `maxColumns` columns are kept. Rows come in document order, those of each unpacked chunk
 * together; a row without cells is given with no cells.
 */
export async function* xlsxRows(content: Buffer, maxColumns: number): AsyncGenerator<SpreadsheetRow[]> {
  const workbook = await openWorkbook(content);
  try {
    const sheet = new SheetRows(workbook, maxColumns);
    for await (const _ of workbook.scan(workbook.sheet, sheet)) {
      const { rows } = sheet;
      if (!rows.length) continue;
      sheet.rows = [];
      yield rows;
    }
  } finally {
    workbook.close();
  }
}

/** A cell that cannot be read, such as one naming a shared string the file lacks. */
const UNREADABLE = Object.freeze({ unreadable: true });

/** Serial day 25569 is 1970-01-01 in the 1900 date system; the 1904 system starts 1462 days later. */
function serialDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** The column index (0 for A) of a cell reference such as "AB12", written from `from` to `to` of `text`. */
function columnIndex(text: string, from: number, to: number): number {
  let index = 0;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at) | 32; // lower case
    if (code < 97 || code > 122) break;
    index = index * 26 + (code - 96);
  }
  return index - 1;
}

const AMPERSAND = 38;
/** The attributes of a row read: its number. */
const ROW_ATTRIBUTES = ['r'];
/** The attributes of a cell read: its reference, type and style. */
const CELL_ATTRIBUTES = ['r', 't', 's'];

/**
 * An attribute's value found by attributeSpans: its text, entities decoded, or undefined. A value without
 * entities is read in place, by `read`, without being copied: a sheet has a million cells.
 */
function spanValue<T>(
  text: string,
  spans: Int32Array,
  index: number,
  read: (text: string, from: number, to: number) => T,
): T | undefined {
  const from = spans[index * 2];
  if (from === NO_SPAN) return undefined;
  const to = spans[index * 2 + 1];
  // looked for here, not by indexOf, which would search on to the end of the chunk when there is none
  for (let at = from; at < to; at++) {
    if (text.charCodeAt(at) === AMPERSAND) {
      const decoded = decodeXmlText(text.slice(from, to));
      return read(decoded, 0, decoded.length);
    }
  }
  return read(text, from, to);
}

/** The number a style index or row number is written as, as Number() reads it. */
function numberIn(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    // anything but plain digits (blanks, a sign, a point): Number() judges
    if (digit < 0 || digit > 9 || to - from > 9) return Number(text.slice(from, to));
    value = value * 10 + digit;
  }
  return value;
}

const textIn = (text: string, from: number, to: number) => text.slice(from, to);

/** Builds rows from the elements of a sheet part; the reader takes `rows` after each chunk. */
class SheetRows implements XmlHandler {
  rows: SpreadsheetRow[] = [];
  private inSheetData = false;
  private number = 0;
  private cells: unknown[] | undefined;
  private column = -1;
  private inCell = false;
  private type: string | undefined;
  private style = 0;
  private formula: string | undefined;
  private raw: string | undefined;
  private inline: string | undefined;
  private capture: 'v' | 'f' | 't' | undefined;
  private inPhonetic = false;
  private readonly spans = new Int32Array(CELL_ATTRIBUTES.length * 2);

  constructor(
    private readonly workbook: Workbook,
    private readonly maxColumns: number,
  ) {}

  open(name: string, tag: StartTag): void {
    if (!this.inSheetData) {
      if (name === 'sheetData') this.inSheetData = true;
      return;
    }
    switch (name) {
      case 'row': {
        attributeSpans(tag, ROW_ATTRIBUTES, this.spans);
        const number = spanValue(tag.text, this.spans, 0, numberIn) ?? NaN;
        this.number = Number.isInteger(number) && number > this.number ? number : this.number + 1;
        this.cells = [];
        this.column = -1;
        return;
      }
      case 'c': {
        const { spans } = this;
        attributeSpans(tag, CELL_ATTRIBUTES, spans);
        const column = spanValue(tag.text, spans, 0, columnIndex) ?? -1;
        this.column = column >= 0 ? column : this.column + 1;
        this.type = spanValue(tag.text, spans, 1, textIn);
        this.style = spanValue(tag.text, spans, 2, numberIn) ?? 0;
        this.formula = this.raw = this.inline = undefined;
        this.inCell = true;
        return;
      }
    }
    if (!this.inCell) return;
    switch (name) {
      case 'v':
        this.raw = '';
        this.capture = 'v';
        return;
      case 'f':
        this.formula = '';
        this.capture = 'f';
        return;
      case 'is':
        this.inline = '';
        return;
      case 'rPh':
        this.inPhonetic = true;
        return;
      case 't':
        if (this.inline !== undefined && !this.inPhonetic) this.capture = 't';
    }
  }

  text(value: string): void {
    switch (this.capture) {
      case 'v':
        this.raw += value;
        return;
      case 'f':
        this.formula += value;
        return;
      case 't':
        this.inline += value;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 'f':
      case 't':
        this.capture = undefined;
        return;
      case 'rPh':
        this.inPhonetic = false;
        return;
      case 'c':
        this.inCell = false;
        if (this.cells && this.column < this.maxColumns) {
          while (this.cells.length < this.column) this.cells.push(null);
          this.cells[this.column] = this.value();
        }
        return;
      case 'row':
        if (this.cells) this.rows.push({ number: this.number, cells: this.cells });
        this.cells = undefined;
        return;
      case 'sheetData':
        this.inSheetData = false;
    }
  }

  private value(): unknown {
    const saved = this.savedValue();
    return this.formula === undefined ? saved : { formula: this.formula, result: saved ?? undefined };
  }

  /** The value the cell holds, or its formula's saved result. */
  private savedValue(): unknown {
    const { raw, workbook } = this;
    switch (this.type) {
      case 'inlineStr':
        return this.inline === undefined ? (raw ?? null) : unescapeOoxml(this.inline);
    }
    if (raw === undefined) return null;
    switch (this.type) {
      case 's':
        if (raw.trim() === '') return null;
        return /^\s*\d+\s*$/.test(raw) ? (workbook.sharedStrings[Number(raw)] ?? UNREADABLE) : UNREADABLE;
      case 'str':
        return unescapeOoxml(raw);
      case 'b': {
        const flag = raw.trim().toLowerCase();
        return flag === '1' || flag === 'true' ? true : flag === '0' || flag === 'false' ? false : UNREADABLE;
      }
      case 'e':
        return { error: raw };
      case 'd': {
        const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) || !raw.includes('T') ? raw : `${raw}Z`);
        return Number.isNaN(date.getTime()) ? UNREADABLE : date;
      }
    }
    if (raw.trim() === '') return null;
    const number = Number(raw);
    return workbook.dateStyles[this.style] && Number.isFinite(number)
      ? serialDate(number, workbook.date1904)
      : number;
  }
}
