import { and, eq } from 'drizzle-orm';
import type { ReportValues } from '../../domain/reporting/report-record';
import type { ReportTypeKey } from '../../domain/reporting/report-types';
import type { Database } from '../db/client';
import { annualReports } from '../db/schema/reporting';

export interface YearReport {
  submitted: boolean;
  values: ReportValues;
}

/** A GSP's annual reports of one water year, by report type (one at most of each). */
export async function yearReports(
  db: Database,
  gspId: number,
  waterYearId: number,
): Promise<Partial<Record<ReportTypeKey, YearReport>>> {
  const rows = await db
    .select({
      type: annualReports.report_type,
      submitted: annualReports.submitted,
      values: annualReports.report_values,
    })
    .from(annualReports)
    .where(and(eq(annualReports.gsp_id, gspId), eq(annualReports.water_year_id, waterYearId)));
  const byType: Partial<Record<ReportTypeKey, YearReport>> = {};
  for (const row of rows) byType[row.type] = { submitted: row.submitted, values: row.values };
  return byType;
}
