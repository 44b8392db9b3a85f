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
 * Grants (1) or revokes (0) a user's reporting authorization for one GSP they are associated with, in the
 * caller's transaction; users with the role Agency never hold it. The one rule behind POST
 * updateauthreporter and a PATCH of gspassociations alike.
 */
export async function setAuthorizedReporter(
  tx: Database,
  change: { userId: number; gspId: number; authorized: 0 | 1 },
) {
  // locked: a role changed to Agency at the same moment clears the flag after this, not before
  const [user] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  if (!user) throw AppError.notFound();
  if (change.authorized && !canHoldReportingAuthorization(user.role)) {
    throw AppError.badRequest({ authorized_reporter: [AUTHORIZED_REPORTER_TEXTS.notForAgency] });
  }
  const [association] = await tx
    .update(gspAssociations)
    .set({ authorizedReporter: change.authorized })
    .where(and(eq(gspAssociations.userId, change.userId), eq(gspAssociations.gspId, change.gspId)))
    .returning();
  if (!association) throw AppError.badRequest({ gsp: [AUTHORIZED_REPORTER_TEXTS.noAssociation] });
  return association;
}

/**
 * spec 2 §7 and §6: POST updateauthreporter/{user id} grants or revokes a GSP representative's reporting
 * authorization for one GSP they are associated with.
 */
export async function updateAuthReporter(options: {
  db: Database;
  actor: UserRow;
  userId: number;
  body: unknown;
}) {
  const input = authorizedReporterUpdateSchema.parse(options.body ?? {});
  return withChangeActor(options.db, options.actor, async (tx) => {
    const association = await setAuthorizedReporter(tx, {
      userId: options.userId,
      gspId: input.gsp,
      authorized: input.authorized_reporter,
    });
    return {
      id: association.id,
      user: association.userId,
      gsp: association.gspId,
      authorized_reporter: association.authorizedReporter,
    };
  });
}
