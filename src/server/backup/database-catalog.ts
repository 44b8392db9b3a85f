import type { DatabaseSession } from './database-session';

/** A table of the application (schema public), with the columns a backup holds and its key for paging. */
export interface CatalogTable {
  name: string;
  columns: string[];
  /** The single integer primary key column, when the table has one. */
  key: string | null;
}

export function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

export async function listTables(session: DatabaseSession): Promise<CatalogTable[]> {
  const rows = await session.query<{ name: string; columns: string[] | string; key: string | null }>(`
    select c.relname as name,
      (select json_agg(a.attname order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indrelid = c.oid and i.indisprimary and i.indnatts = 1
          and a.atttypid in ('int2'::regtype, 'int4'::regtype, 'int8'::regtype)) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`);
  return rows.map((row) => ({
    name: row.name,
    columns: typeof row.columns === 'string' ? (JSON.parse(row.columns) as string[]) : row.columns,
    key: row.key,
  }));
}

export interface CatalogSequence {
  name: string;
  /** The table and column whose default it feeds (serial), when it has one. */
  table: string | null;
  column: string | null;
}

export async function listSequences(session: DatabaseSession): Promise<CatalogSequence[]> {
  return session.query<CatalogSequence>(`
    select s.relname as name, t.relname as "table", a.attname as "column"
    from pg_class s join pg_namespace n on n.oid = s.relnamespace
    left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.deptype in ('a', 'i')
      and d.refclassid = 'pg_class'::regclass
    left join pg_class t on t.oid = d.refobjid
    left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where n.nspname = 'public' and s.relkind = 'S'
    order by s.relname`);
}

/** Drizzle's record of the applied migrations, oldest first; empty for a database never migrated. */
export async function appliedMigrations(
  session: DatabaseSession,
): Promise<{ hash: string; createdAt: number }[]> {
  const [{ present }] = await session.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!present) return [];
  const rows = await session.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}
