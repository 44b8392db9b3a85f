import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordOwner } from '../../domain/accounts/password-rules';
import type { Database } from '../db/client';
import { passwordResetTokens, users, type UserRow } from '../db/schema/accounts';
import { withChangeActor, type ChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { clearWrongPasswords } from './address-throttle';
import { hashSecret, revokeAllTokens } from './auth-tokens';
import { assertStrongPassword, hashPassword, passwordOwnerOf } from './password-hashing';

/**
 * Sets a user's password with a one-time token of password_reset_tokens: the emailed reset link's
 * (spec 1 §7) or the one an administrator's set-password form takes (spec 2 §7). The token is claimed
 * once, every sign-in of the user ends, and earlier wrong guesses no longer lock the address.
 */
export async function setPasswordWithToken(options: {
  db: Database;
  userId: number;
  token: string;
  newPassword: string;
  /** What a used, replaced, expired or unknown token is told. */
  refusal: string;
  /** Whose change the history records; by default the user's own. */
  actor?: ChangeActor;
  /** Which users the token may serve (the emailed link: Active ones only). */
  accepts?: (user: UserRow) => boolean;
  /** Whose names the new password must not resemble: the page's where it cannot know the user's. */
  ownerOf?: (user: UserRow) => PasswordOwner;
}): Promise<UserRow> {
  const { db } = options;
  const [found] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecret(options.token)),
        eq(passwordResetTokens.userId, options.userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!found || (options.accepts && !options.accepts(found.user))) throw AppError.nonField(options.refusal);
  const { user } = found;
  assertStrongPassword('new_password1', options.newPassword, (options.ownerOf ?? passwordOwnerOf)(user));

  const passwordHash = await hashPassword(options.newPassword);
  await withChangeActor(db, options.actor ?? user, async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw AppError.nonField(options.refusal);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
    await clearWrongPasswords(tx, user.email);
  });
  return user;
}
