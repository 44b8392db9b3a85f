/**
 * The records of a CSV file as spreadsheets and DWR write them (RFC 4180): a comma between fields, a record
 * a line (CRLF, LF or CR, as the file's first line ends), a field in double quotes when it holds a comma,
 * a quote or a line break, a quote in it doubled. As lenient as a spreadsheet: records may differ in
 * length, a quote inside an unquoted field is a character, text after a closing quote is kept, and an
 * empty line is a record of one empty field. Only a quote never closed makes the file unreadable.
 *
 * Written here rather than taken from csv-parse, which the import used before: on DWR's measurements file
 * of 100,000 records (21 MB) csv-parse took 1.3-1.6 s, papaparse 0.4-0.7 s and this reader 0.2-0.4 s,
 * most records being split at their commas in one call (docs/ARCHITECTURE.md, "DWR import speed").
 */

/** Bytes decoded and split at a time: a record is cut from the bytes only at a line end. */
const CHUNK_BYTES = 1 << 20;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/** A file whose last quoted field is never closed. */
export class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`a quote opened on line ${line} is never closed`);
  }
}

/** The records of `content`, a batch (a chunk's records) at a time, a byte order mark skipped. */
export function* csvRecords(content: Buffer): Generator<string[][]> {
  let start = content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf ? 3 : 0;
  const ending = lineEnding(content, start);
  const cutByte = ending === '\r' ? CR : LF;
  const reader = new RecordReader(ending);
  while (start < content.length) {
    let end = Math.min(start + CHUNK_BYTES, content.length);
    if (end < content.length) {
      // a line end byte is never part of a longer UTF-8 character
      const cut = content.lastIndexOf(cutByte, end - 1);
      end = cut >= start ? cut + 1 : content.indexOf(cutByte, end) + 1 || content.length;
    }
    const records = reader.read(content.toString('utf8', start, end), end === content.length);
    if (records.length) yield records;
    start = end;
  }
  reader.finish();
}

/** How the file's first line ends; LF when it has only one line. */
function lineEnding(content: Buffer, start: number): '\n' | '\r\n' | '\r' {
  for (let index = start; index < content.length; index++) {
    if (content[index] === LF) return '\n';
    if (content[index] === CR) return content[index + 1] === LF ? '\r\n' : '\r';
  }
  return '\n';
}

/** Splits text into records, carrying a record cut by the end of a chunk (inside quotes) to the next. */
class RecordReader {
  /** The start of a record the last chunk ended in: a quoted field holding a line break. */
  #carried = '';
  /** The file's line of the carried record's first character (1-based), for the unclosed quote's message. */
  #line = 1;

  constructor(private readonly ending: string) {}

  read(chunk: string, last: boolean): string[][] {
    const text = this.#carried ? this.#carried + chunk : chunk;
    this.#carried = '';
    const records: string[][] = [];
    const ending = this.ending;
    const step = ending.length;
    let at = 0;
    // looked up again only once passed: a file whose only quote is near its end is not scanned per record
    let quoteAt = -2;
    while (at < text.length) {
      let end = text.indexOf(ending, at);
      const complete = end !== -1;
      if (!complete) end = text.length;
      if (quoteAt !== -1 && quoteAt < at) quoteAt = text.indexOf('"', at);
      if (quoteAt === -1 || quoteAt >= end) {
        // the common record: no quote, split at its commas
        if (!complete && !last) {
          this.#carried = text.slice(at);
          break;
        }
        records.push(text.slice(at, end).split(','));
        this.#line += 1;
        at = end + step;
        continue;
      }
      const quoted = this.#quotedRecord(text, at, last);
      if (quoted === null) {
        if (last) throw new UnclosedQuote(this.#line);
        this.#carried = text.slice(at);
        break;
      }
      records.push(quoted.fields);
      this.#line += quoted.lines;
      at = quoted.next;
    }
    return records;
  }

  finish(): void {
    if (this.#carried) throw new UnclosedQuote(this.#line);
  }

  /**
   * The record from `start` read character by character; null when the text ends inside quotes or before
   * the record's line end (the next chunk completes it).
   */
  #quotedRecord(
    text: string,
    start: number,
    last: boolean,
  ): { fields: string[]; next: number; lines: number } | null {
    const fields: string[] = [];
    const ending = this.ending;
    let field = '';
    let at = start;
    let lines = 1;
    let fieldStart = true;
    for (;;) {
      if (at >= text.length) {
        if (!last) return null;
        fields.push(field);
        return { fields, next: at, lines };
      }
      const code = text.charCodeAt(at);
      if (code === QUOTE && fieldStart) {
        // a quoted field: up to the quote that is not doubled
        at += 1;
        for (;;) {
          const close = text.indexOf('"', at);
          if (close === -1) return null;
          field += text.slice(at, close);
          lines += countLineEnds(text, at, close, ending);
          if (text.charCodeAt(close + 1) === QUOTE) {
            field += '"';
            at = close + 2;
            continue;
          }
          at = close + 1;
          break;
        }
        fieldStart = false;
        continue;
      }
      if (code === 44 /* , */) {
        fields.push(field);
        field = '';
        fieldStart = true;
        at += 1;
        continue;
      }
      if (text.startsWith(ending, at)) {
        fields.push(field);
        return { fields, next: at + ending.length, lines };
      }
      field += text[at];
      fieldStart = false;
      at += 1;
    }
  }
}

function countLineEnds(text: string, from: number, to: number, ending: string): number {
  let count = 0;
  for (
    let at = text.indexOf(ending, from);
    at !== -1 && at < to;
    at = text.indexOf(ending, at + ending.length)
  )
    count += 1;
  return count;
}
