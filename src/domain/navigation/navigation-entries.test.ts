import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/permissions';
import { defaultApplicationConfig, type ApplicationConfig, type FeatureKey } from '../config/feature-flags';
import {
  isNavigationEntryVisible,
  NAVIGATION_ENTRIES,
  NAVIGATION_GROUPS,
  PUBLIC_ROUTES,
  visibleNavigationEntries,
} from './navigation-entries';
import { isProtectedRoute } from './app-routes';

const admin: Actor = { id: 1, role: 'Administrator' };
const representative: Actor = { id: 2, role: 'GSP Representative' };
const agency: Actor = { id: 3, role: 'Agency' };

const allOn = defaultApplicationConfig();

function withFeatureOff(key: FeatureKey): ApplicationConfig {
  const config = defaultApplicationConfig();
  config[key].enabled = false;
  return config;
}

const labelsFor = (actor: Actor | null, config: ApplicationConfig | undefined = allOn) =>
  visibleNavigationEntries(actor, config).map((entry) => entry.label);

const EVERYONE_LABELS = [
  'Map',
  'Water level monitoring',
  'Water quality monitoring',
  'Interconnected surface water monitoring',
  'Subsidence monitoring',
  'Streamflow monitoring',
  'Groundwater wells',
  'Groundwater storage',
  'Groundwater extraction',
  'Groundwater recharge',
  'Surface water supply',
  "Surface Water Supply 'Used or Available for Use'",
  'Total water use',
  'Evapotranspiration',
  'Implementation projects',
];

describe('the navigation panel entries', () => {
  it('are the entries of the spec, in its order, with its routes', () => {
    expect(NAVIGATION_ENTRIES.map((entry) => [entry.label, entry.route])).toEqual([
      ['Map', '/dashboard'],
      ['Water level monitoring', '/waterlevellist'],
      ['Water quality monitoring', '/waterqualitylist'],
      ['Interconnected surface water monitoring', '/swgwlist'],
      ['Subsidence monitoring', '/subsidencelist'],
      ['Streamflow monitoring', '/streamflowlist'],
      ['Groundwater wells', '/wellslist'],
      ['Groundwater storage', '/groundwaterstorage'],
      ['Groundwater extraction', '/groundwaterextraction'],
      ['Groundwater recharge', '/gwrecharge'],
      ['Surface water supply', '/surfacewatersupply'],
      ["Surface Water Supply 'Used or Available for Use'", '/swuselist'],
      ['Total water use', '/totalwateruse'],
      ['Evapotranspiration', '/evapotranspiration'],
      ['Implementation projects', '/implementationprojects'],
      ['Import data', '/import'],
      ['Report Water Supply and Storage Data', '/reporting'],
      ['GSP reporting status', '/gspreportingstatus'],
      ['Administration', '/administration'],
    ]);
  });

  it('lead only to screens that need a sign-in', () => {
    for (const entry of NAVIGATION_ENTRIES) expect(isProtectedRoute(entry.route)).toBe(true);
  });

  it('group into the library, support and project sub-panels', () => {
    expect(NAVIGATION_GROUPS.map((group) => group.id)).toEqual(['library', 'support', 'project']);
    const groupOf = (label: string) => NAVIGATION_ENTRIES.find((entry) => entry.label === label)?.group;
    expect(groupOf('Map')).toBeNull();
    expect(groupOf('Streamflow monitoring')).toBe('library');
    expect(groupOf('Groundwater wells')).toBe('library');
    expect(groupOf('Evapotranspiration')).toBe('support');
    expect(groupOf('Import data')).toBe('project');
    expect(groupOf('Administration')).toBeNull();
  });
});

describe('navigation visibility with every feature enabled', () => {
  it('shows an Agency user neither import, reporting, reporting status nor administration', () => {
    expect(labelsFor(agency)).toEqual(EVERYONE_LABELS);
  });

  it('shows a GSP Representative import and reporting but not reporting status or administration', () => {
    expect(labelsFor(representative)).toEqual([
      ...EVERYONE_LABELS,
      'Import data',
      'Report Water Supply and Storage Data',
    ]);
  });

  it('shows an Administrator every entry', () => {
    expect(labelsFor(admin)).toEqual(NAVIGATION_ENTRIES.map((entry) => entry.label));
    expect(labelsFor(admin)).toHaveLength(19);
  });

  it('shows a guest no reporter or administrator entries', () => {
    expect(labelsFor(null)).toEqual(EVERYONE_LABELS);
    expect(visibleNavigationEntries(undefined, allOn).map((entry) => entry.label)).toEqual(EVERYONE_LABELS);
  });
});

describe('navigation visibility and feature flags', () => {
  it("hides 'Water level monitoring' from everyone when WLM is off", () => {
    const config = withFeatureOff('WLM');
    for (const actor of [admin, representative, agency, null]) {
      expect(labelsFor(actor, config)).not.toContain('Water level monitoring');
      expect(labelsFor(actor, config)).toContain('Water quality monitoring');
    }
  });

  it("hides 'Administration' even from administrators when ADMIN is off", () => {
    const labels = labelsFor(admin, withFeatureOff('ADMIN'));
    expect(labels).not.toContain('Administration');
    expect(labels).toContain('GSP reporting status');
  });

  it("hides 'Import data' from reporters when IMD is off", () => {
    expect(labelsFor(representative, withFeatureOff('IMD'))).toEqual([
      ...EVERYONE_LABELS,
      'Report Water Supply and Storage Data',
    ]);
  });

  it('hides both surface water supply entries when SWS is off', () => {
    const labels = labelsFor(admin, withFeatureOff('SWS'));
    expect(labels).not.toContain('Surface water supply');
    expect(labels).not.toContain("Surface Water Supply 'Used or Available for Use'");
    expect(labels).toHaveLength(17);
  });

  it("keeps 'Groundwater wells', which no flag of the spec governs, whatever flags are off", () => {
    const config = defaultApplicationConfig();
    for (const key of Object.keys(config) as FeatureKey[]) config[key].enabled = false;
    for (const actor of [admin, representative, agency]) {
      expect(labelsFor(actor, config)).toEqual(['Groundwater wells']);
    }
  });

  it('shows nothing before the configuration is known', () => {
    expect(visibleNavigationEntries(admin, undefined)).toEqual([]);
    expect(isNavigationEntryVisible(NAVIGATION_ENTRIES[0], admin, undefined)).toBe(false);
    const wells = NAVIGATION_ENTRIES.find((entry) => entry.route === '/wellslist')!;
    expect(isNavigationEntryVisible(wells, admin, undefined)).toBe(false);
  });
});

describe('public routes', () => {
  it('are the login, registration and password reset pages, none of them protected', () => {
    expect([...PUBLIC_ROUTES]).toEqual(['/', '/register', '/password/email', '/password/reset']);
    for (const route of PUBLIC_ROUTES) expect(isProtectedRoute(route)).toBe(false);
  });
});
