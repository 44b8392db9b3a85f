import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, users, type UserRow } from '../db/schema/accounts';

export interface TokenPolicy {
  idleMinutes: number;
  maxAgeHours: number;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 256 random bits; the client holds the key, the database only its hash. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Database, userId: number, policy: TokenPolicy): Promise<string> {
  const key = newSecret();
  const expiresAt = new Date(Date.now() + policy.maxAgeHours * 3600_000);
  await db.insert(authTokens).values({ userId, keyHash: hashSecret(key), expiresAt });
  return key;
}

// Writing last_used_at on every request would turn each read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

function prepareLiveToken(db: Database) {
  return db
    .select({ tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.keyHash, sql.placeholder('keyHash')),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        gt(authTokens.lastUsedAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('live_token');
}

// Every API request reads its token: the query is built once per database, not once per request.
const liveTokenQueries = new WeakMap<Database, ReturnType<typeof prepareLiveToken>>();

/** The token's user when the key is live: not revoked, not past its absolute or idle limit. */
export async function resolveToken(
  db: Database,
  key: string,
  policy: TokenPolicy,
): Promise<{ tokenId: number; user: UserRow } | null> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  let liveToken = liveTokenQueries.get(db);
  if (!liveToken) liveTokenQueries.set(db, (liveToken = prepareLiveToken(db)));
  const [found] = await liveToken.execute({ keyHash: hashSecret(key), now, idleCutoff });
  if (!found || found.user.status !== 'Active') return null;
  if (now.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, found.tokenId));
  }
  return { tokenId: found.tokenId, user: found.user };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Database, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export async function deleteExpiredTokens(db: Database, policy: TokenPolicy): Promise<void> {
  const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000);
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, new Date()), lt(authTokens.lastUsedAt, idleCutoff)));
}
