import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gsaAssociations, gspAssociations } from '../db/schema/organisations';

/**
 * The GSA and GSP a new project of this user starts with: the user's own (their first GSA and GSP
 * associations), never fixed ids (SPEC-NOTES: not the old GSA 63 and GSP 12); null where they have none.
 */
export async function ownGsaAndGsp(db: Database, userId: number) {
  const [gsa] = await db
    .select({ id: gsaAssociations.gsaId })
    .from(gsaAssociations)
    .where(eq(gsaAssociations.userId, userId))
    .orderBy(asc(gsaAssociations.id))
    .limit(1);
  const [gsp] = await db
    .select({ id: gspAssociations.gspId })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, userId))
    .orderBy(asc(gspAssociations.id))
    .limit(1);
  return { source_gsa_id: gsa?.id ?? null, source_gsp_id: gsp?.id ?? null };
}
