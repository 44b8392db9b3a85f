import { describe, expect, it } from 'vitest';
import {
  ADMIN_FEATURE_KEYS,
  defaultApplicationConfig,
  FEATURE_KEYS,
  isAdminFeatureEnabled,
  isFeatureEnabled,
  type ApplicationConfig,
} from './feature-flags';

describe('defaultApplicationConfig', () => {
  it('enables every feature, each with its description', () => {
    const config = defaultApplicationConfig();
    expect(Object.keys(config).sort()).toEqual([...FEATURE_KEYS].sort());
    for (const key of FEATURE_KEYS) {
      expect(config[key].enabled).toBe(true);
      expect(config[key].description).not.toBe('');
    }
    expect(config.WLM).toEqual({ enabled: true, description: 'Water level monitoring' });
    expect(config.RWSSD.description).toBe('Report Water Supply and Storage Data');
    expect(config.COLAPSE.description).toBe('Collapse Panel');
  });

  it('nests every administration flag, enabled, under ADMIN', () => {
    const { ADMIN } = defaultApplicationConfig();
    expect(ADMIN.enabled).toBe(true);
    expect(ADMIN.description).toBe('Administration');
    expect(ADMIN_FEATURE_KEYS).toEqual([
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
    ]);
    for (const key of ADMIN_FEATURE_KEYS) expect(ADMIN[key].enabled).toBe(true);
    expect(ADMIN.MU).toEqual({ enabled: true, description: 'Manage Users' });
    expect(ADMIN.WY).toEqual({ enabled: true, description: 'Manage Water Year' });
  });

  it('gives a fresh copy each time', () => {
    const first = defaultApplicationConfig();
    first.MAP.enabled = false;
    first.ADMIN.MU.enabled = false;
    expect(defaultApplicationConfig().MAP.enabled).toBe(true);
    expect(defaultApplicationConfig().ADMIN.MU.enabled).toBe(true);
  });
});

describe('isFeatureEnabled', () => {
  it('follows the enabled flag of the feature', () => {
    const config = defaultApplicationConfig();
    config.GE.enabled = false;
    expect(isFeatureEnabled(config, 'GE')).toBe(false);
    expect(isFeatureEnabled(config, 'GWR')).toBe(true);
  });

  it('is false without a configuration or for a feature it does not list', () => {
    expect(isFeatureEnabled(undefined, 'MAP')).toBe(false);
    const { MAP: _map, ...rest } = defaultApplicationConfig();
    expect(isFeatureEnabled(rest as ApplicationConfig, 'MAP')).toBe(false);
  });
});

describe('isAdminFeatureEnabled', () => {
  it('needs both the administration flag and the sub-flag', () => {
    const config = defaultApplicationConfig();
    expect(isAdminFeatureEnabled(config, 'WY')).toBe(true);
    config.ADMIN.WY.enabled = false;
    expect(isAdminFeatureEnabled(config, 'WY')).toBe(false);
    expect(isAdminFeatureEnabled(config, 'MU')).toBe(true);
  });

  it('is false for every sub-flag when administration is off', () => {
    const config = defaultApplicationConfig();
    config.ADMIN.enabled = false;
    for (const key of ADMIN_FEATURE_KEYS) expect(isAdminFeatureEnabled(config, key)).toBe(false);
  });

  it('is false without a configuration', () => {
    expect(isAdminFeatureEnabled(undefined, 'MU')).toBe(false);
  });
});
