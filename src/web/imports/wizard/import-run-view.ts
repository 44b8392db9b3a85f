import type {
  ColumnCheckResult,
  DataRunStarted,
  ImportRunState,
} from '../../../domain/imports/import-answers';
import { IMPORT_RUN_STATUS, isFinishedRun, type ImportRunStatus } from '../../../domain/imports/import-texts';
import { ApiError } from '../../api/api-client';
import { refusalMessage } from './refusal-message';

/** How the steps before the data run ended: the columns did not map, or the run was queued. */
export type LaunchOutcome =
  { kind: 'columnFailure'; columns: ColumnCheckResult } | { kind: 'started'; run: DataRunStarted };

/** The launch's state as TanStack Query's mutation gives it. */
export type LaunchState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: LaunchOutcome };

/** The latest check of the run: its last answer, and the error of the last check if it failed. */
export interface RunCheck {
  data: ImportRunState | undefined;
  error: unknown;
}

/** What the wizard shows of an import. */
export interface ImportRunView {
  status: ImportRunStatus;
  /** A run is under way: the button waits for it. */
  active: boolean;
  /** Why the import stopped: a call refused or not answered. */
  refusal: string | null;
  /** The last check of the run went unanswered; the run goes on on the server. */
  unreachable: boolean;
  /** The columns of the file that do not map, when the column check stopped the import. */
  columnFailure: ColumnCheckResult | null;
  /** What the server last said of the run. */
  run: ImportRunState | null;
}

const QUIET: Omit<ImportRunView, 'status'> = {
  active: false,
  refusal: null,
  unreachable: false,
  columnFailure: null,
  run: null,
};

/** A check that may answer next time: no answer, a server failure, a rate limit. */
export function isLostContact(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** spec 2 §4: SUCCESS or FAILURE stops polling, and so does a refusal that will not change. */
export function keepsPolling(check: RunCheck): boolean {
  if (check.error) return isLostContact(check.error);
  return !check.data || !isFinishedRun(check.data.status);
}

/** spec 2 §4: the wizard's status from the launch's steps and the run's checks. */
export function importRunView(launch: LaunchState, check: RunCheck): ImportRunView {
  switch (launch.status) {
    case 'idle':
      return { ...QUIET, status: IMPORT_RUN_STATUS.notStarted };
    case 'pending':
      return { ...QUIET, status: IMPORT_RUN_STATUS.pleaseWait, active: true };
    case 'error':
      return { ...QUIET, status: IMPORT_RUN_STATUS.failure, refusal: refusalMessage(launch.error) };
  }
  if (launch.data.kind === 'columnFailure') {
    return { ...QUIET, status: IMPORT_RUN_STATUS.failure, columnFailure: launch.data.columns };
  }
  const run = check.data ?? null;
  if (check.error) {
    return isLostContact(check.error)
      ? { ...QUIET, status: IMPORT_RUN_STATUS.unknown, active: true, unreachable: true, run }
      : { ...QUIET, status: IMPORT_RUN_STATUS.failure, refusal: refusalMessage(check.error), run };
  }
  // A queued run not yet picked up is 'Not Started' on the server; for the person who started it, it is
  // under way.
  if (!run || run.status === IMPORT_RUN_STATUS.notStarted) {
    return { ...QUIET, status: IMPORT_RUN_STATUS.pleaseWait, active: true, run };
  }
  return { ...QUIET, status: run.status, active: !isFinishedRun(run.status), run };
}
