import { eq, inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { normalizeEmail } from '../../domain/accounts/account-schemas';
import { FREE_WRONG_PASSWORDS_PER_ADDRESS, signInDelayMs } from '../../domain/accounts/sign-in-slowdown';
import type { Database } from '../db/client';
import { addressThrottles } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { hashSecret } from './auth-tokens';
import { waitBeforePasswordCheck } from './password-check-wait';

export interface LockoutPolicy {
  failedSignInsBeforeLock: number;
  signInLockMinutes: number;
  accountFailedSignInsBeforeDelay: number;
  signInDelayStepMs: number;
  signInDelayMaxMs: number;
}

/** A password check for an account's email, from one client address (request.ip). */
export interface PasswordAttempt {
  email: string;
  clientAddress: string;
}

// Keys are hashes, so the table holds no email or client address; an email without an account is
// counted exactly like one with, so no limit tells which accounts exist.
const accountKey = (email: string) => hashSecret(`sign-in-account:${normalizeEmail(email)}`);
const pairPrefix = (email: string) => hashSecret(`sign-in-from:${normalizeEmail(email)}`);
const pairKey = ({ email, clientAddress }: PasswordAttempt) =>
  `${pairPrefix(email)}:${hashSecret(clientAddress)}`;
const resetKey = (email: string) => hashSecret(`reset:${normalizeEmail(email)}`);

/**
 * Before a password is checked: refuses an address locked by its own wrong passwords for this account,
 * and otherwise waits as long as the wrong passwords of the address, or of the account from every
 * address, ask. The account's count only ever slows its sign-ins, so no one can lock its owner out.
 */
export async function awaitPasswordTurn(
  db: Database,
  attempt: PasswordAttempt,
  policy: LockoutPolicy,
): Promise<void> {
  const pair = pairKey(attempt);
  const account = accountKey(attempt.email);
  const rows = await db
    .select()
    .from(addressThrottles)
    .where(inArray(addressThrottles.key, [pair, account]));
  const now = new Date();
  const fromAddress = rows.find((row) => row.key === pair);
  if (fromAddress?.lockedUntil && fromAddress.lockedUntil > now) {
    throw AppError.tooManyRequests(AUTH_MESSAGES.tooManySignIns);
  }
  const acrossAddresses = rows.find((row) => row.key === account);
  const slowdown = { stepMs: policy.signInDelayStepMs, maxMs: policy.signInDelayMaxMs };
  const wait = Math.max(
    signInDelayMs(fromAddress?.attempts ?? 0, FREE_WRONG_PASSWORDS_PER_ADDRESS, slowdown),
    acrossAddresses?.windowEndsAt && acrossAddresses.windowEndsAt > now
      ? signInDelayMs(acrossAddresses.attempts, policy.accountFailedSignInsBeforeDelay, slowdown)
      : 0,
  );
  if (wait > 0) await waitBeforePasswordCheck(wait);
}

/**
 * Counts one wrong password for the address and for the account, each in a single statement so
 * parallel guesses cannot lose counts; the address's count that reaches the limit locks that address
 * for this account and starts again from zero.
 */
export async function recordWrongPassword(
  db: Database,
  attempt: PasswordAttempt,
  policy: LockoutPolicy,
): Promise<void> {
  const key = pairKey(attempt);
  const [{ attempts }] = await db
    .insert(addressThrottles)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: addressThrottles.key,
      set: { attempts: sql`${addressThrottles.attempts} + 1`, updatedAt: new Date() },
    })
    .returning({ attempts: addressThrottles.attempts });
  if (attempts >= policy.failedSignInsBeforeLock) {
    await db
      .update(addressThrottles)
      .set({ attempts: 0, lockedUntil: new Date(Date.now() + policy.signInLockMinutes * 60_000) })
      .where(eq(addressThrottles.key, key));
  }
  await countInWindow(db, accountKey(attempt.email), policy.signInLockMinutes * 60_000);
}

/** The right password: the address's earlier wrong ones no longer count. */
export async function clearWrongPasswordsFrom(db: Database, attempt: PasswordAttempt): Promise<void> {
  await db.delete(addressThrottles).where(eq(addressThrottles.key, pairKey(attempt)));
}

/** A new password: every wrong guess of the old one, from any address, is forgotten. */
export async function clearWrongPasswords(db: Database, email: string): Promise<void> {
  await db
    .delete(addressThrottles)
    .where(
      sql`${addressThrottles.key} = ${accountKey(email)} or starts_with(${addressThrottles.key}, ${`${pairPrefix(email)}:`})`,
    );
}

/** Counts a reset request for the address within the hour; past the limit the request is refused. */
export async function countResetRequest(db: Database, email: string, perHour: number): Promise<void> {
  const attempts = await countInWindow(db, resetKey(email), 3600_000);
  if (attempts > perHour) throw AppError.tooManyRequests(AUTH_MESSAGES.tooManyResets);
}

/** Counts one more for the email within the hour; false once the count passes perHour. */
export async function withinHourlyLimit(
  db: Database,
  purpose: 'registration-attempt',
  email: string,
  perHour: number,
): Promise<boolean> {
  return (await countInWindow(db, hashSecret(`${purpose}:${normalizeEmail(email)}`), 3600_000)) <= perHour;
}

/** Adds one to the key's count, which starts again from one when its window is over. */
async function countInWindow(db: Database, key: string, windowMs: number): Promise<number> {
  const windowEnd = new Date(Date.now() + windowMs);
  const windowOver = sql`${addressThrottles.windowEndsAt} is null or ${addressThrottles.windowEndsAt} <= now()`;
  const [{ attempts }] = await db
    .insert(addressThrottles)
    .values({ key, attempts: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: addressThrottles.key,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${addressThrottles.attempts} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then ${windowEnd.toISOString()}::timestamptz else ${addressThrottles.windowEndsAt} end`,
        updatedAt: new Date(),
      },
    })
    .returning({ attempts: addressThrottles.attempts });
  return attempts;
}
