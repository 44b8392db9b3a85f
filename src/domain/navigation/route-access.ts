import {
  canUseImportAndReporting,
  isAdministrator,
  type Actor,
  type GspAssociationLike,
} from '../accounts/permissions';
import { canReadGspReports } from '../reporting/report-access';
import { isProtectedRoute, routeParams } from './app-routes';

/** A signed-in user as the route rule reads them: the role, and the GSPs they are associated with. */
export interface RouteViewer extends Actor {
  gsp_associations?: readonly GspAssociationLike[];
}

/** spec 2 §2.5, §2.6, §6: screens for administrators alone; everyone else is sent to /dashboard. */
const ADMINISTRATOR_ROUTES = [
  '/administration',
  '/adminchanges',
  '/adminusers',
  '/adminusers/:id',
  '/adminusers/:id/resetpassword',
  '/adminagencies',
  '/adminagencies/:id',
  '/admingsas',
  '/admingsas/:id',
  '/admingsps',
  '/admingsps/:id',
  '/adminwellsites',
  '/adminwellsites/:id',
  '/adminstreamsites',
  '/adminstreamsites/:id',
  '/adminsubsidencesites',
  '/adminsubsidencesites/:id',
  '/adminsurfacewatersites',
  '/adminsurfacewatersites/:id',
  '/adminreporting',
  '/adminexportdata',
  '/adminprojects',
  '/adminprojects/:id',
  '/admincreatereport',
  '/adminwateryears',
  '/adminwateryears/:id',
  '/gspreportingstatus',
] as const;

/** spec 2 §6, spec 3 §6: import and report screens, from which Agency users are sent to /dashboard. */
const IMPORT_AND_REPORTING_ROUTES = [
  '/import',
  '/import/:id',
  '/wizard/:id',
  '/importhistory/:id/:gsp',
  '/gspreportinghistory/:id/:gsp',
  '/importmonitoringhistory/:id/:gsp',
  '/reporting',
  '/reporting/:form/:gsp',
  '/reporting/:form/:gsp/:id',
] as const;

/** spec 3 §6: a GSP's reporting history, for administrators and the GSP's own users. */
const GSP_HISTORY_ROUTES = ['/reportinghistory/:id/:gsp', '/reportinghistorygsp/:id/:gsp'] as const;

const matches = (patterns: readonly string[], path: string) =>
  patterns.some((pattern) => routeParams(pattern, path) !== null);

/**
 * Whether a user may open a screen of the application: the one rule by which screens send a user away
 * and lists leave out links, so no list offers a link its viewer would be bounced from.
 */
export function canOpenRoute(viewer: RouteViewer | null | undefined, path: string): boolean {
  if (!isProtectedRoute(path)) return true;
  if (!viewer) return false;
  if (matches(ADMINISTRATOR_ROUTES, path)) return isAdministrator(viewer);
  if (matches(IMPORT_AND_REPORTING_ROUTES, path)) return canUseImportAndReporting(viewer);
  const history = GSP_HISTORY_ROUTES.map((pattern) => routeParams(pattern, path)).find(Boolean);
  if (history) {
    const gspId = Number(history.gsp);
    return Number.isInteger(gspId) && canReadGspReports(viewer, viewer.gsp_associations ?? [], gspId);
  }
  return true;
}
