import yauzl from 'yauzl';
import type { UploadedFileKind } from '../db/schema/imports';
import { nextEntry, unpackedChunks } from './workbook-parts';

/** The bounds an uploaded spreadsheet must keep before anything unpacks it. */
export interface UploadLimits {
  /** The largest upload, in bytes (IMPORT_UPLOAD_MB). */
  maxBytes: number;
  /** The most files a workbook's zip may hold. */
  maxEntries: number;
  /** The most a workbook may unpack to, all its files together, in bytes. */
  maxUnpackedBytes: number;
  /** The most one file of the zip may be compressed, unpacked size over packed size. */
  maxCompressionRatio: number;
}

export const DEFAULT_UPLOAD_LIMITS: Omit<UploadLimits, 'maxBytes'> = {
  maxEntries: 1000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  // Sheet XML packs 5 to 50 times; a run of zeros, the stuff of zip bombs, about 1,000 times.
  maxCompressionRatio: 250,
};

/** Below this size a file cannot harm anyone however well it packs: the ratio is not checked. */
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
/** '25 MB', or '10 KB' for limits below a megabyte. */
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${megabytes(bytes)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const thousands = (count: number) => count.toLocaleString('en-US');

/** What a person reads when an upload is refused, under the field `spreadsheet`. */
export const UPLOAD_MESSAGES = {
  noFile: 'No file was submitted.',
  cutShort: 'The upload ended before the whole file arrived. Send it again.',
  unreadableForm:
    'The upload could not be read: it is not a form with one file. Send it again from the import screen.',
  emptyFile: 'The submitted file is empty.',
  oneFileOnly: 'Upload one file at a time.',
  tooLarge: (maxBytes: number) =>
    `This file is larger than ${size(maxBytes)}; it cannot be imported. Split the data into smaller files.`,
  notSpreadsheet: 'This file is not an Excel workbook (.xlsx), a CSV file or a zip holding one CSV file.',
  csvsInZip: (count: number) =>
    count === 0
      ? 'This zip file holds no workbook and no CSV file. Upload the CSV file, or a zip holding it alone.'
      : `This zip file holds ${count} CSV files. Upload them one at a time, each alone or in a zip of its own.`,
  legacyOrProtected:
    'This file is an older Excel workbook (.xls) or a workbook protected with a password. Save it as an Excel Workbook (.xlsx) without a password and upload it again.',
  namedXlsxButNot:
    'This file is named .xlsx but is not an Excel workbook. Save it as an Excel Workbook (.xlsx).',
  namedCsvButNot:
    'This file is named .csv but is not a CSV file. Save it as CSV UTF-8 (comma delimited) (.csv).',
  tooManyEntries: (maxEntries: number) =>
    `This workbook holds more than ${thousands(maxEntries)} files; it cannot be imported.`,
  unpacksTooLarge: (maxUnpackedBytes: number) =>
    `This workbook unpacks to more than ${megabytes(maxUnpackedBytes)} MB; it cannot be imported.`,
  overCompressed: 'This workbook is packed more tightly than any spreadsheet is; it cannot be imported.',
  damagedWorkbook:
    'This workbook is damaged and cannot be read. Open it in Excel, save it and upload it again.',
  encryptedEntries: 'This workbook is encrypted; save it without a password and upload it again.',
  notUtf8:
    'This CSV file is not UTF-8 text. Save it as CSV UTF-8 (comma delimited) (.csv) and upload it again.',
} as const;

/**
 * What an upload is. `content` is what is kept of it when that is not the upload itself: the CSV a zip
 * held (DWR publishes its files zipped).
 */
export type UploadInspection =
  { ok: true; kind: UploadedFileKind; content?: Buffer } | { ok: false; message: string };

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EMPTY_ARCHIVE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** OLE compound files: Excel 97-2003 workbooks and every password-protected Office file. */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The parts without which a zip is not a workbook (ECMA-376 part 2 and the SpreadsheetML main part). */
const REQUIRED_WORKBOOK_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

const refused = (message: string): UploadInspection => ({ ok: false, message });

/**
 * Judges an upload by its content, never its name or the type the browser claims: an xlsx is a zip whose
 * central directory stays within the limits and holds a workbook's parts; a CSV is UTF-8 text without NUL
 * bytes. The name only serves to refuse a file that claims to be the other kind.
 */
export async function inspectUpload(
  content: Buffer,
  originalName: string,
  limits: UploadLimits,
): Promise<UploadInspection> {
  if (content.length === 0) return refused(UPLOAD_MESSAGES.emptyFile);
  if (content.length > limits.maxBytes) return refused(UPLOAD_MESSAGES.tooLarge(limits.maxBytes));
  const claimed = /\.xlsx$/i.test(originalName) ? 'xlsx' : /\.csv$/i.test(originalName) ? 'csv' : null;

  if (startsWith(content, ZIP_LOCAL_HEADER) || startsWith(content, ZIP_EMPTY_ARCHIVE)) {
    if (claimed === 'csv') return refused(UPLOAD_MESSAGES.namedCsvButNot);
    return inspectWorkbook(content, limits);
  }
  if (startsWith(content, COMPOUND_FILE)) return refused(UPLOAD_MESSAGES.legacyOrProtected);
  if (claimed === 'xlsx') return refused(UPLOAD_MESSAGES.namedXlsxButNot);
  return inspectCsv(content);
}

function startsWith(content: Buffer, magic: Buffer): boolean {
  return content.length >= magic.length && content.subarray(0, magic.length).equals(magic);
}

/** UTF-8 (a BOM allowed) without NUL bytes, which no text file holds and every binary format does. */
function inspectCsv(content: Buffer): UploadInspection {
  if (content.includes(0)) return refused(UPLOAD_MESSAGES.notSpreadsheet);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return refused(UPLOAD_MESSAGES.notUtf8);
  }
  return { ok: true, kind: 'csv' };
}

/** The central directory as yauzl reads it: names and declared sizes, nothing unpacked. */
interface DirectoryEntry {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
  encrypted: boolean;
}

/**
 * Reads the zip's central directory first and refuses a workbook whose entry count, total unpacked size or
 * packing ratio is beyond the limits, or which lacks a workbook's parts. Only then does it inflate every
 * entry once into nothing, with yauzl checking that no entry unpacks to more than the directory declared,
 * so a zip that lies in its directory is caught too; that pass is bounded by the limits just checked.
 */
async function inspectWorkbook(content: Buffer, limits: UploadLimits): Promise<UploadInspection> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(content);
  } catch {
    return refused(UPLOAD_MESSAGES.notSpreadsheet);
  }
  try {
    // The end-of-central-directory record gives the count before a single entry is read.
    if (zip.entryCount > limits.maxEntries) return refused(UPLOAD_MESSAGES.tooManyEntries(limits.maxEntries));
    let entries: DirectoryEntry[];
    try {
      entries = await readDirectory(zip);
    } catch {
      return refused(UPLOAD_MESSAGES.damagedWorkbook);
    }
    if (entries.length > limits.maxEntries) return refused(UPLOAD_MESSAGES.tooManyEntries(limits.maxEntries));
    let unpacked = 0;
    for (const entry of entries) {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes)
        return refused(UPLOAD_MESSAGES.unpacksTooLarge(limits.maxUnpackedBytes));
      if (
        entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES &&
        entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio
      )
        return refused(UPLOAD_MESSAGES.overCompressed);
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    if (entries.some((entry) => entry.encrypted)) return refused(UPLOAD_MESSAGES.encryptedEntries);
    if (!REQUIRED_WORKBOOK_ENTRIES.every((name) => names.has(name))) {
      const csvs = entries.filter((entry) => isCsvEntry(entry.fileName));
      if (csvs.length !== 1) return refused(UPLOAD_MESSAGES.csvsInZip(csvs.length));
      return await unpackedCsv(content, csvs[0].fileName);
    }
  } finally {
    zip.close();
  }
  try {
    await inflateEveryEntry(content);
  } catch {
    return refused(UPLOAD_MESSAGES.damagedWorkbook);
  }
  return { ok: true, kind: 'xlsx' };
}

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    ),
  );
}

function readDirectory(zip: yauzl.ZipFile): Promise<DirectoryEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: DirectoryEntry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push({
        fileName: entry.fileName,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        encrypted: (entry.generalPurposeBitFlag & 0x1) !== 0,
      });
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** A CSV file of a zip, not the leftovers a Mac's archiver adds beside it. */
const isCsvEntry = (name: string) => /\.csv$/i.test(name) && !/(^|\/)(__MACOSX\/|\._)/.test(name);

/**
 * The one CSV of a zip, unpacked (the directory's limits were checked, and yauzl stops an entry that
 * outgrows its declared size), then judged as any CSV upload is.
 */
async function unpackedCsv(content: Buffer, fileName: string): Promise<UploadInspection> {
  const zip = await openZip(content);
  const chunks: Buffer[] = [];
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName !== fileName) continue;
      for await (const chunk of unpackedChunks(zip, entry)) chunks.push(chunk);
      break;
    }
  } catch {
    return refused(UPLOAD_MESSAGES.damagedWorkbook);
  } finally {
    zip.close();
  }
  const csv = Buffer.concat(chunks);
  if (csv.length === 0) return refused(UPLOAD_MESSAGES.emptyFile);
  const inspection = inspectCsv(csv);
  return inspection.ok ? { ...inspection, content: csv } : inspection;
}

/** Inflates each entry into nothing, failing on one that outgrows its declared size or is damaged. */
async function inflateEveryEntry(content: Buffer): Promise<void> {
  const zip = await openZip(content);
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      for await (const _ of unpackedChunks(zip, entry));
    }
  } finally {
    zip.close();
  }
}
