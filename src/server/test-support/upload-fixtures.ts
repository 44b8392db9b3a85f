import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import { writeZip, type ZipEntry } from './zip-archive';

export type { ZipEntry };

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

/** A zip archive of the entries. */
export const buildZip = writeZip;

/** The parts that make a zip look like a workbook from its directory. */
export function workbookSkeleton(): ZipEntry[] {
  return [
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    deflatedEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
  ];
}

export const WORKBOOK_RELS =
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A workbook written by hand, part by part, for what exceljs never writes: `sheetData` is the sheet's rows. */
export function handWorkbook(
  sheetData: string,
  {
    sharedStrings,
    styles,
    workbookPr = '',
  }: { sharedStrings?: string; styles?: string; workbookPr?: string } = {},
): Buffer {
  const parts = [
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    deflatedEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    deflatedEntry(
      'xl/workbook.xml',
      `<workbook xmlns:r="rels">${workbookPr}<sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="main"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  ];
  if (sharedStrings) parts.push(deflatedEntry('xl/sharedStrings.xml', `<sst>${sharedStrings}</sst>`));
  if (styles) parts.push(storedEntry('xl/styles.xml', styles));
  return buildZip(parts);
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

/** POST filemodels.json with one file in `field` (the wizard's is 'spreadsheet'), through inject(). */
export function postUpload(
  app: FastifyInstance,
  headers: Record<string, string> | null,
  content: Buffer,
  filename: string,
  field = 'spreadsheet',
) {
  const body = multipartBody(field, filename, content);
  return app.inject({
    method: 'POST',
    url: '/api/filemodels.json',
    payload: body.payload,
    headers: { ...body.headers, ...(headers ?? {}) },
  });
}
