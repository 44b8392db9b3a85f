import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusal,
  countLines,
  END_OF_ROWS,
  type BackupHeader,
  type BackupTableStart,
  type BackupTrailer,
} from './backup-format';

export type BackupPart =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: BackupTableStart }
  /** Whole rows of the current table, as COPY text. */
  | { kind: 'rows'; text: Buffer }
  | { kind: 'tableEnd'; rows: number }
  | { kind: 'end'; trailer: BackupTrailer };

const NEWLINE = 10;
const TERMINATOR = Buffer.from('\n\\.\n');
// a header, table or trailer line is far shorter; a file without a line end this early is no backup
const LONGEST_CONTROL_LINE = 16 * 1024 * 1024;

/** The gunzipped text of a backup file; a file that is not gzip fails as "not a backup". */
export function backupFileText(file: string, label = file): AsyncIterable<Buffer> {
  const text = pipeline(createReadStream(file), createGunzip(), () => undefined);
  return (async function* () {
    let started = false;
    try {
      for await (const chunk of text) {
        started = true;
        yield chunk as Buffer;
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new BackupRefusal(`${label} does not exist.`);
      if (!started) throw notABackup(label);
      if (code?.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE')
        throw new BackupRefusal(`${label} is damaged or incomplete (${(error as Error).message}).`);
      throw error;
    }
  })();
}

export function notABackup(label: string) {
  return new BackupRefusal(`${label} is not a Basin DMS backup.`);
}

/** The parts of a backup in order, checked as they come: header first, every table closed, a trailer last. */
export async function* readBackup(text: AsyncIterable<Buffer>, label: string): AsyncGenerator<BackupPart> {
  let buffer: Buffer = Buffer.alloc(0);
  let state: 'header' | 'control' | 'rows' | 'done' = 'header';
  let rows = 0;
  for await (const chunk of text) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (state === 'rows') {
        // the buffer always starts at a row's start: whole rows are given on, a part of one is kept
        const atStart =
          buffer.length >= 3 && buffer[0] === 0x5c && buffer[1] === 0x2e && buffer[2] === NEWLINE;
        const found = atStart ? 0 : buffer.indexOf(TERMINATOR);
        if (found === -1) {
          const lastLine = buffer.lastIndexOf(NEWLINE);
          if (lastLine === -1) break;
          const whole = buffer.subarray(0, lastLine + 1);
          rows += countLines(whole);
          yield { kind: 'rows', text: whole };
          buffer = buffer.subarray(lastLine + 1);
          break;
        }
        const rowsEnd = atStart ? 0 : found + 1;
        if (rowsEnd > 0) {
          const whole = buffer.subarray(0, rowsEnd);
          rows += countLines(whole);
          yield { kind: 'rows', text: whole };
        }
        buffer = buffer.subarray(rowsEnd + END_OF_ROWS.length);
        yield { kind: 'tableEnd', rows };
        state = 'control';
        continue;
      }
      const lineEnd = buffer.indexOf(NEWLINE);
      if (lineEnd === -1) {
        if (buffer.length > LONGEST_CONTROL_LINE) throw notABackup(label);
        break;
      }
      const value = parseLine(buffer.subarray(0, lineEnd), label, state === 'header');
      buffer = buffer.subarray(lineEnd + 1);
      if (state === 'header') {
        yield { kind: 'header', header: checkedHeader(value, label) };
        state = 'control';
      } else if (state === 'control' && typeof value.table === 'string' && Array.isArray(value.columns)) {
        yield { kind: 'table', table: value as unknown as BackupTableStart };
        rows = 0;
        state = 'rows';
      } else if (state === 'control' && value.end === true) {
        yield { kind: 'end', trailer: value as unknown as BackupTrailer };
        state = 'done';
      } else {
        throw damaged(label);
      }
    }
  }
  if (state === 'header') throw notABackup(label);
  if (state !== 'done' || buffer.length) throw damaged(label);
}

function damaged(label: string) {
  return new BackupRefusal(`${label} is damaged or incomplete: it does not end as a backup does.`);
}

function parseLine(line: Buffer, label: string, first: boolean): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw first ? notABackup(label) : damaged(label);
}

function checkedHeader(value: Record<string, unknown>, label: string): BackupHeader {
  if (value.format !== BACKUP_FORMAT || !Array.isArray(value.migrations)) throw notABackup(label);
  if (typeof value.formatVersion !== 'number' || value.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupRefusal(
      `${label} was written by a newer version of Basin DMS (${String(value.appVersion)}).`,
    );
  return value as unknown as BackupHeader;
}

/** The header of a backup file, read before anything is opened: a file that is no backup is refused first. */
export async function readBackupHeader(file: string, label = file): Promise<BackupHeader> {
  for await (const part of readBackup(backupFileText(file, label), label)) {
    if (part.kind === 'header') return part.header;
  }
  throw notABackup(label);
}
