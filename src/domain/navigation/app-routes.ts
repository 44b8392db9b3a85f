import { canUseImportAndReporting, isAdministrator, type Actor } from '../accounts/permissions';

/** Who may open a screen: THE rule by which screens send a user away and lists leave out links. */
export interface RouteAccessRule {
  /** Who the screen opens to; any other signed-in user is sent to /dashboard. */
  opensTo: (viewer: Actor) => boolean;
  /**
   * The screen shows one GSP's reports before they are submitted (the `:gsp` part of its path): to
   * administrators and the GSP's own users; anyone else who opens it is told the screen is not theirs.
   */
  gspReports?: true;
}

const SIGNED_IN: RouteAccessRule = { opensTo: () => true };
/** spec 2 §2.5, §2.6, §6: screens for administrators alone. */
const ADMINISTRATORS: RouteAccessRule = { opensTo: isAdministrator };
/** spec 2 §6, spec 3 §6: import and report screens, from which Agency users are sent away. */
const IMPORT_AND_REPORTING: RouteAccessRule = { opensTo: canUseImportAndReporting };
/** spec 3 §6: a GSP's reporting history, for administrators and the GSP's own users. */
const GSP_REPORTS: RouteAccessRule = { opensTo: canUseImportAndReporting, gspReports: true };

/**
 * Every screen route of the spec (3, appendix, and the routes of documents 1 and 2) that needs a
 * sign-in, with who may open it: the one table the router's guards, the links of every list and the
 * sign-in check read. Matching ignores case (SPEC-NOTES): /SWGWList and /swgwlist are the same screen.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccessRule>> = {
  '/dashboard': SIGNED_IN,
  '/userprofile': SIGNED_IN,
  '/waterlevellist': SIGNED_IN,
  '/swgwlist': SIGNED_IN,
  '/subsidencelist': SIGNED_IN,
  '/waterqualitylist': SIGNED_IN,
  '/streamflowlist': SIGNED_IN,
  '/groundwaterlist': SIGNED_IN,
  '/gwextractionlist': SIGNED_IN,
  '/wqsitelist': SIGNED_IN,
  '/swuselist': SIGNED_IN,
  '/swsupplylist': SIGNED_IN,
  '/wellslist': SIGNED_IN,
  '/welldetail/:id': SIGNED_IN,
  '/waterlevel/:id': SIGNED_IN,
  '/streamflowdetail/:id': SIGNED_IN,
  '/hydroograph/:id': SIGNED_IN,
  '/waterleveldetail/:id': SIGNED_IN,
  '/waterqualitydetail/:id': SIGNED_IN,
  '/swgwdetail/:id': SIGNED_IN,
  '/subsidencedetail/:id': SIGNED_IN,
  '/groundwaterstorage': SIGNED_IN,
  '/groundwaterextraction': SIGNED_IN,
  '/surfacewatersupply': SIGNED_IN,
  '/totalwateruse': SIGNED_IN,
  '/gwrecharge': SIGNED_IN,
  '/evapotranspiration': SIGNED_IN,
  '/implementationprojects': SIGNED_IN,
  '/implementationprojects/:id': SIGNED_IN,
  '/implementationdetail/:id': SIGNED_IN,
  '/import': IMPORT_AND_REPORTING,
  '/import/:id': IMPORT_AND_REPORTING,
  '/wizard/:id': IMPORT_AND_REPORTING,
  '/importhistory/:id/:gsp': IMPORT_AND_REPORTING,
  '/gspreportinghistory/:id/:gsp': IMPORT_AND_REPORTING,
  '/importmonitoringhistory/:id/:gsp': IMPORT_AND_REPORTING,
  '/reporting': IMPORT_AND_REPORTING,
  '/reporting/:form/:gsp': IMPORT_AND_REPORTING,
  '/reporting/:form/:gsp/:id': IMPORT_AND_REPORTING,
  '/reportinghistory/:id/:gsp': GSP_REPORTS,
  '/reportinghistorygsp/:id/:gsp': GSP_REPORTS,
  '/gspreportingstatus': ADMINISTRATORS,
  '/administration': ADMINISTRATORS,
  '/adminchanges': ADMINISTRATORS,
  '/adminusers': ADMINISTRATORS,
  '/adminusers/:id': ADMINISTRATORS,
  '/adminusers/:id/resetpassword': ADMINISTRATORS,
  '/adminagencies': ADMINISTRATORS,
  '/adminagencies/:id': ADMINISTRATORS,
  '/admingsas': ADMINISTRATORS,
  '/admingsas/:id': ADMINISTRATORS,
  '/admingsps': ADMINISTRATORS,
  '/admingsps/:id': ADMINISTRATORS,
  '/adminwellsites': ADMINISTRATORS,
  '/adminwellsites/:id': ADMINISTRATORS,
  '/adminstreamsites': ADMINISTRATORS,
  '/adminstreamsites/:id': ADMINISTRATORS,
  '/adminsubsidencesites': ADMINISTRATORS,
  '/adminsubsidencesites/:id': ADMINISTRATORS,
  '/adminsurfacewatersites': ADMINISTRATORS,
  '/adminsurfacewatersites/:id': ADMINISTRATORS,
  '/adminreporting': ADMINISTRATORS,
  '/adminexportdata': ADMINISTRATORS,
  '/adminprojects': ADMINISTRATORS,
  '/adminprojects/:id': ADMINISTRATORS,
  '/admincreatereport': ADMINISTRATORS,
  '/adminwateryears': ADMINISTRATORS,
  '/adminwateryears/:id': ADMINISTRATORS,
  '/wellcreate': SIGNED_IN,
  '/wellsmap': SIGNED_IN,
  '/watervolume': SIGNED_IN,
  '/maintenancelog': SIGNED_IN,
  '/pumptests': SIGNED_IN,
  '/maintenanceform': SIGNED_IN,
  '/pumptestform': SIGNED_IN,
  '/watervolumepumping': SIGNED_IN,
};

export const PROTECTED_ROUTE_PATTERNS: readonly string[] = Object.keys(ROUTE_ACCESS);

/** The path's values of the pattern's `:name` parts, or null when the path is not of the pattern. */
export function routeParams(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.toLowerCase().split('/').filter(Boolean);
  const pathParts = path
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = pathParts[index]!;
    else if (part !== pathParts[index]!.toLowerCase()) return null;
  }
  return params;
}

function patternMatches(pattern: string, path: string): boolean {
  return routeParams(pattern, path) !== null;
}

/** The access rule of the screen at the path, or null when the path is no screen that needs a sign-in. */
export function routeAccessRule(
  path: string,
): { rule: RouteAccessRule; params: Record<string, string> } | null {
  for (const pattern of PROTECTED_ROUTE_PATTERNS) {
    const params = routeParams(pattern, path);
    if (params) return { rule: ROUTE_ACCESS[pattern]!, params };
  }
  return null;
}

/** True when the path is one of the application's screens that needs a sign-in. */
export function isProtectedRoute(path: string): boolean {
  return PROTECTED_ROUTE_PATTERNS.some((pattern) => patternMatches(pattern, path));
}
