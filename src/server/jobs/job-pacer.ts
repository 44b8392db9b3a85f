import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';

/**
 * How long the jobs work between two looks at the requests being answered, and the share of the server's
 * time they take while there are any (issue 30 point 20). Under 50 clients' reads, an import and the
 * Annual Report that ran unpaced raised PostgreSQL's read p95 from 273 ms to 906 ms, while on PGlite
 * the requests starved the import (53 s against 6.7 s idle): jobs paced at half the time leave the
 * requests at least half and still get their own half.
 */
export const JOB_SLICE_MS = 10;
export const JOB_SHARE_UNDER_LOAD = 0.5;
/** The longest slice, after long pauses: what a request may wait for the jobs at most. */
const MAX_SLICE_MS = 30;

/** The requests the server is answering now (`countRequestsInFlight`). */
export type RequestLoad = () => number;

/**
 * Paces the server's background jobs (imports, exports, the Annual Report) on its one event loop; one
 * pacer serves them all, so together they keep to their share. A job calls turn() often (every hundred
 * rows). With no request in flight each call lets waiting I/O run (the database's answers to the job
 * among it), and the jobs run on at full speed. While requests are being answered the jobs work a slice,
 * then pause as long again (at JOB_SHARE_UNDER_LOAD), every job at once, so the requests take the event
 * loop and the database meanwhile.
 */
export class JobPacer {
  #sliceStarted = performance.now();
  #slice = JOB_SLICE_MS;
  #pausedUntil = 0;

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
    // another job's pause holds every job
    if (now < this.#pausedUntil) {
      await pause(this.#pausedUntil - now);
      return;
    }
    const worked = now - this.#sliceStarted;
    // within its slice a job goes on: a turn would let every waiting request run first (on PGlite,
    // their queries too), and the slice would be theirs
    if (worked < this.#slice) return;
    const ratio = (1 - this.share) / this.share;
    // a job that waited (for its file's next piece, for the database) did not hold the event loop
    // meanwhile: the jobs pause for a slice's work at most
    const wanted = Math.min(worked, 2 * this.#slice) * ratio;
    this.#pausedUntil = now + wanted;
    await pause(wanted);
    const paused = performance.now() - now;
    // a pause runs long while the event loop serves many requests: the next slice is as much longer, so
    // the jobs keep their share
    this.#slice = Math.min(MAX_SLICE_MS, Math.max(JOB_SLICE_MS, paused / ratio));
    this.#sliceStarted = performance.now();
  }
}

/** A pacer for code run outside a server (tests, command-line tools): nothing else is being answered. */
export const unpaced = (): JobPacer => new JobPacer(() => 0);
