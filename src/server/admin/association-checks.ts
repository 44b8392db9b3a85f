import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { AppError } from '../http/app-error';

export async function userOrFieldError(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.badRequest({ user: ['Select a user from the list.'] });
  return user;
}

/** A number from a query string filter, or undefined when absent or not a number. */
export function idFilter(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** An association joins one user to one GSA or GSP; moving it is a delete and a create. */
export function assertNotMoved(changes: Record<string, unknown>, existing: Record<string, unknown>) {
  const moved = Object.keys(changes).filter((key) => changes[key] !== undefined && Number(changes[key]) !== existing[key]);
  if (moved.length) {
    throw AppError.badRequest(
      Object.fromEntries(moved.map((key) => [key, ['An association cannot be moved; delete it and add a new one.']])),
    );
  }
}
