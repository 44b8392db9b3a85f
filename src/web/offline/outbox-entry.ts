/**
 * An entry made in the field and kept in the browser until the server has stored it (issue 15): what is
 * sent, to which collection, and how its sending stands.
 */
export const OUTBOX_KINDS = ['wells', 'pumptests', 'maintenancelog', 'wellvolumepumps'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** spec 3 §4: the sync state is told per data type. */
export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  wells: 'Wells',
  pumptests: 'Pump tests',
  maintenancelog: 'Maintenance',
  wellvolumepumps: 'Volume pumping',
};

/**
 * pending: waiting to be sent; sending: on its way; failed: not sent after the retries (no connection,
 * a server error), sent again when the network returns; refused: the server said no, with its message,
 * and it waits for the user to fix or discard it.
 */
export type OutboxState = 'pending' | 'sending' | 'failed' | 'refused';

export interface OutboxEntry {
  /** Its Idempotency-Key: the server stores it once however often it is sent. */
  key: string;
  kind: OutboxKind;
  method: 'POST' | 'PATCH';
  /** The stored record a PATCH changes. */
  recordId?: number;
  /** The well the entry is for, to show it there while it waits. */
  wellId?: number;
  body: Record<string, unknown>;
  /** Who entered it: it is sent only with their sign-in. */
  userId: number;
  state: OutboxState;
  attempts: number;
  /** Why it is not stored: the server's message, or that the server could not be reached. */
  error?: string;
  fieldErrors?: Record<string, string[]>;
  createdAt: string;
  updatedAt: string;
}

export type OutboxCounts = Record<OutboxKind, Record<OutboxState, number>>;

/** How many entries of each data type are in each state. */
export function outboxCounts(entries: readonly OutboxEntry[]): OutboxCounts {
  const counts = Object.fromEntries(
    OUTBOX_KINDS.map((kind) => [kind, { pending: 0, sending: 0, failed: 0, refused: 0 }]),
  ) as OutboxCounts;
  for (const entry of entries) counts[entry.kind][entry.state] += 1;
  return counts;
}
