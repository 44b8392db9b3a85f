import { DWR_DATASETS, isDwrDatasetKey } from '../../domain/dwr/dwr-datasets';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { canUseImportAndReporting, isAdministrator } from '../../domain/accounts/permissions';
import type { DataSubmissionCode } from '../../domain/admin/gsp';
import { waterYearBounds } from '../../domain/admin/water-year';
import {
  MONITORING_DATASET_KEYS,
  MONITORING_DATASETS,
  isMonitoringDatasetKey,
  type MonitoringDataset,
  type MonitoringDatasetKey,
} from '../../domain/imports/monitoring-datasets';
import { SUBMISSION_STATUS } from '../../domain/imports/import-texts';
import { REPORT_TYPES } from '../../domain/reporting/report-types';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gspAssociations, gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import { findWaterYear } from '../admin/find-water-year';
import type { WaterYearRecord } from '../admin/water-years-collection';
import { presentReading, type Row } from '../monitoring/monitoring-presenters';
import {
  STREAM_READINGS,
  SUBSIDENCE_READINGS,
  VERTICAL_GRADIENT_READINGS,
  WATER_QUALITY_READINGS,
  WELL_READINGS,
  type ReadingKind,
} from '../monitoring/site-kinds';
import { reportStatus, reportsOfYear } from '../reporting/reporting-status';

/** The reading table each monitoring dataset imports into and reports from. */
export const READINGS_OF: Record<MonitoringDatasetKey, ReadingKind> = {
  wellsitemeasurements: WELL_READINGS,
  waterqualitymeasurements: WATER_QUALITY_READINGS,
  surfacewatermeasurements: VERTICAL_GRADIENT_READINGS,
  subsidencemeasurements: SUBSIDENCE_READINGS,
  streammonitoring: STREAM_READINGS,
};

/**
 * spec 2 §3: the annual reporting modules of a status record, by the data submission code that makes the
 * GSP file them: their count (0 or 1, the GSP's report of the year) and status come from annual_reports.
 * 'twu' is the reporting status screen's name (spec 2 §3, §7) of data submission's total water use 'tw'.
 */
const REPORTING_MODULES: readonly { module: string; code: DataSubmissionCode }[] = [
  { module: 'gws', code: 'gws' },
  { module: 'gwe', code: 'gwe' },
  { module: 'gwr', code: 'gwr' },
  { module: 'sws', code: 'sws' },
  { module: 'tw', code: 'tw' },
  { module: 'twu', code: 'tw' },
  { module: 'ev', code: 'ev' },
];

/** spec 2 §4: nothing for the year is 'None', everything submitted 'Complete', anything else not submitted. */
export function submissionStatus(count: number, submittedCount: number): string {
  if (count === 0) return SUBMISSION_STATUS.none;
  return submittedCount === count ? SUBMISSION_STATUS.complete : SUBMISSION_STATUS.notSubmitted;
}

/** A reading table column by its spec name. */
const column = (kind: ReadingKind, name: string) => sql`${kind.table}.${sql.identifier(name)}`;

/**
 * The day that dates a reading: its date column, or for interconnected readings the first filled of their
 * stream, shallow, upper and lower aquifer dates (as the importer dates them).
 */
export function readingDayColumn(dataset: MonitoringDataset): SQL {
  const kind = READINGS_OF[dataset.key];
  const columns = dataset.dateColumns.map((name) => column(kind, name));
  return columns.length === 1 ? columns[0] : sql`coalesce(${sql.join(columns, sql`, `)})`;
}

/** Readings dated October 1 to September 30 of the water year, the rule the importer files them by. */
function inWaterYear(dataset: MonitoringDataset, waterYear: WaterYearRecord): SQL {
  const { start, end } = waterYearBounds(waterYear.water_year);
  return sql`${readingDayColumn(dataset)} between ${start}::date and ${end}::date`;
}

/**
 * One GSP's readings of a monitoring dataset dated in the water year, the rows its status record counts
 * (spec 2 §3, §4): its reading table and the condition on it, for bulk submit and delete (spec 2 §7) to
 * update or delete in one statement. Readings are the GSP's by their site's source GSP.
 */
export function gspReadingsOfYear(dataset: MonitoringDataset, gspId: number, waterYear: WaterYearRecord) {
  const kind = READINGS_OF[dataset.key];
  const sites = kind.site.table;
  const where = and(
    sql`${kind.table.site_id} in (select ${sites.id} from ${sites} where ${sites.source_gsp_id} = ${gspId})`,
    inWaterYear(dataset, waterYear),
  ) as SQL;
  return { kind, where };
}

/** spec 2 §1, §6: Agency users are sent away from the import screens; the API refuses them too. */
function assertMayUseImport(actor: UserRow) {
  if (!canUseImportAndReporting(actor)) throw AppError.forbidden();
}

interface Counts {
  count: number;
  submitted: number;
}

/**
 * Per GSP, how many readings of its sites are dated in the water year and how many of those are submitted:
 * one grouped query per reading table, over the given GSPs (null: every GSP).
 */
async function countReadings(db: Database, gspIds: number[] | null, waterYear: WaterYearRecord) {
  const counts = new Map<MonitoringDatasetKey, Map<number, Counts>>();
  await Promise.all(
    MONITORING_DATASET_KEYS.map(async (key) => {
      const dataset = MONITORING_DATASETS[key];
      const kind = READINGS_OF[key];
      const sites = kind.site.table;
      const rows = await db
        .select({
          gsp: sites.source_gsp_id,
          count: sql<number>`count(*)::int`,
          submitted: sql<number>`(count(*) filter (where ${kind.table.submitted}))::int`,
        })
        .from(kind.table)
        .innerJoin(sites, eq(sites.id, kind.table.site_id))
        .where(
          and(
            gspIds === null ? undefined : inArray(sites.source_gsp_id, gspIds),
            inWaterYear(dataset, waterYear),
          ),
        )
        .groupBy(sites.source_gsp_id);
      counts.set(
        key,
        new Map(
          rows
            .filter((row) => row.gsp !== null)
            .map((row) => [
              row.gsp as number,
              { count: Number(row.count), submitted: Number(row.submitted) },
            ]),
        ),
      );
    }),
  );
  return counts;
}

/** The GSPs a user's status rows are about: administrators every GSP, others their associated ones. */
async function statusGsps(db: Database, actor: UserRow) {
  const columns = {
    id: gsps.id,
    name: gsps.name,
    dataSubmission: gsps.dataSubmission,
    monitoringImport: gsps.monitoringImport,
  };
  if (isAdministrator(actor)) {
    const rows = await db.select(columns).from(gsps).orderBy(asc(gsps.name), asc(gsps.id));
    return rows.map((row) => ({ ...row, authorizedReporter: 1 as 0 | 1 }));
  }
  return db
    .select({ ...columns, authorizedReporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .innerJoin(gsps, eq(gsps.id, gspAssociations.gspId))
    .where(eq(gspAssociations.userId, actor.id))
    .orderBy(asc(gsps.name), asc(gsps.id));
}

export type GspStatusRow = Record<string, string | number | boolean>;

/**
 * spec 2 §3, §7: GET importstatus/{waterYearId} and combinedstatus/{waterYearId}, the GSP status records of
 * the import list (§2.1), the import home (§2.2) and GSP reporting status (§2.5). The spec gives both
 * calls the same answer (gsp rows, water_year, user_role), so they share this.
 */
export async function gspStatus(db: Database, actor: UserRow, waterYearId: string) {
  assertMayUseImport(actor);
  const waterYear = await findWaterYear(db, waterYearId);
  const gspRows = await statusGsps(db, actor);
  const counts = gspRows.length
    ? await countReadings(db, isAdministrator(actor) ? null : gspRows.map((gsp) => gsp.id), waterYear)
    : new Map<MonitoringDatasetKey, Map<number, Counts>>();
  const reportOf = await reportsOfYear(
    db,
    waterYear.id,
    isAdministrator(actor) ? null : gspRows.map((gsp) => gsp.id),
  );
  const gsp = gspRows.map((row) => {
    const required = new Set<string>(row.dataSubmission);
    const record: GspStatusRow = {
      id: row.id,
      name: row.name,
      authorized_reporter: row.authorizedReporter ? 1 : 0,
      monitoringimport: row.monitoringImport,
    };
    for (const key of MONITORING_DATASET_KEYS) {
      const { module } = MONITORING_DATASETS[key];
      const found = counts.get(key)?.get(row.id) ?? { count: 0, submitted: 0 };
      record[`${module}_required`] = required.has(module);
      record[`${module}_ct`] = found.count;
      record[`${module}_submitted`] = submissionStatus(found.count, found.submitted);
    }
    for (const { module, code } of REPORTING_MODULES) {
      const type = Object.values(REPORT_TYPES).find((candidate) => candidate.requirement === code);
      const report = type ? reportOf(type.key, row.id) : undefined;
      record[`${module}_required`] = required.has(code);
      record[`${module}_ct`] = report ? 1 : 0;
      record[`${module}_submitted`] = reportStatus(report);
    }
    return record;
  });
  return { gsp, water_year: waterYear, user_role: actor.role };
}

/**
 * spec 2 §2.4, §7: GET measurements/{dataset}/{gsp_id}/{water_year_id}, one GSP's readings of a monitoring
 * dataset dated in the water year, by site and date, with the dataset's submission status. Administrators
 * see any GSP's; others only their associated GSPs', and any other GSP does not exist for them.
 */
export async function gspMeasurements(
  db: Database,
  actor: UserRow,
  params: { dataset: string; gspId: string; waterYearId: string },
) {
  assertMayUseImport(actor);
  // DWR's measurements are the GSP's water level readings
  const key = isDwrDatasetKey(params.dataset) ? DWR_DATASETS[params.dataset].readings : params.dataset;
  if (!isMonitoringDatasetKey(key)) throw AppError.notFound();
  const dataset = MONITORING_DATASETS[key];
  const gspId = /^\d{1,9}$/.test(params.gspId) ? Number(params.gspId) : NaN;
  if (!Number.isInteger(gspId) || gspId < 1) throw AppError.notFound();
  const [gsp] = isAdministrator(actor)
    ? await db.select({ id: gsps.id, name: gsps.name }).from(gsps).where(eq(gsps.id, gspId))
    : await db
        .select({ id: gsps.id, name: gsps.name })
        .from(gspAssociations)
        .innerJoin(gsps, eq(gsps.id, gspAssociations.gspId))
        .where(and(eq(gspAssociations.userId, actor.id), eq(gspAssociations.gspId, gspId)));
  if (!gsp) throw AppError.notFound();
  const waterYear = await findWaterYear(db, params.waterYearId);

  const kind = READINGS_OF[dataset.key];
  const sites = kind.site.table;
  const rows = await db
    .select({ reading: kind.table, dms: sites.dms_site_id })
    .from(kind.table)
    .innerJoin(sites, eq(sites.id, kind.table.site_id))
    .where(and(eq(sites.source_gsp_id, gsp.id), inWaterYear(dataset, waterYear)))
    .orderBy(asc(sites.dms_site_id), asc(readingDayColumn(dataset)), asc(kind.table.id));
  const measurements = rows.map((row) => presentReading(dataset.fields, row.reading as Row, row.dms));
  const submittedCount = measurements.filter((reading) => reading.submitted === true).length;
  return {
    measurements,
    submitted: submissionStatus(measurements.length, submittedCount),
    gsp,
    water_year: waterYear,
    user_role: actor.role,
  };
}
