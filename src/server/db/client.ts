import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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

/**
 * PostgreSQL's driver, its drizzle adapter and COPY streams, loaded only for a database URL: on PGlite they
 * would add 15 MB to the server for nothing.
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }, { from: copyFrom, to: copyTo }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('pg-copy-streams'),
  ]);
  return { pg, drizzle, migrate, copyFrom, copyTo };
}
type PostgresDriver = Awaited<ReturnType<typeof loadPostgresDriver>>;

/** The engine under each database openDatabase made: PGlite's instance, or PostgreSQL's pool and driver. */
const engines = new WeakMap<
  object,
  { pglite: PGlite } | { pool: pg.Pool; driver: PostgresDriver; lostListeners: Set<(error: Error) => void> }
>();

/** A table or column name quoted for SQL, as pg's escapeIdentifier does. */
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in dataDir/pglite (in memory without one). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const driver = await loadPostgresDriver();
    const pool = new driver.pg.Pool({ connectionString: options.url, max: 10 });
    const lostListeners = new Set<(error: Error) => void>();
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash the process.
    const lost = (error: Error) => {
      if (lostListeners.size === 0) console.error('PostgreSQL connection lost:', error.message);
      lostListeners.forEach((listener) => listener(error));
    };
    pool.on('error', lost);
    // A connection checked out of the pool has no listener: one the server ends while an import holds it
    // (a restart, a terminated backend) must fail that import's next statement, not end the process.
    pool.on('connect', (client) => client.on('error', lost));
    const db = driver.drizzle(pool, { schema });
    engines.set(db, { pool, driver, lostListeners });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => driver.migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
    // PostgreSQL's default 128 MB of shared buffers are all touched on start: 16 MB cut the server's idle
    // memory by 110 MB, and hold the demo basin's and an import's working set
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    client = folder ? new PGlite(folder, { startParams }) : new PGlite({ startParams });
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
 * Tells `listener`, instead of stderr, of each connection PostgreSQL ended (a stop, a restart, a terminated
 * backend), whether idle in the pool or held; answers how to stop telling it. PGlite has no connection to lose.
 */
export function onConnectionLost(db: Database, listener: (error: Error) => void): () => void {
  const engine = engines.get(db);
  if (!engine || 'pglite' in engine) return () => undefined;
  engine.lostListeners.add(listener);
  return () => engine.lostListeners.delete(listener);
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
  const target = (table: string, columns: readonly string[]) =>
    `${identifier(table)} (${columns.map(identifier).join(', ')})`;
  if ('pglite' in engine) {
    return work({
      db,
      copyInto: async (table, columns, text, options) => {
        if (options?.replacing) await engine.pglite.query(`truncate ${identifier(table)}`);
        await engine.pglite.query(`copy ${target(table, columns)} from '/dev/blob'`, [], {
          blob: new Blob([text as Buffer<ArrayBuffer>]),
        });
      },
    });
  }
  const { drizzle, copyFrom } = engine.driver;
  const client = await engine.pool.connect();
  let failure: Error | undefined;
  try {
    return await work({
      db: drizzle(client, { schema }) as unknown as Database,
      copyInto: (table, columns, text, options) => {
        // one simple query: the TRUNCATE's answer comes with the COPY's, not in a round trip of its own
        const emptying = options?.replacing ? `truncate ${identifier(table)}; ` : '';
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
  const { copyTo } = engine.driver;
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

/** A value of a row insertRowWithBytes writes: an integer column's number, a text, a bytea's bytes, or null. */
export type RowValue = number | string | Buffer | null;

/**
 * Inserts one row that carries a large binary value (an uploaded file) and gives back its serial `id`.
 * PGlite's driver writes a bytea parameter as hex made from one string per byte: a 21 MB file took 5 s
 * and 1.9 GB. There the row goes in by a binary COPY, which takes the bytes as they are (0.5 s, 70 MB);
 * numbers go into integer columns, strings into text ones. node-postgres sends a Buffer as it is.
 */
export async function insertRowWithBytes(
  db: Database,
  table: string,
  row: Record<string, RowValue>,
): Promise<number> {
  const engine = engines.get(db);
  if (!engine) throw new Error('insertRowWithBytes needs a database made by openDatabase');
  const columns = Object.keys(row);
  if ('pool' in engine) {
    const result = await engine.pool.query<{ id: number }>(
      `insert into ${identifier(table)} (${columns.map(identifier).join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
      Object.values(row),
    );
    return result.rows[0].id;
  }
  const [{ id }] = (
    await engine.pglite.query<{ id: number }>(`select nextval(pg_get_serial_sequence($1, 'id'))::int as id`, [
      identifier(table),
    ])
  ).rows;
  const values = { id, ...row };
  const names = Object.keys(values).map(identifier);
  await engine.pglite.query(
    `copy ${identifier(table)} (${names.join(', ')}) from '/dev/blob' with (format binary)`,
    [],
    { blob: new Blob(binaryCopyRow(Object.values(values))) },
  );
  return id;
}

/** PostgreSQL's binary COPY signature, flags and header extension length. */
const BINARY_COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const BINARY_COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** One row in PostgreSQL's binary COPY format, with its header and trailer, as parts of a Blob. */
function binaryCopyRow(values: RowValue[]): Uint8Array<ArrayBuffer>[] {
  const parts: Buffer[] = [BINARY_COPY_HEADER];
  const count = Buffer.alloc(2);
  count.writeInt16BE(values.length);
  parts.push(count);
  for (const value of values) {
    const length = Buffer.alloc(4);
    if (value === null) {
      length.writeInt32BE(-1);
      parts.push(length);
      continue;
    }
    let bytes: Buffer;
    if (typeof value === 'number') {
      bytes = Buffer.alloc(4);
      bytes.writeInt32BE(value);
    } else bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    length.writeInt32BE(bytes.length);
    parts.push(length, bytes);
  }
  parts.push(BINARY_COPY_TRAILER);
  return parts as Uint8Array<ArrayBuffer>[];
}

/**
 * The bytes of the bytea that `query` selects (one row, one column), or undefined when it selects no row.
 * A binary COPY gives the bytes as stored: PGlite's driver reads a bytea's hex one parseInt a byte (1.8 s
 * for 21 MB), and node-postgres's hex (twice the bytes on the wire, then decoded) took 35-65 ms of an
 * import for a 4.5 MB file, against 5-15 ms. The query's parameters are written into its text (COPY takes
 * none).
 */
export async function selectBytes(db: Database, query: SQL): Promise<Buffer | undefined> {
  const engine = engines.get(db);
  if (!engine) throw new Error('selectBytes needs a database made by openDatabase');
  const { sql: text } = new PgDialect().sqlToQuery(query.inlineParams());
  if ('pool' in engine) {
    const client = await engine.pool.connect();
    let copied = false;
    try {
      const chunks: Buffer[] = [];
      const output = client.query(engine.driver.copyTo(`copy (${text}) to stdout with (format binary)`));
      for await (const chunk of output as AsyncIterable<Buffer>) chunks.push(chunk);
      copied = true;
      return firstValueOfBinaryCopy(Buffer.concat(chunks));
    } finally {
      // a connection left in the middle of a COPY is closed, not given back
      client.release(!copied);
    }
  }
  const result = await engine.pglite.query(`copy (${text}) to '/dev/blob' with (format binary)`);
  if (!result.blob) throw new Error('the binary COPY gave no output');
  return firstValueOfBinaryCopy(Buffer.from(await result.blob.arrayBuffer()));
}

/** The first column of the first row of PostgreSQL's binary COPY output, or undefined when it has no row. */
function firstValueOfBinaryCopy(output: Buffer): Buffer | undefined {
  const extension = output.readInt32BE(15);
  const row = 19 + extension;
  if (output.readInt16BE(row) === -1) return undefined;
  const length = output.readInt32BE(row + 2);
  if (length < 0) throw new Error('the binary COPY gave a null');
  return output.subarray(row + 6, row + 6 + length);
}
