import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQueuedEntry, type OutboxEntry } from '../../offline/outbox';
import { ENTRY_FORM_TEXTS } from './entry-forms';

/** How long an entry is looked for in the outbox before it is taken as gone (the outbox reads IndexedDB). */
const OUTBOX_READ_MS = 1500;

export type QueuedLookup =
  | { state: 'looking' }
  | { state: 'gone' }
  /** `left`: it left the outbox while the page showed it (stored by the server, or discarded in another tab). */
  | { state: 'found'; entry: OutboxEntry; left: boolean };

/**
 * An entry of the outbox by its key. Once seen it stays shown, marked as left, when the server stores it
 * meanwhile, so what the user typed into it is not swept away.
 */
export function useQueuedLookup(key: string): QueuedLookup {
  const entry = useQueuedEntry(key);
  const lastSeen = useRef<OutboxEntry | undefined>(undefined);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), OUTBOX_READ_MS);
    return () => clearTimeout(timer);
  }, []);
  if (entry) lastSeen.current = entry;
  if (lastSeen.current) return { state: 'found', entry: lastSeen.current, left: !entry };
  return waited ? { state: 'gone' } : { state: 'looking' };
}

/** An entry may be changed or discarded unless it is on its way to the server or has left the outbox. */
export const isLocked = (lookup: Extract<QueuedLookup, { state: 'found' }>) =>
  lookup.left || lookup.entry.state === 'sending';

/** Where an entry not yet sent stands: waiting, on its way, not sent (why), or refused (the server's word). */
export function QueuedEntryNotice({ entry, left }: { entry: OutboxEntry; left: boolean }) {
  const texts = ENTRY_FORM_TEXTS.states;
  if (left) return <Alert severity="info">{ENTRY_FORM_TEXTS.queuedGone}</Alert>;
  switch (entry.state) {
    case 'pending':
    case 'sending':
      return <Alert severity="info">{texts[entry.state]}</Alert>;
    case 'failed':
    case 'refused':
      return (
        <Alert severity={entry.state === 'refused' ? 'error' : 'warning'}>
          <AlertTitle>{texts[entry.state]}</AlertTitle>
          {entry.error}
        </Alert>
      );
  }
}
