import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { AppError } from '../http/app-error';

/** One kind of record that still points to the record being deleted, e.g. 12 well sites. */
export interface Dependent {
  count: number;
  one: string;
  many: string;
}

/** The records an administrator can delete only once nothing points to them (issue 12, item 3). */
export type DeletableRecord = 'agency' | 'GSA' | 'GSP' | 'water year';

function listOf(parts: string[]): string {
  return parts.length < 2
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * 'This agency cannot be deleted: 3 users and 12 well sites still refer to it.', or null when nothing
 * points to the record.
 */
export function deleteRefusalText(record: DeletableRecord, dependents: readonly Dependent[]): string | null {
  const present = dependents.filter((dependent) => dependent.count > 0);
  if (!present.length) return null;
  const parts = present.map(
    (dependent) =>
      `${dependent.count.toLocaleString('en-US')} ${dependent.count === 1 ? dependent.one : dependent.many}`,
  );
  const verb = present.length === 1 && present[0].count === 1 ? 'refers' : 'refer';
  return `This ${record} cannot be deleted: ${listOf(parts)} still ${verb} to it.`;
}

interface Count {
  one: string;
  many: string;
  /** A scalar subquery answering a count. */
  query: SQL;
}

const count = (one: string, many: string, query: SQL): Count => ({ one, many, query });

async function countAll(db: Database, counts: readonly Count[]): Promise<Dependent[]> {
  const columns = sql.join(
    counts.map((entry, index) => sql`(${entry.query}) as ${sql.raw(`c${index}`)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, string | number>>(await db.execute(sql`select ${columns}`));
  return counts.map((entry, index) => ({
    one: entry.one,
    many: entry.many,
    count: Number(row[`c${index}`]),
  }));
}

/**
 * Locks the record against new references (a row that adds a foreign key to it waits for the
 * deleting transaction), counts what still points to it, and refuses with 409 when anything does.
 * Runs inside the delete's transaction, so a refused delete leaves everything in place.
 */
async function refuseWhileReferred(
  db: Database,
  record: DeletableRecord,
  lock: SQL,
  counts: readonly Count[],
): Promise<boolean> {
  const locked = rowsOf(await db.execute(lock));
  if (!locked.length) return false;
  const refusal = deleteRefusalText(record, await countAll(db, counts));
  if (refusal) throw new AppError(409, { detail: refusal });
  return true;
}

const SITE_TABLES = [
  { table: 'well_sites', one: 'well site', many: 'well sites' },
  { table: 'stream_sites', one: 'stream site', many: 'stream sites' },
  { table: 'subsidence_sites', one: 'subsidence site', many: 'subsidence sites' },
  {
    table: 'interconnected_sites',
    one: 'interconnected surface-water site',
    many: 'interconnected surface-water sites',
  },
] as const;

/** The agency columns of each site table (site-definitions: owner, monitored by, source organisation). */
const AGENCY_COLUMNS: Record<(typeof SITE_TABLES)[number]['table'], readonly string[]> = {
  well_sites: ['source_org_id', 'well_owner_id', 'monitor_by_id'],
  stream_sites: ['owner_id', 'monitor_by_id'],
  subsidence_sites: ['owner_id', 'monitor_by_id'],
  interconnected_sites: ['owner_id', 'monitor_by_id'],
};

const READING_TABLES = [
  { table: 'well_measurements', site: 'well_sites', date: 'measurement_date', one: 'water level reading' },
  {
    table: 'water_quality_measurements',
    site: 'well_sites',
    date: 'meas_date',
    one: 'water quality reading',
  },
  {
    table: 'subsidence_measurements',
    site: 'subsidence_sites',
    date: 'meas_date',
    one: 'subsidence reading',
  },
  { table: 'stream_measurements', site: 'stream_sites', date: 'meas_date', one: 'stream reading' },
  {
    table: 'vertical_gradient_measurements',
    site: 'interconnected_sites',
    // dated like the import dates it: the first of its stream and aquifer dates (monitoring-datasets)
    date: ['stream_meas_date', 'sa_gwe_meas_date', 'ua_gwe_meas_date', 'la_gwe_meas_date'],
    one: 'interconnected surface-water reading',
  },
] as const;

const id = (name: string) => sql.identifier(name);

/** Refuses the delete of an agency that users or sites (owner, monitored by, source) still name. */
export function assertAgencyDeletable(db: Database, agencyId: number) {
  const sites = SITE_TABLES.map(({ table, one, many }) =>
    count(
      one,
      many,
      sql`select count(*) from ${id(table)} where ${sql.join(
        AGENCY_COLUMNS[table].map((column) => sql`${id(column)} = ${agencyId}`),
        sql` or `,
      )}`,
    ),
  );
  // The wells of the water supply and use lists name their owner and monitoring agency as text.
  const named = (column: string) =>
    sql`lower(btrim(${id(column)})) = (select lower(btrim(name)) from agencies where id = ${agencyId})`;
  return refuseWhileReferred(db, 'agency', sql`select id from agencies where id = ${agencyId} for update`, [
    count('user', 'users', sql`select count(*) from users where agency_id = ${agencyId}`),
    ...sites,
    count(
      'well of the water supply and use lists',
      'wells of the water supply and use lists',
      sql`select count(*) from groundwater_sites where ${named('owner')} or ${named('monitor_by')}`,
    ),
  ]);
}

/** Refuses the delete of a GSA that sites, projects or user associations still name. */
export function assertGsaDeletable(db: Database, gsaId: number) {
  return refuseWhileReferred(db, 'GSA', sql`select id from gsas where id = ${gsaId} for update`, [
    ...SITE_TABLES.map(({ table, one, many }) =>
      count(one, many, sql`select count(*) from ${id(table)} where source_gsa_id = ${gsaId}`),
    ),
    count('project', 'projects', sql`select count(*) from project_forms where source_gsa_id = ${gsaId}`),
    count(
      'user association',
      'user associations',
      sql`select count(*) from gsa_associations where gsa_id = ${gsaId}`,
    ),
  ]);
}

/**
 * Refuses the delete of a GSP that sites, readings, projects, user associations, import runs or annual
 * reports still name.
 */
export function assertGspDeletable(db: Database, gspId: number) {
  const readings = sql.join(
    READING_TABLES.map(
      ({ table, site }) =>
        sql`(select count(*) from ${id(table)} r join ${id(site)} s on s.id = r.site_id where s.source_gsp_id = ${gspId})`,
    ),
    sql` + `,
  );
  return refuseWhileReferred(db, 'GSP', sql`select id from gsps where id = ${gspId} for update`, [
    ...SITE_TABLES.map(({ table, one, many }) =>
      count(one, many, sql`select count(*) from ${id(table)} where source_gsp_id = ${gspId}`),
    ),
    count(
      'well of the water supply and use lists',
      'wells of the water supply and use lists',
      sql`select count(*) from groundwater_sites where source_gsp_id = ${gspId}`,
    ),
    count('reading', 'readings', sql`select ${readings}`),
    count('project', 'projects', sql`select count(*) from project_forms where source_gsp_id = ${gspId}`),
    count(
      'user association',
      'user associations',
      sql`select count(*) from gsp_associations where gsp_id = ${gspId}`,
    ),
    count('import run', 'import runs', sql`select count(*) from import_runs where gsp_id = ${gspId}`),
    count(
      'annual report',
      'annual reports',
      sql`select count(*) from annual_reports where gsp_id = ${gspId}`,
    ),
  ]);
}

/**
 * Refuses the delete of a water year that readings are dated in, or project annual updates, import runs or
 * annual reports name.
 */
export function assertWaterYearDeletable(db: Database, waterYearId: number) {
  const inYear = (date: string | readonly string[]) =>
    sql`${typeof date === 'string' ? id(date) : sql`coalesce(${sql.join(date.map(id), sql`, `)})`} between (select water_year_start from water_years where id = ${waterYearId})
      and (select water_year_end from water_years where id = ${waterYearId})`;
  return refuseWhileReferred(
    db,
    'water year',
    sql`select id from water_years where id = ${waterYearId} for update`,
    [
      ...READING_TABLES.map(({ table, date, one }) =>
        count(one, `${one}s`, sql`select count(*) from ${id(table)} where ${inYear(date)}`),
      ),
      count(
        'project annual update',
        'project annual updates',
        sql`select count(*) from annual_updates where water_year_id = ${waterYearId}`,
      ),
      count(
        'import run',
        'import runs',
        sql`select count(*) from import_runs where water_year_id = ${waterYearId}`,
      ),
      count(
        'annual report',
        'annual reports',
        sql`select count(*) from annual_reports where water_year_id = ${waterYearId}`,
      ),
    ],
  );
}
