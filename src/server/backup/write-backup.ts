import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client';
import {
  backupHeader,
  countLines,
  END_OF_ROWS,
  type BackupSequence,
  type BackupTableStart,
  type BackupTrailer,
} from './backup-format';
import { appliedMigrations, listSequences, listTables, quoted, type CatalogTable } from './database-catalog';
import { withDatabaseSession, type DatabaseSession } from './database-session';

// On PGlite a table is read in pages by its key, so one COPY's whole output stays a few megabytes.
const PGLITE_PAGE_ROWS = 50_000;

// A reader that takes nothing for this long has stopped: on PGlite every other request waits for the snapshot.
const DRAIN_TIMEOUT_MS = 30_000;

export interface BackupSummary {
  tables: number;
  rows: number;
}

/**
 * Writes one consistent snapshot of every table to `destination`, gzipped, as it is read: a basin of
 * millions of readings never sits in memory. Rejects, and leaves the destination unfinished, when
 * the database or the destination fails.
 */
export async function writeBackup(
  db: Database,
  destination: Writable,
  options: { drainTimeoutMs?: number } = {},
): Promise<BackupSummary> {
  const drainTimeoutMs = options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;
  const gzip = createGzip({ level: 6 });
  const delivered = pipeline(gzip, destination);
  delivered.catch(() => undefined);
  const write = async (chunk: Buffer | string) => {
    if (gzip.destroyed) throw new Error('The backup was cut short: its destination closed.');
    if (gzip.write(chunk)) return;
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The backup was given up: its reader took nothing for ${drainTimeoutMs} ms.`)),
        drainTimeoutMs,
      );
    });
    try {
      await Promise.race([once(gzip, 'drain'), delivered, stalled]);
    } catch (error) {
      // the reader's connection is closed, so the snapshot, and on PGlite the only connection, is let go
      destination.destroy(error as Error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  const line = (value: object) => write(`${JSON.stringify(value)}\n`);
  try {
    const summary = await withDatabaseSession(db, 'snapshot', async (session) => {
      await line(backupHeader(session.kind, await appliedMigrations(session)));
      const rows: Record<string, number> = {};
      for (const table of await listTables(session)) {
        await line({ table: table.name, columns: table.columns } satisfies BackupTableStart);
        let count = 0;
        for await (const chunk of tableRows(session, table)) {
          count += countLines(chunk);
          await write(chunk);
        }
        await write(END_OF_ROWS);
        rows[table.name] = count;
      }
      // read last: a sequence is not part of the snapshot, and is then at least what any row used
      const sequences: BackupSequence[] = [];
      for (const sequence of await listSequences(session)) {
        const [state] = await session.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text as last_value, is_called from ${quoted(sequence.name)}`,
        );
        sequences.push({ name: sequence.name, lastValue: state.last_value, isCalled: state.is_called });
      }
      await line({ end: true, rows, sequences } satisfies BackupTrailer);
      return {
        tables: Object.keys(rows).length,
        rows: Object.values(rows).reduce((sum, n) => sum + n, 0),
      };
    });
    gzip.end();
    await delivered;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    throw error;
  }
}

async function* tableRows(session: DatabaseSession, table: CatalogTable): AsyncIterable<Buffer> {
  const select = `select ${table.columns.map(quoted).join(', ')} from ${quoted(table.name)}`;
  if (!table.key) {
    yield* session.copyOut(select);
    return;
  }
  const key = quoted(table.key);
  if (session.kind === 'postgres') {
    yield* session.copyOut(`${select} order by ${key}`);
    return;
  }
  let after: string | null = null;
  for (;;) {
    const from: string = after === null ? '' : ` where ${key} > ${after}`;
    const [bound]: { bound: string }[] = await session.query<{ bound: string }>(
      `select ${key}::text as bound from ${quoted(table.name)}${from} order by ${key} offset ${PGLITE_PAGE_ROWS - 1} limit 1`,
    );
    const upTo = bound ? `${from ? `${from} and` : ' where'} ${key} <= ${bound.bound}` : from;
    yield* session.copyOut(`${select}${upTo} order by ${key}`);
    if (!bound) return;
    after = bound.bound;
  }
}
