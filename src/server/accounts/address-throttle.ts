import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { normalizeEmail } from '../../domain/accounts/account-schemas';
import { FREE_WRONG_PASSWORDS_PER_ADDRESS, signInDelayMs } from '../../domain/accounts/sign-in-slowdown';
import type { Database } from '../db/client';
import { addressThrottles } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { hashSecret } from './auth-tokens';
import { clientAddressKey } from './client-address-key';
import { throttleClock, waitBeforePasswordCheck } from './password-check-wait';

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
  `${pairPrefix(email)}:${hashSecret(clientAddressKey(clientAddress))}`;
const resetKey = (email: string) => hashSecret(`reset:${normalizeEmail(email)}`);

/** A time as a query parameter; every limit is kept on throttleClock(), not on the database's clock. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Before a password is checked, and counted before it so that guesses sent at once are each counted
 * first: the attempt past the address's limit for this account is refused at once; an attempt that
 * may go on waits as long as the wrong passwords of the address, or of the account from every
 * address, ask. The account's count only ever slows its sign-ins, so no one can lock its owner out.
 */
export async function awaitPasswordTurn(
  db: Database,
  attempt: PasswordAttempt,
  policy: LockoutPolicy,
): Promise<void> {
  const now = throttleClock();
  const fromAddress = await countAttemptFromAddress(db, attempt, policy, now);
  if (fromAddress > policy.failedSignInsBeforeLock) {
    throw AppError.tooManyRequests(AUTH_MESSAGES.tooManySignIns);
  }
  const slowdown = { stepMs: policy.signInDelayStepMs, maxMs: policy.signInDelayMaxMs };
  const wait = Math.max(
    signInDelayMs(fromAddress - 1, FREE_WRONG_PASSWORDS_PER_ADDRESS, slowdown),
    await queueBehindAccountAttempts(db, attempt.email, policy, now),
  );
  if (wait > 0) await waitBeforePasswordCheck(wait);
}

/**
 * Counts the attempt for the email from the address in one statement and answers its number in the
 * window: a window opens with the first attempt and lasts signInLockMinutes; the attempt that reaches
 * the limit locks the address for this account for signInLockMinutes from then; once the window and
 * the lock are over, counting starts again from one.
 */
async function countAttemptFromAddress(
  db: Database,
  attempt: PasswordAttempt,
  policy: LockoutPolicy,
  now: Date,
): Promise<number> {
  const period = policy.signInLockMinutes * 60_000;
  const periodEnd = new Date(now.getTime() + period);
  const limit = policy.failedSignInsBeforeLock;
  const over = sql`coalesce(greatest(${addressThrottles.windowEndsAt}, ${addressThrottles.lockedUntil}) <= ${at(now)}, true)`;
  const [{ attempts }] = await db
    .insert(addressThrottles)
    .values({
      key: pairKey(attempt),
      attempts: 1,
      windowEndsAt: periodEnd,
      lockedUntil: 1 >= limit ? periodEnd : null,
    })
    .onConflictDoUpdate({
      target: addressThrottles.key,
      set: {
        attempts: sql`case when ${over} then 1 else ${addressThrottles.attempts} + 1 end`,
        windowEndsAt: sql`case when ${over} then ${at(periodEnd)} else ${addressThrottles.windowEndsAt} end`,
        lockedUntil: sql`case
          when ${over} then ${1 >= limit ? at(periodEnd) : sql`null`}
          when ${addressThrottles.lockedUntil} > ${at(now)} then ${addressThrottles.lockedUntil}
          when ${addressThrottles.attempts} + 1 >= ${limit} then ${at(periodEnd)}
        end`,
        updatedAt: now,
      },
    })
    .returning({ attempts: addressThrottles.attempts });
  return attempts;
}

/**
 * Past the account's free wrong passwords, its attempts wait in one queue instead of side by side:
 * each moves the account's next turn (kept in locked_until of its row) one wait further and sleeps
 * until it, never longer than signInDelayMaxMs, so guesses sent at once are spread out while the
 * owner is never refused. Answers the wait in milliseconds.
 */
async function queueBehindAccountAttempts(
  db: Database,
  email: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<number> {
  const key = accountKey(email);
  const [row] = await db.select().from(addressThrottles).where(eq(addressThrottles.key, key));
  const failures = row?.windowEndsAt && row.windowEndsAt > now ? row.attempts : 0;
  const slowdown = { stepMs: policy.signInDelayStepMs, maxMs: policy.signInDelayMaxMs };
  const delay = signInDelayMs(failures, policy.accountFailedSignInsBeforeDelay, slowdown);
  if (delay === 0) return 0;
  const latest = new Date(now.getTime() + policy.signInDelayMaxMs);
  const [turn] = await db
    .update(addressThrottles)
    .set({
      lockedUntil: sql`least(greatest(${addressThrottles.lockedUntil}, ${at(now)}) + ${delay} * interval '1 millisecond', ${at(latest)})`,
    })
    .where(eq(addressThrottles.key, key))
    .returning({ lockedUntil: addressThrottles.lockedUntil });
  // The row is gone when a new password cleared the account's count in the meantime.
  return turn?.lockedUntil ? Math.max(0, turn.lockedUntil.getTime() - now.getTime()) : 0;
}

/** A wrong password: counted for the account across addresses (the address counted it before). */
export async function recordWrongPassword(
  db: Database,
  attempt: PasswordAttempt,
  policy: LockoutPolicy,
): Promise<void> {
  await countInWindow(db, accountKey(attempt.email), policy.signInLockMinutes * 60_000);
}

/** The right password: the address's attempts, the right one with them, no longer count. */
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
  const now = throttleClock();
  const windowEnd = new Date(now.getTime() + windowMs);
  const windowOver = sql`coalesce(${addressThrottles.windowEndsAt} <= ${at(now)}, true)`;
  const [{ attempts }] = await db
    .insert(addressThrottles)
    .values({ key, attempts: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: addressThrottles.key,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${addressThrottles.attempts} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then ${at(windowEnd)} else ${addressThrottles.windowEndsAt} end`,
        updatedAt: now,
      },
    })
    .returning({ attempts: addressThrottles.attempts });
  return attempts;
}

/**
 * The hourly sweep: deletes the rows whose lock and window are both over, which count exactly as no
 * row would, so the table holds only the limits in force. Answers how many rows went.
 */
export async function deleteSpentThrottles(db: Database, now = throttleClock()): Promise<number> {
  const spent = await db
    .delete(addressThrottles)
    .where(
      sql`coalesce(greatest(${addressThrottles.lockedUntil}, ${addressThrottles.windowEndsAt}) <= ${at(now)}, true)`,
    )
    .returning({ key: addressThrottles.key });
  return spent.length;
}
