import { and, eq } from 'drizzle-orm';
import { canHoldReportingAuthorization } from '../../domain/accounts/permissions';
import {
  AUTHORIZED_REPORTER_TEXTS,
  authorizedReporterUpdateSchema,
} from '../../domain/admin/authorized-reporter';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema/accounts';
import { gspAssociations } from '../db/schema/organisations';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';

/**
 * spec 2 §7 and §6: POST updateauthreporter/{user id} grants or revokes a GSP representative's reporting
 * authorization for one GSP they are associated with; users with the role Agency never hold it.
 */
export async function updateAuthReporter(options: {
  db: Database;
  actor: UserRow;
  userId: number;
  body: unknown;
}) {
  const input = authorizedReporterUpdateSchema.parse(options.body ?? {});
  return withChangeActor(options.db, options.actor, async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, options.userId));
    if (!user) throw AppError.notFound();
    if (input.authorized_reporter && !canHoldReportingAuthorization(user.role)) {
      throw AppError.badRequest({ authorized_reporter: [AUTHORIZED_REPORTER_TEXTS.notForAgency] });
    }
    const [association] = await tx
      .update(gspAssociations)
      .set({ authorizedReporter: input.authorized_reporter })
      .where(and(eq(gspAssociations.userId, options.userId), eq(gspAssociations.gspId, input.gsp)))
      .returning();
    if (!association) throw AppError.badRequest({ gsp: [AUTHORIZED_REPORTER_TEXTS.noAssociation] });
    return {
      id: association.id,
      user: association.userId,
      gsp: association.gspId,
      authorized_reporter: association.authorizedReporter,
    };
  });
}
