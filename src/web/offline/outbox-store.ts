import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry';

/** The browser's IndexedDB database of entries not yet stored by the server: it outlives reloads and restarts. */
const DATABASE = 'basin-dms-outbox';
const ENTRIES = 'entries';

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { userId: number } };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database() {
  opened ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(ENTRIES, { keyPath: 'key' }).createIndex('userId', 'userId');
    },
  });
  return opened;
}

export async function storeEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put(ENTRIES, entry);
}

export async function storedEntry(key: string): Promise<OutboxEntry | undefined> {
  return (await database()).get(ENTRIES, key);
}

export async function removeEntry(key: string): Promise<void> {
  await (await database()).delete(ENTRIES, key);
}

/** A user's entries, oldest first (the order they are sent in). */
export async function entriesOf(userId: number): Promise<OutboxEntry[]> {
  const entries = await (await database()).getAllFromIndex(ENTRIES, 'userId', userId);
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function removeEntriesOf(userId: number): Promise<void> {
  const db = await database();
  const transaction = db.transaction(ENTRIES, 'readwrite');
  for (const key of await transaction.store.index('userId').getAllKeys(userId)) {
    await transaction.store.delete(key);
  }
  await transaction.done;
}

/** Closes the database, so a test can start from an empty one. */
export async function closeOutboxStore(): Promise<void> {
  const db = await opened;
  opened = undefined;
  db?.close();
}
