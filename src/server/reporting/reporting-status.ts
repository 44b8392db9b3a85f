import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { canUseImportAndReporting, isAdministrator } from '../../domain/accounts/permissions';
import { SUBMISSION_STATUS } from '../../domain/imports/import-texts';
import { canFileReport } from '../../domain/reporting/report-access';
import { REPORT_TYPE_KEYS, REPORT_TYPES } from '../../domain/reporting/report-types';
import type {
  AnnualChangePoint,
  ReportingStatusAnswer,
  ReportingStatusRow,
} from '../../domain/reporting/reporting-api';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gspAssociations, gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { AppError } from '../http/app-error';
import { findWaterYear } from '../admin/find-water-year';
import { reportAssociationsOf } from './report-collection';

/** spec 3 §3: a report's status: 'None' without one, 'Complete' once submitted, else 'Not Submitted'. */
export function reportStatus(report: { submitted: boolean } | undefined): string {
  if (!report) return SUBMISSION_STATUS.none;
  return report.submitted ? SUBMISSION_STATUS.complete : SUBMISSION_STATUS.notSubmitted;
}

/** The reports of a water year by type and GSP (over the given GSPs, or all). */
export async function reportsOfYear(db: Database, waterYearId: number, gspIds: number[] | null) {
  const rows = await db
    .select({
      id: annualReports.id,
      type: annualReports.report_type,
      gspId: annualReports.gsp_id,
      submitted: annualReports.submitted,
    })
    .from(annualReports)
    .where(
      and(
        eq(annualReports.water_year_id, waterYearId),
        gspIds === null ? undefined : inArray(annualReports.gsp_id, gspIds),
      ),
    );
  const byKey = new Map<string, { id: number; submitted: boolean }>();
  for (const row of rows) byKey.set(`${row.type}:${row.gspId}`, row);
  return (type: string, gspId: number) => byKey.get(`${type}:${gspId}`);
}

/**
 * spec 3 §3, §7: GET reportingstatus/{waterYearId}, the /reporting screen's rows: the user's GSPs (an
 * administrator's: all), and per report module whether the GSP must file it, its status and its id.
 * authorized_reporter says whether the user files the GSP's reports: administrators do not (spec 3 §6).
 */
export async function reportingStatus(
  db: Database,
  actor: UserRow,
  waterYearId: string,
): Promise<ReportingStatusAnswer> {
  if (!canUseImportAndReporting(actor)) throw AppError.forbidden();
  const waterYear = await findWaterYear(db, waterYearId);
  const associations = await reportAssociationsOf(db, actor.id);
  const columns = { id: gsps.id, name: gsps.name, dataSubmission: gsps.dataSubmission };
  const gspRows = isAdministrator(actor)
    ? await db.select(columns).from(gsps).orderBy(asc(gsps.name), asc(gsps.id))
    : await db
        .select(columns)
        .from(gspAssociations)
        .innerJoin(gsps, eq(gsps.id, gspAssociations.gspId))
        .where(eq(gspAssociations.userId, actor.id))
        .orderBy(asc(gsps.name), asc(gsps.id));
  const reportOf = await reportsOfYear(
    db,
    waterYear.id,
    isAdministrator(actor) ? null : gspRows.map((row) => row.id),
  );
  const gsp = gspRows.map((row) => {
    const required = new Set<string>(row.dataSubmission);
    const record: ReportingStatusRow = {
      id: row.id,
      name: row.name,
      authorized_reporter: canFileReport(actor, associations, row.id) ? 1 : 0,
    };
    for (const key of REPORT_TYPE_KEYS) {
      const type = REPORT_TYPES[key];
      const report = reportOf(key, row.id);
      record[`${type.module}_required`] = required.has(type.requirement);
      record[`${type.module}_submitted`] = reportStatus(report);
      record[`${type.module}_id`] = report?.id ?? null;
    }
    return record;
  });
  return { user_role: actor.role, gsp, water_year: waterYear };
}

/**
 * spec 3 §7: GET changeinstorage/annualchange?gsp=, per water year with submitted storage reports (of the
 * GSP, or of every GSP): the year's change in storage, the cumulative change since the first such year and
 * the year's type, oldest first.
 */
export async function annualChange(db: Database, gsp: string | undefined): Promise<AnnualChangePoint[]> {
  let gspId: number | undefined;
  if (gsp !== undefined && gsp !== '') {
    if (!/^\d{1,9}$/.test(gsp.trim())) throw AppError.badRequest({ gsp: ['A valid integer is required.'] });
    gspId = Number(gsp.trim());
  }
  const rows = await db
    .select({
      year: waterYears.waterYear,
      label: waterYears.yearType,
      val: sql<string>`coalesce(sum((${annualReports.report_values} ->> 'gw_stor_total')::numeric), 0)`,
    })
    .from(annualReports)
    .innerJoin(waterYears, eq(waterYears.id, annualReports.water_year_id))
    .where(
      and(
        eq(annualReports.report_type, 'groundwaterstorage'),
        eq(annualReports.submitted, true),
        gspId === undefined ? undefined : eq(annualReports.gsp_id, gspId),
      ),
    )
    .groupBy(waterYears.waterYear, waterYears.yearType)
    .orderBy(asc(waterYears.waterYear));
  let change = 0;
  return rows.map((row) => {
    const val = Number(row.val);
    change += val;
    return { year: row.year, val, change, label: row.label ?? null };
  });
}
