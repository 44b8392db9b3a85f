import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema/accounts';
import { AppError } from '../http/app-error';

export const LAST_ADMINISTRATOR_TEXTS = {
  delete:
    'This is the last active administrator; the basin would have nobody to administer it. Make another user an active Administrator first.',
  change:
    'This is the last active administrator; they must stay an active Administrator. Make another user an active Administrator first.',
} as const;

const isActiveAdministrator = (user: Pick<UserRow, 'role' | 'status'>) =>
  user.role === 'Administrator' && user.status === 'Active';

/**
 * spec 2 §2.7: the last active administrator is never deleted, deactivated nor demoted. The active
 * administrators' rows stay locked to the end of the transaction, so of two administrators demoting each
 * other at once the second sees the first's change and is refused.
 */
export async function assertNotLastAdministrator(
  tx: Database,
  existing: Pick<UserRow, 'id' | 'role' | 'status'>,
  after: Partial<Pick<UserRow, 'role' | 'status'>> | 'deleted',
) {
  if (!isActiveAdministrator(existing)) return;
  if (
    after !== 'deleted' &&
    isActiveAdministrator({ role: after.role ?? existing.role, status: after.status ?? existing.status })
  )
    return;
  const administrators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Administrator'), eq(users.status, 'Active')))
    .for('update');
  if (administrators.some((administrator) => administrator.id !== existing.id)) return;
  throw new AppError(409, {
    detail: after === 'deleted' ? LAST_ADMINISTRATOR_TEXTS.delete : LAST_ADMINISTRATOR_TEXTS.change,
  });
}
