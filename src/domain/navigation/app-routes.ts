/**
 * Every screen route of the spec (3, appendix, and the routes of documents 1 and 2) that needs a
 * sign-in. Matching ignores case (SPEC-NOTES): /SWGWList and /swgwlist are the same screen.
 */
export const PROTECTED_ROUTE_PATTERNS = [
  '/dashboard',
  '/userprofile',
  '/waterlevellist',
  '/swgwlist',
  '/subsidencelist',
  '/waterqualitylist',
  '/streamflowlist',
  '/groundwaterlist',
  '/gwextractionlist',
  '/wqsitelist',
  '/swuselist',
  '/swsupplylist',
  '/wellslist',
  '/welldetail/:id',
  '/waterlevel/:id',
  '/streamflowdetail/:id',
  '/hydroograph/:id',
  '/waterleveldetail/:id',
  '/waterqualitydetail/:id',
  '/swgwdetail/:id',
  '/subsidencedetail/:id',
  '/groundwaterstorage',
  '/groundwaterextraction',
  '/surfacewatersupply',
  '/totalwateruse',
  '/gwrecharge',
  '/evapotranspiration',
  '/implementationprojects',
  '/implementationprojects/:id',
  '/implementationdetail/:id',
  '/import',
  '/import/:id',
  '/wizard/:id',
  '/importhistory/:id/:gsp',
  '/gspreportinghistory/:id/:gsp',
  '/importmonitoringhistory/:id/:gsp',
  '/reporting',
  '/reporting/:form/:gsp',
  '/reporting/:form/:gsp/:id',
  '/reportinghistory/:id/:gsp',
  '/reportinghistorygsp/:id/:gsp',
  '/gspreportingstatus',
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
  '/wellcreate',
  '/wellsmap',
  '/watervolume',
  '/maintenancelog',
  '/pumptests',
  '/maintenanceform',
  '/pumptestform',
  '/watervolumepumping',
] as const;

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

/** True when the path is one of the application's screens that needs a sign-in. */
export function isProtectedRoute(path: string): boolean {
  return PROTECTED_ROUTE_PATTERNS.some((pattern) => patternMatches(pattern, path));
}
