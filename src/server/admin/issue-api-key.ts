import { eq } from 'drizzle-orm';
import { API_KEY_ISSUE_FIELDS, apiKeyIssueSchema, type IssuedApiKey } from '../../domain/admin/api-keys';
import { unknownFieldErrors } from '../../domain/http/unknown-fields';
import { newApiKey } from '../accounts/api-key-secrets';
import type { Database } from '../db/client';
import { apiKeys, users, type UserRow } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { presentApiKey } from './api-key-presenter';

/**
 * POST users/{id}/apikeys/: issues a personal API key for a user's GIS client. The answer is the only
 * place the key is ever told; the database keeps its hash.
 */
export async function issueApiKey(options: {
  db: Database;
  actor: UserRow;
  userId: number;
  body: unknown;
}): Promise<IssuedApiKey> {
  const unknown = unknownFieldErrors(options.body, API_KEY_ISSUE_FIELDS);
  if (Object.keys(unknown).length) throw AppError.badRequest(unknown);
  const input = apiKeyIssueSchema.parse(options.body ?? {});
  return withChangeActor(options.db, options.actor, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId));
    if (!user) throw AppError.notFound();
    const { key, prefix, keyHash } = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: user.id, name: input.name, prefix, keyHash, createdById: options.actor.id })
      .returning();
    return { ...presentApiKey(row, options.actor), key };
  });
}
