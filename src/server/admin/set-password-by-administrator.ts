import { and, eq, gt, isNull } from 'drizzle-orm';
import { ADMIN_PASSWORD_TEXTS, adminPasswordResetSchema } from '../../domain/admin/admin-password-reset';
import type { Database } from '../db/client';
import { passwordResetTokens, users, type UserRow } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { hashSecret, revokeAllTokens } from '../accounts/auth-tokens';
import { clearWrongPasswords } from '../accounts/address-throttle';
import { assertStrongPassword, hashPassword, passwordOwnerOf } from '../accounts/password-hashing';

/**
 * spec 2 §7: POST passwordreset/confirm/ with the token of passwordreset/token/{id}. The administrator
 * sets the password of a user of any status; every sign-in of that user ends.
 */
export async function setPasswordByAdministrator(options: {
  db: Database;
  actor: UserRow;
  body: unknown;
}): Promise<{ detail: string; uid: number }> {
  const { db } = options;
  const input = adminPasswordResetSchema.parse(options.body ?? {});
  const [found] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
        eq(passwordResetTokens.userId, input.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!found) throw AppError.nonField(ADMIN_PASSWORD_TEXTS.tokenRefused);
  const { user } = found;
  assertStrongPassword('new_password1', input.new_password1, passwordOwnerOf(user));

  const passwordHash = await hashPassword(input.new_password1);
  await withChangeActor(db, options.actor, async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw AppError.nonField(ADMIN_PASSWORD_TEXTS.tokenRefused);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
    await clearWrongPasswords(tx, user.email);
  });
  return { detail: ADMIN_PASSWORD_TEXTS.passwordSet, uid: user.id };
}
