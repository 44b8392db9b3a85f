import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import type { OutboxEntry } from './outbox-entry';
import { SEND_MESSAGES, sendEntry } from './send-entry';

const entry: OutboxEntry = {
  key: 'k-1',
  kind: 'pumptests',
  method: 'POST',
  wellId: 3,
  body: { well: 3, test_date: '2024-06-01' },
  userId: 7,
  state: 'pending',
  attempts: 0,
  createdAt: '2024-06-01T00:00:00.000Z',
  updatedAt: '2024-06-01T00:00:00.000Z',
};

/** A request that answers each call with the next of `answers` (an error to throw, or a record). */
function answering(...answers: unknown[]) {
  const waits: number[] = [];
  let calls = 0;
  return {
    waits,
    calls: () => calls,
    deps: {
      request: async () => {
        const answer = answers[calls++];
        if (answer instanceof Error) throw answer;
        return answer;
      },
      sleep: async (ms: number) => {
        waits.push(ms);
      },
    },
  };
}

describe('sendEntry', () => {
  it('is stored at the first answer', async () => {
    const server = answering({ id: 11 });
    expect(await sendEntry(entry, server.deps)).toEqual({ outcome: 'stored', record: { id: 11 } });
    expect(server.waits).toEqual([]);
  });

  it('tries again up to 3 times, waiting 1000 ms times the attempt, then gives up until the network returns', async () => {
    const offline = new ApiError(0, null);
    const server = answering(offline, offline, offline, offline, { id: 1 });
    expect(await sendEntry(entry, server.deps)).toEqual({
      outcome: 'failed',
      error: SEND_MESSAGES.unreachable,
      attempts: 4,
    });
    expect(server.waits).toEqual([1000, 2000, 3000]);
    expect(server.calls()).toBe(4);
  });

  it('is stored when a retry after a server error gets through', async () => {
    const server = answering(new ApiError(503, null), { id: 5 });
    expect(await sendEntry(entry, server.deps)).toEqual({ outcome: 'stored', record: { id: 5 } });
    expect(server.waits).toEqual([1000]);
  });

  it('takes a refusal as final, with the server’s message and field errors', async () => {
    const server = answering(
      new ApiError(400, { test_date: ['Enter a valid date.'], non_field_errors: ['Check the well.'] }),
    );
    expect(await sendEntry(entry, server.deps)).toEqual({
      outcome: 'refused',
      error: 'Check the well. Enter a valid date.',
      fieldErrors: { test_date: ['Enter a valid date.'] },
    });
    expect(server.calls()).toBe(1);
    const forbidden = answering(
      new ApiError(403, { detail: 'You do not have permission to perform this action.' }),
    );
    expect(await sendEntry(entry, forbidden.deps)).toEqual({
      outcome: 'refused',
      error: 'You do not have permission to perform this action.',
    });
  });

  it('takes a 422 for a key already used with other values as final, with the server’s message', async () => {
    const detail =
      'An entry was already stored under this Idempotency-Key with other values; this version was not stored. Check the stored entry: change it there if needed, and discard this version.';
    const server = answering(new ApiError(422, { detail }), { id: 2 });
    expect(await sendEntry(entry, server.deps)).toEqual({ outcome: 'refused', error: detail });
    expect(server.calls()).toBe(1);
  });

  it('keeps the entry for later when the sign-in has ended', async () => {
    const server = answering(new ApiError(401, { detail: 'Invalid token.' }));
    expect(await sendEntry(entry, server.deps)).toEqual({
      outcome: 'signedOut',
      error: SEND_MESSAGES.signedOut,
    });
  });
});
