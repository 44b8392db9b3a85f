import type { OutboxKind } from '../offline/outbox';
import { storedRecordIdOf } from '../offline/outbox';

/** The entry a form just saved, carried to the well's screen in the navigation's state. */
export interface SavedEntry {
  kind: OutboxKind;
  /** The outbox key the save was kept under. */
  key: string;
  /** The stored record the save changed, when it changed one. */
  recordId?: number;
}

/** Where a form goes after a save: the path, and the state the screen there reads. */
export interface SavedEntryDestination {
  to: string;
  state: { savedEntry: SavedEntry };
}

export function afterSaving(to: string, savedEntry: SavedEntry): SavedEntryDestination {
  return { to, state: { savedEntry } };
}

/** The saved entry of a navigation's state, if it carries one. */
export function savedEntryOf(state: unknown): SavedEntry | undefined {
  const saved = (state as { savedEntry?: Partial<SavedEntry> } | null)?.savedEntry;
  return saved && typeof saved.kind === 'string' && typeof saved.key === 'string'
    ? (saved as SavedEntry)
    : undefined;
}

/**
 * The row key of the saved entry in a table's rows: its row while it waits in the outbox, then the
 * stored record's once the server has it.
 */
export function savedEntryRowKey(
  saved: SavedEntry | undefined,
  kind: OutboxKind,
  rowKeys: readonly string[],
): string | undefined {
  if (!saved || saved.kind !== kind) return undefined;
  const recordId = saved.recordId ?? storedRecordIdOf(saved.key);
  const candidates = [`queued-${saved.key}`, ...(recordId === undefined ? [] : [`stored-${recordId}`])];
  return candidates.find((candidate) => rowKeys.includes(candidate));
}
