import path from 'node:path';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { attribute, decodeXmlText, XmlScanner, type StartTag, type XmlHandler } from './xml-scanner';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/**
 * zlib's default 16 KiB output chunks made unpacking a 40 MB sheet take 1 s; 256 KiB took 0.1 s. Each chunk
 * waits for a turn of the event loop, which under many requests' load is long: 1 MiB takes four times fewer.
 */
const INFLATE_CHUNK = 1024 * 1024;
/**
 * A chunk is scanned as text a quarter at a time, and its reader takes what was found after each quarter:
 * a string past 128 KiB is made in V8's old generation, which every 256 KiB chunk of a sheet then filled,
 * so that a 100,000-row import ran its full garbage collection eight times; pieces this size, and the rows
 * read from them, die young and cheaply.
 */
const TEXT_PIECE = 64 * 1024;

/** An opened xlsx: the parts an import reads, found through the workbook and its relationships. */
export interface Workbook {
  /** The first sheet in tab order. */
  sheet: yauzl.Entry;
  /** Whether serial days count from 1904 (a Mac workbook setting) rather than 1900. */
  date1904: boolean;
  sharedStrings: string[];
  /** For each cell style (a cell's s attribute), whether its number format shows a date or time. */
  dateStyles: boolean[];
  /** Scans a part as it is unpacked, pausing after each chunk so its reader can take what was found. */
  scan(entry: yauzl.Entry, handler: XmlHandler): AsyncGenerator<void>;
  close(): void;
}

/** A workbook without the parts every xlsx has. */
export class NotAWorkbook extends Error {}

/**
 * Opens an uploaded xlsx. The file was checked as a zip on upload (entry count and sizes); only the
 * entries its central directory lists are read, and no part is unpacked past the size it declares.
 */
export async function openWorkbook(content: Buffer): Promise<Workbook> {
  const zip = await openZip(content);
  try {
    const entries = new Map<string, yauzl.Entry>();
    // part names are case-insensitive (ECMA-376 part 2, 9.1.1.1)
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      entries.set(entry.fileName.toLowerCase(), entry);
    }
    const part = (name: string) => entries.get(name.toLowerCase());
    const workbookEntry = part(WORKBOOK);
    const relsEntry = part(WORKBOOK_RELS);
    if (!workbookEntry || !relsEntry) throw new NotAWorkbook('the file has no workbook part');
    const { sheetId, date1904 } = readWorkbookPart(await partText(zip, workbookEntry));
    const sheetName = sheetId && sheetPart(await partText(zip, relsEntry), sheetId);
    const sheet = sheetName ? part(sheetName) : undefined;
    if (!sheet) throw new NotAWorkbook('the file has no sheet');
    const scan = (entry: yauzl.Entry, handler: XmlHandler) => scanPart(zip, entry, handler);
    const styles = part(STYLES);
    const sharedStrings = part(SHARED_STRINGS);
    return {
      sheet,
      date1904,
      dateStyles: styles ? await readDateStyles(scan, styles) : [],
      sharedStrings: sharedStrings ? await readSharedStrings(scan, sharedStrings) : [],
      scan,
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * What workbook.xml tells: the relationship id of the first sheet in tab order, and whether serial days
 * count from 1904.
 */
export function readWorkbookPart(workbookXml: string): { sheetId?: string; date1904: boolean } {
  let sheetId: string | undefined;
  let date1904 = false;
  scanWhole(workbookXml, (name, tag) => {
    // the relationship id is in the relationships namespace, under whatever prefix the file gives it
    if (name === 'sheet' && sheetId === undefined) sheetId = prefixedAttribute(tag, 'id') ?? '';
    else if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
  });
  return { sheetId, date1904 };
}

/** The zip path of the part a relationship of workbook.xml.rels names. */
export function sheetPart(relsXml: string, relationshipId: string): string | undefined {
  let target: string | undefined;
  scanWhole(relsXml, (name, tag) => {
    if (name === 'Relationship' && target === undefined && attribute(tag, 'Id') === relationshipId) {
      target = attribute(tag, 'Target') ?? '';
    }
  });
  if (!target) return undefined;
  // relative to xl/, or absolute from the package root; './' and '../' allowed
  return path.posix.normalize(target.startsWith('/') ? target : `xl/${target}`).replace(/^\/+/, '');
}

function scanWhole(xml: string, open: (name: string, tag: StartTag) => void): void {
  const scanner = new XmlScanner({ open, close() {}, text() {} });
  scanner.write(xml);
  scanner.end();
}

/** The value of a namespace-prefixed attribute (r:id), whatever its prefix. */
function prefixedAttribute({ text, start, end }: StartTag, localName: string): string | undefined {
  const match = new RegExp(`\\s[\\w.-]+:${localName}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(
    text.slice(start, end),
  );
  return match ? decodeXmlText(match[1] ?? match[2]) : undefined;
}

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Whether a number format code shows a date or a time: a y, m, d, h, s or b outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\.|[_*]./g, '');
  return /[ymdhsb]/i.test(bare);
}

async function readDateStyles(scan: Workbook['scan'], styles: yauzl.Entry): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellStyles = false;
  let inNumberFormats = false;
  const handler: XmlHandler = {
    open(name, tag) {
      if (name === 'numFmts') {
        inNumberFormats = true;
      } else if (name === 'numFmt' && inNumberFormats) {
        // only the workbook's formats: a conditional format's (in a dxf) must not replace a cell's
        customFormats.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      } else if (name === 'cellXfs') {
        inCellStyles = true;
      } else if (name === 'xf' && inCellStyles) {
        styleFormats.push(Number(attribute(tag, 'numFmtId') ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
      else if (name === 'numFmts') inNumberFormats = false;
    },
    text() {},
  };
  for await (const _ of scan(styles, handler));
  return styleFormats.map((id) => {
    const custom = customFormats.get(id);
    return custom === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(custom);
  });
}

/** The shared strings, each as a person sees it: its runs joined, phonetic guides left out. */
async function readSharedStrings(scan: Workbook['scan'], part: yauzl.Entry): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let inPhonetic = false;
  const handler: XmlHandler = {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText = !inPhonetic;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') strings.push(unescapeOoxml(current));
    },
    text(value) {
      if (inText) current += value;
    },
  };
  for await (const _ of scan(part, handler));
  return strings;
}

/** Text with OOXML's escapes of characters XML cannot carry (_x000D_) turned back into them. */
export function unescapeOoxml(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function* scanPart(zip: yauzl.ZipFile, entry: yauzl.Entry, handler: XmlHandler): AsyncGenerator<void> {
  const scanner = new XmlScanner(handler);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of unpackedChunks(zip, entry)) {
    for (let at = 0; at < chunk.length; at += TEXT_PIECE) {
      scanner.write(decoder.write(chunk.subarray(at, at + TEXT_PIECE)));
      yield;
    }
  }
  scanner.write(decoder.end());
  scanner.end();
}

/** An entry's bytes as they are unpacked; past the size the entry declares, an error. */
export async function* unpackedChunks(zip: yauzl.ZipFile, entry: yauzl.Entry): AsyncGenerator<Buffer> {
  const stream = await partStream(zip, entry);
  let unpacked = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > entry.uncompressedSize) throw new Error(`${entry.fileName} is larger than it declares`);
      yield chunk;
    }
  } finally {
    stream.destroy();
  }
}

async function partStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  const stored = entry.compressionMethod === 0;
  const raw = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, stored ? {} : { decompress: false }, (error, stream) =>
      error ? reject(error) : resolve(stream),
    ),
  );
  if (stored) return raw;
  if (entry.compressionMethod !== 8) throw new NotAWorkbook(`${entry.fileName} is packed in an unknown way`);
  const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK });
  raw.on('error', (error) => inflate.destroy(error));
  inflate.on('close', () => raw.destroy());
  return raw.pipe(inflate);
}

async function partText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of unpackedChunks(zip, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/** The next entry of a zip opened with lazyEntries, or null after the last. */
export function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      zip.off('end', onEnd).off('error', onError);
      resolve(entry);
    };
    const onEnd = () => {
      zip.off('entry', onEntry).off('error', onError);
      resolve(null);
    };
    const onError = (error: Error) => {
      zip.off('entry', onEntry).off('end', onEnd);
      reject(error);
    };
    zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
    zip.readEntry();
  });
}
