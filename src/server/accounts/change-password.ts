import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { passwordChangeSchema } from '../../domain/accounts/account-schemas';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { issueToken, revokeAllTokens, type TokenPolicy } from './auth-tokens';
import { assertStrongPassword, hashPassword, verifyPassword } from './password-hashing';

/**
 * spec 1 §7: POST auth/password/. Every sign-in of the account is revoked, and the caller
 * gets a fresh token so the device that changed the password stays signed in.
 */
export async function changePassword(options: {
  db: Database;
  actor: UserRow;
  body: unknown;
  tokenPolicy: TokenPolicy;
}): Promise<{ auth_token: string }> {
  const { db, actor } = options;
  const input = passwordChangeSchema.parse(options.body);
  if (!(await verifyPassword(actor.passwordHash, input.current_password))) {
    throw AppError.badRequest({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
  }
  assertStrongPassword('new_password1', input.new_password1, {
    email: actor.email,
    first_name: actor.firstName,
    last_name: actor.lastName,
  });
  const passwordHash = await hashPassword(input.new_password1);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.id));
    await revokeAllTokens(tx, actor.id);
    return { auth_token: await issueToken(tx, actor.id, options.tokenPolicy) };
  });
}
