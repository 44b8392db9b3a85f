import { eq } from 'drizzle-orm';
import { profileSchema } from '../../domain/accounts/account-schemas';
import type { SessionUser } from '../../domain/accounts/session-user';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { contactColumns } from './contact-columns';
import { presentUser } from './user-presenter';

/** spec 1 §2.1: PUT auth/me/; the email (user name) cannot be changed here. */
export async function updateProfile(options: {
  db: Database;
  actor: UserRow;
  body: unknown;
}): Promise<SessionUser> {
  const input = profileSchema.parse(options.body);
  const [updated] = await withChangeActor(options.db, options.actor, (tx) =>
    tx
      .update(users)
      .set({ ...contactColumns(input), updatedAt: new Date() })
      .where(eq(users.id, options.actor.id))
      .returning(),
  );
  return presentUser(options.db, updated);
}
