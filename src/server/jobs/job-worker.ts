import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker, SHUTDOWN } from './polling-worker';
import { JOB_MESSAGES, type JobKind } from '../../domain/exports/export-jobs';
import type { Database } from '../db/client';
import type { DatabaseOutage } from '../db/database-outage';
import type { JobRow } from '../db/schema/jobs';
import { JobFailure } from './job-failure';
import { JOB_KIND_RUNNERS, type JobKindRunner } from './job-kinds';
import {
  claimJob,
  failAbandonedJobs,
  failJob,
  finishJob,
  jobsInProgress,
  recordedFiles,
  releaseJob,
  restartJobsOf,
  takeExpiredFiles,
  touchJob,
} from './job-state';
import { unpaced, type JobPacer } from './job-pacer';
import type { ServerProcess } from './server-process';

export interface JobWorkerOptions {
  /** Where result files are written: DATA_DIR/jobs. */
  filesDir: string;
  timeLimitMs: number;
  retentionMs: number;
  heartbeatMs?: number;
  /** A PROGRESS job whose heartbeat is older than this lost its server: it ends in FAILURE. */
  staleAfterMs?: number;
  pollMs?: number;
  /** Jobs this server works on at once. */
  lanes?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  outage?: DatabaseOutage;
  /** How each kind of job makes its file: JOB_KIND_RUNNERS. */
  runners?: Record<JobKind, JobKindRunner>;
  /** This server process (server-process.ts): the jobs it claims carry its id; on start it takes up the gone processes' jobs. */
  server?: Pick<ServerProcess, 'id' | 'goneOwners' | 'tookOver'>;
  /** The server's pacing of its jobs: a job gives way to the requests being answered (job-pacer.ts). */
  pacer?: JobPacer;
}

const TIME_LIMIT = 'time limit';
const LOST = 'lost';
const PROGRESS_WRITE_MS = 1000;

/**
 * The background worker of exports and Annual Reports (issue 14), built as the import's (import-worker.ts):
 * jobs live in the database, any server claims the next PENDING one, two at a time, with a heartbeat and a
 * time limit. Each poll also ends the jobs a dead server left and removes result files past their retention.
 */
export class JobWorker extends PollingWorker {
  readonly #db: Database;
  readonly #options: Required<Omit<JobWorkerOptions, 'log' | 'outage' | 'server'>> &
    Pick<JobWorkerOptions, 'log' | 'server'>;

  constructor(db: Database, options: JobWorkerOptions) {
    const all = {
      heartbeatMs: 5_000,
      staleAfterMs: 60_000,
      pollMs: 5_000,
      lanes: 2,
      runners: JOB_KIND_RUNNERS,
      pacer: unpaced(),
      ...options,
    };
    super(all.pollMs, 'jobs', options.log, options.outage);
    this.#db = db;
    this.#options = all;
  }

  /** Whether the jobs gone server processes left behind, and the files, have been seen to. */
  #goneJobsRestarted = false;

  protected async drain(): Promise<void> {
    const { filesDir, server } = this.#options;
    if (server && !this.#goneJobsRestarted) {
      await this.#restartGoneJobs(server);
      this.#goneJobsRestarted = true;
      server.tookOver('jobs');
    }
    const abandoned = await failAbandonedJobs(this.#db, this.#options.staleAfterMs);
    if (abandoned.length > 0) {
      // a server that died mid-job left its file half-written, under a name no job records
      const prefixes = abandoned.map((job) => resultFilePrefix(job));
      const names = await readdir(filesDir).catch(() => [] as string[]);
      for (const name of names.filter((file) => prefixes.some((prefix) => file.startsWith(prefix)))) {
        await rm(path.join(filesDir, name), { force: true });
      }
    }
    for (const filePath of await takeExpiredFiles(this.#db)) {
      await rm(path.join(filesDir, filePath), { force: true });
    }
    // two administrators' jobs run side by side rather than one waiting out the other (the machine the
    // product is sized for has two cores; a third job waits for a lane)
    const lane = async () => {
      while (!this.stopped) {
        const job = await claimJob(this.#db, this.#options.server?.id ?? null);
        if (!job) return;
        await this.#work(job);
      }
    };
    await Promise.all(Array.from({ length: this.#options.lanes }, lane));
  }

  /**
   * The jobs of gone server processes start again, and the files in DATA_DIR/jobs that no job records and
   * no job in PROGRESS is writing (a live process sharing the folder) were half-written by a process that
   * stopped. A process that starts is making no file yet.
   */
  async #restartGoneJobs(server: Pick<ServerProcess, 'goneOwners'>): Promise<void> {
    const { filesDir, log } = this.#options;
    const restarted = await restartJobsOf(this.#db, server.goneOwners);
    if (restarted.length > 0) log?.info({ jobs: restarted }, 'jobs a stopped server left behind start again');
    const names = await readdir(filesDir).catch(() => [] as string[]);
    if (names.length === 0) return;
    // in this order: a file listed was made after its job's claim, and a job ended since is recorded
    const running = await jobsInProgress(this.#db);
    const recorded = await recordedFiles(this.#db);
    for (const name of names) {
      const jobId = Number(/^[a-z-]+-(\d+)-/.exec(name)?.[1]);
      if (recorded.has(name) || running.has(jobId)) continue;
      await rm(path.join(filesDir, name), { force: true });
    }
  }

  async #work(job: JobRow): Promise<void> {
    const db = this.#db;
    // stopped while claiming it: the next server takes it
    if (this.stopped) return releaseJob(db, job);
    const { filesDir, timeLimitMs, heartbeatMs, log, runners } = this.#options;
    const timeLimitText = JOB_MESSAGES.timeLimit(Math.round(timeLimitMs / 60_000));
    // the time limit counts from the request, as the import's does: a client waiting for the file waits that long
    const sinceAsked = Date.now() - job.createdAt.getTime();
    if (sinceAsked > timeLimitMs) return failJob(db, job, timeLimitText);
    const controller = new AbortController();
    this.inProgress.add(controller);
    const limit = setTimeout(() => controller.abort(TIME_LIMIT), timeLimitMs - sinceAsked);
    const progress = { current: 0, total: 0 };
    let written = 0;
    const write = () => {
      written = Date.now();
      touchJob(db, job, progress)
        .then((ours) => {
          if (!ours) controller.abort(LOST);
        })
        .catch((err) => this.logFailure(err, 'job worker: heartbeat failed'));
    };
    const heartbeat = setInterval(write, heartbeatMs);
    // a name the server makes, never one a user sent
    const runner = runners[job.kind];
    const fileName = `${resultFilePrefix(job)}${randomUUID()}.${runner.extension}`;
    const filePath = path.join(filesDir, fileName);
    try {
      await mkdir(filesDir, { recursive: true });
      const { rows } = await runner.make(db, job.params, filePath, {
        signal: controller.signal,
        pacer: this.#options.pacer,
        progress: (current, total) => {
          progress.current = current;
          progress.total = total;
          if (Date.now() - written >= PROGRESS_WRITE_MS) write();
        },
      });
      const ours = await finishJob(db, job, {
        filePath: fileName,
        fileName: runner.fileName,
        rows,
        retentionMs: this.#options.retentionMs,
      });
      if (!ours) await rm(filePath, { force: true });
    } catch (err) {
      await rm(filePath, { force: true });
      const reason: unknown = controller.signal.reason;
      if (reason === SHUTDOWN) await failJob(db, job, JOB_MESSAGES.restarted);
      else if (reason === TIME_LIMIT) await failJob(db, job, timeLimitText);
      else if (reason === LOST) log?.info({ job: job.id }, 'job ended elsewhere');
      else if (err instanceof JobFailure) {
        log?.info({ job: job.id, reason: err.message }, 'job refused');
        await failJob(db, job, err.message);
      } else {
        this.logFailure(err, 'job failed', { job: job.id });
        await failJob(db, job, JOB_MESSAGES.unexpected);
      }
    } finally {
      clearTimeout(limit);
      clearInterval(heartbeat);
      this.inProgress.delete(controller);
    }
  }
}

/** How a job's result file is named: its kind and id, then a random part and its extension. */
const resultFilePrefix = (job: Pick<JobRow, 'id' | 'kind'>) => `${job.kind}-${job.id}-`;
