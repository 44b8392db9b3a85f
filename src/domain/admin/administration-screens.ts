import type { AdminFeatureKey } from '../config/feature-flags';

/** spec 2 §2.6: the tiles of /administration, each shown only when its ADMIN flag is enabled. */
export const ADMINISTRATION_TILES: ReadonlyArray<{ flag: AdminFeatureKey; title: string; route: string }> = [
  { flag: 'MU', title: 'Manage Users', route: '/adminusers' },
  { flag: 'MA', title: 'Manage Agencies', route: '/adminagencies' },
  { flag: 'GSA', title: 'Manage GSAs', route: '/admingsas' },
  { flag: 'GSP', title: 'Manage GSPs', route: '/admingsps' },
  { flag: 'WMS', title: 'Manage Well Monitoring Sites', route: '/adminwellsites' },
  { flag: 'SMS', title: 'Manage Subsidence Monitoring Sites', route: '/adminsubsidencesites' },
  { flag: 'IMS', title: 'Manage Interconnected SW Monitoring Sites', route: '/adminsurfacewatersites' },
  { flag: 'STMS', title: 'Manage Stream Monitoring Sites', route: '/adminstreamsites' },
  { flag: 'MP', title: 'Manage Projects or Management Actions', route: '/adminprojects' },
  { flag: 'RS', title: 'View GSP Reporting Status', route: '/gspreportingstatus' },
  { flag: 'CR', title: 'Create Report', route: '/admincreatereport' },
  { flag: 'EXGW', title: 'Export Groundwater Level Data', route: '/adminexportdata' },
  { flag: 'WY', title: 'Manage Water Year', route: '/adminwateryears' },
];

export const ADMINISTRATION_ROUTE = '/administration';
/** Not a screen of the spec: where administrators read the change history (no ADMIN flag hides it). */
export const CHANGE_HISTORY_ROUTE = '/adminchanges';

export const ADMINISTRATION_TEXTS = {
  title: 'Administration',
  returnButton: 'Return to Administration',
  changeHistoryTile: 'View Change History',
  configFailed: 'The application configuration could not be loaded.',
} as const;
