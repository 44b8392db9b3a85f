import { isRetryableStatus, RETRY_ATTEMPTS, retryDelayMs } from '../../domain/http/retry-policy';
import { ApiError } from '../api/api-client';
import type { OutboxEntry } from './outbox-entry';

export const SEND_MESSAGES = {
  unreachable: 'The server could not be reached: it will be sent when the connection returns.',
  serverError: (status: number) => `The server failed (${status}): it will be sent again.`,
  signedOut: 'Your sign-in has ended: sign in again to send it.',
  refused: 'The server refused it.',
} as const;

/** How sending an entry ended: stored (with the record), refused with the server's reasons, or not sent. */
export type SendOutcome =
  | { outcome: 'stored'; record: unknown }
  | { outcome: 'refused'; error: string; fieldErrors?: Record<string, string[]> }
  | { outcome: 'failed'; error: string; attempts: number }
  | { outcome: 'signedOut'; error: string };

export interface SendDeps {
  /** The API call (apiRequest with the entry's method, path, body and Idempotency-Key). */
  request(entry: OutboxEntry): Promise<unknown>;
  sleep(ms: number): Promise<void>;
}

/** A 400's field errors and its other messages, from DRF's shape. */
function reasonsOf(body: unknown): { error: string; fieldErrors?: Record<string, string[]> } {
  if (!body || typeof body !== 'object') return { error: SEND_MESSAGES.refused };
  const { detail, non_field_errors: nonField, ...fields } = body as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (Array.isArray(messages)) fieldErrors[name] = messages.map(String);
  }
  const messages = [
    ...(typeof detail === 'string' ? [detail] : []),
    ...(Array.isArray(nonField) ? nonField.map(String) : []),
    ...Object.values(fieldErrors).flat(),
  ];
  return {
    error: messages.join(' ') || SEND_MESSAGES.refused,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  };
}

/**
 * Sends one entry: a request that gets no answer or a server error is tried again up to 3 times, waiting
 * 1000 ms times the attempt (spec 3 §4); a refusal is final until the user changes the entry. Sending it
 * twice is safe: its Idempotency-Key makes the server answer the first result again.
 */
export async function sendEntry(entry: OutboxEntry, deps: SendDeps): Promise<SendOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { outcome: 'stored', record: await deps.request(entry) };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401) return { outcome: 'signedOut', error: SEND_MESSAGES.signedOut };
      if (!isRetryableStatus(status)) {
        return { outcome: 'refused', ...reasonsOf(error instanceof ApiError ? error.body : null) };
      }
      if (attempt >= RETRY_ATTEMPTS) {
        const message = status === 0 ? SEND_MESSAGES.unreachable : SEND_MESSAGES.serverError(status);
        return { outcome: 'failed', error: message, attempts: attempt + 1 };
      }
      await deps.sleep(retryDelayMs(attempt + 1));
    }
  }
}
