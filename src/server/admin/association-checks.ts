import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isAdministrator } from '../../domain/accounts/permissions';
import { agencyDisplayName } from '../../domain/admin/agency';
import type { CollectionCall } from '../http/collection-routes';
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
  const moved = Object.keys(changes).filter(
    (key) => changes[key] !== undefined && Number(changes[key]) !== existing[key],
  );
  if (moved.length) {
    throw AppError.badRequest(
      Object.fromEntries(
        moved.map((key) => [key, ['An association cannot be moved; delete it and add a new one.']]),
      ),
    );
  }
}

/** An association row as the API answers it: the user's name and agency instead of their parts. */
export function presentAssociation<
  Row extends { agencyName: string | null; first_name: string; last_name: string },
>({ agencyName, first_name, last_name, ...row }: Row) {
  return { ...row, user_label: `${first_name} ${last_name}`.trim(), agency: agencyDisplayName(agencyName) };
}

/** Administrators see every association (?user= narrows it); everyone else only their own. */
export function associationScope(
  { actor, query }: CollectionCall,
  userColumn: PgColumn,
  parent: { column: PgColumn; filter: string },
): SQL | undefined {
  const user = isAdministrator(actor) ? idFilter(query.user) : actor.id;
  const parentId = idFilter(query[parent.filter]);
  return and(user ? eq(userColumn, user) : undefined, parentId ? eq(parent.column, parentId) : undefined);
}
