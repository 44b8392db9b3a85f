import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  SKIPPED_PROBLEMS_SHOWN,
  type ColumnCheckResult,
  type SkippedProblem,
} from '../../domain/imports/import-answers';
import type { ImportProblem } from '../../domain/imports/import-row';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import { isMonitoringDatasetKey } from '../../domain/imports/monitoring-datasets';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { importRuns, STAGING_OF, type ImportRunRow } from '../db/schema/imports';
import type { JobPacer } from '../jobs/job-pacer';

/**
 * The changes of a run's state the worker makes (issue 4, ARCHITECTURE §2): a run asked for is PROGRESS
 * with no heartbeat; a worker claims it by setting its heartbeat and keeps the heartbeat fresh while it
 * works; a run whose heartbeat stopped (its server died) is claimed again and starts over from its file.
 * Each change names the run's task and claim, so a run ended or taken over meanwhile is never changed back.
 */

/** The run is still in PROGRESS under the same task and the same claim as when it was read. */
export const isCurrentTask = (run: Pick<ImportRunRow, 'id' | 'taskId' | 'claimId'>) =>
  and(
    eq(importRuns.id, run.id),
    eq(importRuns.taskId, run.taskId),
    eq(importRuns.status, 'PROGRESS'),
    run.claimId === null ? isNull(importRuns.claimId) : eq(importRuns.claimId, run.claimId),
  );

/**
 * Claims the oldest waiting run no live worker holds, with FOR UPDATE SKIP LOCKED so two servers never
 * claim the same run, for the server process `ownerId`; null when there is none. A run taken from a worker that
 * stopped beating starts over, and says so.
 */
export async function claimRun(
  db: Database,
  staleAfterMs: number,
  ownerId: string | null = null,
): Promise<ImportRunRow | null> {
  const claimed = await db.execute(sql`
    update ${importRuns} set heartbeat_at = now(), claim_id = gen_random_uuid(), owner_id = ${ownerId},
      current = case when heartbeat_at is null then current else 0 end,
      error = case when heartbeat_at is null then error else ${RUN_MESSAGES.restarted} end
    where ${importRuns.id} = (
      select id from ${importRuns}
      where status = 'PROGRESS'
        and (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${staleAfterMs / 1000}))
      order by heartbeat_at nulls first, id
      limit 1
      for update skip locked)
    returning id`);
  const [row] = rowsOf<{ id: number }>(claimed);
  if (!row) return null;
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, row.id));
  return run ?? null;
}

/**
 * The worker's sign of life, with the rows read so far; false when the run is no longer its own (ended,
 * or claimed by another worker that took it for dead). Times are the database's, as the claim judges them.
 */
export async function touchRun(db: Database, run: ImportRunRow, current: number): Promise<boolean> {
  const touched = await db
    .update(importRuns)
    .set({ heartbeatAt: sql`now()`, current })
    .where(isCurrentTask(run))
    .returning({ id: importRuns.id });
  return touched.length > 0;
}

/**
 * The runs of server processes that are gone (`ownerIds`, server-process.ts) without letting them go (a
 * crash): nobody works on them, so each is claimable at once, from its first row, and says it is starting
 * again. Answers their ids.
 */
export async function restartRunsOf(db: Database, ownerIds: readonly string[]): Promise<number[]> {
  if (ownerIds.length === 0) return [];
  const restarted = await db
    .update(importRuns)
    .set({ heartbeatAt: null, claimId: null, current: 0, error: RUN_MESSAGES.restarted })
    .where(and(eq(importRuns.status, 'PROGRESS'), inArray(importRuns.ownerId, [...ownerIds])))
    .returning({ id: importRuns.id });
  return restarted.map((run) => run.id);
}

/** A run its worker let go of at shutdown: any worker claims it at once and starts it over. */
export async function releaseRun(db: Database, run: ImportRunRow): Promise<void> {
  await db.update(importRuns).set({ heartbeatAt: null, current: 0 }).where(isCurrentTask(run));
}

/** Ends a run in FAILURE with what a person reads, leaving what it staged for the worker's sweep. */
export async function endRun(
  db: Database,
  run: Pick<ImportRunRow, 'id' | 'taskId' | 'claimId'>,
  failure: { error: string; detail?: ColumnCheckResult; total?: number },
): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: 'FAILURE',
      error: failure.error,
      detail: failure.detail ?? null,
      ...(failure.total === undefined ? {} : { total: failure.total, current: failure.total }),
      finishedAt: new Date(),
      heartbeatAt: null,
    })
    .where(isCurrentTask(run));
}

/** Ends a run in FAILURE with what a person reads; whatever it staged is dropped. */
export async function failRun(
  db: Database,
  run: Pick<ImportRunRow, 'id' | 'taskId' | 'claimId' | 'dataset'>,
  failure: { error: string; detail?: ColumnCheckResult; total?: number },
): Promise<void> {
  await endRun(db, run, failure);
  await clearStaged(db, run);
}

/** Drops the staged rows of runs that have ended (by a status read past the time limit, or a crash). */
export async function sweepStaged(db: Database): Promise<void> {
  for (const table of Object.values(STAGING_OF)) {
    await db.execute(sql`
      delete from ${table} where run_id in (select id from ${importRuns} where status <> 'PROGRESS')`);
  }
}

/** When a run asked for at `startedAt` is past its time limit. */
export function isPastTimeLimit(startedAt: Date | null, timeLimitMs: number, now = Date.now()): boolean {
  return startedAt !== null && now - startedAt.getTime() > timeLimitMs;
}

/** Drops what a run staged. */
export async function clearStaged(db: Database, run: Pick<ImportRunRow, 'id' | 'dataset'>) {
  // an annual report's import stages nothing (it is read whole and stored in one transaction), a DWR
  // file's only in a temporary table of its connection
  if (!isMonitoringDatasetKey(run.dataset)) return;
  await db.execute(sql`delete from ${STAGING_OF[run.dataset]} where run_id = ${run.id}`);
}

/** What the worker gives a run: a signal to stop at (shutdown, time limit) and where to report rows read. */
export interface RunControl {
  signal: AbortSignal;
  progress(current: number): void;
  /** Gives the requests being answered their turns while the run reads its rows. */
  pacer: JobPacer;
}

/** The run was ended (FAILURE by its time limit) while it stored: its transaction is rolled back. */
export class RunEndedElsewhere extends Error {
  constructor() {
    super('The import run was ended while it stored its rows.');
  }
}

/** The problems of a run's rows (skipped, or stored with a warning): every row counted, the first kept to show. */
export class RowProblems {
  count = 0;
  readonly shown: SkippedProblem[] = [];

  add(problems: readonly ImportProblem[]) {
    this.count += 1;
    for (const { row, column, message } of problems) {
      if (this.shown.length < SKIPPED_PROBLEMS_SHOWN) this.shown.push({ row, column, reason: message });
    }
  }
}

/** How a run ended well: its rows read and stored, the rows it skipped, and what else its kind reports. */
export interface RunSuccess {
  total: number;
  loaded: number;
  skippedCount: number;
  /** The skipped rows' problems, found while reading and by the checks against stored data: the first, by row. */
  skipped: readonly SkippedProblem[][];
  detail?: unknown;
}

/**
 * Marks the run SUCCESS in the transaction that stored its rows. A run ended meanwhile (its time limit, or
 * another worker's claim) stores nothing: RunEndedElsewhere rolls the transaction back.
 */
export async function succeedRun(tx: Database, run: ImportRunRow, success: RunSuccess): Promise<void> {
  const finished = await tx
    .update(importRuns)
    .set({
      status: 'SUCCESS',
      current: success.total,
      total: success.total,
      loaded: success.loaded,
      skippedCount: success.skippedCount,
      skipped: success.skipped
        .flat()
        .sort((a, b) => a.row - b.row)
        .slice(0, SKIPPED_PROBLEMS_SHOWN),
      error: null,
      ...(success.detail === undefined ? {} : { detail: success.detail }),
      finishedAt: sql`now()`,
      heartbeatAt: null,
    })
    .where(isCurrentTask(run))
    .returning({ id: importRuns.id });
  if (finished.length === 0) throw new RunEndedElsewhere();
}
