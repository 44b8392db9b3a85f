import type { Actor, GspAssociationLike } from '../accounts/permissions';
import { canReadGspReports } from '../reporting/report-access';
import { routeAccessRule } from './app-routes';

/** A signed-in user as the route rule reads them: the role, and the GSPs they are associated with. */
export interface RouteViewer extends Actor {
  gsp_associations?: readonly GspAssociationLike[];
}

/**
 * Whether the screen at the path lets the user in rather than sending them to /dashboard: the router's
 * guard, read from the route table (app-routes.ts). A path that is no screen needing a sign-in lets anyone in.
 */
export function canEnterRoute(viewer: RouteViewer | null | undefined, path: string): boolean {
  const access = routeAccessRule(path);
  if (!access) return true;
  return !!viewer && access.rule.opensTo(viewer);
}

/**
 * Whether a user may open a screen of the application and see it: the guard's rule, and for a GSP's
 * reports that the GSP is theirs. Lists leave out a link this refuses, so no list offers a link its
 * viewer would be bounced from.
 */
export function canOpenRoute(viewer: RouteViewer | null | undefined, path: string): boolean {
  const access = routeAccessRule(path);
  if (!access) return true;
  if (!viewer || !access.rule.opensTo(viewer)) return false;
  if (!access.rule.gspReports) return true;
  const gspId = Number(access.params.gsp);
  return Number.isInteger(gspId) && canReadGspReports(viewer, viewer.gsp_associations ?? [], gspId);
}
