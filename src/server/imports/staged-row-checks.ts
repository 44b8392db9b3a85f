import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SUBMISSION_STATUS, IMPORT_MESSAGES } from '../../domain/imports/import-texts';
import type { SkippedProblem } from '../../domain/imports/import-answers';
import { datedBy } from '../../domain/imports/import-row';
import { waterYearOfDate } from '../../domain/admin/water-year';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import { presentWaterYear } from '../admin/water-years-collection';
import type { Database } from '../db/client';
import { importStagedRows, type ImportRunRow } from '../db/schema/imports';
import { waterYears } from '../db/schema/organisations';
import { targetStatus } from './bulk-submit';
import { READINGS_OF, readingDay } from './import-status';

/** Why the set checks refuse a staged row; the first that applies is kept. */
export type StagedProblem = 'unknown_site' | 'other_gsp' | 'no_water_year' | 'locked' | 'stored';

const staged = importStagedRows;
/** The water year (October to September) of the staged row's day, as waterYearOfDate counts it. */
const stagedWaterYear = sql`(extract(year from ${staged.readingDay})::int + case when extract(month from ${staged.readingDay}) >= 10 then 1 else 0 end)`;

function refuse(db: Database, run: ImportRunRow, problem: StagedProblem, condition: SQL) {
  return db.execute(sql`
    update ${staged} set ${sql.identifier('problem')} = ${problem}
    where ${staged.runId} = ${run.id} and ${staged.problem} is null and ${condition}`);
}

/**
 * spec 2 §5, the checks of a run's staged rows that read settled data, before its transaction: the DMS
 * site id names a site of the dataset's kind, the site is the run's GSP's (which the user may import for:
 * checked when the run was made and started), and the row's day falls in a water year the DMS has.
 */
export async function stagedRowChecks(db: Database, run: ImportRunRow, dataset: MonitoringDataset) {
  const sites = READINGS_OF[dataset.key].site.table;
  await refuse(
    db,
    run,
    'unknown_site',
    sql`not exists (select 1 from ${sites} s where s.dms_site_id = ${staged.dmsSiteId})`,
  );
  await refuse(
    db,
    run,
    'other_gsp',
    sql`exists (select 1 from ${sites} s where s.dms_site_id = ${staged.dmsSiteId}
      and s.source_gsp_id is distinct from ${run.gspId})`,
  );
  await refuse(
    db,
    run,
    'no_water_year',
    sql`not exists (select 1 from ${waterYears} w where w.water_year = ${stagedWaterYear})`,
  );
}

/**
 * The checks against readings another writer may change, run in the run's transaction under the lock of
 * the GSP's dataset: rows dated in a water year whose data is locked (Complete), and rows whose site already
 * has a reading that day (spec 2 §5, per characteristic for water quality).
 */
export async function storedRowChecks(tx: Database, run: ImportRunRow, dataset: MonitoringDataset) {
  const years = await tx
    .selectDistinct({ year: sql<number>`${stagedWaterYear}` })
    .from(staged)
    .where(and(eq(staged.runId, run.id), sql`${staged.problem} is null`));
  const yearNumbers = years.map((row) => Number(row.year));
  const yearRows = yearNumbers.length
    ? await tx.select().from(waterYears).where(inArray(waterYears.waterYear, yearNumbers))
    : [];
  for (const row of yearRows) {
    const waterYear = presentWaterYear(row);
    const { status } = await targetStatus(tx, { dataset, gspId: run.gspId, waterYear });
    if (status === SUBMISSION_STATUS.complete) {
      await refuse(tx, run, 'locked', sql`${stagedWaterYear} = ${waterYear.water_year}`);
    }
  }

  const kind = READINGS_OF[dataset.key];
  const sameReading = dataset.readingOfColumn
    ? sql`and coalesce(${sql`${kind.table}.${sql.identifier(dataset.readingOfColumn)}`}, '') = ${staged.readingOf}`
    : sql``;
  await refuse(
    tx,
    run,
    'stored',
    sql`exists (select 1 from ${kind.site.table} s join ${kind.table} on ${kind.table.site_id} = s.id
      where s.dms_site_id = ${staged.dmsSiteId} and ${readingDay(dataset)} = ${staged.readingDay} ${sameReading})`,
  );
}

/** A refused staged row as the run's result lists it: its row, the column at fault and what to do. */
export function problemOfStagedRow(
  dataset: MonitoringDataset,
  row: {
    row: number;
    siteId: string;
    day: string;
    of: string;
    record: unknown;
    problem: StagedProblem;
    gspName: string;
  },
): SkippedProblem {
  const dateColumn =
    datedBy(dataset, row.record as Record<string, unknown>)?.column ?? dataset.dateColumns[0];
  const siteKind = READINGS_OF[dataset.key].site.name;
  switch (row.problem) {
    case 'unknown_site':
      return {
        row: row.row,
        column: 'dms_site_id',
        reason: IMPORT_MESSAGES.unknownSite(row.siteId, siteKind),
      };
    case 'other_gsp':
      return {
        row: row.row,
        column: 'dms_site_id',
        reason: IMPORT_MESSAGES.siteOfOtherGsp(row.siteId, row.gspName),
      };
    case 'no_water_year':
      return {
        row: row.row,
        column: dateColumn,
        reason: IMPORT_MESSAGES.noWaterYear(row.day, waterYearOfDate(row.day)),
      };
    case 'locked':
      return {
        row: row.row,
        column: dateColumn,
        reason: IMPORT_MESSAGES.lockedWaterYear(waterYearOfDate(row.day)),
      };
    case 'stored':
      return {
        row: row.row,
        column: dateColumn,
        reason: IMPORT_MESSAGES.storedReading(row.siteId, row.day, row.of),
      };
  }
}
