import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** Socket errors of a database server that is down, restarting or out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going or not yet there: admin_shutdown (a stop),
 * crash_shutdown, cannot_connect_now (starting up), too_many_connections, and class 08 (connection exception).
 */
const UNAVAILABLE_STATES = /^(57P01|57P02|57P03|53300|08\w{3})$/;

/** node-postgres's errors for a connection that ended or never came, which carry no code. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error (or what it wraps: drizzle's DrizzleQueryError keeps the driver's as its cause, a
 * connection to a host with several addresses fails with an AggregateError) says the database cannot be
 * reached, rather than that a statement failed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((text) => message.startsWith(text)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** A one-line account of why the database cannot be reached: the driver's message, never its stack. */
const reasonOf = (error: unknown): string => {
  for (let current = error; current && typeof current === 'object';) {
    const { cause, message, code, errors } = current as {
      cause?: unknown;
      message?: unknown;
      code?: unknown;
      errors?: unknown;
    };
    // a connection to each of a host's addresses refused: the AggregateError's message is empty
    if (!message && Array.isArray(errors) && errors.length > 0) return reasonOf(errors[0]);
    if (!isDatabaseUnavailable(cause)) {
      const text = typeof message === 'string' && message ? message : 'no answer';
      return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
    }
    current = cause;
  }
  return String(error);
};

export interface DatabaseOutageOptions {
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** How often an unavailable database is asked whether it answers again. */
  probeMs?: number;
}

/**
 * The database's outages as the server lives them: while it cannot be reached every request answers 503,
 * and the log tells once when that began and once when the database answered again (asked every
 * `probeMs`), with how many requests were refused meanwhile, instead of a stack trace per request.
 */
export class DatabaseOutage {
  readonly #db: Database;
  readonly #log: DatabaseOutageOptions['log'];
  readonly #probeMs: number;
  #since: number | null = null;
  #refused = 0;
  #probe: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(db: Database, { log, probeMs = 1_000 }: DatabaseOutageOptions) {
    this.#db = db;
    this.#log = log;
    this.#probeMs = probeMs;
  }

  /** Whether the database is known to be unavailable now. */
  get ongoing(): boolean {
    return this.#since !== null;
  }

  /**
   * Takes note of a failure when it says the database cannot be reached (a request's, a worker's): the first
   * of an outage is logged. False for any other error, which its caller reports as before.
   */
  noteFailure(error: unknown, { refused = false } = {}): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (refused) this.#refused += 1;
    if (this.#since !== null || this.#closed) return true;
    this.#since = Date.now();
    this.#log.error(
      { reason: reasonOf(error) },
      'The database is unavailable: requests are answered 503 until it answers again',
    );
    this.#schedule();
    return true;
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#probe);
  }

  #schedule() {
    this.#probe = setTimeout(() => void this.#ask(), this.#probeMs);
    this.#probe.unref();
  }

  async #ask() {
    try {
      await this.#db.execute(sql`select 1`);
    } catch {
      if (!this.#closed) this.#schedule();
      return;
    }
    if (this.#since === null) return;
    const seconds = Math.round((Date.now() - this.#since) / 100) / 10;
    this.#log.info(
      { unavailableSeconds: seconds, refusedRequests: this.#refused },
      `The database answers again after ${seconds} s unavailable; ${this.#refused} requests were answered 503`,
    );
    this.#since = null;
    this.#refused = 0;
  }
}
