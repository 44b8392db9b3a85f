/** spec 1 §3.1: top-level feature keys of the application configuration. */
export const FEATURE_KEYS = [
  'MAP',
  'WLM',
  'WQM',
  'ISM',
  'SM',
  'SFM',
  'GWCS',
  'GE',
  'GWR',
  'SWS',
  'TWU',
  'EVT',
  'IP',
  'IMD',
  'RWSSD',
  'GSPRS',
  'ADMIN',
  'COLAPSE',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** spec 2 §2.6: administration sub-flags, nested under ADMIN. */
export const ADMIN_FEATURE_KEYS = [
  'MU',
  'MA',
  'GSA',
  'GSP',
  'WMS',
  'SMS',
  'IMS',
  'STMS',
  'MP',
  'RS',
  'CR',
  'EXGW',
  'WY',
] as const;
export type AdminFeatureKey = (typeof ADMIN_FEATURE_KEYS)[number];

export const FEATURE_DESCRIPTIONS: Record<FeatureKey, string> = {
  MAP: 'Map',
  WLM: 'Water level monitoring',
  WQM: 'Water quality monitoring',
  ISM: 'Interconnected surface water monitoring',
  SM: 'Subsidence monitoring',
  SFM: 'Streamflow monitoring',
  GWCS: 'Groundwater storage',
  GE: 'Groundwater extraction',
  GWR: 'Groundwater recharge',
  SWS: 'Surface water supply',
  TWU: 'Total water use',
  EVT: 'Evapotranspiration',
  IP: 'Implementation projects',
  IMD: 'Import data',
  RWSSD: 'Report Water Supply and Storage Data',
  GSPRS: 'GSP reporting status',
  ADMIN: 'Administration',
  COLAPSE: 'Collapse Panel',
};

export const ADMIN_FEATURE_DESCRIPTIONS: Record<AdminFeatureKey, string> = {
  MU: 'Manage Users',
  MA: 'Manage Agencies',
  GSA: 'Manage GSAs',
  GSP: 'Manage GSPs',
  WMS: 'Manage Well Monitoring Sites',
  SMS: 'Manage Subsidence Monitoring Sites',
  IMS: 'Manage Interconnected SW Monitoring Sites',
  STMS: 'Manage Stream Monitoring Sites',
  MP: 'Manage Projects or Management Actions',
  RS: 'View GSP Reporting Status',
  CR: 'Create Report',
  EXGW: 'Export Groundwater Level Data',
  WY: 'Manage Water Year',
};

export interface FeatureFlag {
  enabled: boolean;
  description: string;
}

export type AdminFlags = FeatureFlag & Record<AdminFeatureKey, FeatureFlag>;

/** The answer of GET /api/application/config. */
export type ApplicationConfig = Record<Exclude<FeatureKey, 'ADMIN'>, FeatureFlag> & { ADMIN: AdminFlags };

export function isFeatureEnabled(config: ApplicationConfig | undefined, key: FeatureKey): boolean {
  return config?.[key]?.enabled === true;
}

export function isAdminFeatureEnabled(config: ApplicationConfig | undefined, key: AdminFeatureKey): boolean {
  return isFeatureEnabled(config, 'ADMIN') && config?.ADMIN?.[key]?.enabled === true;
}

/** Every flag on: the state a new installation starts in. */
export function defaultApplicationConfig(): ApplicationConfig {
  const adminFlags = Object.fromEntries(
    ADMIN_FEATURE_KEYS.map((key) => [key, { enabled: true, description: ADMIN_FEATURE_DESCRIPTIONS[key] }]),
  ) as Record<AdminFeatureKey, FeatureFlag>;
  const flags = Object.fromEntries(
    FEATURE_KEYS.map((key) => [key, { enabled: true, description: FEATURE_DESCRIPTIONS[key] }]),
  ) as Record<FeatureKey, FeatureFlag>;
  return { ...flags, ADMIN: { ...flags.ADMIN, ...adminFlags } };
}
