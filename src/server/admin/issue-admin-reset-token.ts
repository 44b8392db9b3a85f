import { eq } from 'drizzle-orm';
import type { AdminResetToken } from '../../domain/admin/admin-password-reset';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { hashSecret, newSecret } from '../accounts/auth-tokens';

/**
 * spec 2 §7: GET passwordreset/token/{id}. A one-time token for the administrator's set-password form,
 * kept hashed beside the emailed reset links; like them, only the newest one works.
 */
export async function issueAdminResetToken(options: {
  db: Database;
  userId: number;
  minutes: number;
}): Promise<AdminResetToken> {
  const { db, userId } = options;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + options.minutes * 60_000),
    });
  });
  return { uid: userId, token };
}
