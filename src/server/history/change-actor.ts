import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';

export type ChangeActor = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/** The name the change history shows for an actor: their full name, else their email. */
export function actorName(actor: ChangeActor): string {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
}

/**
 * Runs `work` in one transaction whose writes the change history (trigger record_change, migration
 * change_history_triggers) records as made by `actor`. Every administrative write goes through here, so a
 * change and its history entry commit or roll back together.
 */
export function withChangeActor<T>(
  db: Database,
  actor: ChangeActor | null,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (actor) await recordChangesAs(tx as unknown as Database, actor);
    return work(tx as unknown as Database);
  });
}

/** Within a transaction already begun (an import's, under its lock): its writes are recorded as `actor`'s. */
export async function recordChangesAs(tx: Database, actor: ChangeActor): Promise<void> {
  await tx.execute(
    sql`select set_config('app.user_id', ${String(actor.id)}, true), set_config('app.user_name', ${actorName(actor)}, true)`,
  );
}
