import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { normalizeEmail } from '../../domain/accounts/account-schemas';
import type { Database } from '../db/client';
import { addressThrottles } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { hashSecret } from './auth-tokens';

export interface LockoutPolicy {
  failedSignInsBeforeLock: number;
  signInLockMinutes: number;
}

const keyOf = (purpose: 'sign-in' | 'reset', email: string) =>
  hashSecret(`${purpose}:${normalizeEmail(email)}`);

/** Refuses, before any password is checked, an address locked by earlier wrong passwords. */
export async function assertNotLocked(db: Database, email: string): Promise<void> {
  const [throttle] = await db
    .select()
    .from(addressThrottles)
    .where(eq(addressThrottles.key, keyOf('sign-in', email)));
  if (throttle?.lockedUntil && throttle.lockedUntil > new Date()) {
    throw AppError.tooManyRequests(AUTH_MESSAGES.tooManySignIns);
  }
}

/**
 * Counts one wrong password for the address in a single statement, so parallel guesses cannot
 * lose counts; the count that reaches the limit locks the address and starts again from zero.
 */
export async function recordWrongPassword(db: Database, email: string, policy: LockoutPolicy): Promise<void> {
  const key = keyOf('sign-in', email);
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
}

export async function clearWrongPasswords(db: Database, email: string): Promise<void> {
  await db.delete(addressThrottles).where(eq(addressThrottles.key, keyOf('sign-in', email)));
}

/** Counts a reset request for the address within the hour; past the limit the request is refused. */
export async function countResetRequest(db: Database, email: string, perHour: number): Promise<void> {
  const windowEnd = new Date(Date.now() + 3600_000);
  const windowOver = sql`${addressThrottles.windowEndsAt} is null or ${addressThrottles.windowEndsAt} <= now()`;
  const [{ attempts }] = await db
    .insert(addressThrottles)
    .values({ key: keyOf('reset', email), attempts: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: addressThrottles.key,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${addressThrottles.attempts} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then ${windowEnd.toISOString()}::timestamptz else ${addressThrottles.windowEndsAt} end`,
        updatedAt: new Date(),
      },
    })
    .returning({ attempts: addressThrottles.attempts });
  if (attempts > perHour) throw AppError.tooManyRequests(AUTH_MESSAGES.tooManyResets);
}
