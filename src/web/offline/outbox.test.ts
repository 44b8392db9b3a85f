import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../accounts/session-store';
import { buildUser } from '../testing/factories';
import {
  connectOutbox,
  discardEntriesOf,
  discardQueuedEntry,
  editQueuedEntry,
  queueEntry,
  syncOutbox,
} from './outbox';
import { closeOutboxStore, entriesOf } from './outbox-store';

const user = buildUser({ id: 41 });
const other = buildUser({ id: 42 });
const PUMP_TEST = { well: 9, test_date: '2024-06-01', flow_rate: 1000 };

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };
let sent: Sent[];
let answer: (request: Sent) => Response | Promise<Response>;
/** Requests held unanswered, as when offline; answered at the end so no sending outlives its test. */
let held: (() => void)[];
const noAnswer = () =>
  new Promise<Response>((resolve) => {
    held.push(() => resolve(json(201, { id: 99 })));
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  held = [];
  answer = () => json(201, { id: 1 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    };
    sent.push(request);
    return answer(request);
  });
  sessionStore.start('token-41', user);
});

afterEach(async () => {
  answer = () => json(201, { id: 99 });
  held.forEach((release) => release());
  await syncOutbox();
  sessionStore.end();
  vi.unstubAllGlobals();
  await closeOutboxStore();
  indexedDB.deleteDatabase('basin-dms-outbox');
});

describe('the offline outbox', () => {
  it('keeps an entry in IndexedDB before any answer, and still has it after a reload', async () => {
    answer = noAnswer; // offline: no answer comes
    const entry = await queueEntry({ kind: 'pumptests', wellId: 9, body: PUMP_TEST });
    await vi.waitFor(async () => expect((await entriesOf(user.id))[0].state).toBe('sending'));
    await closeOutboxStore(); // what a reload or a browser restart leaves: only the database
    const kept = await entriesOf(user.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: entry.key, kind: 'pumptests', wellId: 9, body: PUMP_TEST });
  });

  it('sends an entry with its Idempotency-Key, and lets it go once the server stored it', async () => {
    const queryClient = new QueryClient();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = connectOutbox(queryClient);
    const entry = await queueEntry({
      kind: 'maintenancelog',
      wellId: 9,
      body: { well: 9, date: '2024-01-02' },
    });
    await syncOutbox();
    expect(sent).toContainEqual(
      expect.objectContaining({
        url: '/api/maintenancelog/',
        method: 'POST',
        headers: expect.objectContaining({ 'Idempotency-Key': entry.key }),
        body: { well: 9, date: '2024-01-02' },
      }),
    );
    expect(await entriesOf(user.id)).toEqual([]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['wells'] });
    stop();
  });

  it('keeps a refused entry with the server’s reasons until it is fixed, then sends it again', async () => {
    answer = () => json(400, { test_date: ['Enter a valid date.'] });
    const entry = await queueEntry({ kind: 'pumptests', wellId: 9, body: { ...PUMP_TEST, test_date: 'x' } });
    await syncOutbox();
    const [refused] = await entriesOf(user.id);
    expect(refused).toMatchObject({
      state: 'refused',
      error: 'Enter a valid date.',
      fieldErrors: { test_date: ['Enter a valid date.'] },
    });
    // a refused entry is not sent again by itself
    const before = sent.length;
    await syncOutbox();
    expect(sent).toHaveLength(before);
    answer = () => json(201, { id: 3 });
    await editQueuedEntry(entry.key, PUMP_TEST);
    await syncOutbox();
    expect(sent.at(-1)).toMatchObject({
      body: PUMP_TEST,
      headers: expect.objectContaining({ 'Idempotency-Key': entry.key }),
    });
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('tries nothing while the browser says it is offline, and sends when it is back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueEntry({ kind: 'pumptests', wellId: 9, body: PUMP_TEST });
    await syncOutbox();
    expect(sent).toEqual([]);
    expect((await entriesOf(user.id))[0].state).toBe('pending');
    online.mockReturnValue(true);
    await syncOutbox();
    expect(sent).toHaveLength(1);
    expect(await entriesOf(user.id)).toEqual([]);
    online.mockRestore();
  });

  it('sends a change to a stored record as a PATCH of that record', async () => {
    await queueEntry({
      kind: 'wells',
      method: 'PATCH',
      recordId: 12,
      wellId: 12,
      body: { well_notes: 'Pump pulled' },
    });
    await syncOutbox();
    expect(sent.at(-1)).toMatchObject({
      url: '/api/wells/12',
      method: 'PATCH',
      body: { well_notes: 'Pump pulled' },
    });
  });

  it('discards an entry only when told, and on sign-out only the user’s own entries', async () => {
    answer = noAnswer;
    const mine = await queueEntry({ kind: 'pumptests', wellId: 9, body: PUMP_TEST });
    await queueEntry({ kind: 'maintenancelog', wellId: 9, body: { well: 9 } });
    sessionStore.start('token-42', other);
    await queueEntry({ kind: 'pumptests', wellId: 9, body: PUMP_TEST });
    await discardQueuedEntry(mine.key);
    expect(await entriesOf(user.id)).toHaveLength(1);
    await discardEntriesOf(user.id);
    expect(await entriesOf(user.id)).toEqual([]);
    expect(await entriesOf(other.id)).toHaveLength(1);
  });
});
