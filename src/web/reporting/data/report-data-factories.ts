import type { AnnualChangePoint, ReportRecord } from '../../../domain/reporting/reporting-api';
import type { ReportTypeKey } from '../../../domain/reporting/report-types';

export const KINGS = 3;
export const MADERA = 8;

/** A submitted report of Kings GSP for water year 2020 (a Wet year), unless overridden. */
export function buildReport(
  reportType: ReportTypeKey,
  id: number,
  overrides: Record<string, unknown> = {},
): ReportRecord {
  const waterYear = (overrides.water_year as number | undefined) ?? 2020;
  const gspId = (overrides.gsp_id as number | undefined) ?? KINGS;
  return {
    id,
    report_type: reportType,
    gsp_id: gspId,
    gsp: gspId,
    water_year_id: waterYear - 2000,
    water_year: waterYear,
    water_year_start: `${waterYear - 1}-10-01`,
    year_type: 'Wet',
    gsp_name_label: 'Kings GSP',
    gsp_label: 'Kings GSP',
    gsa_name_label: 'Kings River East GSA',
    saved: true,
    submitted: true,
    updateby_id: null,
    updatedate: '2024-01-15T10:00:00Z',
    ...overrides,
  } as ReportRecord;
}

export const changePoint = (
  year: number,
  val: number,
  change: number,
  label: string | null,
): AnnualChangePoint => ({ year, val, change, label });

/** The URLs fetch was asked for, query strings included (the fake API records paths only). */
export function requestedUrls(): string[] {
  return (fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) => String(call[0]));
}
