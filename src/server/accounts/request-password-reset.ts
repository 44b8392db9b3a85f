import { and, count, eq, gt } from 'drizzle-orm';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { normalizeEmail, passwordResetRequestSchema } from '../../domain/accounts/account-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema/accounts';
import type { Mailer } from '../mail/mailer';
import { hashSecret, newSecret } from './auth-tokens';

export interface ResetPolicy {
  resetTokenMinutes: number;
  resetMailsPerHourPerAccount: number;
}

/**
 * spec 1 §2.1: the answer is the same whether or not the address belongs to an account,
 * and whether or not this account has had too many mails this hour.
 */
export async function requestPasswordReset(options: {
  db: Database;
  body: unknown;
  mailer: Mailer;
  publicUrl: string;
  policy: ResetPolicy;
  logger: FastifyBaseLogger;
}): Promise<{ detail: string }> {
  const { db, policy } = options;
  const answer = { detail: ACCOUNT_TEXTS.resetRequestSent };
  const email = normalizeEmail(passwordResetRequestSchema.parse(options.body).email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user || user.status !== 'Active') return answer;

  const hourAgo = new Date(Date.now() - 3600_000);
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, hourAgo)));
  if (Number(recent) >= policy.resetMailsPerHourPerAccount) {
    options.logger.warn({ userId: user.id }, 'password reset mail limit reached; no mail sent');
    return answer;
  }

  const token = newSecret();
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + policy.resetTokenMinutes * 60_000),
    });
  });
  const link = `${options.publicUrl}/password/reset?uid=${user.id}&token=${encodeURIComponent(token)}`;
  options.mailer.send({
    to: user.email,
    subject: 'Basin DMS password reset',
    text:
      `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Basin DMS account. ` +
      `To choose a new password, open this link within ${policy.resetTokenMinutes} minutes:\n\n${link}\n\n` +
      `The link works once. If you did not ask for this, ignore this email; your password stays as it is.\n`,
  });
  if (options.mailer.writesToOutbox) options.logger.info({ to: user.email, link }, 'password reset link');
  return answer;
}
