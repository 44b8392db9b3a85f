import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { writeZip, type ZipEntry } from './zip-archive';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/**
 * The workbook rewritten for exceljs's streaming reader: the relationships, workbook, styles and shared
 * strings first, then the first sheet in tab order, and nothing else. Packed as they come, a sheet usually
 * precedes the shared strings, and the reader then unpacks every sheet to a temporary file, which it
 * deletes only once the sheet is read to its end: a header read, or a run that stops early, left the file
 * behind. Entries are copied packed as they are, never unpacked here; the file was checked as a zip on
 * upload, and only entries its central directory lists are taken.
 */
export async function streamableWorkbook(content: Buffer): Promise<Buffer> {
  const zip = await openZip(content);
  try {
    const entries = new Map<string, yauzl.Entry>();
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      entries.set(entry.fileName, entry);
    }
    const workbook = entries.get(WORKBOOK);
    const rels = entries.get(WORKBOOK_RELS);
    if (!workbook || !rels) return content;
    const sheetName = firstSheetPart(
      (await unpacked(zip, workbook)).toString('utf8'),
      (await unpacked(zip, rels)).toString('utf8'),
    );
    const sheet = sheetName && entries.get(sheetName);
    if (!sheet) return content;

    const parts: ZipEntry[] = [await packed(zip, rels), await packed(zip, workbook)];
    const styles = entries.get(STYLES);
    if (styles) parts.push(await packed(zip, styles));
    const sharedStrings = entries.get(SHARED_STRINGS);
    parts.push(
      sharedStrings ? await packed(zip, sharedStrings) : storedPart(SHARED_STRINGS, EMPTY_SHARED_STRINGS),
    );
    // the reader takes only parts named sheetN.xml
    const sheetPart = await packed(zip, sheet);
    parts.push(
      /^xl\/worksheets\/sheet\d+\.xml$/.test(sheetName)
        ? sheetPart
        : { ...sheetPart, name: 'xl/worksheets/sheet1.xml' },
    );
    return writeZip(parts);
  } finally {
    zip.close();
  }
}

/** The zip path of the first sheet in tab order, from workbook.xml and its relationships. */
export function firstSheetPart(workbookXml: string, relsXml: string): string | undefined {
  const sheet = /<(?:\w+:)?sheet\s[^>]*?\b\w+:id="([^"]+)"/.exec(workbookXml);
  if (!sheet) return undefined;
  for (const [relationship] of relsXml.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    if (attribute(relationship, 'Id') !== sheet[1]) continue;
    const target = attribute(relationship, 'Target');
    if (!target) return undefined;
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return undefined;
}

function attribute(element: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

function storedPart(name: string, data: Buffer): ZipEntry {
  return { name, data, method: 0, crc: crc32(data), uncompressedSize: data.length };
}

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
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

function readAll(zip: yauzl.ZipFile, entry: yauzl.Entry, decompress: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // yauzl takes decompress: false only for a packed entry; a stored one is read as it is either way
    zip.openReadStream(
      entry,
      decompress || entry.compressionMethod === 0 ? {} : { decompress: false },
      (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      },
    ),
  );
}

const unpacked = (zip: yauzl.ZipFile, entry: yauzl.Entry) => readAll(zip, entry, true);

async function packed(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<ZipEntry> {
  return {
    name: entry.fileName,
    data: await readAll(zip, entry, false),
    method: entry.compressionMethod,
    crc: entry.crc32,
    uncompressedSize: entry.uncompressedSize,
  };
}
