import { describe, expect, it } from 'vitest';
import { readServerConfig } from './server-config';
import { SettingError, startUpFailureMessage, StartUpStepError } from './start-up-failure';

const POSTGRES = 'postgres://basin@db.internal:5432/basin';

describe('readServerConfig', () => {
  it('seeds the demo basin by default only into the embedded database', () => {
    expect(readServerConfig({}).seedDemoData).toBe(true);
    expect(readServerConfig({ DATABASE_URL: POSTGRES }).seedDemoData).toBe(false);
  });

  it('lets SEED_DEMO_DATA decide either way', () => {
    expect(readServerConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(readServerConfig({ SEED_DEMO_DATA: 'true', DATABASE_URL: POSTGRES }).seedDemoData).toBe(true);
    expect(readServerConfig({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(readServerConfig({ SEED_DEMO_DATA: 'false', DATABASE_URL: POSTGRES }).seedDemoData).toBe(false);
  });

  it('listens on this machine only unless HOST names another address', () => {
    expect(readServerConfig({}).host).toBe('127.0.0.1');
    expect(readServerConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readServerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts proxy headers only when TRUST_PROXY is true', () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads OGCAPI_PUBLIC: nothing public by default, all site collections, or the ids listed', () => {
    expect(readServerConfig({}).ogcApiPublicCollections).toEqual([]);
    expect(readServerConfig({ OGCAPI_PUBLIC: 'all' }).ogcApiPublicCollections).toHaveLength(5);
    expect(readServerConfig({ OGCAPI_PUBLIC: 'stream-sites,readings' }).ogcApiPublicCollections).toEqual([
      'stream-sites',
      'readings',
    ]);
  });

  it('stops the start on an unknown OGCAPI_PUBLIC collection, in one line naming the setting', () => {
    let failure: unknown;
    try {
      readServerConfig({ OGCAPI_PUBLIC: 'water-level-sites,wells' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(SettingError);
    expect(startUpFailureMessage(new StartUpStepError('settings', failure), {})).toMatch(
      /^Basin DMS could not start: OGCAPI_PUBLIC names 'wells', which is no collection of the OGC API\. Write all, or a comma-separated list of: water-level-sites, /,
    );
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(readServerConfig({ PORT: '8080' }).port).toBe(8080);
  });
});
