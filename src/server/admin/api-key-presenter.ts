import { desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApiKeyRecord } from '../../domain/admin/api-keys';
import type { Database } from '../db/client';
import { apiKeys, users, type ApiKeyRow } from '../db/schema/accounts';
import { actorName, type ChangeActor } from '../history/change-actor';

const creators = alias(users, 'creator');

/** Every field of a key that leaves the server: never the key, never its hash. */
export function presentApiKey(row: ApiKeyRow, creator: ChangeActor | null): ApiKeyRecord {
  return {
    id: row.id,
    user: row.userId,
    name: row.name,
    prefix: `${row.prefix}…`,
    created_at: row.createdAt.toISOString(),
    created_by_name: creator ? actorName(creator) : null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The keys `where` selects, newest first, with the name of the administrator who issued each. */
export async function selectApiKeys(db: Database, where: SQL | undefined): Promise<ApiKeyRecord[]> {
  const rows = await db
    .select({
      key: getTableColumns(apiKeys),
      creator: {
        id: creators.id,
        firstName: creators.firstName,
        lastName: creators.lastName,
        email: creators.email,
      },
    })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdById))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => presentApiKey(row.key, row.creator));
}
