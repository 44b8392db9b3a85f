import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { isEmbedded, type Database } from '../db/client';

/**
 * One transaction on one connection, the same on PGlite and PostgreSQL: statements, and COPY out of and
 * into a table as COPY text. A backup reads and a restore writes through it.
 */
export interface DatabaseSession {
  kind: 'pglite' | 'postgres';
  query<T>(text: string): Promise<T[]>;
  /** The rows `select` names, as COPY text, in chunks of whole rows or not. */
  copyOut(select: string): AsyncIterable<Buffer>;
  /** A sink for COPY text into `target` (`table (columns)`); end() waits until the rows are in. */
  copyIn(target: string): CopyIn;
}

export interface CopyIn {
  write(text: Buffer): Promise<void>;
  end(): Promise<void>;
}

// Values are written and read as text in one fixed form, whatever the server's or the role's defaults.
const TEXT_SETTINGS = [
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  "set local timezone = 'UTC'",
  'set local extra_float_digits = 3',
  "set local bytea_output = 'hex'",
  "set local client_encoding = 'UTF8'",
];

// PGlite gives COPY's output only whole: a page is as much as one COPY may hold in memory at once.
const PGLITE_COPY_IN_BYTES = 8 * 1024 * 1024;

/**
 * Runs `work` in one transaction: REPEATABLE READ READ ONLY for a backup (one snapshot of every table),
 * read-write for a restore (all or nothing). On PGlite, which has one connection, every other statement
 * of the process waits until it ends.
 */
export async function withDatabaseSession<T>(
  db: Database,
  mode: 'snapshot' | 'write',
  work: (session: DatabaseSession) => Promise<T>,
): Promise<T> {
  if (isEmbedded(db)) {
    const pglite = (db as unknown as { $client: PGlite }).$client;
    return pglite.transaction(async (tx) => {
      for (const setting of TEXT_SETTINGS) await tx.query(setting);
      return work(pgliteSession(tx));
    });
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
    for (const setting of TEXT_SETTINGS) await client.query(setting);
    const result = await work(postgresSession(client));
    await client.query('commit');
    return result;
  } catch (error) {
    // the connection is closed, not given back, which ends its transaction: a ROLLBACK sent on it would
    // wait behind a COPY left unfinished
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure);
  }
}

function pgliteSession(tx: Transaction): DatabaseSession {
  return {
    kind: 'pglite',
    query: async <T>(text: string) => (await tx.query<T>(text)).rows,
    copyOut: (select) =>
      (async function* () {
        const result = await tx.query(`copy (${select}) to '/dev/blob'`);
        if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
      })(),
    copyIn(target) {
      let pending: Buffer[] = [];
      let size = 0;
      const flush = async () => {
        if (!size) return;
        const blob = new Blob(pending as Buffer<ArrayBuffer>[]);
        pending = [];
        size = 0;
        await tx.query(`copy ${target} from '/dev/blob'`, [], { blob });
      };
      return {
        async write(text) {
          pending.push(text);
          size += text.length;
          if (size >= PGLITE_COPY_IN_BYTES) await flush();
        },
        end: flush,
      };
    },
  };
}

function postgresSession(client: pg.PoolClient): DatabaseSession {
  return {
    kind: 'postgres',
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    copyOut: (select) => client.query(copyTo(`copy (${select}) to stdout`)) as AsyncIterable<Buffer>,
    copyIn(target) {
      const stream = client.query(copyFrom(`copy ${target} from stdin`));
      const done = finished(stream);
      // a failed COPY is reported by the next write or by end(), not as an unhandled rejection
      done.catch(() => undefined);
      return {
        async write(text) {
          if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
        },
        async end() {
          stream.end();
          await done;
        },
      };
    },
  };
}
