import type { DwrRunReport, ImportRunState } from '../../domain/imports/import-answers';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import type { ImportRunRow } from '../db/schema/imports';
import { AppError } from '../http/app-error';
import { findReadableRun } from './check-columns';
import { endRun, isPastTimeLimit } from './run-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * spec 2 §7 GET datawizard/{id}/status.json?task={task_id}: the run's state as its worker stored it. A run
 * asked for longer ago than the time limit ends here in FAILURE, so a run no worker took up (every server
 * down meanwhile) does not stay in PROGRESS.
 */
export async function importRunStatus(
  db: Database,
  actor: UserRow,
  runId: number,
  task: unknown,
  timeLimitMs: number,
): Promise<ImportRunState> {
  const run = await findReadableRun(db, actor, runId);
  if (typeof task !== 'string' || !UUID.test(task) || task.toLowerCase() !== run.taskId) {
    throw AppError.notFound(RUN_MESSAGES.noSuchTask);
  }
  if (run.status === 'PROGRESS' && isPastTimeLimit(run.startedAt, timeLimitMs)) {
    // only the state: its staged rows are the worker's to sweep, not a poll's to wait for
    await endRun(db, run, { error: RUN_MESSAGES.timeLimit(Math.round(timeLimitMs / 60_000)) });
    return presentRun(await findReadableRun(db, actor, runId));
  }
  return presentRun(run);
}

const isDwrReport = (detail: unknown): detail is { dwr: DwrRunReport } =>
  typeof detail === 'object' && detail !== null && 'dwr' in detail;

export function presentRun(run: ImportRunRow): ImportRunState {
  return {
    id: run.id,
    task_id: run.taskId,
    dataset: run.dataset,
    gsp_id: run.gspId,
    status: run.status,
    current: run.current,
    total: run.total,
    loaded: run.loaded,
    skipped_count: run.skippedCount,
    skipped: run.skipped,
    error: run.error,
    // a DWR import's report is kept where a failed run keeps its column check
    ...(isDwrReport(run.detail)
      ? { detail: null, dwr: run.detail.dwr }
      : { detail: (run.detail as ImportRunState['detail']) ?? null, dwr: null }),
  };
}
