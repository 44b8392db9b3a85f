import type { SessionUser } from '../../../domain/accounts/session-user';
import { completeReportValues } from '../../../domain/reporting/report-record';
import { REPORT_TYPES, type ReportTypeKey } from '../../../domain/reporting/report-types';
import type {
  ReportingStatusAnswer,
  ReportingStatusRow,
  ReportRecord,
} from '../../../domain/reporting/reporting-api';
import { buildUser } from '../../testing/factories';
import { buildWaterYear, WATER_YEAR_ID } from '../../imports/status/status-factories';

export { WATER_YEAR_ID, buildWaterYear };
export const PAST_WATER_YEAR_ID = 4;
export const KINGS = { id: 3, name: 'Kings GSP' };

/** A GSP Representative associated with Kings GSP, as its authorized reporter unless told. */
export function buildReporter(authorized: 0 | 1 = 1, overrides: Partial<SessionUser> = {}): SessionUser {
  return buildUser({
    id: 2,
    role: 'GSP Representative',
    gsp_associations: [{ id: 11, gsp: KINGS.id, gsp_label: KINGS.name, authorized_reporter: authorized }],
    ...overrides,
  });
}

/** A reporting status row: every report required and nothing filed ('None'), unless overridden. */
export function buildStatusRow(
  id: number,
  name: string,
  overrides: Record<string, string | number | boolean | null> = {},
): ReportingStatusRow {
  const row: ReportingStatusRow = { id, name, authorized_reporter: 1 };
  for (const module of ['gws', 'gwe', 'sws', 'twu', 'gwr', 'ev']) {
    row[`${module}_required`] = true;
    row[`${module}_submitted`] = 'None';
    row[`${module}_id`] = null;
  }
  return { ...row, ...overrides } as ReportingStatusRow;
}

export function buildReportingStatus(
  rows: ReportingStatusRow[],
  role: SessionUser['role'] = 'GSP Representative',
): ReportingStatusAnswer {
  return { user_role: role, gsp: rows, water_year: buildWaterYear() };
}

/** A report of Kings GSP for the active water year, a draft unless told, with complete values. */
export function buildReport(
  key: ReportTypeKey,
  values: Record<string, number | string | null> = {},
  overrides: Record<string, unknown> = {},
): ReportRecord {
  return {
    ...completeReportValues(REPORT_TYPES[key], values),
    id: 41,
    report_type: key,
    gsp_id: KINGS.id,
    gsp: KINGS.id,
    water_year_id: WATER_YEAR_ID,
    water_year: 2024,
    water_year_start: '2023-10-01',
    year_type: null,
    gsp_name_label: KINGS.name,
    gsp_label: KINGS.name,
    gsa_name_label: 'Kings River East GSA',
    saved: true,
    submitted: false,
    updateby_id: 2,
    updatedate: '2024-03-01T10:00:00Z',
    ...overrides,
  } as ReportRecord;
}
