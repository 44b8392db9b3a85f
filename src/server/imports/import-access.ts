import { eq } from 'drizzle-orm';
import { canReportForGsp, isAdministrator } from '../../domain/accounts/permissions';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gspAssociations } from '../db/schema/organisations';

/** The GSP associations the permission rules read, of one user. */
async function associationsOf(db: Database, userId: number) {
  return db
    .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, userId));
}

/** spec 2 §2.3 and §6: administrators, and authorized reporters of at least one GSP, import. */
export async function mayImportForSomeGsp(db: Database, actor: UserRow): Promise<boolean> {
  if (isAdministrator(actor)) return true;
  const associations = await associationsOf(db, actor.id);
  return associations.some((association) => canReportForGsp(actor, associations, association.gsp));
}

/** spec 2 §2.3: importing for a GSP takes being its authorized reporter, or an administrator. */
export async function mayImportForGsp(db: Database, actor: UserRow, gspId: number): Promise<boolean> {
  if (isAdministrator(actor)) return true;
  return canReportForGsp(actor, await associationsOf(db, actor.id), gspId);
}
