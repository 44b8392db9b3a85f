import { APP_VERSION } from '../../domain/app/version';
import type { ServerConfig } from '../server-config';

/**
 * A backup is gzipped text: a header line (JSON), then for each table a line naming it and its columns
 * (JSON), its rows as COPY text and a line `\.`, and last a trailer line (JSON) with each table's row
 * count and every sequence. A value's own tab, newline or backslash is escaped in COPY text, so no row
 * line is `\.` and no row line starts with `{`.
 */
export const BACKUP_FORMAT = 'basin-dms-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Drizzle's applied migrations, oldest first: the schema the rows fit. */
  migrations: { hash: string; createdAt: number }[];
}

export interface BackupTableStart {
  table: string;
  columns: string[];
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  sequences: BackupSequence[];
}

/** A backup or a database the command refuses; its message is the one line the command prints. */
export class BackupRefusal extends Error {}

export function backupHeader(
  engine: BackupHeader['engine'],
  migrations: BackupHeader['migrations'],
  now = new Date(),
): BackupHeader {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: APP_VERSION,
    createdAt: now.toISOString(),
    engine,
    migrations,
  };
}

/** basin-dms-2026-11-26T1840Z.backup: sorts by time, and holds no character a file system refuses. */
export function datedBackupName(now = new Date()): string {
  const iso = now.toISOString();
  return `basin-dms-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z.backup`;
}

export const END_OF_ROWS = Buffer.from('\\.\n');

export function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}

/** One line for a failure: a database that cannot be reached names the setting that points at it. */
export function failureLine(action: string, error: unknown, config: ServerConfig): string {
  if (error instanceof BackupRefusal) return error.message;
  const { message, code } = error as NodeJS.ErrnoException;
  const databaseFault =
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|08[0-9A-Z]{3}|28[0-9A-Z]{3}|3D000|57P0[1-3])$/.test(
      code ?? '',
    );
  if (config.databaseUrl && databaseFault)
    return `The ${action} failed: the database DATABASE_URL names could not be used (${message}).`;
  return `The ${action} failed: ${message}`;
}
