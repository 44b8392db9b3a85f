import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { normalizeEmail, passwordResetRequestSchema } from '../../domain/accounts/account-schemas';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema/accounts';
import type { Mailer, MailMessage } from '../mail/mailer';
import { countResetRequest } from './address-throttle';
import { hashSecret, newSecret } from './auth-tokens';

export interface ResetPolicy {
  resetTokenMinutes: number;
  resetMailsPerHourPerAccount: number;
}

interface ResetRequest {
  db: Database;
  email: string;
  publicUrl: string;
  policy: ResetPolicy;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

/**
 * spec 1 §2.1: the answer is the same, and comes as fast, whether or not the address belongs to
 * an account. The per-address limit counts every address alike; whether there is an account to
 * mail is decided after the answer, in the background.
 */
export async function requestPasswordReset(
  options: Omit<ResetRequest, 'email'> & { body: unknown },
): Promise<{ detail: string }> {
  const email = normalizeEmail(passwordResetRequestSchema.parse(options.body).email);
  await countResetRequest(options.db, email, options.policy.resetMailsPerHourPerAccount);
  options.mailer.sendLater(() => composeResetMail({ ...options, email }));
  return { detail: ACCOUNT_TEXTS.resetRequestSent };
}

async function composeResetMail({
  db,
  email,
  publicUrl,
  policy,
  mailer,
  logger,
}: ResetRequest): Promise<MailMessage | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user || user.status !== 'Active') return null;

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
  // The fragment never reaches a server, so the token stays out of request logs and proxies.
  const link = `${publicUrl}/password/reset#uid=${user.id}&token=${encodeURIComponent(token)}`;
  if (mailer.writesToOutbox) logger.info({ to: user.email, link }, 'password reset link');
  return {
    to: user.email,
    subject: 'Basin DMS password reset',
    text:
      `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Basin DMS account. ` +
      `To choose a new password, open this link within ${policy.resetTokenMinutes} minutes:\n\n${link}\n\n` +
      `The link works once. If you did not ask for this, ignore this email; your password stays as it is.\n`,
  };
}
