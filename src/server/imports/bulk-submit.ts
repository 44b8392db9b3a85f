import { DWR_DATASETS, isDwrDatasetKey } from '../../domain/dwr/dwr-datasets';
import { and, eq, sql } from 'drizzle-orm';
import {
  MONITORING_DATASETS,
  isMonitoringDatasetKey,
  type MonitoringDataset,
} from '../../domain/imports/monitoring-datasets';
import type { FieldErrors } from '../../domain/http/field-errors';
import { readSubmittedFlag } from '../../domain/monitoring/submitted-flag';
import {
  REPORT_TYPE_KEYS,
  REPORT_TYPES,
  reportTypeOfModule,
  type ReportType,
  type ReportTypeKey,
} from '../../domain/reporting/report-types';
import type { Database } from '../db/client';
import { annualReports, type AnnualReportRow } from '../db/schema/reporting';
import { withChangeActor, type ChangeActor } from '../history/change-actor';
import { reportStatus } from '../reporting/reporting-status';
import { wellMeasurements } from '../db/schema/monitoring';
import { gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import type { WaterYearRecord } from '../admin/water-years-collection';
import { findWaterYear } from '../admin/find-water-year';
import { gspReadingsOfYear, submissionStatus } from './import-status';
import { withTargetLockNow } from './target-lock';

export const BULK_TEXTS = {
  required: 'This field is required.',
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  invalidInteger: 'A valid integer is required.',
  invalidSubmitted: 'Must be 0 or 1.',
  locked: 'This data is locked (Complete). Unlock it before deleting or re-importing it.',
} as const;

export interface BulkTarget {
  dataset: MonitoringDataset;
  gspId: number;
  waterYear: WaterYearRecord;
}

/** spec 2 §7, spec 3: one GSP's annual report of a type and water year, by its module (gws, gwe, ...). */
export interface ReportBulkTarget {
  report: ReportType;
  /** The name the call gave ('tw' or 'twu' for total water use), answered back as datasetname. */
  name: string;
  gspId: number;
  waterYear: WaterYearRecord;
}

/** An annual report type by its module (gws, gwe, sws, twu, gwr, ev), 'tw' or its key. */
function reportTypeNamed(name: string): ReportType | undefined {
  if (name === 'tw') return REPORT_TYPES.totalwateruse;
  if ((REPORT_TYPE_KEYS as readonly string[]).includes(name)) return REPORT_TYPES[name as ReportTypeKey];
  return reportTypeOfModule(name);
}

/** A dataset by its module code (gw, wq, ...) or its key (wellsitemeasurements, ...). */
function datasetNamed(name: string): MonitoringDataset | undefined {
  if (isMonitoringDatasetKey(name)) return MONITORING_DATASETS[name];
  // DWR's files are the GSP's water level data: their lock is its lock
  if (isDwrDatasetKey(name)) return MONITORING_DATASETS[DWR_DATASETS[name].readings];
  return Object.values(MONITORING_DATASETS).find((dataset) => dataset.module === name);
}

function positiveId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 ? id : undefined;
}

/**
 * The body of bulksubmit and bulkdelete: a monitoring dataset, a GSP and a water year (by id). 400 with
 * field errors for a missing or malformed field, 404 for a GSP or water year that does not exist.
 */
export async function parseBulkTarget(
  db: Database,
  body: unknown,
  extra: (input: Record<string, unknown>, errors: FieldErrors) => void = () => {},
): Promise<BulkTarget | ReportBulkTarget> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const name = typeof input.datasetname === 'string' ? input.datasetname.trim() : '';
  const dataset = name ? datasetNamed(name) : undefined;
  const report = name && !dataset ? reportTypeNamed(name) : undefined;
  if (!name) errors.datasetname = [BULK_TEXTS.required];
  else if (!dataset && !report) errors.datasetname = [BULK_TEXTS.invalidChoice(name)];
  const gspId = positiveId(input.gsp_id);
  if (input.gsp_id === undefined || input.gsp_id === null || input.gsp_id === '') {
    errors.gsp_id = [BULK_TEXTS.required];
  } else if (gspId === undefined) errors.gsp_id = [BULK_TEXTS.invalidInteger];
  const waterYearId = positiveId(input.water_year);
  if (input.water_year === undefined || input.water_year === null || input.water_year === '') {
    errors.water_year = [BULK_TEXTS.required];
  } else if (waterYearId === undefined) errors.water_year = [BULK_TEXTS.invalidInteger];
  extra(input, errors);
  if (
    Object.keys(errors).length ||
    (!dataset && !report) ||
    gspId === undefined ||
    waterYearId === undefined
  ) {
    throw AppError.badRequest(errors);
  }
  const [gsp] = await db.select({ id: gsps.id }).from(gsps).where(eq(gsps.id, gspId));
  if (!gsp) throw AppError.notFound();
  const waterYear = await findWaterYear(db, String(waterYearId));
  return dataset ? { dataset, gspId, waterYear } : { report: report!, name, gspId, waterYear };
}

/** The lock of a report target: the one its imports take (the report type's module and the GSP). */
export const reportLockTarget = (target: ReportBulkTarget) => ({
  // the lock's key is the module's name; report modules never share one with a monitoring dataset
  dataset: { module: target.report.module as unknown as MonitoringDataset['module'] },
  gspId: target.gspId,
});

/** The condition selecting a report target's one report. */
export function targetReport(target: ReportBulkTarget) {
  return and(
    eq(annualReports.report_type, target.report.key),
    eq(annualReports.gsp_id, target.gspId),
    eq(annualReports.water_year_id, target.waterYear.id),
  );
}

/** A report target's report, locked for the change. */
export async function lockedReport(tx: Database, target: ReportBulkTarget) {
  const [report] = await tx.select().from(annualReports).where(targetReport(target)).for('update');
  return report;
}

/** The reading table of a bulk target and the condition that selects its readings. */
export function targetReadings({ dataset, gspId, waterYear }: BulkTarget) {
  const { kind, where } = gspReadingsOfYear(dataset, gspId, waterYear);
  return { kind, where, table: kind.table as typeof wellMeasurements };
}

/** How many readings a bulk target holds and its submission status (spec 2 §4). */
export async function targetStatus(db: Database, target: BulkTarget) {
  const { table, where } = targetReadings(target);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      submitted: sql<number>`(count(*) filter (where ${table.submitted}))::int`,
    })
    .from(table)
    .where(where);
  const count = Number(row?.count ?? 0);
  return { count, status: submissionStatus(count, Number(row?.submitted ?? 0)) };
}

/**
 * spec 2 §4, §7: POST bulksubmit, lock ('submitted' 1) or unlock (0) one GSP's readings of a monitoring
 * dataset dated in the water year, in one statement; answers the dataset's new status for the GSP.
 */
export async function bulkSubmit(db: Database, body: unknown, actor: ChangeActor | null = null) {
  let submitted = false;
  const target = await parseBulkTarget(db, body, (input, errors) => {
    const flag = readSubmittedFlag(input.submitted);
    if (input.submitted === undefined || input.submitted === null || input.submitted === '') {
      errors.submitted = [BULK_TEXTS.required];
    } else if (flag === undefined || flag === null) errors.submitted = [BULK_TEXTS.invalidSubmitted];
    else submitted = flag;
  });
  if ('report' in target) return submitReport(db, target, submitted, actor);
  const { count, status } = await withTargetLockNow(db, target, async (tx) => {
    const { table, where } = targetReadings(target);
    await tx.update(table).set({ submitted }).where(where);
    return targetStatus(tx, target);
  });
  return {
    datasetname: target.dataset.module,
    gsp_id: target.gspId,
    water_year: target.waterYear.id,
    count,
    submitted: status,
  };
}

/**
 * spec 2 §7, spec 3 §4: lock (submit) or unlock one GSP's annual report of the water year, under the lock
 * its imports take and in the change history as the administrator's.
 */
async function submitReport(
  db: Database,
  target: ReportBulkTarget,
  submitted: boolean,
  actor: ChangeActor | null,
) {
  const report = await withTargetLockNow(db, reportLockTarget(target), (lockTx) =>
    withChangeActor(lockTx, actor, async (tx): Promise<AnnualReportRow | undefined> => {
      const found = await lockedReport(tx, target);
      if (!found) return undefined;
      const [changed] = await tx
        .update(annualReports)
        .set({ submitted, ...(actor ? { updateby_id: actor.id } : {}), updated_at: sql`now()` })
        .where(eq(annualReports.id, found.id))
        .returning();
      return changed;
    }),
  );
  return {
    datasetname: target.name,
    gsp_id: target.gspId,
    water_year: target.waterYear.id,
    count: report ? 1 : 0,
    submitted: reportStatus(report),
  };
}
