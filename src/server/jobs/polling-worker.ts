import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOutage } from '../db/database-outage';

/** The reason a piece of work is aborted with when its server stops. */
export const SHUTDOWN = 'shutdown';

/**
 * A background worker whose work lives in the database (imports, exports): it looks for work when woken
 * and every `pollMs`, one drain at a time (a wake during a drain drains once more after it), and on stop
 * aborts the work in progress with SHUTDOWN and waits for the drain to end.
 */
export abstract class PollingWorker {
  #draining: Promise<void> | null = null;
  #wakeAgain = false;
  #started = false;
  #stopped = false;
  #poll: NodeJS.Timeout | undefined;
  /** The work in progress, aborted on stop. */
  protected readonly inProgress = new Set<AbortController>();

  protected constructor(
    private readonly pollMs: number,
    /** What the worker looks for, in its log: 'runs', 'jobs'. */
    private readonly looksFor: string,
    protected readonly log?: Pick<FastifyBaseLogger, 'error' | 'info'>,
    /** Where a database that cannot be reached is told, logged once an outage rather than at each poll. */
    private readonly outage?: DatabaseOutage,
  ) {}

  /** Logs a failure, unless it is the database's being unavailable, which the outage logs once. */
  protected logFailure(err: unknown, message: string, fields: Record<string, unknown> = {}): void {
    if (this.outage?.noteFailure(err)) return;
    this.log?.error({ err, ...fields }, message);
  }

  protected get stopped(): boolean {
    return this.#stopped;
  }

  /** Takes the waiting work, one piece at a time, until there is none or the worker stops. */
  protected abstract drain(): Promise<void>;

  start(): void {
    this.#started = true;
    this.#poll = setInterval(() => this.wake(), this.pollMs);
    this.#poll.unref();
    this.wake();
  }

  /** Looks for waiting work now, once started. */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#draining) {
      this.#wakeAgain = true;
      return;
    }
    this.#draining = this.drain()
      .catch((err) => this.logFailure(err, `worker: looking for ${this.looksFor} failed`))
      .finally(() => {
        this.#draining = null;
        if (this.#wakeAgain) {
          this.#wakeAgain = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    for (const work of this.inProgress) work.abort(SHUTDOWN);
    await this.#draining;
  }
}
