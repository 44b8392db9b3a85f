import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as dataVersions from './schema/data-versions';
import * as imports from './schema/imports';
import * as monitoring from './schema/monitoring';
import * as organisations from './schema/organisations';
import * as wells from './schema/wells';

export const schema = { ...accounts, ...organisations, ...monitoring, ...wells, ...dataVersions, ...imports };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The PGlite databases openDatabase made (isEmbedded). */
const embedded = new WeakSet<object>();

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
  const client = folder ? new PGlite(folder) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  embedded.add(db);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * Whether the database is the embedded PGlite, which serves one statement at a time: a transaction held
 * there makes every other request wait for it.
 */
export function isEmbedded(db: Database): boolean {
  return embedded.has(db);
}
