import { sql, type SQL } from 'drizzle-orm';
import { waterYearOfDate } from '../../domain/admin/water-year';
import type { SkippedProblem } from '../../domain/imports/import-answers';
import { datedBy } from '../../domain/imports/import-row';
import { IMPORT_MESSAGES, SUBMISSION_STATUS } from '../../domain/imports/import-texts';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import { presentWaterYear } from '../admin/water-years-collection';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { STAGING_OF, type ImportRunRow } from '../db/schema/imports';
import { waterYears } from '../db/schema/organisations';
import { targetStatus } from './bulk-submit';
import { READINGS_OF, readingDayColumn } from './import-status';

/** Why the set checks refuse a staged row; the first that applies is kept. */
export type StagedProblem = 'unknown_site' | 'other_gsp' | 'no_water_year' | 'locked' | 'stored';

/** A column of the dataset's staging table, by its name. */
export function stagedColumn(dataset: MonitoringDataset, name: string): SQL {
  return sql`${STAGING_OF[dataset.key]}.${sql.identifier(name)}`;
}

/** The run's staged rows no check has refused yet. */
function stillAccepted(dataset: MonitoringDataset, run: ImportRunRow): SQL {
  return sql`${stagedColumn(dataset, 'run_id')} = ${run.id} and ${stagedColumn(dataset, 'problem')} is null`;
}

async function refuse(
  db: Database,
  run: ImportRunRow,
  dataset: MonitoringDataset,
  problem: StagedProblem,
  condition: SQL,
) {
  await db.execute(sql`
    update ${STAGING_OF[dataset.key]} set ${sql.identifier('problem')} = ${problem}
    where ${stillAccepted(dataset, run)} and ${condition}`);
}

/**
 * spec 2 §5, the checks of a run's staged rows that read settled data, before its transaction: the DMS
 * site id names a site of the dataset's kind, the site is the run's GSP's (which the user may import for:
 * checked when the run was made and started), and the row's day falls in a water year the DMS has.
 */
export async function stagedRowChecks(db: Database, run: ImportRunRow, dataset: MonitoringDataset) {
  const sites = READINGS_OF[dataset.key].site.table;
  const siteId = stagedColumn(dataset, 'dms_site_id');
  await refuse(
    db,
    run,
    dataset,
    'unknown_site',
    sql`not exists (select 1 from ${sites} s where s.dms_site_id = ${siteId})`,
  );
  await refuse(
    db,
    run,
    dataset,
    'other_gsp',
    sql`exists (select 1 from ${sites} s where s.dms_site_id = ${siteId}
      and s.source_gsp_id is distinct from ${run.gspId})`,
  );
  await refuse(
    db,
    run,
    dataset,
    'no_water_year',
    sql`not exists (select 1 from ${waterYears} w where w.water_year = ${stagedColumn(dataset, 'water_year')})`,
  );
}

/**
 * The checks against readings another writer may change, run in the run's transaction under the lock of
 * the GSP's dataset: rows dated in a water year whose data is locked (Complete), and rows whose site already
 * has a reading that day (spec 2 §5, per characteristic for water quality).
 */
export async function storedRowChecks(tx: Database, run: ImportRunRow, dataset: MonitoringDataset) {
  const years = await tx.execute(sql`
    select distinct ${stagedColumn(dataset, 'water_year')} as year from ${STAGING_OF[dataset.key]}
    where ${stillAccepted(dataset, run)}`);
  const yearNumbers = rowsOf<{ year: number }>(years).map((row) => Number(row.year));
  if (yearNumbers.length) {
    const yearRows = await tx
      .select()
      .from(waterYears)
      .where(sql`${waterYears.waterYear} in ${yearNumbers}`);
    for (const row of yearRows) {
      const waterYear = presentWaterYear(row);
      const { status } = await targetStatus(tx, { dataset, gspId: run.gspId, waterYear });
      if (status === SUBMISSION_STATUS.complete) {
        await refuse(
          tx,
          run,
          dataset,
          'locked',
          sql`${stagedColumn(dataset, 'water_year')} = ${waterYear.water_year}`,
        );
      }
    }
  }

  const kind = READINGS_OF[dataset.key];
  const sameReading = dataset.readingOfColumn
    ? sql`and lower(coalesce(${kind.table}.${sql.identifier(dataset.readingOfColumn)}, '')) = lower(${stagedColumn(dataset, 'reading_of')})`
    : sql``;
  await refuse(
    tx,
    run,
    dataset,
    'stored',
    sql`exists (select 1 from ${kind.site.table} s join ${kind.table} on ${kind.table.site_id} = s.id
      where s.dms_site_id = ${stagedColumn(dataset, 'dms_site_id')}
        and ${readingDayColumn(dataset)} = ${stagedColumn(dataset, 'reading_day')} ${sameReading})`,
  );
}

/** A refused staged row (the staging table's columns by name) as the run's result lists it. */
export function problemOfStagedRow(
  dataset: MonitoringDataset,
  staged: Record<string, unknown>,
  gspName: string,
): SkippedProblem {
  const row = Number(staged.row_number);
  const siteId = String(staged.dms_site_id);
  const day = String(staged.reading_day);
  const dateColumn = datedBy(dataset, staged)?.column ?? dataset.dateColumns[0];
  switch (staged.problem as StagedProblem) {
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
