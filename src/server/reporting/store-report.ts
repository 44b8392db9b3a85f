import { and, asc, eq, sql } from 'drizzle-orm';
import { toFieldErrors } from '../../domain/http/field-errors';
import { completeReportValues, reportValuesSchema } from '../../domain/reporting/report-record';
import type { ReportType } from '../../domain/reporting/report-types';
import { REPORTING_TEXTS } from '../../domain/reporting/reporting-texts';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gsaAssociations } from '../db/schema/organisations';
import { annualReports, type AnnualReportRow } from '../db/schema/reporting';
import { AppError } from '../http/app-error';

export interface StoreReportInput {
  type: ReportType;
  gspId: number;
  waterYearId: number;
  actor: UserRow;
  /** The values as entered, not yet validated. */
  values: Record<string, unknown>;
  /** An import replaces every figure; a form update merges into the figures already stored. */
  mode: 'replace' | 'merge';
  /** Also mark the report submitted. */
  submit?: boolean;
}

/** spec 3 §4: a submitted report changes only after an administrator unlocks it. */
export function submittedReportConflict(): AppError {
  return new AppError(409, { detail: REPORTING_TEXTS.submittedLock });
}

/**
 * The one write of annual_reports.report_values: validates the entered values with the domain's rules,
 * then creates or updates the one report of (type, GSP, water year) with every field present and every
 * total recomputed. `tx` is already inside withChangeActor, so the change history names the actor. Callers
 * check access; a submitted report is refused here (409), whoever asks.
 */
export async function storeReport(tx: Database, input: StoreReportInput): Promise<AnnualReportRow> {
  const parsed = reportValuesSchema(input.type).safeParse(input.values ?? {});
  if (!parsed.success) throw AppError.badRequest(toFieldErrors(parsed.error));
  const entered = parsed.data;
  const submitted = input.submit ? { submitted: true } : {};

  // A concurrent create of the same report waits here for the other one and then updates it.
  const [created] = await tx
    .insert(annualReports)
    .values({
      report_type: input.type.key,
      gsp_id: input.gspId,
      water_year_id: input.waterYearId,
      gsa_id: await firstGsaOf(tx, input.actor.id),
      saved: true,
      ...submitted,
      report_values: completeReportValues(input.type, entered),
      updateby_id: input.actor.id,
    })
    .onConflictDoNothing({
      target: [annualReports.report_type, annualReports.gsp_id, annualReports.water_year_id],
    })
    .returning();
  if (created) return created;

  const [existing] = await tx
    .select()
    .from(annualReports)
    .where(
      and(
        eq(annualReports.report_type, input.type.key),
        eq(annualReports.gsp_id, input.gspId),
        eq(annualReports.water_year_id, input.waterYearId),
      ),
    )
    .for('update');
  if (!existing) throw new Error('The annual report vanished between its insert and its lock.');
  if (existing.submitted) throw submittedReportConflict();

  const base = input.mode === 'merge' ? existing.report_values : {};
  const merged: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(entered)) if (value !== undefined) merged[name] = value;
  const [updated] = await tx
    .update(annualReports)
    .set({
      saved: true,
      ...submitted,
      report_values: completeReportValues(input.type, merged),
      updateby_id: input.actor.id,
      updated_at: sql`now()`,
    })
    .where(eq(annualReports.id, existing.id))
    .returning();
  return updated!;
}

async function firstGsaOf(tx: Database, userId: number): Promise<number | null> {
  const [association] = await tx
    .select({ gsaId: gsaAssociations.gsaId })
    .from(gsaAssociations)
    .where(eq(gsaAssociations.userId, userId))
    .orderBy(asc(gsaAssociations.id))
    .limit(1);
  return association?.gsaId ?? null;
}
