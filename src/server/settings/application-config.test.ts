import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationConfig } from '../db/schema/accounts';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

const FEATURE_KEYS = [
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
];
const ADMIN_KEYS = ['MU', 'MA', 'GSA', 'GSP', 'WMS', 'SMS', 'IMS', 'STMS', 'MP', 'RS', 'CR', 'EXGW', 'WY'];
const flag = { enabled: expect.any(Boolean), description: expect.any(String) };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const readConfig = (headers?: { authorization: string }) =>
  testApp.app.inject({ url: '/api/application/config', headers });

describe('GET /api/application/config', () => {
  it('answers every feature flag of spec 1 §3.1, each with enabled and a description', async () => {
    const response = await readConfig();
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(Object.keys(config).sort()).toEqual([...FEATURE_KEYS].sort());
    for (const key of FEATURE_KEYS) {
      expect(config[key], key).toMatchObject(flag);
      expect(config[key].description, key).not.toBe('');
    }
    expect(config.MAP).toEqual({ enabled: true, description: 'Map' });
    expect(config.IMD).toEqual({ enabled: true, description: 'Import data' });
  });

  it('nests the administration flags of spec 2 §2.6 under ADMIN', async () => {
    const { ADMIN } = (await readConfig()).json();
    expect(ADMIN).toMatchObject({ enabled: true, description: 'Administration' });
    for (const key of ADMIN_KEYS) {
      expect(ADMIN[key], key).toEqual({ enabled: true, description: expect.stringMatching(/\w/) });
    }
    expect(ADMIN.MU.description).toBe('Manage Users');
    expect(ADMIN.WY.description).toBe('Manage Water Year');
  });

  it('answers the same flags to a signed-in user as to a guest', async () => {
    const { headers } = await signedInUser(testApp, 'Agency');
    const signedIn = await readConfig(headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual((await readConfig()).json());
  });

  it('shows a flag disabled in the application_config table as enabled false, leaving the others on', async () => {
    await testApp.db
      .update(applicationConfig)
      .set({ enabled: false })
      .where(inArray(applicationConfig.key, ['GE', 'ADMIN.WY']));
    try {
      const config = (await readConfig()).json();
      expect(config.GE).toEqual({ enabled: false, description: 'Groundwater extraction' });
      expect(config.ADMIN.WY).toEqual({ enabled: false, description: 'Manage Water Year' });
      expect(config.ADMIN.enabled).toBe(true);
      expect(config.ADMIN.MU.enabled).toBe(true);
      expect(config.SWS.enabled).toBe(true);
    } finally {
      await testApp.db
        .update(applicationConfig)
        .set({ enabled: true })
        .where(inArray(applicationConfig.key, ['GE', 'ADMIN.WY']));
    }
  });

  it('shows the description stored in the table', async () => {
    await testApp.db
      .update(applicationConfig)
      .set({ description: 'Well levels' })
      .where(eq(applicationConfig.key, 'WLM'));
    expect((await readConfig()).json().WLM).toEqual({ enabled: true, description: 'Well levels' });
  });

  it('counts a flag missing from the table as enabled', async () => {
    await testApp.db.delete(applicationConfig).where(eq(applicationConfig.key, 'EVT'));
    expect((await readConfig()).json().EVT).toEqual({ enabled: true, description: 'Evapotranspiration' });
  });
});
