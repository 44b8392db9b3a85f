import { sql, type SQL } from 'drizzle-orm';
import { waterYearBounds, waterYearOfDate } from '../../domain/admin/water-year';
import type { SkippedProblem } from '../../domain/imports/import-answers';
import { datedBy } from '../../domain/imports/import-row';
import { IMPORT_MESSAGES } from '../../domain/imports/import-texts';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import type { ImportRunRow } from '../db/schema/imports';
import { gsps, waterYears } from '../db/schema/organisations';
import { READINGS_OF, readingDayColumn } from './import-status';

/** Why the set checks refuse a staged row; the first that applies is kept. */
export type StagedProblem = 'unknown_site' | 'other_gsp' | 'no_water_year' | 'locked' | 'stored';

/** What storing a set of staged rows did: the rows inserted, the rows refused and the first of those. */
export interface StoredRows {
  loaded: number;
  refused: number;
  shown: SkippedProblem[];
}

/**
 * spec 2 §5, the checks of staged rows against the DMS's data, and the insert of the rows that pass, in
 * one statement: the DMS site id names a site of the dataset's kind; the site is the run's GSP's (which the
 * user may import for: checked when the run was made and started); the row's day falls in a water year the
 * DMS has, whose data of the GSP is not locked (`lockedYears`); the site has no reading that day yet (per
 * characteristic for water quality). Run in the run's transaction, under the lock of the GSP's dataset.
 * `rows` is a query giving staging rows: a batch as JSON, or a run's rows in its staging table.
 */
export async function storeStagedRows(
  tx: Database,
  run: ImportRunRow,
  dataset: MonitoringDataset,
  rows: SQL,
  lockedYears: readonly number[],
  shown: number,
): Promise<StoredRows> {
  const kind = READINGS_OF[dataset.key];
  const columns = dataset.fields.filter((field) => field.name !== 'dms_site_id').map((field) => field.name);
  const target = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const source = sql.join(
    columns.map((name) => sql`c.${sql.identifier(name)}`),
    sql`, `,
  );
  const sameReading = dataset.readingOfColumn
    ? sql`and lower(coalesce(${kind.table}.${sql.identifier(dataset.readingOfColumn)}, '')) = lower(st.reading_of)`
    : sql``;
  const locked = lockedYears.length ? sql`when st.water_year in ${lockedYears} then 'locked'` : sql``;
  // OFFSET 0 keeps the stored reading check a lookup per row through the readings' site and day index.
  // Joined as a set, the planner hashed every reading of the dataset for each batch: the readings the run
  // inserted in its own transaction are missing from the statistics, and each batch took longer than the
  // last.
  const result = await tx.execute(sql`
    with checked as materialized (
      select st.*, s.id as site_key, case
        when s.id is null then 'unknown_site'
        when s.source_gsp_id is distinct from ${run.gspId} then 'other_gsp'
        when not exists (select 1 from ${waterYears} w where w.water_year = st.water_year) then 'no_water_year'
        ${locked}
        when exists (select 1 from ${kind.table} where ${kind.table.site_id} = s.id
          and ${readingDayColumn(dataset)} = st.reading_day ${sameReading} offset 0) then 'stored'
        end as found_problem
      from ${rows} st
      left join ${kind.site.table} s on s.dms_site_id = st.dms_site_id
    ),
    inserted as (
      insert into ${kind.table} (site_id, ${target})
      select c.site_key, ${source} from checked c where c.found_problem is null order by c.row_number
      returning 1
    )
    select
      (select count(*)::int from inserted) as loaded,
      (select count(*)::int from checked where found_problem is not null) as refused,
      (select coalesce(json_agg(p order by p.row_number), '[]'::json) from (
        select * from checked where found_problem is not null order by row_number limit ${shown}) p) as shown`);
  const [answer] = rowsOf<{ loaded: number; refused: number; shown: Record<string, unknown>[] | string }>(
    result,
  );
  const refusedRows = typeof answer.shown === 'string' ? JSON.parse(answer.shown) : answer.shown;
  const gspName = refusedRows.some((row: Record<string, unknown>) => row.found_problem === 'other_gsp')
    ? await nameOfGsp(tx, run.gspId)
    : '';
  return {
    loaded: Number(answer.loaded),
    refused: Number(answer.refused),
    shown: refusedRows.map((row: Record<string, unknown>) =>
      problemOfStagedRow(dataset, row, row.found_problem as StagedProblem, gspName),
    ),
  };
}

/**
 * The water years among `years` whose data of the run's GSP is locked (Complete: it has readings, all
 * submitted). `known` keeps what was found for the next batch of the same transaction: under the lock of
 * the GSP's dataset only this run changes its data, and unsubmitted rows never make a year Complete.
 * The years not known yet are looked up in one statement: a backfill's first batch brings many years, and
 * counting each one's readings in a statement of its own was a round trip and a scan of the year per year.
 */
export async function lockedYearsAmong(
  tx: Database,
  run: ImportRunRow,
  dataset: MonitoringDataset,
  years: Iterable<number>,
  known: Map<number, boolean>,
): Promise<number[]> {
  const wanted = [...new Set(years)];
  const unknown = wanted.filter((year) => !known.has(year));
  if (unknown.length) {
    for (const year of await completeYears(tx, run.gspId, dataset, unknown)) known.set(year, true);
    // a year the DMS lacks has no status: its rows are refused for that
    for (const year of unknown) if (!known.has(year)) known.set(year, false);
  }
  return wanted.filter((year) => known.get(year));
}

/**
 * Those of `years` the DMS has whose readings of the GSP are Complete (`submissionStatus`: at least one,
 * every one submitted), dated by the water year's bounds as the status counts them.
 */
async function completeYears(
  tx: Database,
  gspId: number,
  dataset: MonitoringDataset,
  years: number[],
): Promise<number[]> {
  const kind = READINGS_OF[dataset.key];
  const sites = kind.site.table;
  const bounds = sql.join(
    years.map((year) => {
      const { start, end } = waterYearBounds(year);
      return sql`(${year}::int, ${start}::date, ${end}::date)`;
    }),
    sql`, `,
  );
  // Scalar subqueries with LIMIT 1, one lookup per year through the readings' site and day index: as
  // EXISTS the planner made the unsubmitted check an anti join over a scan of every reading.
  const anyOfYear = (submitted: SQL) => sql`(select true from ${kind.table}
    where ${kind.table.site_id} in (select ${sites.id} from ${sites} where ${sites.source_gsp_id} = ${gspId})
      and ${readingDayColumn(dataset)} between y.first_day and y.last_day and ${submitted} limit 1)`;
  const rows = rowsOf<{ year: number }>(
    await tx.execute(sql`
      select y.year from (values ${bounds}) as y (year, first_day, last_day)
      where exists (select 1 from ${waterYears} w where w.water_year = y.year)
        and ${anyOfYear(sql`${kind.table.submitted} is not true`)} is null
        and ${anyOfYear(sql`${kind.table.submitted}`)} is not null`),
  );
  return rows.map((row) => Number(row.year));
}

/** lockedYearsAmong the water years of every row staged in `staged` (a whole file's). */
export async function lockedYearsOfStaged(
  tx: Database,
  run: ImportRunRow,
  dataset: MonitoringDataset,
  staged: SQL,
): Promise<number[]> {
  const years = rowsOf<{ year: number }>(
    await tx.execute(sql`select distinct water_year as year from ${staged}`),
  ).map((row) => Number(row.year));
  return lockedYearsAmong(tx, run, dataset, years, new Map());
}

export async function nameOfGsp(db: Database, gspId: number): Promise<string> {
  const [gsp] = await db
    .select({ name: gsps.name })
    .from(gsps)
    .where(sql`${gsps.id} = ${gspId}`);
  return gsp?.name ?? 'this GSP';
}

/** A refused staged row (the staging table's columns by name) as the run's result lists it. */
function problemOfStagedRow(
  dataset: MonitoringDataset,
  staged: Record<string, unknown>,
  problem: StagedProblem,
  gspName: string,
): SkippedProblem {
  const row = Number(staged.row_number);
  const siteId = String(staged.dms_site_id);
  const day = String(staged.reading_day);
  const dateColumn = datedBy(dataset, staged)?.column ?? dataset.dateColumns[0];
  switch (problem) {
    case 'unknown_site': {
      const siteKind = READINGS_OF[dataset.key].site.name;
      return { row, column: 'dms_site_id', reason: IMPORT_MESSAGES.unknownSite(siteId, siteKind) };
    }
    case 'other_gsp':
      return { row, column: 'dms_site_id', reason: IMPORT_MESSAGES.siteOfOtherGsp(siteId, gspName) };
    case 'no_water_year':
      return { row, column: dateColumn, reason: IMPORT_MESSAGES.noWaterYear(day, waterYearOfDate(day)) };
    case 'locked':
      return { row, column: dateColumn, reason: IMPORT_MESSAGES.lockedWaterYear(waterYearOfDate(day)) };
    case 'stored':
      return {
        row,
        column: dateColumn,
        reason: IMPORT_MESSAGES.storedReading(siteId, day, String(staged.reading_of ?? '')),
      };
  }
}
