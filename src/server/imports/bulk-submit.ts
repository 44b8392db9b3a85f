import { eq, sql } from 'drizzle-orm';
import {
  MONITORING_DATASETS,
  isMonitoringDatasetKey,
  type MonitoringDataset,
} from '../../domain/imports/monitoring-datasets';
import type { FieldErrors } from '../../domain/http/field-errors';
import { readSubmittedFlag } from '../../domain/monitoring/submitted-flag';
import type { Database } from '../db/client';
import { wellMeasurements } from '../db/schema/monitoring';
import { gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import type { WaterYearRecord } from '../admin/water-years-collection';
import { findWaterYear, gspReadingsOfYear, submissionStatus } from './import-status';
import { withTargetLockNow } from './target-lock';

/** spec 2 §7: the annual reporting datasets of the bulk calls, which come with annual reporting (spec 3). */
const ANNUAL_DATASETS = ['gws', 'gwe', 'gwr', 'sws', 'tw', 'twu', 'ev'];

export const BULK_TEXTS = {
  required: 'This field is required.',
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  notAvailable: (value: string) => `Bulk changes to "${value}" are not available yet.`,
  invalidInteger: 'A valid integer is required.',
  invalidSubmitted: 'Must be 0 or 1.',
  locked: 'This data is locked (Complete). Unlock it before deleting or re-importing it.',
} as const;

export interface BulkTarget {
  dataset: MonitoringDataset;
  gspId: number;
  waterYear: WaterYearRecord;
}

/** A dataset by its module code (gw, wq, ...) or its key (wellsitemeasurements, ...). */
function datasetNamed(name: string): MonitoringDataset | undefined {
  if (isMonitoringDatasetKey(name)) return MONITORING_DATASETS[name];
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
): Promise<BulkTarget> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const name = typeof input.datasetname === 'string' ? input.datasetname.trim() : '';
  const dataset = name ? datasetNamed(name) : undefined;
  if (!name) errors.datasetname = [BULK_TEXTS.required];
  else if (!dataset) {
    errors.datasetname = [
      ANNUAL_DATASETS.includes(name) ? BULK_TEXTS.notAvailable(name) : BULK_TEXTS.invalidChoice(name),
    ];
  }
  const gspId = positiveId(input.gsp_id);
  if (input.gsp_id === undefined || input.gsp_id === null || input.gsp_id === '') {
    errors.gsp_id = [BULK_TEXTS.required];
  } else if (gspId === undefined) errors.gsp_id = [BULK_TEXTS.invalidInteger];
  const waterYearId = positiveId(input.water_year);
  if (input.water_year === undefined || input.water_year === null || input.water_year === '') {
    errors.water_year = [BULK_TEXTS.required];
  } else if (waterYearId === undefined) errors.water_year = [BULK_TEXTS.invalidInteger];
  extra(input, errors);
  if (Object.keys(errors).length || !dataset || gspId === undefined || waterYearId === undefined) {
    throw AppError.badRequest(errors);
  }
  const [gsp] = await db.select({ id: gsps.id }).from(gsps).where(eq(gsps.id, gspId));
  if (!gsp) throw AppError.notFound();
  const waterYear = await findWaterYear(db, String(waterYearId));
  return { dataset, gspId, waterYear };
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
export async function bulkSubmit(db: Database, body: unknown) {
  let submitted = false;
  const target = await parseBulkTarget(db, body, (input, errors) => {
    const flag = readSubmittedFlag(input.submitted);
    if (input.submitted === undefined || input.submitted === null || input.submitted === '') {
      errors.submitted = [BULK_TEXTS.required];
    } else if (flag === undefined || flag === null) errors.submitted = [BULK_TEXTS.invalidSubmitted];
    else submitted = flag;
  });
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
