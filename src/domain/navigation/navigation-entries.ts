import { canUseImportAndReporting, isAdministrator, type Actor } from '../accounts/permissions';
import { isFeatureEnabled, type ApplicationConfig, type FeatureKey } from '../config/feature-flags';
import { WELLS_ROUTES } from '../wells/wells-texts';

/** The collapsible groups of the navigation panel (spec 1 §2.2: library, support, project). */
export const NAVIGATION_GROUPS = [
  { id: 'library', title: 'Monitoring' },
  { id: 'support', title: 'Water Supply and Use' },
  { id: 'project', title: 'Projects and Reporting' },
] as const;
export type NavigationGroupId = (typeof NAVIGATION_GROUPS)[number]['id'];

type Audience = 'everyone' | 'reporters' | 'administrators';

export interface NavigationEntry {
  label: string;
  route: string;
  /**
   * The flag of spec 1 §3.1 that shows or hides the entry; null for a screen the spec gives no flag, which
   * shows whenever the configuration is known (no flag of another screen should hide it).
   */
  feature: FeatureKey | null;
  group: NavigationGroupId | null;
  audience: Audience;
}

/** spec 1 §2.2, in the spec's order, with the wells screens the issue 15 adds. */
export const NAVIGATION_ENTRIES: NavigationEntry[] = [
  { label: 'Map', route: '/dashboard', feature: 'MAP', group: null, audience: 'everyone' },
  {
    label: 'Water level monitoring',
    route: '/waterlevellist',
    feature: 'WLM',
    group: 'library',
    audience: 'everyone',
  },
  {
    label: 'Water quality monitoring',
    route: '/waterqualitylist',
    feature: 'WQM',
    group: 'library',
    audience: 'everyone',
  },
  {
    label: 'Interconnected surface water monitoring',
    route: '/swgwlist',
    feature: 'ISM',
    group: 'library',
    audience: 'everyone',
  },
  {
    label: 'Subsidence monitoring',
    route: '/subsidencelist',
    feature: 'SM',
    group: 'library',
    audience: 'everyone',
  },
  {
    label: 'Streamflow monitoring',
    route: '/streamflowlist',
    feature: 'SFM',
    group: 'library',
    audience: 'everyone',
  },
  // SPEC-NOTES: the spec's panel has no entry for the wells screens, nor a flag in §3.1
  {
    label: 'Groundwater wells',
    route: WELLS_ROUTES.list,
    feature: null,
    group: 'library',
    audience: 'everyone',
  },
  {
    label: 'Groundwater storage',
    route: '/groundwaterstorage',
    feature: 'GWCS',
    group: 'support',
    audience: 'everyone',
  },
  {
    label: 'Groundwater extraction',
    route: '/groundwaterextraction',
    feature: 'GE',
    group: 'support',
    audience: 'everyone',
  },
  {
    label: 'Groundwater recharge',
    route: '/gwrecharge',
    feature: 'GWR',
    group: 'support',
    audience: 'everyone',
  },
  {
    label: 'Surface water supply',
    route: '/surfacewatersupply',
    feature: 'SWS',
    group: 'support',
    audience: 'everyone',
  },
  // SPEC-NOTES: the route is not shown in the spec; it opens the surface water use sites screen.
  {
    label: "Surface Water Supply 'Used or Available for Use'",
    route: '/swuselist',
    feature: 'SWS',
    group: 'support',
    audience: 'everyone',
  },
  {
    label: 'Total water use',
    route: '/totalwateruse',
    feature: 'TWU',
    group: 'support',
    audience: 'everyone',
  },
  {
    label: 'Evapotranspiration',
    route: '/evapotranspiration',
    feature: 'EVT',
    group: 'support',
    audience: 'everyone',
  },
  {
    label: 'Implementation projects',
    route: '/implementationprojects',
    feature: 'IP',
    group: 'project',
    audience: 'everyone',
  },
  { label: 'Import data', route: '/import', feature: 'IMD', group: 'project', audience: 'reporters' },
  {
    label: 'Report Water Supply and Storage Data',
    route: '/reporting',
    feature: 'RWSSD',
    group: 'project',
    audience: 'reporters',
  },
  {
    label: 'GSP reporting status',
    route: '/gspreportingstatus',
    feature: 'GSPRS',
    group: 'project',
    audience: 'administrators',
  },
  {
    label: 'Administration',
    route: '/administration',
    feature: 'ADMIN',
    group: null,
    audience: 'administrators',
  },
];

/** spec 1 §6: the feature flag decides for everyone; some entries also need a role. Nothing shows before the configuration is known. */
export function isNavigationEntryVisible(
  entry: NavigationEntry,
  actor: Actor | null | undefined,
  config: ApplicationConfig | undefined,
): boolean {
  if (!config) return false;
  if (entry.feature !== null && !isFeatureEnabled(config, entry.feature)) return false;
  if (entry.audience === 'reporters') return canUseImportAndReporting(actor);
  if (entry.audience === 'administrators') return isAdministrator(actor);
  return true;
}

export function visibleNavigationEntries(
  actor: Actor | null | undefined,
  config: ApplicationConfig | undefined,
) {
  return NAVIGATION_ENTRIES.filter((entry) => isNavigationEntryVisible(entry, actor, config));
}

/** Routes anyone may open without signing in (spec 3 appendix: public and account routes). */
export const PUBLIC_ROUTES = ['/', '/register', '/password/email', '/password/reset'] as const;
