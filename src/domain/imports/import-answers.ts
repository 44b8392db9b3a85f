import type { DwrDatasetKey } from '../dwr/dwr-datasets';
import type { AcceptableColumn } from './column-mapping';
import type { ReportTypeKey } from '../reporting/report-types';
import type { MonitoringDatasetKey } from './monitoring-datasets';

/** What an import run fills: a monitoring dataset's readings, or a GSP's annual report of one type. */
export type ImportDatasetKey = MonitoringDatasetKey | ReportTypeKey | DwrDatasetKey;

/**
 * The answers of the import calls (spec 2 §7), as the server sends them and the screens read them. The
 * server builds them; these types keep the two sides in step.
 */

/** A water year as the API presents it (spec 2 §3). */
export interface WaterYearAnswer {
  id: number;
  water_year: number;
  water_year_start: string;
  water_year_end: string;
  water_year_start_lbl: string;
  water_year_end_lbl: string;
  import_start: string;
  import_end: string;
  is_active: boolean;
  year_type: string | null;
}

/**
 * spec 2 §3 GSP status record: id, name, authorized_reporter (0 or 1), monitoringimport, and per module
 * (gw, wq, surf, sub, stream, gws, gwe, gwr, sws, tw, twu, ev) `{module}_required`, `{module}_ct` and
 * `{module}_submitted` ('Complete', 'None' or 'Not Submitted').
 */
export type GspStatusRecord = {
  id: number;
  name: string;
  authorized_reporter: 0 | 1;
  monitoringimport: boolean;
} & Record<string, string | number | boolean>;

/** GET importstatus/{waterYearId} and combinedstatus/{waterYearId}. */
export interface GspStatusAnswer {
  gsp: GspStatusRecord[];
  water_year: WaterYearAnswer;
  user_role: string;
}

/** GET measurements/{dataset}/{gsp_id}/{water_year_id}: readings by site and date, with `submitted`. */
export interface GspMeasurementsAnswer {
  measurements: Record<string, unknown>[];
  /** The dataset's submission status for the year ('Complete', 'None', 'Not Submitted'). */
  submitted: string;
  gsp: { id: number; name: string };
  water_year: WaterYearAnswer;
  user_role: string;
}

/** One header cell of the file, or one required column it lacks (index null). */
export interface CheckedColumn {
  /** The column's position, 0 for column A; null for a required column that is missing. */
  index: number | null;
  /** The column's letter, 'A' for the first; null for a missing column. */
  letter: string | null;
  /** The header as the spreadsheet names it ('Column D' when blank), or the missing field's id. */
  name: string;
  /** The field id the column maps to, or null. */
  field: string | null;
  /** The field's label, or null. */
  label: string | null;
  /** Why the column does not map, or null. */
  error: string | null;
}

export interface ColumnCheckResult {
  /** How many columns do not map (unknown, unnamed, ambiguous, repeated, or required and missing). */
  unknown_count: number;
  columns: CheckedColumn[];
  /** spec 2 §8: the table under 'Acceptable column values for this dataset are:', id and label. */
  acceptable: AcceptableColumn[];
}

/** GET datawizard/{id}/columns */
export interface ColumnCheckAnswer {
  id: number;
  result: ColumnCheckResult;
}

/** spec 2 §7: the multipart field of POST filemodels.json that carries the spreadsheet. */
export const UPLOAD_FIELD = 'spreadsheet';

/** POST filemodels.json and POST datawizard.json */
export interface CreatedAnswer {
  id: number;
}

/** POST datawizard/{id}/data: the run is queued; its state is read with status.json?task={task_id}. */
export interface DataRunStarted {
  id: number;
  task_id: string;
}

/** One reason a row was not stored: its spreadsheet row, the column id ('' for the whole row) and why. */
export interface SkippedProblem {
  row: number;
  column: string;
  reason: string;
}

/** The run states the server stores; 'Please Wait...' and 'UNKNOWN' are the wizard's own (spec 2 §4). */
export type StoredRunStatus = 'Not Started' | 'PROGRESS' | 'SUCCESS' | 'FAILURE';

/** GET datawizard/{id}/status.json?task={task_id} */
export interface ImportRunState {
  id: number;
  task_id: string;
  dataset: ImportDatasetKey;
  gsp_id: number;
  status: StoredRunStatus;
  /** Rows read so far; at the end, every data row of the file (spec 2 §8 '{current} of {total}'). */
  current: number;
  /** Data rows of the file, known once the file has been read (0 until then). */
  total: number;
  /** Rows stored, at SUCCESS. */
  loaded: number;
  /** How many rows were not stored (spec 2 §8 '{n} records did not upload'). */
  skipped_count: number;
  /** The problems of the skipped rows by row, at most SKIPPED_PROBLEMS_SHOWN of them. */
  skipped: SkippedProblem[];
  /** What went wrong, on FAILURE; in PROGRESS, that the run is starting again after its server stopped. */
  error: string | null;
  /** On a column mapping FAILURE, the column check (spec 2 §8 'Column Mapping Failure:'). */
  detail: ColumnCheckResult | null;
  /** What an import of one of DWR's files did, at SUCCESS; null for the other datasets. */
  dwr: DwrRunReport | null;
}

/**
 * An import of DWR's file keeps the rows a later edition brings again: its rows are added, changed or found
 * as they were; rows whose figures disagree are stored and reported.
 */
export interface DwrRunReport {
  inserted: number;
  updated: number;
  unchanged: number;
  warning_count: number;
  /** The first SKIPPED_PROBLEMS_SHOWN warnings, by row. */
  warnings: SkippedProblem[];
  /**
   * Stations of the file outside the GSP's boundary, left out without a problem each (DWR's statewide
   * file holds tens of thousands); null when the GSP has no boundary or the file is of measurements.
   */
  outside_boundary: number | null;
}

/** The problems a run keeps and shows; skipped_count still counts every skipped row. */
export const SKIPPED_PROBLEMS_SHOWN = 1000;

/** The navigation state /wizard/{gspId} needs (spec 2 §2.3): the dataset to import. */
export interface WizardState {
  dataset: ImportDatasetKey;
}
