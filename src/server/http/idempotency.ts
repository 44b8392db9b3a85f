import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Idempotent creates (issue 15): a client that may send a create twice (a retry after a lost answer, an
 * offline queue replayed by a second tab) names it with an `Idempotency-Key` header; the record made
 * with that key is answered again instead of a second one being stored. Each table that takes keys keeps
 * them in a unique `idempotency_key` column, so two requests racing with one key store one record.
 * Beside it, the fingerprint of the body that made the record: a key sent again with another body is
 * refused with 422 and this version not stored (issue 30), as the IETF Idempotency-Key draft has it, instead of
 * answering the first record and dropping the new values.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header is 1 to 200 visible characters.',
  usedByAnother: 'This Idempotency-Key was used by another user.',
  // the first values are stored (its answer may have been lost): said, so the entry is not made twice
  usedForAnotherEntry:
    'An entry was already stored under this Idempotency-Key with other values; this version was not stored. Check the stored entry: change it there if needed, and discard this version.',
} as const;

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's idempotency key, if it sent one; a malformed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw AppError.nonField(IDEMPOTENCY_MESSAGES.invalid);
  }
  return header;
}

/** Whether a failed insert failed on a table's idempotency key (another request stored it first). */
export function isIdempotencyClash(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return /idempotency_key/.test(current.constraint ?? '');
  }
  return false;
}

/** A value with its objects' names in one order, so bodies that differ only in that order match. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
  );
}

/** The fingerprint of a create's body: the SHA-256 of its canonical JSON. */
export function bodyFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? {})))
    .digest('hex');
}

/** A record made with a key, and the fingerprint of the body that made it (none for older records). */
export interface KeyedRecord<Record> {
  record: Record;
  fingerprint: string | null;
}
