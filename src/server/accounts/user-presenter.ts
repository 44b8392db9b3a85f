import { eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../domain/accounts/session-user';
import { agencyDisplayName } from '../../domain/admin/agency';
import type { Database } from '../db/client';
import { agencies, type UserRow } from '../db/schema/accounts';
import { gspAssociations, gsps } from '../db/schema/organisations';

/** The fields of a user every client may see; never the password hash or lockout state. */
export async function presentUser(db: Database, user: UserRow): Promise<SessionUser> {
  const [agency] = user.agencyId
    ? await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, user.agencyId))
    : [];
  const memberships = await db
    .select({
      id: gspAssociations.id,
      gsp: gspAssociations.gspId,
      gsp_label: gsps.name,
      authorized_reporter: gspAssociations.authorizedReporter,
    })
    .from(gspAssociations)
    .innerJoin(gsps, eq(gsps.id, gspAssociations.gspId))
    .where(eq(gspAssociations.userId, user.id))
    .orderBy(gsps.name);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    address: user.address,
    address2: user.address2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    role: user.role,
    status: user.status,
    agency: user.agencyId,
    agency_label: agencyDisplayName(agency?.name),
    gsp_associations: memberships,
  };
}

/** The GSP associations of many users at once, for lists. */
export async function gspNamesByUser(db: Database, userIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!userIds.length) return names;
  const rows = await db
    .select({ userId: gspAssociations.userId, name: gsps.name })
    .from(gspAssociations)
    .innerJoin(gsps, eq(gsps.id, gspAssociations.gspId))
    .where(inArray(gspAssociations.userId, userIds))
    .orderBy(gsps.name);
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
  return names;
}
