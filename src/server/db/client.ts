import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as accounts from './schema/accounts';
import * as dataVersions from './schema/data-versions';
import * as history from './schema/history';
import * as imports from './schema/imports';
import * as jobs from './schema/jobs';
import * as monitoring from './schema/monitoring';
import * as organisations from './schema/organisations';
import * as projects from './schema/projects';
import * as reporting from './schema/reporting';
import * as wells from './schema/wells';
import { lockDataDir } from './data-dir-lock';

export const schema = {
  ...accounts,
  ...organisations,
  ...monitoring,
  ...wells,
  ...dataVersions,
  ...imports,
  ...history,
  ...projects,
  ...reporting,
  ...jobs,
};
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The engine under each database openDatabase made: PGlite's instance, or PostgreSQL's pool. */
const engines = new WeakMap<object, { pglite: PGlite } | { pool: pg.Pool }>();

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in dataDir/pglite (in memory without one). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash the process.
    const lost = (error: Error) => console.error('PostgreSQL connection lost:', error.message);
    pool.on('error', lost);
    // A connection checked out of the pool has no listener: one the server ends while an import holds it
    // (a restart, a terminated backend) must fail that import's next statement, not end the process.
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzlePg(pool, { schema });
    engines.set(db, { pool });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  // loaded only here: PGlite's module alone adds 43 MB to a server on PostgreSQL
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const folder = options.dataDir && path.join(options.dataDir, 'pglite');
  if (folder) mkdirSync(folder, { recursive: true });
  // PGlite keeps no lock: a second process on the same folder would corrupt it
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = folder ? new PGlite(folder) : new PGlite();
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  engines.set(db, { pglite: client });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Whether the database is the embedded PGlite, which serves one statement at a time: a transaction held
 * there makes every other request wait for it.
 */
export function isEmbedded(db: Database): boolean {
  const engine = engines.get(db);
  return !!engine && 'pglite' in engine;
}

/** One connection of a database: its statements, and COPY into its tables. */
export interface Connection {
  db: Database;
  /**
   * Loads rows given as COPY text (tab-separated, \\N for null, one row a line) into a table's columns.
   * `replacing` empties the table first, in the same round trip. On PGlite, never inside a transaction
   * begun on `db`: PGlite serves one statement at a time, and the COPY would wait for the transaction.
   */
  copyInto(
    table: string,
    columns: readonly string[],
    text: Buffer,
    options?: { replacing?: boolean },
  ): Promise<void>;
}

/**
 * Runs `work` on one connection: on PostgreSQL one taken from the pool for the work's span (a transaction
 * begun on its `db` and a COPY then share it), on PGlite the database's only one.
 */
export async function withConnection<T>(
  db: Database,
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  const engine = engines.get(db);
  if (!engine) throw new Error('withConnection needs a database made by openDatabase');
  const name = (table: string) => pg.escapeIdentifier(table);
  const target = (table: string, columns: readonly string[]) =>
    `${name(table)} (${columns.map((column) => pg.escapeIdentifier(column)).join(', ')})`;
  if ('pglite' in engine) {
    return work({
      db,
      copyInto: async (table, columns, text, options) => {
        if (options?.replacing) await engine.pglite.query(`truncate ${name(table)}`);
        await engine.pglite.query(`copy ${target(table, columns)} from '/dev/blob'`, [], {
          blob: new Blob([text as Buffer<ArrayBuffer>]),
        });
      },
    });
  }
  const client = await engine.pool.connect();
  let failure: Error | undefined;
  try {
    return await work({
      db: drizzlePg(client, { schema }) as unknown as Database,
      copyInto: (table, columns, text, options) => {
        // one simple query: the TRUNCATE's answer comes with the COPY's, not in a round trip of its own
        const emptying = options?.replacing ? `truncate ${name(table)}; ` : '';
        const copy = client.query(copyFrom(`${emptying}copy ${target(table, columns)} from stdin`));
        return pipeline(Readable.from([text]), copy);
      },
    });
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // a connection whose work failed may be broken or mid-COPY: it is closed, not given back
    client.release(failure);
  }
}

/**
 * The rows `query` selects as COPY TO text, streamed from PostgreSQL over a connection of their own, in
 * the chunks they come in: the server formats each value as text while the caller works on the chunk
 * before, and no row is an object of the driver's. Undefined on PGlite, which gives COPY's output only
 * whole. The query's parameters are written into its text (COPY takes none).
 */
export function copyOut(db: Database, query: SQL): AsyncIterable<Buffer> | undefined {
  const engine = engines.get(db);
  if (!engine || 'pglite' in engine) return undefined;
  const { sql: text } = new PgDialect().sqlToQuery(query.inlineParams());
  return (async function* () {
    const client = await engine.pool.connect();
    let copied = false;
    try {
      yield* client.query(copyTo(`copy (${text}) to stdout`)) as AsyncIterable<Buffer>;
      copied = true;
    } finally {
      // a connection left in the middle of a COPY (the caller stopped, or it failed) is closed, not given back
      client.release(!copied);
    }
  })();
}
