import type { OutboxEntry } from '../../offline/outbox';
import type { WellEntryKind } from './well-entry-kinds';
import type { WellEntryRecord } from './wells-api';

/** One row of an entry table: an entry the server stores, or one still waiting in the outbox. */
export interface EntryRow {
  /** Unique among the table's rows. */
  rowKey: string;
  /** The entry's fields as the columns read them. */
  values: Readonly<Record<string, unknown>>;
  wellId: number | null;
  /** The stored entry's id '{well id}-{code}'; none before the server has stored it. */
  entryId: string | null;
  /** The stored record's id, for its View/Edit link. */
  recordId: number | null;
  /** An entry not yet stored: its Idempotency-Key and how its sending stands. */
  queued?: { key: string; state: OutboxEntry['state']; status: string };
}

/** What a row waiting in the outbox is marked with (the server's message when it refused it). */
export function queuedStatus(entry: Pick<OutboxEntry, 'state' | 'error'>): string {
  switch (entry.state) {
    case 'pending':
      return 'Pending';
    case 'sending':
      return 'Sending';
    case 'failed':
      return entry.error ? `Not sent: ${entry.error}` : 'Not sent';
    case 'refused':
      return entry.error ? `Refused: ${entry.error}` : 'Refused';
  }
}

const wellIdOf = (entry: OutboxEntry, stored?: WellEntryRecord): number | null => {
  const id = entry.wellId ?? stored?.well ?? entry.body.well ?? entry.body.well_id;
  return typeof id === 'number' ? id : null;
};

function queuedRow(entry: OutboxEntry, stored?: WellEntryRecord): EntryRow {
  return {
    rowKey: `queued-${entry.key}`,
    // a change waiting to be sent shows over the stored entry it changes
    values: { ...stored, ...entry.body },
    wellId: wellIdOf(entry, stored),
    entryId: stored?.entry_id ?? null,
    recordId: stored?.id ?? entry.recordId ?? null,
    queued: { key: entry.key, state: entry.state, status: queuedStatus(entry) },
  };
}

/**
 * The rows of one kind's table: the entries waiting in the outbox first, newest first, so what was just
 * entered is seen at once, then the stored entries in the server's order. A stored entry with a change
 * waiting to be sent shows once, with the change and its mark. `wellId` keeps the outbox entries of one
 * well; without it every well's are shown.
 */
export function entryRows(
  kind: WellEntryKind,
  stored: readonly WellEntryRecord[],
  outbox: readonly OutboxEntry[],
  wellId?: number,
): EntryRow[] {
  const storedById = new Map(stored.map((record) => [record.id, record]));
  const waiting = outbox
    .filter((entry) => entry.kind === kind.collection)
    .filter(
      (entry) => wellId === undefined || wellIdOf(entry, storedById.get(entry.recordId ?? -1)) === wellId,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const changed = new Set(waiting.filter((entry) => entry.method === 'PATCH').map((entry) => entry.recordId));
  return [
    ...waiting.map((entry) =>
      queuedRow(entry, entry.method === 'PATCH' ? storedById.get(entry.recordId ?? -1) : undefined),
    ),
    ...stored
      .filter((record) => !changed.has(record.id))
      .map((record): EntryRow => ({
        rowKey: `stored-${record.id}`,
        values: record,
        wellId: record.well,
        entryId: record.entry_id,
        recordId: record.id,
      })),
  ];
}
