import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_REFUSALS } from '../../domain/admin/api-keys';
import type { Database } from '../db/client';
import { apiKeys, users, type UserRow } from '../db/schema/accounts';
import { hashSecret } from './auth-tokens';

export type ApiKeyResolution =
  | { user: UserRow; apiKeyId: number }
  /** A key that exists but may not be used: why, for the client to tell its user. */
  | { refused: string }
  | null;

function prepareKeyByHash(db: Database) {
  return db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt, lastUsedAt: apiKeys.lastUsedAt, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('api_key_by_hash');
}

// A GIS client's every page reads its key: the query is built once per database, not once per request.
const keyQueries = new WeakMap<Database, ReturnType<typeof prepareKeyByHash>>();

// A GDAL copy asks for hundreds of pages: last_used_at is written at most once a minute per key.
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The user a personal API key acts as, found by its hash (unique index). null for a key nobody issued
 * (or whose user was deleted, with their keys); refused for a revoked key or an account not Active.
 */
export async function resolveApiKey(db: Database, key: string): Promise<ApiKeyResolution> {
  let byHash = keyQueries.get(db);
  if (!byHash) keyQueries.set(db, (byHash = prepareKeyByHash(db)));
  const [found] = await byHash.execute({ keyHash: hashSecret(key) });
  if (!found) return null;
  if (found.revokedAt) return { refused: API_KEY_REFUSALS.revoked };
  if (found.user.status !== 'Active') return { refused: API_KEY_REFUSALS.inactiveUser };
  const now = new Date();
  const cutoff = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!found.lastUsedAt || found.lastUsedAt < cutoff) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, found.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, cutoff))));
  }
  return { user: found.user, apiKeyId: found.id };
}
