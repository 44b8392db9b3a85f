import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { BackupRefusal, type BackupHeader, type BackupTrailer } from './backup-format';
import { appliedMigrations, listSequences, listTables, quoted } from './database-catalog';
import { withDatabaseSession, type CopyIn, type DatabaseSession } from './database-session';
import { codeMigrations, migrateToLevel } from './migration-level';
import { readBackup, type BackupPart } from './read-backup';

// Rows the migrations themselves write: a database holding only these is still empty.
const TABLES_FILLED_BY_MIGRATIONS = new Set(['data_versions']);

export interface RestoreSummary {
  tables: number;
  rows: number;
  backupCreatedAt: string;
}

/**
 * Loads a backup into an empty database: migrates it to the backup's schema, loads every table as it
 * was (no trigger runs: change history, reading statistics and data versions come from the backup),
 * sets every sequence, then applies this code's later migrations. All or nothing: a refused or broken
 * backup leaves no row behind.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  text: AsyncIterable<Buffer>,
  label: string,
): Promise<RestoreSummary> {
  const parts = readBackup(text, label)[Symbol.asyncIterator]();
  const first = await parts.next();
  if (first.done || first.value.kind !== 'header')
    throw new BackupRefusal(`${label} is not a Basin DMS backup.`);
  const header = first.value.header;
  const level = checkedLevel(header, label);
  await refuseUnlessEmpty(handle, level);
  await migrateToLevel(handle, level);
  const summary = await withDatabaseSession(handle.db, 'write', (session) => load(session, parts, label));
  if (handle.kind === 'postgres') await handle.db.execute(sql`analyze`);
  await handle.migrate();
  return { ...summary, backupCreatedAt: header.createdAt };
}

function checkedLevel(header: BackupHeader, label: string): number {
  const known = codeMigrations();
  const level = header.migrations.length;
  if (level > known.length)
    throw new BackupRefusal(
      `${label} holds a newer schema than this version of Basin DMS (${header.appVersion}): restore it with that version or a later one.`,
    );
  header.migrations.forEach((migration, index) => {
    if (migration.hash !== known[index].hash || migration.createdAt !== known[index].createdAt)
      throw new BackupRefusal(
        `${label} was made by a version of Basin DMS whose schema differs from this one's.`,
      );
  });
  return level;
}

async function refuseUnlessEmpty(handle: DatabaseHandle, level: number) {
  await withDatabaseSession(handle.db, 'snapshot', async (session) => {
    const holding: string[] = [];
    for (const table of await listTables(session)) {
      if (TABLES_FILLED_BY_MIGRATIONS.has(table.name)) continue;
      const [{ any }] = await session.query<{ any: boolean }>(
        `select exists (select 1 from ${quoted(table.name)}) as any`,
      );
      if (any) holding.push(table.name);
    }
    if (holding.length)
      throw new BackupRefusal(
        `The database is not empty (${holding.slice(0, 3).join(', ')}${holding.length > 3 ? ', ...' : ''} hold rows): restore into a new, empty database.`,
      );
    if ((await appliedMigrations(session)).length > level)
      throw new BackupRefusal(
        'The database was set up by a newer version of Basin DMS than the backup: restore into a new, empty database.',
      );
  });
}

async function load(
  session: DatabaseSession,
  parts: AsyncIterator<BackupPart>,
  label: string,
): Promise<Omit<RestoreSummary, 'backupCreatedAt'>> {
  const tables = new Map((await listTables(session)).map((table) => [table.name, table]));
  const foreignKeys = await session.query<{ table: string; name: string; definition: string }>(`
    select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = 'public'`);
  const triggers = await session.query<{ table: string; name: string }>(`
    select c.relname as "table", t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgenabled <> 'D' and n.nspname = 'public'`);
  // the table owner may drop and add its keys and switch its triggers off; only a superuser may
  // switch off the keys' own triggers, so they are dropped, and checked again when added back
  for (const key of foreignKeys)
    await session.query(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`);
  for (const trigger of triggers)
    await session.query(`alter table ${quoted(trigger.table)} disable trigger ${quoted(trigger.name)}`);
  await session.query(`truncate ${[...tables.keys()].map(quoted).join(', ')}`);

  const loaded: Record<string, number> = {};
  let trailer: BackupTrailer | undefined;
  let copy: CopyIn | undefined;
  let current = '';
  for (let part = await parts.next(); !part.done; part = await parts.next()) {
    const value = part.value;
    if (value.kind === 'table') {
      const table = tables.get(value.table.table);
      const unknown = value.table.columns.filter((column) => !table?.columns.includes(column));
      if (!table || unknown.length)
        throw new BackupRefusal(
          `${label} does not fit this schema (${value.table.table} ${unknown.join(', ')}).`,
        );
      current = table.name;
      copy = session.copyIn(`${quoted(table.name)} (${value.table.columns.map(quoted).join(', ')})`);
    } else if (value.kind === 'rows') {
      await copy?.write(value.text);
    } else if (value.kind === 'tableEnd') {
      await copy?.end();
      loaded[current] = value.rows;
    } else if (value.kind === 'end') {
      trailer = value.trailer;
    }
  }
  if (!trailer) throw new BackupRefusal(`${label} is damaged or incomplete.`);
  for (const [table, rows] of Object.entries(trailer.rows)) {
    if (loaded[table] !== rows)
      throw new BackupRefusal(`${label} is damaged: ${table} should hold ${rows} rows.`);
  }

  const owners = new Map((await listSequences(session)).map((sequence) => [sequence.name, sequence]));
  for (const sequence of trailer.sequences) {
    const owner = owners.get(sequence.name);
    if (!owner) continue;
    await session.query(
      `select setval('${quoted(sequence.name)}', ${BigInt(sequence.lastValue)}, ${sequence.isCalled})`,
    );
    // never below a row's id, whatever the backup says: the next insert must not collide
    if (owner.table && owner.column)
      await session.query(`
        select setval('${quoted(owner.name)}', m) from (select max(${quoted(owner.column)}) as m from ${quoted(owner.table)}) s
        where m >= (select case when is_called then last_value else last_value - 1 end from ${quoted(owner.name)})`);
  }
  for (const trigger of triggers)
    await session.query(`alter table ${quoted(trigger.table)} enable trigger ${quoted(trigger.name)}`);
  for (const key of foreignKeys)
    await session.query(
      `alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`,
    );
  await refuseReadingsWithoutSite(session, label);
  return {
    tables: Object.keys(loaded).length,
    rows: Object.values(loaded).reduce((sum, n) => sum + n, 0),
  };
}

/**
 * The readings' site keys are statement triggers (migration 0027_reading_site_keys), which the load does not
 * fire: a reading of a site the backup lacks is looked for here, as adding a foreign key back checks it.
 */
async function refuseReadingsWithoutSite(session: DatabaseSession, label: string): Promise<void> {
  const keys = await session.query<{ readings: string; sites: string }>(`
    select distinct c.relname as readings, split_part(encode(t.tgargs, 'escape'), '\\000', 1) as sites
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc f on f.oid = t.tgfoid
    where f.proname = 'check_reading_sites'`);
  for (const { readings, sites } of keys) {
    const [orphan] = await session.query<{ site_id: number }>(
      `select r.site_id from ${quoted(readings)} r
       where not exists (select 1 from ${quoted(sites)} s where s.id = r.site_id) limit 1`,
    );
    if (orphan)
      throw new BackupRefusal(
        `${label} is damaged: ${readings} holds readings of site ${orphan.site_id}, which ${sites} does not.`,
      );
  }
}
