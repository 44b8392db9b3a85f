import { eq } from 'drizzle-orm';
import { isAdministrator } from '../../domain/accounts/permissions';
import { canEnterWellData } from '../../domain/wells/well-records';
import { gspAssociations } from '../db/schema/organisations';
import type { CollectionCall } from '../http/collection-routes';

/**
 * Which GSPs' wells the caller may enter data for (canEnterWellData): 'all' for administrators, else the
 * GSPs a GSP Representative is associated with. Read once per request.
 */
export async function wellGspsOf(call: CollectionCall): Promise<'all' | Set<number>> {
  if (isAdministrator(call.actor)) return 'all';
  const associations = await call.db
    .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, call.actor.id));
  return new Set(
    associations
      .filter((association) => canEnterWellData(call.actor, associations, association.gsp))
      .map((association) => association.gsp),
  );
}

export const mayEnterFor = (gsps: 'all' | Set<number>, gspId: number | null | undefined) =>
  gsps === 'all' || (typeof gspId === 'number' && gsps.has(gspId));
