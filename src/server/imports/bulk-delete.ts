import { SUBMISSION_STATUS } from '../../domain/imports/import-texts';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { BULK_TEXTS, targetReadings, parseBulkTarget, targetStatus } from './bulk-submit';
import { withTargetLockNow } from './target-lock';

/**
 * spec 2 §7, issue 4 item 6: POST bulkdelete, delete one GSP's readings of a monitoring dataset dated in
 * the water year, in one statement. Locked (Complete) data must be unlocked first (409). The answer
 * replaces the table's data, which is then empty.
 */
export async function bulkDelete(db: Database, body: unknown) {
  const target = await parseBulkTarget(db, body);
  return withTargetLockNow(db, target, async (tx) => {
    const { status } = await targetStatus(tx, target);
    if (status === SUBMISSION_STATUS.complete) throw new AppError(409, { detail: BULK_TEXTS.locked });
    const { table, where } = targetReadings(target);
    const deleted = await tx.delete(table).where(where).returning({ id: table.id });
    return { measurements: [], count_deleted: deleted.length };
  });
}
