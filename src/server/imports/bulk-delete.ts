import { eq } from 'drizzle-orm';
import { SUBMISSION_STATUS } from '../../domain/imports/import-texts';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { annualReports } from '../db/schema/reporting';
import { withChangeActor, type ChangeActor } from '../history/change-actor';
import {
  BULK_TEXTS,
  lockedReport,
  parseBulkTarget,
  reportLockTarget,
  targetReadings,
  targetStatus,
  type ReportBulkTarget,
} from './bulk-submit';
import { withTargetLockNow } from './target-lock';

/**
 * spec 2 §7, issue 4 item 6: POST bulkdelete, delete one GSP's readings of a monitoring dataset dated in
 * the water year, in one statement. Locked (Complete) data must be unlocked first (409). The answer
 * replaces the table's data, which is then empty.
 */
export async function bulkDelete(db: Database, body: unknown, actor: ChangeActor | null = null) {
  const target = await parseBulkTarget(db, body);
  if ('report' in target) return deleteReport(db, target, actor);
  return withTargetLockNow(db, target, async (tx) => {
    const { status } = await targetStatus(tx, target);
    if (status === SUBMISSION_STATUS.complete) throw new AppError(409, { detail: BULK_TEXTS.locked });
    const { table, where } = targetReadings(target);
    const deleted = await tx.delete(table).where(where).returning({ id: table.id });
    return { measurements: [], count_deleted: deleted.length };
  });
}

/**
 * spec 2 §7: delete one GSP's annual report of the water year, unless it is submitted (locked, 409), under
 * its imports' lock and in the change history as the administrator's.
 */
function deleteReport(db: Database, target: ReportBulkTarget, actor: ChangeActor | null) {
  return withTargetLockNow(db, reportLockTarget(target), (lockTx) =>
    withChangeActor(lockTx, actor, async (tx) => {
      const report = await lockedReport(tx, target);
      if (report?.submitted) throw new AppError(409, { detail: BULK_TEXTS.locked });
      if (report) await tx.delete(annualReports).where(eq(annualReports.id, report.id));
      return { measurements: [], count_deleted: report ? 1 : 0 };
    }),
  );
}
