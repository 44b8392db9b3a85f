import { and, asc, eq, lte } from 'drizzle-orm';
import type { AnnualChangePoint, ReportRecord } from '../../domain/reporting/reporting-api';
import { REPORT_TYPES } from '../../domain/reporting/report-types';
import type { Database } from '../db/client';
import { gsas, gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { presentReport } from '../reporting/report-collection';
import { annualChange } from '../reporting/reporting-status';

/**
 * What the /groundwaterstorage chart reads for one GSP, up to the report's water year: its submitted change
 * in storage reports, as the API presents them, and GET changeinstorage/annualchange?gsp= of the GSP.
 */
export async function storageHistory(
  db: Database,
  gspId: number,
  waterYear: number,
): Promise<{ records: ReportRecord[]; annualChange: AnnualChangePoint[] }> {
  const type = REPORT_TYPES.groundwaterstorage;
  const rows = await db
    .select({
      report: annualReports,
      gspName: gsps.name,
      waterYear: waterYears.waterYear,
      waterYearStart: waterYears.waterYearStart,
      yearType: waterYears.yearType,
      gsaName: gsas.name,
    })
    .from(annualReports)
    .innerJoin(gsps, eq(gsps.id, annualReports.gsp_id))
    .innerJoin(waterYears, eq(waterYears.id, annualReports.water_year_id))
    .leftJoin(gsas, eq(gsas.id, annualReports.gsa_id))
    .where(
      and(
        eq(annualReports.report_type, type.key),
        eq(annualReports.gsp_id, gspId),
        eq(annualReports.submitted, true),
        lte(waterYears.waterYear, waterYear),
      ),
    )
    .orderBy(asc(waterYears.waterYear));
  const change = await annualChange(db, String(gspId));
  return {
    records: rows.map((row) => presentReport(type, row)),
    annualChange: change.filter((point) => point.year <= waterYear),
  };
}
