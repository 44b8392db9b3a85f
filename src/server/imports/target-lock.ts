import { sql } from 'drizzle-orm';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import type { Database } from '../db/client';

/**
 * Runs `work` in a transaction that holds the lock of one GSP's dataset: an import storing its rows, a lock
 * or unlock and a delete of that data wait for each other, on this server and on any other, so none of
 * them checks a state another is changing (a lock between an import's checks and its insert, or two
 * imports of one file each finding the other's readings absent).
 */
export function withTargetLock<T>(
  db: Database,
  target: { dataset: Pick<MonitoringDataset, 'module'>; gspId: number },
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const key = `import:${target.dataset.module}:${target.gspId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return work(tx as unknown as Database);
  });
}
