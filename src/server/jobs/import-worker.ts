import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker, SHUTDOWN } from './polling-worker';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import type { Database } from '../db/client';
import type { DatabaseOutage } from '../db/database-outage';
import type { ImportRunRow } from '../db/schema/imports';
import { runImport, StagingLost } from '../imports/run-import';
import { RunEndedElsewhere } from '../imports/run-state';
import { unpaced, type JobPacer } from './job-pacer';
import type { ServerProcess } from './server-process';
import {
  claimRun,
  failRun,
  isPastTimeLimit,
  releaseRun,
  restartRunsOf,
  sweepStaged,
  touchRun,
} from '../imports/run-state';

export interface ImportWorkerOptions {
  /** How long a run may take from being asked for to its end; past it the run ends in FAILURE. */
  timeLimitMs: number;
  /** How often a working run's heartbeat is written. */
  heartbeatMs?: number;
  /** A heartbeat older than this marks a run whose worker died: another worker starts it over. */
  staleAfterMs?: number;
  /** How often the worker looks for runs other servers asked for or left behind. */
  pollMs?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  outage?: DatabaseOutage;
  /** This server process (server-process.ts): the runs it claims carry its id; on start it takes up the gone processes' runs. */
  server?: Pick<ServerProcess, 'id' | 'goneOwners' | 'tookOver'>;
  /** The server's pacing of its jobs: a run gives way to the requests being answered (job-pacer.ts). */
  pacer?: JobPacer;
}

const TIME_LIMIT = 'time limit';
/** Another worker claimed the run (this one looked dead to it), or the run was ended: stop, change nothing. */
const LOST = 'lost';
/** Progress is written at most this often; the heartbeat timer writes it too. */
const PROGRESS_WRITE_MS = 1000;

/**
 * The background worker of imports (ARCHITECTURE §2): runs live in PostgreSQL, any server instance claims
 * the next waiting one, one at a time, and a run its server lost is taken up again. A request only marks a
 * run as asked for and wakes the worker of its own server.
 */
export class ImportWorker extends PollingWorker {
  readonly #db: Database;
  readonly #options: Required<Omit<ImportWorkerOptions, 'log' | 'outage' | 'server'>> &
    Pick<ImportWorkerOptions, 'log' | 'server'>;

  constructor(db: Database, options: ImportWorkerOptions) {
    const all = { heartbeatMs: 5_000, staleAfterMs: 60_000, pollMs: 5_000, pacer: unpaced(), ...options };
    super(all.pollMs, 'runs', options.log, options.outage);
    this.#db = db;
    this.#options = all;
  }

  /** Whether the runs gone server processes left behind have been taken up. */
  #goneRunsRestarted = false;

  protected async drain(): Promise<void> {
    const { server, log } = this.#options;
    if (server && !this.#goneRunsRestarted) {
      const restarted = await restartRunsOf(this.#db, server.goneOwners);
      this.#goneRunsRestarted = true;
      server.tookOver('runs');
      if (restarted.length > 0)
        log?.info({ runs: restarted }, 'import runs a stopped server left behind start again');
    }
    while (!this.stopped) {
      const run = await claimRun(this.#db, this.#options.staleAfterMs, server?.id ?? null);
      if (!run) return sweepStaged(this.#db);
      await this.#work(run);
    }
  }

  async #work(run: ImportRunRow): Promise<void> {
    const db = this.#db;
    const { timeLimitMs, heartbeatMs, log } = this.#options;
    // stopped while claiming it: the next server takes it up
    if (this.stopped) return releaseRun(db, run);
    const timeLimitText = RUN_MESSAGES.timeLimit(Math.round(timeLimitMs / 60_000));
    if (isPastTimeLimit(run.startedAt, timeLimitMs)) {
      await failRun(db, run, { error: timeLimitText });
      return;
    }
    const controller = new AbortController();
    this.inProgress.add(controller);
    const sinceAsked = run.startedAt ? Date.now() - run.startedAt.getTime() : 0;
    const limit = setTimeout(() => controller.abort(TIME_LIMIT), Math.max(timeLimitMs - sinceAsked, 0));
    let current = 0;
    let written = 0;
    const write = () => {
      written = Date.now();
      touchRun(db, run, current)
        .then((ours) => {
          if (!ours) controller.abort(LOST);
        })
        .catch((err) => this.logFailure(err, 'import worker: heartbeat failed'));
    };
    const heartbeat = setInterval(write, heartbeatMs);
    const progress = (rows: number) => {
      current = rows;
      if (Date.now() - written >= PROGRESS_WRITE_MS) write();
    };
    try {
      await runImport(db, run, { signal: controller.signal, progress, pacer: this.#options.pacer });
    } catch (err) {
      if (controller.signal.reason === SHUTDOWN) await releaseRun(db, run);
      else if (controller.signal.reason === TIME_LIMIT) await failRun(db, run, { error: timeLimitText });
      else if (controller.signal.reason === LOST || err instanceof RunEndedElsewhere) {
        log?.info({ run: run.id }, 'import run ended or taken over elsewhere');
      } else if (err instanceof StagingLost) await releaseRun(db, run);
      else {
        this.logFailure(err, 'import run failed', { run: run.id });
        await failRun(db, run, { error: RUN_MESSAGES.unexpected });
      }
    } finally {
      clearTimeout(limit);
      clearInterval(heartbeat);
      this.inProgress.delete(controller);
    }
  }
}
