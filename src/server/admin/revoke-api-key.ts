import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKeyRecord } from '../../domain/admin/api-keys';
import type { Database } from '../db/client';
import { apiKeys, type UserRow } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { selectApiKeys } from './api-key-presenter';

/**
 * POST users/{id}/apikeys/{key id}/revoke/: the key is refused from now on. It stays listed, revoked, for
 * the record; revoking it again changes nothing.
 */
export async function revokeApiKey(options: {
  db: Database;
  actor: UserRow;
  userId: number;
  apiKeyId: number;
}): Promise<ApiKeyRecord> {
  const thisKey = and(eq(apiKeys.id, options.apiKeyId), eq(apiKeys.userId, options.userId));
  return withChangeActor(options.db, options.actor, async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(thisKey, isNull(apiKeys.revokedAt)));
    const [revoked] = await selectApiKeys(tx, thisKey);
    if (!revoked) throw AppError.notFound();
    return revoked;
  });
}
