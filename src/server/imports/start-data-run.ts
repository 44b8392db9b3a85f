import { and, eq, sql } from 'drizzle-orm';
import type { DataRunStarted } from '../../domain/imports/import-answers';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { importRuns } from '../db/schema/imports';
import { AppError } from '../http/app-error';
import { findReadableRun } from './check-columns';
import { assertTargetUnlocked } from './create-import-run';
import { mayImportForGsp } from './import-access';
import { importDatasetOf } from './import-datasets';

/** How many runs one person may have in PROGRESS. */
export const RUNS_AT_ONCE = 2;

/**
 * spec 2 §7 POST datawizard/{id}/data: asks for the run's import, which the worker does in the background;
 * the answer names the task whose state status.json gives. A run is started once; the user's right to import
 * for the GSP and the lock of its data are checked again, as either may have changed since the run was made.
 */
export async function startDataRun(db: Database, actor: UserRow, runId: number): Promise<DataRunStarted> {
  const run = await findReadableRun(db, actor, runId);
  if (!(await mayImportForGsp(db, actor, run.gspId))) throw AppError.forbidden();
  if (run.status !== 'Not Started') throw new AppError(409, { detail: RUN_MESSAGES.alreadyStarted });
  await assertTargetUnlocked(db, importDatasetOf(run.dataset), run.gspId, run.waterYearId);
  // one person's queue must not hold everyone else's runs past their time limit
  const [{ running }] = await db
    .select({ running: sql<number>`count(*)::int` })
    .from(importRuns)
    .where(and(eq(importRuns.createdBy, actor.id), eq(importRuns.status, 'PROGRESS')));
  if (Number(running) >= RUNS_AT_ONCE)
    throw new AppError(409, { detail: RUN_MESSAGES.tooManyRunning(RUNS_AT_ONCE) });
  const [started] = await db
    .update(importRuns)
    .set({ status: 'PROGRESS', startedAt: sql`now()`, heartbeatAt: null, claimId: null })
    .where(and(eq(importRuns.id, run.id), eq(importRuns.status, 'Not Started')))
    .returning({ id: importRuns.id, taskId: importRuns.taskId });
  // two requests for one run: the second finds it started
  if (!started) throw new AppError(409, { detail: RUN_MESSAGES.alreadyStarted });
  return { id: started.id, task_id: started.taskId };
}
