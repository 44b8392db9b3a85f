import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
 * The entry just saved, for the screen the form went to. The navigation's state is cleared once read, so
 * a reload or coming Back to the screen later neither marks nor announces the entry again; this view of
 * the screen keeps it marked.
 */
export function useJustSavedEntry(): SavedEntry | undefined {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  const carried = savedEntryOf(state);
  // the entry, and the history entry it is kept for (null until the state is cleared from it)
  const [kept, setKept] = useState<{ entry: SavedEntry; key: string | null }>();

  useEffect(() => {
    if (!carried) return;
    setKept({ entry: carried, key: null });
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [carried, pathname, search, hash, navigate]);

  useEffect(() => {
    if (carried) return;
    // the cleared history entry keeps the mark while shown; any other, or coming back to it, does not
    setKept((held) => (held?.key === null ? { ...held, key } : held?.key === key ? held : undefined));
  }, [carried, key]);

  if (carried) return carried;
  return kept && (kept.key === null || kept.key === key) ? kept.entry : undefined;
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
