import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { WELLS_TEXTS } from '../../domain/wells/wells-texts';
import { sessionStore } from '../accounts/session-store';
import { apiRequest } from '../api/api-client';
import type { OutboxEntry, OutboxKind } from './outbox-entry';
import { entriesOf, removeEntriesOf, removeEntry, storedEntry, storeEntry } from './outbox-store';
import { sendEntry, type SendOutcome } from './send-entry';

export type { OutboxEntry, OutboxKind, OutboxState } from './outbox-entry';

/**
 * The offline outbox (issue 15, spec 3 §3-§4): an entry is kept in IndexedDB the moment it is made, shown
 * where it belongs with its state, and sent in the background when the connection allows, oldest first,
 * each with its Idempotency-Key. Nothing leaves it but by being stored by the server or discarded by the
 * user. One tab sends at a time (a Web Lock); the others hear of every change on a BroadcastChannel.
 */

/** The query keys of what the server stored from the outbox: every wells screen reads under 'wells'. */
export const OUTBOX_QUERY_KEY = ['wells'] as const;
/** While entries could not be sent, they are tried again this often, besides when the network returns. */
const RETRY_FAILED_MS = 60_000;
const SYNC_LOCK = 'basin-dms-outbox-sync';

let snapshot: OutboxEntry[] = [];
/** Whose entries the snapshot holds: until they are read, an entry not in it may still be there. */
let snapshotOf: number | undefined;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('basin-dms-outbox');
let queryClient: QueryClient | undefined;

const currentUserId = () => sessionStore.get()?.user.id;
/** The id the server gave each entry this tab sent, by the entry's key: a screen can find what it saved. */
const storedRecordIds = new Map<string, number>();

/** The server's id of an entry this tab sent and the server stored, by the entry's key. */
export function storedRecordIdOf(key: string): number | undefined {
  return storedRecordIds.get(key);
}

/** Reads the signed-in user's entries again and tells the screens. */
async function refresh(): Promise<void> {
  const userId = currentUserId();
  snapshot = userId === undefined ? [] : await entriesOf(userId);
  snapshotOf = userId;
  listeners.forEach((listener) => listener());
}

/** Tells this tab and the others that the outbox changed. */
async function changed(): Promise<void> {
  channel?.postMessage('changed');
  await refresh();
}
channel?.addEventListener('message', () => void refresh());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's entries not yet stored by the server, oldest first. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** Whether the signed-in user's entries have been read from IndexedDB: until then useOutbox() may miss some. */
export function useOutboxRead(): boolean {
  return useSyncExternalStore(subscribe, () => snapshotOf !== undefined && snapshotOf === currentUserId());
}

export function useQueuedEntry(key: string | undefined): OutboxEntry | undefined {
  const entries = useOutbox();
  return key === undefined ? undefined : entries.find((entry) => entry.key === key);
}

/** Stores the entry in IndexedDB at once (resolved once stored), then sends it in the background. */
export async function queueEntry(input: {
  kind: OutboxKind;
  method?: 'POST' | 'PATCH';
  recordId?: number;
  wellId?: number;
  body: Record<string, unknown>;
}): Promise<OutboxEntry> {
  const userId = currentUserId();
  if (userId === undefined) throw new Error(WELLS_TEXTS.notSignedIn);
  const now = new Date().toISOString();
  const entry: OutboxEntry = {
    method: 'POST',
    ...input,
    key: crypto.randomUUID(),
    userId,
    state: 'pending',
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
  await storeEntry(entry);
  await changed();
  void syncOutbox();
  return entry;
}

/** An entry the user fixed: pending again with its new body, and sent again. */
export async function editQueuedEntry(key: string, body: Record<string, unknown>): Promise<void> {
  const entry = await storedEntry(key);
  if (!entry) return;
  const { error: _error, fieldErrors: _fieldErrors, ...rest } = entry;
  await storeEntry({ ...rest, body, state: 'pending', attempts: 0, updatedAt: new Date().toISOString() });
  await changed();
  void syncOutbox();
}

export async function discardQueuedEntry(key: string): Promise<void> {
  await removeEntry(key);
  await changed();
}

/** How many of a user's entries the server has not stored yet. */
export async function unsentCountOf(userId: number): Promise<number> {
  return (await entriesOf(userId)).length;
}

/** spec 1 §8: the user confirmed signing out with unsent entries: they are discarded. */
export async function discardEntriesOf(userId: number): Promise<void> {
  await removeEntriesOf(userId);
  await changed();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function request(entry: OutboxEntry): Promise<unknown> {
  const path = entry.method === 'PATCH' ? `${entry.kind}/${entry.recordId}` : `${entry.kind}/`;
  return apiRequest(path, {
    method: entry.method,
    body: entry.body,
    headers: entry.method === 'POST' ? { 'Idempotency-Key': entry.key } : undefined,
  });
}

/** The entry as sending left it, unless the user changed or discarded it meanwhile. */
function afterSending(entry: OutboxEntry, result: SendOutcome): OutboxEntry | null {
  const updatedAt = new Date().toISOString();
  switch (result.outcome) {
    case 'stored':
      return null;
    case 'refused':
      return {
        ...entry,
        state: 'refused',
        attempts: entry.attempts + 1,
        error: result.error,
        fieldErrors: result.fieldErrors,
        updatedAt,
      };
    case 'failed':
      return {
        ...entry,
        state: 'failed',
        attempts: entry.attempts + result.attempts,
        error: result.error,
        updatedAt,
      };
    case 'signedOut':
      return { ...entry, state: 'pending', error: result.error, updatedAt };
  }
}

/** Whether the browser says it has no network: nothing is tried then, the 'online' event sends. */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Sends the signed-in user's entries that wait, oldest first; a refused one waits for the user. */
async function sendWaiting(): Promise<void> {
  const userId = currentUserId();
  if (userId === undefined) return;
  for (const { key } of await entriesOf(userId)) {
    if (currentUserId() !== userId || knownOffline()) return;
    const entry = await storedEntry(key);
    if (!entry || entry.state === 'refused') continue;
    const sending: OutboxEntry = { ...entry, state: 'sending', updatedAt: new Date().toISOString() };
    await storeEntry(sending);
    await changed();
    const result = await sendEntry(sending, { request, sleep });
    const now = await storedEntry(key);
    // discarded while it was on its way, or changed by the user: their choice stands
    if (now && now.updatedAt === sending.updatedAt) {
      const next = afterSending(sending, result);
      if (next) await storeEntry(next);
      else await removeEntry(key);
    }
    if (result.outcome === 'stored') {
      const id = (result.record as { id?: unknown } | null)?.id;
      if (typeof id === 'number') storedRecordIds.set(key, id);
      await queryClient?.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    }
    await changed();
    if (result.outcome === 'signedOut') return;
  }
}

let syncing: Promise<void> | undefined;
let askedAgain = false;

/** Sends what waits; asked again while sending, it goes over the outbox once more when done. */
export function syncOutbox(): Promise<void> {
  if (syncing) {
    askedAgain = true;
    return syncing;
  }
  syncing = (async () => {
    do {
      askedAgain = false;
      await withSyncLock(sendWaiting);
    } while (askedAgain);
  })().finally(() => {
    syncing = undefined;
  });
  return syncing;
}

/** Runs `work` unless another tab is sending (it will send everything; the keys make doubles harmless). */
async function withSyncLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  await locks.request(SYNC_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

/**
 * Starts the outbox for the app: the signed-in user's entries are read and sent, and sent again when the
 * network returns, when someone signs in, and every minute while some could not be sent. Answers a stop.
 */
export function connectOutbox(client: QueryClient): () => void {
  queryClient = client;
  const sync = () => void refresh().then(syncOutbox);
  const unsubscribe = sessionStore.subscribe(sync);
  window.addEventListener('online', sync);
  const timer = setInterval(() => {
    if (snapshot.some((entry) => entry.state === 'failed' || entry.state === 'pending')) void syncOutbox();
  }, RETRY_FAILED_MS);
  sync();
  return () => {
    unsubscribe();
    window.removeEventListener('online', sync);
    clearInterval(timer);
  };
}
