import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { loginSchema, normalizeEmail } from '../../domain/accounts/account-schemas';
import type { SessionUser } from '../../domain/accounts/session-user';
import type { Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { issueToken, type TokenPolicy } from './auth-tokens';
import { verifyDecoy, verifyPassword } from './password-hashing';
import {
  awaitPasswordTurn,
  clearWrongPasswordsFrom,
  recordWrongPassword,
  type LockoutPolicy,
} from './address-throttle';
import { presentUser } from './user-presenter';

/** spec 1 §7: POST auth/token/create/ answers the user with a new auth_token. */
export async function signIn(options: {
  db: Database;
  body: unknown;
  /** request.ip: the client's own address, or the proxy's forwarded one when TRUST_PROXY is true. */
  clientAddress: string;
  tokenPolicy: TokenPolicy;
  lockout: LockoutPolicy;
}): Promise<SessionUser> {
  const { db } = options;
  const credentials = loginSchema.parse(options.body);
  const email = normalizeEmail(credentials.email);
  const attempt = { email, clientAddress: options.clientAddress };
  await awaitPasswordTurn(db, attempt, options.lockout);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // An unknown email costs the same hash and counts towards the same limits as a known one.
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyDecoy(credentials.password);
  if (!user || !passwordMatches) {
    await recordWrongPassword(db, attempt, options.lockout);
    throw AppError.nonField(AUTH_MESSAGES.invalidCredentials);
  }
  await clearWrongPasswordsFrom(db, attempt);
  // The status is told only to someone who knows the password.
  if (user.status === 'Pending') throw AppError.nonField(AUTH_MESSAGES.accountPending);
  if (user.status === 'Inactive') throw AppError.nonField(AUTH_MESSAGES.accountInactive);
  const authToken = await issueToken(db, user.id, options.tokenPolicy);
  return { ...(await presentUser(db, user)), auth_token: authToken };
}
