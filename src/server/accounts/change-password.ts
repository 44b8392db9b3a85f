import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { passwordChangeSchema } from '../../domain/accounts/account-schemas';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { issueToken, revokeAllTokens, type TokenPolicy } from './auth-tokens';
import { assertStrongPassword, hashPassword, passwordOwnerOf, verifyPassword } from './password-hashing';
import {
  awaitPasswordTurn,
  clearWrongPasswords,
  clearWrongPasswordsFrom,
  recordWrongPassword,
  type LockoutPolicy,
} from './address-throttle';

/**
 * spec 1 §7: POST auth/password/. Every sign-in of the account is revoked, and the caller
 * gets a fresh token so the device that changed the password stays signed in.
 */
export async function changePassword(options: {
  db: Database;
  actor: UserRow;
  body: unknown;
  clientAddress: string;
  tokenPolicy: TokenPolicy;
  lockout: LockoutPolicy;
}): Promise<{ auth_token: string }> {
  const { db, actor } = options;
  const input = passwordChangeSchema.parse(options.body);
  // A stolen token must not become a way to guess the password: wrong guesses count as wrong
  // sign-ins of the account from this address.
  const attempt = { email: actor.email, clientAddress: options.clientAddress };
  await awaitPasswordTurn(db, attempt, options.lockout);
  if (!(await verifyPassword(actor.passwordHash, input.current_password))) {
    await recordWrongPassword(db, attempt, options.lockout);
    throw AppError.badRequest({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
  }
  // The attempt was counted before the check; a right current password must not count towards a lock.
  await clearWrongPasswordsFrom(db, attempt);
  assertStrongPassword('new_password1', input.new_password1, passwordOwnerOf(actor));
  const passwordHash = await hashPassword(input.new_password1);
  return withChangeActor(db, actor, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.id));
    await revokeAllTokens(tx, actor.id);
    await clearWrongPasswords(tx, actor.email);
    return { auth_token: await issueToken(tx, actor.id, options.tokenPolicy) };
  });
}
