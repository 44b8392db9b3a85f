import { describe, expect, it } from 'vitest';
import { readServerConfig } from './server-config';

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

  it('trusts proxy headers only when TRUST_PROXY is true', () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(readServerConfig({ PORT: '8080' }).port).toBe(8080);
  });
});
