import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from '../db/client';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The migrations this code holds, oldest first, as drizzle records them once applied. */
export function codeMigrations(): { hash: string; createdAt: number }[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/**
 * Applies this code's first `level` migrations only: a backup's rows are loaded into the schema they
 * were read from, and the migrations after it run on them as on any upgrade.
 */
export async function migrateToLevel(handle: DatabaseHandle, level: number): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const folder = mkdtempSync(path.join(tmpdir(), 'basin-dms-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, level);
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      cpSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    if (handle.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder: folder });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(handle.db as never, { migrationsFolder: folder });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
