import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';

/**
 * How long a job works between two looks at the requests being answered, and the share of the server's
 * time it takes while there are any (issue 30 point 20). Under 50 clients' reads, an import and the
 * Annual Report that ran unpaced raised PostgreSQL's read p95 from 273 ms to 906 ms, while on PGlite
 * the requests starved the import (53 s against 6.7 s idle): a job paced at half the time leaves the
 * requests at least half and still gets its own half.
 */
export const JOB_SLICE_MS = 10;
export const JOB_SHARE_UNDER_LOAD = 0.5;
/** The longest slice, after long pauses: what a request may wait for a job at most. */
const MAX_SLICE_MS = 50;

/** The requests the server is answering now (`countRequestsInFlight`). */
export type RequestLoad = () => number;

/**
 * Paces one job's work on the server's one event loop. The job calls turn() often (every hundred rows).
 * With no request in flight each call lets waiting I/O run (the database's answers to the job among it),
 * and the job runs on at full speed. While requests are being answered the job works a slice, then
 * pauses as long again (at JOB_SHARE_UNDER_LOAD), so the requests take the event loop and the database
 * meanwhile.
 */
export class JobPacer {
  #sliceStarted = performance.now();
  #slice = JOB_SLICE_MS;

  constructor(
    private readonly load: RequestLoad,
    private readonly share = JOB_SHARE_UNDER_LOAD,
  ) {}

  /** Whether requests are being answered now: a job that works in parallel lanes keeps to one. */
  get busy(): boolean {
    return this.load() > 0;
  }

  async turn(): Promise<void> {
    const now = performance.now();
    if (!this.busy) {
      this.#sliceStarted = now;
      this.#slice = JOB_SLICE_MS;
      await nextTurn();
      return;
    }
    const worked = now - this.#sliceStarted;
    // within its slice the job goes on: a turn would let every waiting request run first (on PGlite,
    // their queries too), and the job's slice would be theirs
    if (worked < this.#slice) return;
    const ratio = (1 - this.share) / this.share;
    const pauseStarted = performance.now();
    // a job that waited (for its file's next piece, for the database) did not hold the event loop
    // meanwhile: it pauses for a slice's work at most
    await pause(Math.min(worked, 2 * this.#slice) * ratio);
    const paused = performance.now() - pauseStarted;
    // a pause runs long while the event loop serves many requests: the next slice is as much longer, so
    // the job keeps its share
    this.#slice = Math.min(MAX_SLICE_MS, Math.max(JOB_SLICE_MS, paused / ratio));
    this.#sliceStarted = performance.now();
  }
}

/** A pacer for code run outside a server (tests, command-line tools): nothing else is being answered. */
export const unpaced = (): JobPacer => new JobPacer(() => 0);
