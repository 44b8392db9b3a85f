import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { canReportForGsp, canViewGspData, isAdministrator } from '../../domain/accounts/permissions';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { gspAssociations } from '../db/schema/organisations';
import type { ReadingKind } from './site-kinds';

/** What one user may do with readings, by the GSP of their site. */
export interface ReadingAccess {
  /** The GSPs whose unsubmitted readings this user may see; null means all (administrators). */
  gspIds: number[] | null;
  /** Names the class of users who see the same readings: all, or the GSPs whose unsubmitted ones they see. */
  key: string;
  /** True when every reading of a site of this GSP may be seen, submitted or not. */
  seesAllOf(gspId: number | null): boolean;
  /** True when this user may create readings for a site of this GSP. */
  mayReportFor(gspId: unknown): boolean;
  /** Submitted readings are locked: only administrators change or delete them (spec 2 §4, lock and unlock). */
  mayChangeSubmitted: boolean;
}

/**
 * Readings not yet submitted are seen only by users of the owning GSP and by administrators; readings are
 * written by administrators and by the GSP's authorized reporters.
 */
export async function readingAccess(db: Database, actor: UserRow): Promise<ReadingAccess> {
  const administrator = isAdministrator(actor);
  // Administrators may do everything whatever their associations: one query fewer on every read.
  const associations = administrator
    ? []
    : await db
        .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
        .from(gspAssociations)
        .where(eq(gspAssociations.userId, actor.id));
  const gspIds = administrator
    ? null
    : [...new Set(associations.map((association) => association.gsp))].sort((a, b) => a - b);
  return {
    gspIds,
    key: gspIds === null ? 'all' : `gsps:${gspIds.join(',')}`,
    seesAllOf: (gspId) => administrator || (gspId !== null && canViewGspData(actor, associations, gspId)),
    mayReportFor: (gspId) =>
      administrator || (typeof gspId === 'number' && canReportForGsp(actor, associations, gspId)),
    mayChangeSubmitted: administrator,
  };
}

/** The readings a user may see, as a condition on the reading table joined with its site table. */
export function visibleReadings(kind: ReadingKind, access: ReadingAccess): SQL | undefined {
  if (access.gspIds === null) return undefined;
  const submitted = eq(kind.table.submitted, true);
  if (!access.gspIds.length) return submitted;
  return or(submitted, inArray(kind.site.table.source_gsp_id, access.gspIds));
}
