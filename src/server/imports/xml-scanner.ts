/**
 * A start tag, where it lies in the scanned text, for attribute(). The scanner passes the same object for
 * every tag, so no tag is copied: it is valid only during the open() it is passed to.
 */
export interface StartTag {
  text: string;
  start: number;
  end: number;
}

/** What a scanned part of a workbook is told, element by element, in document order. */
export interface XmlHandler {
  /** An element begins. A self-closing one is closed at once. */
  open(name: string, tag: StartTag, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data between tags, entities decoded. */
  text(value: string): void;
}

/** A part the scanner cannot read as the XML a spreadsheet program writes. */
export class MalformedXml extends Error {}

const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const EQUALS = 61;
/** The longest tag, text or comment read: an Excel cell holds at most 32,767 characters. */
const MAX_TOKEN = 4 * 1024 * 1024;

/**
 * A streaming scanner for the XML parts of an xlsx (sheets, shared strings, styles), fed text chunk by chunk.
 * It reads elements, attributes, character data, entities and CDATA, and skips comments and processing
 * instructions; it does not check that the document is well formed, nor expand any entity a document
 * declares: a document type declaration is refused. Namespace prefixes are dropped from element names.
 * Written for the import's speed: an evented XML parser (saxes, the one exceljs uses) took 1.6 s to walk
 * the sheet of 100,000 rows that this scanner walks in a fraction of it (docs/ARCHITECTURE.md).
 */
export class XmlScanner {
  private pending = '';
  private readonly tag: StartTag = { text: '', start: 0, end: 0 };

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const text = this.pending ? this.pending + chunk : chunk;
    const rest = this.scan(text);
    // what is left is scanned again with the next chunk: a token without end would cost time squared
    if (text.length - rest > MAX_TOKEN) {
      throw new MalformedXml('an element or a text runs past 4 MB, which no spreadsheet has');
    }
    this.pending = text.slice(rest);
  }

  /** The document is whole: anything left but blanks was cut off. */
  end(): void {
    if (this.pending.trim()) throw new MalformedXml('the document ends inside a tag');
    this.pending = '';
  }

  /** Scans what is complete in `text`; answers where the incomplete rest begins. */
  private scan(text: string): number {
    const { handler, tag } = this;
    tag.text = text;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) return at;
      const next = text.charCodeAt(lt + 1);
      if (next === BANG || next === QUESTION) {
        const end = this.markupEnd(text, lt);
        if (end < 0) return at;
        if (lt > at) handler.text(decodeXmlText(text.slice(at, lt)));
        if (text.startsWith('<![CDATA[', lt)) handler.text(text.slice(lt + 9, end - 2));
        at = end + 1;
        continue;
      }
      const gt = tagEnd(text, lt);
      if (gt < 0) return at;
      if (lt > at) handler.text(decodeXmlText(text.slice(at, lt)));
      if (next === SLASH) {
        handler.close(localName(text, lt + 2, gt));
      } else {
        const selfClosing = text.charCodeAt(gt - 1) === SLASH;
        const name = localName(text, lt + 1, selfClosing ? gt - 1 : gt);
        tag.start = lt;
        tag.end = gt;
        handler.open(name, tag, selfClosing);
        if (selfClosing) handler.close(name);
      }
      at = gt + 1;
    }
  }

  /** The end of a comment, CDATA section or processing instruction starting at `lt`, or -1. */
  private markupEnd(text: string, lt: number): number {
    if (text.startsWith('<!--', lt)) return endOf(text, '-->', lt + 4);
    if (text.startsWith('<![CDATA[', lt)) return endOf(text, ']]>', lt + 9);
    if (text.startsWith('<?', lt)) return endOf(text, '?>', lt + 2);
    if (text.length - lt < 9) return -1;
    throw new MalformedXml('the document declares a document type, which no workbook does');
  }
}

function endOf(text: string, terminator: string, from: number): number {
  const found = text.indexOf(terminator, from);
  return found < 0 ? -1 : found + terminator.length - 1;
}

/** The `>` closing the tag that starts at `lt`, past any quoted attribute value, or -1. */
function tagEnd(text: string, lt: number): number {
  for (let at = lt + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === GT) return at;
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      const close = text.indexOf(code === DOUBLE_QUOTE ? '"' : "'", at + 1);
      if (close < 0) return -1;
      at = close;
    } else if (code === LT) {
      throw new MalformedXml('a tag is not closed');
    }
  }
  return -1;
}

/** The element name between `from` and `to`, without its namespace prefix. */
function localName(text: string, from: number, to: number): string {
  let end = from;
  let start = from;
  for (; end < to; end++) {
    const code = text.charCodeAt(end);
    if (code <= 32) break;
    if (code === 58) start = end + 1;
  }
  return text.slice(start, end);
}

/** The value of an attribute of a start tag, entities decoded; prefixed attributes are not matched. */
export function attribute(tag: StartTag, name: string): string | undefined {
  const values: (string | undefined)[] = [];
  attributes(tag, [name], values);
  return values[0];
}

/** Where attributeSpans found nothing. */
export const NO_SPAN = -1;
// the spans of attributes(), kept between calls: a sheet has a million tags
let scratchSpans = new Int32Array(8);

/**
 * The values of the attributes `names` of a start tag, in one walk over it: `values[i]` is the value of
 * `names[i]`, entities decoded, or undefined. Prefixed attributes are not matched, nor a name inside a
 * value; the walk stops at an attribute without `=` and a quoted value, which no workbook writes.
 */
export function attributes(tag: StartTag, names: readonly string[], values: (string | undefined)[]): void {
  if (scratchSpans.length < names.length * 2) scratchSpans = new Int32Array(names.length * 2);
  const spans = scratchSpans;
  attributeSpans(tag, names, spans);
  // set one by one: setting the array's length for each of a sheet's million cells cost more than the walk
  if (values.length !== names.length) values.length = names.length;
  for (let index = 0; index < names.length; index++) {
    const from = spans[index * 2];
    values[index] = from === NO_SPAN ? undefined : decodeXmlText(tag.text.slice(from, spans[index * 2 + 1]));
  }
}

/**
 * Where the values of the attributes `names` of a start tag lie in its text, as attributes() finds them:
 * the value of `names[i]` is `tag.text` from `spans[2i]` to `spans[2i + 1]`, entities not yet decoded,
 * and `spans[2i]` is NO_SPAN when the tag has no such attribute. Nothing is copied, so a reader of a
 * million cells decodes only what it needs.
 */
export function attributeSpans(
  { text, start, end }: StartTag,
  names: readonly string[],
  spans: Int32Array,
): void {
  for (let index = 0; index < names.length; index++) spans[index * 2] = NO_SPAN;
  let at = start + 1;
  // past the element's name
  while (at < end && text.charCodeAt(at) > 32) at++;
  for (;;) {
    while (at < end && text.charCodeAt(at) <= 32) at++;
    const nameStart = at;
    while (at < end && text.charCodeAt(at) > 32 && text.charCodeAt(at) !== EQUALS) at++;
    const nameEnd = at;
    while (at < end && text.charCodeAt(at) <= 32) at++;
    if (at >= end || text.charCodeAt(at) !== EQUALS) return;
    at++;
    while (at < end && text.charCodeAt(at) <= 32) at++;
    const quote = text.charCodeAt(at);
    if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) return;
    const close = text.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", at + 1);
    if (close < 0 || close > end) return;
    for (let index = 0; index < names.length; index++) {
      const name = names[index];
      if (spans[index * 2] === NO_SPAN && isNameAt(text, nameStart, nameEnd, name)) {
        spans[index * 2] = at + 1;
        spans[index * 2 + 1] = close;
        break;
      }
    }
    at = close + 1;
  }
}

/** Whether `text` holds `name` from `from` to `to`; compared a character at a time, since names are short. */
function isNameAt(text: string, from: number, to: number, name: string): boolean {
  if (to - from !== name.length) return false;
  for (let at = 0; at < name.length; at++) {
    if (text.charCodeAt(from + at) !== name.charCodeAt(at)) return false;
  }
  return true;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character data with its entity and character references replaced. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? whole;
  });
}
