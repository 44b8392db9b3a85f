import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';

/** The water level template's header: every field id, in order. */
export const WATER_LEVEL_HEADER = MONITORING_DATASETS.wellsitemeasurements.fields.map((field) => field.name);

/** A water level workbook: the header row and one reading. */
export async function goodWorkbook(header: string[] = WATER_LEVEL_HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(header);
  sheet.addRow(['W-001', new Date(Date.UTC(2024, 2, 15)), '09:30', 42.5]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same as UTF-8 CSV with a BOM and CRLF line ends. */
export const goodCsv = (header: string[] = WATER_LEVEL_HEADER) =>
  Buffer.from(`\uFEFF${header.join(',')}\r\nW-001,2024-03-15,09:30,42.5\r\n`, 'utf8');

/** One file of a hand-made zip: its name, its packed bytes and what its directory entry declares. */
export interface ZipEntry {
  name: string;
  /** The bytes as stored in the zip (deflated when method is 8). */
  data: Buffer;
  method: 0 | 8;
  crc: number;
  uncompressedSize: number;
}

export function storedEntry(name: string, content: string | Buffer): ZipEntry {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, data, method: 0, crc: crc32(data), uncompressedSize: data.length };
}

export function deflatedEntry(name: string, content: string | Buffer): ZipEntry {
  const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, data: deflateRawSync(raw), method: 8, crc: crc32(raw), uncompressedSize: raw.length };
}

/** An entry of `bytes` zeros, deflated a megabyte at a time so the zeros are never all in memory. */
export async function zerosEntry(name: string, bytes: number): Promise<ZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => packed.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  for (let left = bytes; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, data: Buffer.concat(packed), method: 8, crc, uncompressedSize: bytes };
}

/** A zip archive of the entries (no zip64: every size below 4 GB). */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts that make a zip look like a workbook from its directory. */
export function workbookSkeleton(): ZipEntry[] {
  return [
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    deflatedEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
  ];
}

/** A multipart/form-data body with one file part, for inject(). */
export function multipartBody(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----basin${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
