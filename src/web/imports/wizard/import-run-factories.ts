import type {
  ColumnCheckAnswer,
  ColumnCheckResult,
  ImportRunState,
  SkippedProblem,
} from '../../../domain/imports/import-answers';

export const FILE_ID = 21;
export const RUN_ID = 31;
export const TASK_ID = 'task-31';

/** A run of 100 rows of water levels for GSP 3, still reading unless overridden. */
export function buildRunState(overrides: Partial<ImportRunState> = {}): ImportRunState {
  return {
    id: RUN_ID,
    task_id: TASK_ID,
    dataset: 'wellsitemeasurements',
    gsp_id: 3,
    status: 'PROGRESS',
    current: 0,
    total: 100,
    loaded: 0,
    skipped_count: 0,
    skipped: [],
    error: null,
    detail: null,
    dwr: null,
    ...overrides,
  };
}

export function buildSkipped(count: number): SkippedProblem[] {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    column: 'measurement_date',
    reason: `Enter a date as YYYY-MM-DD. (${index + 1})`,
  }));
}

/** A header row with an unknown column and a missing required one. */
export function buildColumnFailure(): ColumnCheckResult {
  return {
    unknown_count: 2,
    columns: [
      {
        index: 0,
        letter: 'A',
        name: 'dms_site_id',
        field: 'dms_site_id',
        label: 'DMS Site ID',
        error: null,
      },
      {
        index: 1,
        letter: 'B',
        name: 'Depth',
        field: null,
        label: null,
        error: "Unknown column 'Depth'. Rename it to one of the acceptable columns below, or delete it.",
      },
      {
        index: null,
        letter: null,
        name: 'measurement_date',
        field: null,
        label: null,
        error: "Required column missing. Add a column named 'measurement_date' (Measurement Date).",
      },
    ],
    acceptable: [
      { id: 'dms_site_id', label: 'DMS Site ID' },
      { id: 'measurement_date', label: 'Measurement Date' },
    ],
  };
}

export function buildColumnCheck(result: Partial<ColumnCheckResult> = {}): ColumnCheckAnswer {
  return {
    id: RUN_ID,
    result: { unknown_count: 0, columns: [], acceptable: [], ...result },
  };
}
