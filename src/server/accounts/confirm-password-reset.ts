import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { passwordResetConfirmSchema } from '../../domain/accounts/account-schemas';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { hashSecret, revokeAllTokens } from './auth-tokens';
import { assertStrongPassword, hashPassword, passwordOwnerOf } from './password-hashing';
import { clearWrongPasswords } from './address-throttle';

/** spec 1 §7: POST auth/password/reset/confirm/ with the uid and token of the emailed link. */
export async function confirmPasswordReset(options: {
  db: Database;
  body: unknown;
}): Promise<{ detail: string }> {
  const { db } = options;
  const input = passwordResetConfirmSchema.parse(options.body);
  const [found] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
        eq(passwordResetTokens.userId, input.uid),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!found || found.user.status !== 'Active') throw AppError.nonField(AUTH_MESSAGES.invalidResetLink);
  const { user } = found;
  assertStrongPassword('new_password1', input.new_password1, passwordOwnerOf(user));

  const passwordHash = await hashPassword(input.new_password1);
  await withChangeActor(db, user, async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw AppError.nonField(AUTH_MESSAGES.invalidResetLink);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
    // Whoever holds the mailbox is the owner: earlier wrong guesses no longer lock them out.
    await clearWrongPasswords(tx, user.email);
  });
  return { detail: 'Your password has been reset. You can now log in with your new password.' };
}
