import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useOutboxRead, useQueuedEntry, type OutboxEntry } from '../../offline/outbox';
import { ENTRY_FORM_TEXTS } from './entry-forms';

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
  // the outbox is read from IndexedDB: an entry not in it is gone only once it has been read
  const read = useOutboxRead();
  const lastSeen = useRef<OutboxEntry | undefined>(undefined);
  if (entry) lastSeen.current = entry;
  if (lastSeen.current) return { state: 'found', entry: lastSeen.current, left: !entry };
  return read ? { state: 'gone' } : { state: 'looking' };
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
