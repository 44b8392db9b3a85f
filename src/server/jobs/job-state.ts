import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { JOB_MESSAGES } from '../../domain/exports/export-jobs';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { jobs, type JobRow } from '../db/schema/jobs';

/**
 * The changes of a background job's state (issue 14), as the import's runs (run-state.ts): a job asked for
 * is PENDING; a worker claims it with FOR UPDATE SKIP LOCKED, so two servers never take the same job, and
 * keeps its heartbeat fresh; every later change names the claim, so a job ended meanwhile is never changed
 * back. A job whose heartbeat stopped (its server died or restarted) ends in FAILURE with a message: an
 * export is quick to ask for again, and its half-written file is worth nothing.
 */

const ofClaim = (job: Pick<JobRow, 'id' | 'claimId'>) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'PROGRESS'), eq(jobs.claimId, job.claimId ?? ''));

/** Claims the oldest PENDING job for the server process `ownerId`; null when there is none. */
export async function claimJob(db: Database, ownerId: string | null = null): Promise<JobRow | null> {
  const claimed = await db.execute(sql`
    update ${jobs} set status = 'PROGRESS', heartbeat_at = now(), started_at = now(),
      claim_id = gen_random_uuid(), owner_id = ${ownerId}
    where ${jobs.id} = (
      select id from ${jobs} where status = 'PENDING' order by id limit 1 for update skip locked)
    returning id`);
  const [row] = rowsOf<{ id: number }>(claimed);
  if (!row) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, row.id));
  return job ?? null;
}

/** The worker's sign of life with its progress; false when the job is no longer its own. */
export async function touchJob(
  db: Database,
  job: JobRow,
  progress: { current: number; total: number },
): Promise<boolean> {
  const touched = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()`, ...progress })
    .where(ofClaim(job))
    .returning({ id: jobs.id });
  return touched.length > 0;
}

export async function finishJob(
  db: Database,
  job: JobRow,
  result: { filePath: string; fileName: string; rows: number; retentionMs: number },
): Promise<boolean> {
  const finished = await db
    .update(jobs)
    .set({
      status: 'SUCCESS',
      current: result.rows,
      total: result.rows,
      filePath: result.filePath,
      fileName: result.fileName,
      error: null,
      finishedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(secs => ${result.retentionMs / 1000})`,
      heartbeatAt: null,
    })
    .where(ofClaim(job))
    .returning({ id: jobs.id });
  return finished.length > 0;
}

/** A job claimed while its server was stopping: PENDING again, for the next server to take. */
export async function releaseJob(db: Database, job: JobRow): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'PENDING', heartbeatAt: null, claimId: null, startedAt: null })
    .where(ofClaim(job));
}

export async function failJob(db: Database, job: JobRow, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'FAILURE', error, finishedAt: sql`now()`, heartbeatAt: null })
    .where(ofClaim(job));
}

/**
 * The jobs server processes that are gone (`ownerIds`, server-process.ts) were making when they stopped
 * without letting them go (a crash): each waits again (PENDING) to be made from the start, saying so.
 */
export async function restartJobsOf(db: Database, ownerIds: readonly string[]): Promise<number[]> {
  if (ownerIds.length === 0) return [];
  const restarted = await db
    .update(jobs)
    .set({
      status: 'PENDING',
      heartbeatAt: null,
      claimId: null,
      startedAt: null,
      current: 0,
      total: 0,
      error: JOB_MESSAGES.startingAgain,
    })
    .where(and(eq(jobs.status, 'PROGRESS'), inArray(jobs.ownerId, [...ownerIds])))
    .returning({ id: jobs.id });
  return restarted.map((job) => job.id);
}

/** The ids of the jobs being made now, by any live server: their files in DATA_DIR/jobs are half-written on purpose. */
export async function jobsInProgress(db: Database): Promise<Set<number>> {
  const running = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'PROGRESS'));
  return new Set(running.map((job) => job.id));
}

/** The result files the jobs record, made whole. */
export async function recordedFiles(db: Database): Promise<Set<string>> {
  const recorded = await db.select({ filePath: jobs.filePath }).from(jobs).where(isNotNull(jobs.filePath));
  return new Set(recorded.map((job) => job.filePath!));
}

/**
 * Jobs whose worker stopped beating (a restart, a crash) end in FAILURE, saying so; answers them, so the
 * files they left half-written can be removed.
 */
export async function failAbandonedJobs(
  db: Database,
  staleAfterMs: number,
): Promise<Pick<JobRow, 'id' | 'kind'>[]> {
  return db
    .update(jobs)
    .set({ status: 'FAILURE', error: JOB_MESSAGES.restarted, finishedAt: sql`now()`, heartbeatAt: null })
    .where(
      and(
        eq(jobs.status, 'PROGRESS'),
        sql`(${jobs.heartbeatAt} is null or ${jobs.heartbeatAt} < now() - make_interval(secs => ${staleAfterMs / 1000}))`,
      ),
    )
    .returning({ id: jobs.id, kind: jobs.kind });
}

/** The result files past their retention: their paths, now forgotten by their jobs. */
export async function takeExpiredFiles(db: Database): Promise<string[]> {
  const expired = await db
    .select({ id: jobs.id, filePath: jobs.filePath })
    .from(jobs)
    .where(and(isNotNull(jobs.filePath), lt(jobs.expiresAt, sql`now()`)));
  const taken: string[] = [];
  for (const job of expired) {
    const [row] = await db
      .update(jobs)
      .set({ filePath: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.filePath, job.filePath!)))
      .returning({ id: jobs.id });
    if (row) taken.push(job.filePath!);
  }
  return taken;
}
