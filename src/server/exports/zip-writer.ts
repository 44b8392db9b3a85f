import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip file written entry by entry as its content comes, never held whole: each entry is deflated by
 * node's zlib (in its thread pool, beside the code that makes the content) and its sizes and CRC follow it
 * in a data descriptor, then the central directory closes the file. No ZIP64: an entry or the file past
 * 4 GiB is refused (a spreadsheet's row limit keeps a sheet far below that).
 */
export interface ZipWriter {
  /** Adds an entry from its content's parts (text as UTF-8), taking the next part only when the file has room. */
  addEntry(name: string, content: Iterable<string | Buffer> | AsyncIterable<string | Buffer>): Promise<void>;
  /** Writes the central directory and closes the file. */
  close(): Promise<void>;
  /** Closes the file after a failure, leaving it incomplete (the caller removes it). */
  abort(): Promise<void>;
}

export interface ZipWriterOptions {
  /** zlib's deflate level: 1 is the fastest, and on spreadsheet XML barely larger than 6. */
  level?: number;
}

interface CentralEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const LIMIT = 0xffffffff;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

export async function openZipWriter(
  filePath: string,
  { level = 1 }: ZipWriterOptions = {},
): Promise<ZipWriter> {
  const file = await open(filePath, 'w');
  const entries: CentralEntry[] = [];
  const { time, date } = dosDateTime(new Date());
  let offset = 0;

  const write = async (buffer: Buffer) => {
    offset += buffer.length;
    if (offset > LIMIT) throw new Error('The zip file would pass 4 GiB.');
    await file.write(buffer);
  };

  async function addEntry(name: string, content: Iterable<string | Buffer> | AsyncIterable<string | Buffer>) {
    const entry: CentralEntry = { name: Buffer.from(name), crc: 0, compressedSize: 0, size: 0, offset };
    await write(localHeader(entry.name, time, date));
    const deflate = createDeflateRaw({ level, chunkSize: 64 * 1024 });
    const written = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressedSize += chunk.length;
        await write(chunk);
      }
    })();
    // a failed write must stop the content too: it is awaited below, and beside every wait for room
    written.catch(() => undefined);
    try {
      for await (const part of content) {
        const buffer = typeof part === 'string' ? Buffer.from(part) : part;
        if (buffer.length === 0) continue;
        entry.crc = crc32(buffer, entry.crc);
        entry.size += buffer.length;
        if (entry.size > LIMIT) throw new Error(`The zip entry ${name} would pass 4 GiB.`);
        if (!deflate.write(buffer)) await Promise.race([once(deflate, 'drain'), written]);
      }
      deflate.end();
      await written;
    } catch (error) {
      deflate.destroy();
      throw error;
    }
    await write(dataDescriptor(entry));
    entries.push(entry);
  }

  async function close() {
    const start = offset;
    for (const entry of entries) await write(centralHeader(entry, time, date));
    await write(endOfCentralDirectory(entries.length, offset - start, start));
    await file.close();
  }

  return { addEntry, close, abort: () => closeQuietly(file) };
}

async function closeQuietly(file: FileHandle) {
  try {
    await file.close();
  } catch {
    // already closed
  }
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC and sizes (14-25) are zero here: the data descriptor gives them
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: CentralEntry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: CentralEntry, time: number, date: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(time, 12);
  header.writeUInt16LE(date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  if (count > 0xffff) throw new Error('A zip file without ZIP64 holds at most 65,535 entries.');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** MS-DOS time and date, as zip headers hold them (local time, two-second steps). */
function dosDateTime(moment: Date): { time: number; date: number } {
  return {
    time: (moment.getHours() << 11) | (moment.getMinutes() << 5) | (moment.getSeconds() >> 1),
    date: ((moment.getFullYear() - 1980) << 9) | ((moment.getMonth() + 1) << 5) | moment.getDate(),
  };
}
