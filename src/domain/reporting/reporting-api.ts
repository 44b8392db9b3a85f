import type { WaterYearAnswer } from '../imports/import-answers';
import type { ReportValues } from './report-record';
import type { ReportTypeKey } from './report-types';

/**
 * One annual report as the API answers it (`/api/{report type}/`, spec 3 §3): the record's own fields,
 * the labels of its header, then every figure of its type by the spec's field name (null when empty).
 * The GSP is `gsp_id` and `gsp`, and also `gspp_id` or `gsp_name_id` where the spec names it so.
 */
export type ReportRecord = ReportValues & {
  id: number;
  report_type: ReportTypeKey;
  gsp_id: number;
  gsp: number;
  gspp_id?: number;
  gsp_name_id?: number;
  water_year_id: number;
  /** The water year as a number (2024), its first day and its year type, for tables and charts. */
  water_year: number;
  water_year_start: string;
  year_type: string | null;
  gsp_name_label: string;
  gsp_label: string;
  gsa_name_label: string;
  saved: boolean;
  submitted: boolean;
  updateby_id: number | null;
  /** When it last changed (ISO 8601). */
  updatedate: string;
};

/**
 * spec 3 §3: a row of GET reportingstatus/{waterYearId}: per report module (gws, gwe, sws, twu, and gwr,
 * ev) `{module}_required` and `{module}_submitted` ('None', 'Not Submitted', 'Complete'), the id of the
 * GSP's report of the year, if any, as `{module}_id`, and the user's authorized_reporter flag.
 */
export type ReportingStatusRow = {
  id: number;
  name: string;
  authorized_reporter: 0 | 1;
} & Record<string, string | number | boolean | null>;

export interface ReportingStatusAnswer {
  user_role: string;
  gsp: ReportingStatusRow[];
  water_year: WaterYearAnswer;
}

/** spec 3 §7: GET changeinstorage/annualchange?gsp=, one point per water year with submitted storage. */
export interface AnnualChangePoint {
  year: number;
  /** The year's change in storage (AF): the sum of the submitted reports' gw_stor_total. */
  val: number;
  /** The cumulative change since the first reported year (AF). */
  change: number;
  /** The water year's year type. */
  label: string | null;
}
