import { sql } from 'drizzle-orm';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { AppError } from '../http/app-error';

/** One GSP's data of one dataset's module: what a lock covers. */
type LockTarget = { dataset: Pick<MonitoringDataset, 'module'>; gspId: number };

/**
 * Runs `work` in a transaction that holds the lock of one GSP's dataset: an import storing its rows, a lock
 * or unlock and a delete of that data exclude each other, on this server and on any other, so none of
 * them checks a state another is changing (a lock between an import's checks and its insert, or two
 * imports of one file each finding the other's readings absent). Imports wait for the lock; requests take
 * it with withTargetLockNow.
 */
export function withTargetLock<T>(
  db: Database,
  target: LockTarget,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(target)})`);
    return work(tx as unknown as Database);
  });
}

/**
 * withTargetLock for a request: when an import holds the lock (on PostgreSQL, for its whole run), it
 * answers 409 at once rather than wait, since every waiting request would hold a pooled connection.
 */
export function withTargetLockNow<T>(
  db: Database,
  target: LockTarget,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(target)}) as locked`),
    );
    if (!locked) throw new AppError(409, { detail: TARGET_BUSY });
    return work(tx as unknown as Database);
  });
}

export const TARGET_BUSY =
  'This data is being changed by an import, or by another lock, unlock or delete. Try again in a minute.';

const lockKey = (target: LockTarget) =>
  sql`hashtextextended(${`import:${target.dataset.module}:${target.gspId}`}, 0)`;
