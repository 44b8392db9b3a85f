import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { isAdministrator } from '../../domain/accounts/permissions';
import { canFileReport, canReadGspReports } from '../../domain/reporting/report-access';
import { choicesOf, computedFieldNames, reportFields } from '../../domain/reporting/report-record';
import { TEXT_MAX_LENGTH } from '../../domain/accounts/account-schemas';
import type { ReportType } from '../../domain/reporting/report-types';
import type { ReportRecord } from '../../domain/reporting/reporting-api';
import { REPORTING_TEXTS } from '../../domain/reporting/reporting-texts';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gsas, gspAssociations, gsps, waterYears } from '../db/schema/organisations';
import { annualReports, type AnnualReportRow } from '../db/schema/reporting';
import type { Collection, CollectionCall, FieldDescription } from '../http/collection-routes';
import { AppError } from '../http/app-error';
import { storeReport } from './store-report';

export const REPORT_API_TEXTS = {
  required: 'This field is required.',
  invalidPk: (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`,
  deleteNotAllowed: 'Method "DELETE" not allowed.',
} as const;

/** The GSP associations the access rules read, of one user. */
export async function reportAssociationsOf(db: Database, userId: number) {
  return db
    .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, userId));
}

const selection = {
  report: annualReports,
  gspName: gsps.name,
  waterYear: waterYears.waterYear,
  waterYearStart: waterYears.waterYearStart,
  yearType: waterYears.yearType,
  gsaName: gsas.name,
};

function reportsQuery(db: Database) {
  return db
    .select(selection)
    .from(annualReports)
    .innerJoin(gsps, eq(gsps.id, annualReports.gsp_id))
    .innerJoin(waterYears, eq(waterYears.id, annualReports.water_year_id))
    .leftJoin(gsas, eq(gsas.id, annualReports.gsa_id));
}

type JoinedReport = {
  report: AnnualReportRow;
  gspName: string;
  waterYear: number;
  waterYearStart: string;
  yearType: string | null;
  gsaName: string | null;
};

/** spec 3 §3: a report as the API answers it: its header, then every figure of its type. */
export function presentReport(type: ReportType, row: JoinedReport): ReportRecord {
  const { report } = row;
  const values: Record<string, number | string | null> = {};
  for (const field of reportFields(type)) values[field.name] = report.report_values[field.name] ?? null;
  return {
    ...values,
    id: report.id,
    report_type: report.report_type,
    gsp_id: report.gsp_id,
    gsp: report.gsp_id,
    ...(type.gspAlias ? { [type.gspAlias]: report.gsp_id } : {}),
    water_year_id: report.water_year_id,
    water_year: row.waterYear,
    water_year_start: row.waterYearStart,
    year_type: row.yearType,
    gsp_name_label: row.gspName,
    gsp_label: row.gspName,
    gsa_name_label: row.gsaName ?? '',
    saved: report.saved,
    submitted: report.submitted,
    updateby_id: report.updateby_id,
    updatedate: report.updated_at.toISOString(),
  } as ReportRecord;
}

/** DRF's OPTIONS of a report type: every figure with its label and choices; totals read-only. */
export function reportFieldDescriptions(type: ReportType): Record<string, FieldDescription> {
  const computed = computedFieldNames(type);
  const described: Record<string, FieldDescription> = {
    id: { type: 'integer', label: 'ID', read_only: true },
    gsp: { type: 'field', label: REPORTING_TEXTS.gsp, required: true },
    ...(type.gspAlias
      ? { [type.gspAlias]: { type: 'field', label: REPORTING_TEXTS.gsp, required: false } as const }
      : {}),
    water_year: { type: 'field', label: REPORTING_TEXTS.waterYear, required: true },
    saved: { type: 'boolean', label: 'Saved', required: false },
    submitted: { type: 'boolean', label: 'Submitted', required: false },
  };
  for (const field of reportFields(type)) {
    const choices = choicesOf(field.kind);
    described[field.name] = computed.has(field.name)
      ? { type: 'field', label: field.label, read_only: true }
      : choices
        ? {
            type: 'choice',
            label: field.label,
            required: false,
            choices: choices.map((value) => ({ value, display_name: value })),
          }
        : field.kind === 'text'
          ? { type: 'string', label: field.label, required: false, max_length: TEXT_MAX_LENGTH }
          : { type: 'field', label: field.label, required: false };
  }
  return described;
}

const ANSWERED = ['report_type', 'water_year_start', 'year_type', 'gsp_name_label'];

function idFilter(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** true, 'true', 1 and '1' submit; anything else does not. */
function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'True';
}

/** spec 3 §4, §6: who may write a GSP's report: its authorized reporter, for the active water year. */
async function assertMayFile(db: Database, type: ReportType, actor: UserRow, gspId: number) {
  if (!type.editableForm) throw AppError.forbidden(REPORTING_TEXTS.importedOnlyLock);
  if (!canFileReport(actor, await reportAssociationsOf(db, actor.id), gspId)) throw AppError.forbidden();
}

async function assertActiveWaterYear(db: Database, waterYearId: number) {
  const [year] = await db
    .select({ isActive: waterYears.isActive })
    .from(waterYears)
    .where(eq(waterYears.id, waterYearId));
  if (!year) throw AppError.badRequest({ water_year_id: [REPORT_API_TEXTS.invalidPk(waterYearId)] });
  if (!year.isActive) throw AppError.badRequest({ water_year_id: [REPORTING_TEXTS.activeYearOnly] });
}

/** The GSP of a create: gsp_id, gsp or the type's other name for it. */
function requestedId(input: Record<string, unknown>, names: string[]): unknown {
  for (const name of names) if (input[name] !== undefined && input[name] !== null) return input[name];
  return undefined;
}

function positiveId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;
}

/**
 * /api/{report type}/ (spec 3 §3, §7): list, retrieve, create, update and OPTIONS of one report type.
 * Submitted reports are for every signed-in user; drafts for administrators and the GSP's associated
 * users. Only the GSP's authorized reporter writes, for the active water year, and never a submitted
 * report (storeReport). Reports are deleted only by bulkdelete.
 */
export function reportCollection(type: ReportType): Collection<ReportRecord> {
  async function readable(call: CollectionCall, submittedOnly: boolean): Promise<SQL | undefined> {
    if (submittedOnly) return eq(annualReports.submitted, true);
    if (call.actor.role === 'Agency') throw AppError.forbidden();
    if (isAdministrator(call.actor)) return undefined;
    const associated = (await reportAssociationsOf(call.db, call.actor.id)).map((entry) => entry.gsp);
    return associated.length
      ? or(eq(annualReports.submitted, true), inArray(annualReports.gsp_id, associated))
      : eq(annualReports.submitted, true);
  }

  async function one(call: CollectionCall, id: number): Promise<ReportRecord | undefined> {
    const [row] = await reportsQuery(call.db).where(
      and(eq(annualReports.id, id), eq(annualReports.report_type, type.key)),
    );
    if (!row) return undefined;
    if (!row.report.submitted) {
      if (call.actor.role === 'Agency') throw AppError.forbidden();
      const associations = await reportAssociationsOf(call.db, call.actor.id);
      if (!canReadGspReports(call.actor, associations, row.report.gsp_id)) return undefined;
    }
    return presentReport(type, row);
  }

  return {
    path: type.key,
    title: type.title,
    read: 'signedIn',
    write: 'signedIn',
    answered: ANSWERED,
    fields: () => reportFieldDescriptions(type),
    async list(call, page) {
      const gsp = idFilter(call.query.gsp);
      const waterYear = idFilter(call.query.water_year);
      if (gsp === null || waterYear === null) return [];
      const submittedOnly = isTrue(call.query.submitted);
      const visible = await readable(call, submittedOnly);
      // spec 3 §6: a GSP's history (drafts and submitted alike) is for its users and administrators
      if (gsp !== undefined && !submittedOnly) {
        const associations = await reportAssociationsOf(call.db, call.actor.id);
        if (!canReadGspReports(call.actor, associations, gsp))
          throw AppError.forbidden(REPORTING_TEXTS.notAssociated);
      }
      const rows = await reportsQuery(call.db)
        .where(
          and(
            eq(annualReports.report_type, type.key),
            visible,
            gsp === undefined ? undefined : eq(annualReports.gsp_id, gsp),
            waterYear === undefined ? undefined : eq(annualReports.water_year_id, waterYear),
          ),
        )
        .orderBy(desc(waterYears.waterYear), asc(gsps.name), asc(annualReports.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => presentReport(type, row));
    },
    get: one,
    async create(call, body) {
      // the routes refuse a write whose body is not a JSON object (assertRecordBody)
      const input = body as Record<string, unknown>;
      if (call.actor.role === 'Agency') throw AppError.forbidden();
      if (!type.editableForm) throw AppError.forbidden(REPORTING_TEXTS.importedOnlyLock);
      const rawGsp = requestedId(input, ['gsp_id', 'gsp', ...(type.gspAlias ? [type.gspAlias] : [])]);
      const rawYear = requestedId(input, ['water_year_id']);
      const errors: Record<string, string[]> = {};
      const gspId = positiveId(rawGsp);
      const waterYearId = positiveId(rawYear);
      if (rawGsp === undefined) errors.gsp_id = [REPORT_API_TEXTS.required];
      else if (gspId === undefined) errors.gsp_id = [REPORT_API_TEXTS.invalidPk(rawGsp)];
      if (rawYear === undefined) errors.water_year_id = [REPORT_API_TEXTS.required];
      else if (waterYearId === undefined) errors.water_year_id = [REPORT_API_TEXTS.invalidPk(rawYear)];
      if (gspId === undefined || waterYearId === undefined) throw AppError.badRequest(errors);
      const [gsp] = await call.db.select({ id: gsps.id }).from(gsps).where(eq(gsps.id, gspId));
      if (!gsp) throw AppError.badRequest({ gsp_id: [REPORT_API_TEXTS.invalidPk(gspId)] });
      await assertMayFile(call.db, type, call.actor, gspId);
      await assertActiveWaterYear(call.db, waterYearId);
      const [existing] = await call.db
        .select({ id: annualReports.id })
        .from(annualReports)
        .where(
          and(
            eq(annualReports.report_type, type.key),
            eq(annualReports.gsp_id, gspId),
            eq(annualReports.water_year_id, waterYearId),
          ),
        );
      if (existing) throw AppError.nonField(REPORTING_TEXTS.alreadyFiled);
      const stored = await storeReport(call.db, {
        type,
        gspId,
        waterYearId,
        actor: call.actor,
        values: input,
        mode: 'merge',
        submit: isTrue(input.submitted),
      });
      return (await one(call, stored.id))!;
    },
    async update(call, id, body, partial) {
      const input = body as Record<string, unknown>;
      const current = await one(call, id);
      if (!current) return undefined;
      await assertMayFile(call.db, type, call.actor, current.gsp_id);
      await assertActiveWaterYear(call.db, current.water_year_id);
      await storeReport(call.db, {
        type,
        gspId: current.gsp_id,
        waterYearId: current.water_year_id,
        actor: call.actor,
        values: input,
        mode: partial ? 'merge' : 'replace',
        submit: isTrue(input.submitted),
      });
      return one(call, id);
    },
    remove() {
      throw new AppError(405, { detail: REPORT_API_TEXTS.deleteNotAllowed });
    },
  };
}
