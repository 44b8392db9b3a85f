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

/** The requests the server is answering now (`countRequestsInFlight`). */
export type RequestLoad = () => number;

/**
 * Paces one job's work on the server's one event loop. The job calls turn() often (every hundred rows);
 * each call lets waiting I/O run, as a bare turn of the event loop did before; once the job has worked
 * for a slice while requests are being answered, it pauses as long again (at JOB_SHARE_UNDER_LOAD), so
 * the requests take the event loop and the database meanwhile. With no request in flight it runs on
 * at full speed.
 */
export class JobPacer {
  #sliceStarted = performance.now();

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
      await nextTurn();
      return;
    }
    const worked = now - this.#sliceStarted;
    if (worked < JOB_SLICE_MS) {
      await nextTurn();
      return;
    }
    await pause((worked * (1 - this.share)) / this.share);
    this.#sliceStarted = performance.now();
  }
}

/** A pacer for code run outside a server (tests, command-line tools): nothing else is being answered. */
export const unpaced = (): JobPacer => new JobPacer(() => 0);
