import { eq } from 'drizzle-orm';
import { canViewGspData } from '../../domain/accounts/permissions';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gspAssociations } from '../db/schema/organisations';

export interface ReadingVisibility {
  /** True when every reading of a site of this GSP may be seen, submitted or not. */
  seesAllOf(gspId: number | null): boolean;
  /** The GSPs whose unsubmitted readings this user may see; null means all (administrators). */
  gspIds: number[] | null;
  /** Names the class of users who see the same readings: all, or the GSPs whose unsubmitted ones they see. */
  key: string;
}

/** Readings not yet submitted are seen only by users of the owning GSP and by administrators. */
export async function readingVisibility(db: Database, actor: UserRow): Promise<ReadingVisibility> {
  const associations = await db
    .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, actor.id));
  const all = actor.role === 'Administrator';
  const gspIds = all
    ? null
    : [...new Set(associations.map((association) => association.gsp))].sort((a, b) => a - b);
  return {
    gspIds,
    key: gspIds === null ? 'all' : `gsps:${gspIds.join(',')}`,
    seesAllOf: (gspId) => gspId !== null && canViewGspData(actor, associations, gspId),
  };
}
