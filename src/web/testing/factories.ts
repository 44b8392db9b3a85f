import type { SessionUser } from '../../domain/accounts/session-user';
import {
  defaultApplicationConfig,
  type ApplicationConfig,
  type FeatureKey,
} from '../../domain/config/feature-flags';

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'dana.reyes@example.org',
    first_name: 'Dana',
    last_name: 'Reyes',
    phone: '559-555-0100',
    address: '100 Main St',
    address2: '',
    city: 'Fresno',
    state: 'CA',
    zip: '93721',
    role: 'GSP Representative',
    status: 'Active',
    agency: 1,
    agency_label: 'Fresno Irrigation District',
    gsp_associations: [],
    ...overrides,
  };
}

/** Every feature on, except the keys given as disabled. */
export function buildConfig(disabled: FeatureKey[] = []): ApplicationConfig {
  const config = defaultApplicationConfig();
  for (const key of disabled) config[key].enabled = false;
  return config;
}
