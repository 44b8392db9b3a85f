import { eq } from 'drizzle-orm';
import type { ApiKeyRecord } from '../../domain/admin/api-keys';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import { selectApiKeys } from './api-key-presenter';

/** GET users/{id}/apikeys/: a user's API keys, revoked ones too, newest first. */
export async function listApiKeys(options: { db: Database; userId: number }): Promise<ApiKeyRecord[]> {
  const [user] = await options.db.select({ id: users.id }).from(users).where(eq(users.id, options.userId));
  if (!user) throw AppError.notFound();
  return selectApiKeys(options.db, eq(apiKeys.userId, user.id));
}
