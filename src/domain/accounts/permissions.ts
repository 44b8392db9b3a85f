import type { Role } from './roles';

/** The least of a user that the permission rules read. */
export interface Actor {
  id: number;
  role: Role;
}

export interface GspAssociationLike {
  gsp: number;
  authorized_reporter: 0 | 1 | boolean;
}

export function isAdministrator(actor: Actor | null | undefined): boolean {
  return actor?.role === 'Administrator';
}

/** spec 1 §6: Agency users never see import or reporting. */
export function canUseImportAndReporting(actor: Actor | null | undefined): boolean {
  return !!actor && actor.role !== 'Agency';
}

export function isAssociatedWithGsp(associations: GspAssociationLike[], gspId: number): boolean {
  return associations.some((association) => association.gsp === gspId);
}

/**
 * spec 2 §6 and 3 §4: administrators are treated as authorized; a GSP Representative
 * reports for a GSP only where that association's authorized_reporter is set.
 */
export function canReportForGsp(
  actor: Actor | null | undefined,
  associations: GspAssociationLike[],
  gspId: number,
): boolean {
  if (!actor) return false;
  if (isAdministrator(actor)) return true;
  if (actor.role !== 'GSP Representative') return false;
  return associations.some((association) => association.gsp === gspId && !!association.authorized_reporter);
}

/** spec 2 §2.4: administrators see any GSP's history; others only their associated GSPs. */
export function canViewGspData(
  actor: Actor | null | undefined,
  associations: GspAssociationLike[],
  gspId: number,
): boolean {
  if (!actor) return false;
  return isAdministrator(actor) || isAssociatedWithGsp(associations, gspId);
}

/** Reading a user record: administrators any, everyone else only their own. */
export function canViewUser(actor: Actor | null | undefined, userId: number): boolean {
  return !!actor && (isAdministrator(actor) || actor.id === userId);
}

/** spec 2 §2.7: the authorized reporter flag applies only to users whose role is not Agency. */
export function canHoldReportingAuthorization(role: Role): boolean {
  return role !== 'Agency';
}
