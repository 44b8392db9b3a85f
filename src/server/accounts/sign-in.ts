import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { loginSchema, normalizeEmail } from '../../domain/accounts/account-schemas';
import type { SessionUser } from '../../domain/accounts/session-user';
import type { Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { issueToken, type TokenPolicy } from './auth-tokens';
import { verifyDecoy, verifyPassword } from './password-hashing';
import { presentUser } from './user-presenter';

export interface LockoutPolicy {
  failedSignInsBeforeLock: number;
  signInLockMinutes: number;
}

/** spec 1 §7: POST auth/token/create/ answers the user with a new auth_token. */
export async function signIn(options: {
  db: Database;
  body: unknown;
  tokenPolicy: TokenPolicy;
  lockout: LockoutPolicy;
}): Promise<SessionUser> {
  const { db, tokenPolicy, lockout } = options;
  const credentials = loginSchema.parse(options.body);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(credentials.email)));
  if (!user) {
    await verifyDecoy(credentials.password);
    throw AppError.nonField(AUTH_MESSAGES.invalidCredentials);
  }
  if (user.signInLockedUntil && user.signInLockedUntil > new Date()) {
    throw AppError.tooManyRequests(AUTH_MESSAGES.tooManySignIns);
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    const failures = user.failedSignIns + 1;
    const locked = failures >= lockout.failedSignInsBeforeLock;
    await db
      .update(users)
      .set({
        failedSignIns: locked ? 0 : failures,
        signInLockedUntil: locked ? new Date(Date.now() + lockout.signInLockMinutes * 60_000) : null,
      })
      .where(eq(users.id, user.id));
    throw AppError.nonField(AUTH_MESSAGES.invalidCredentials);
  }
  // The status is told only to someone who knows the password.
  if (user.status === 'Pending') throw AppError.nonField(AUTH_MESSAGES.accountPending);
  if (user.status === 'Inactive') throw AppError.nonField(AUTH_MESSAGES.accountInactive);
  if (user.failedSignIns || user.signInLockedUntil) {
    await db.update(users).set({ failedSignIns: 0, signInLockedUntil: null }).where(eq(users.id, user.id));
  }
  const authToken = await issueToken(db, user.id, tokenPolicy);
  return { ...(await presentUser(db, user)), auth_token: authToken };
}
