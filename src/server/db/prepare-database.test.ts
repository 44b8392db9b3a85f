import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundwaterSiteSchema, type GroundwaterSiteRecord } from '../../domain/wells/groundwater-sites';
import { GROUNDWATER_SITE_PURPOSES } from '../../domain/wells/editable-wells-lists';
import { buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { readServerConfig } from '../server-config';
import { defaultConfigRows } from '../settings/application-config';
import { openTestDatabase } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';
import { agencies, applicationConfig, users } from './schema/accounts';
import { gspAssociations, gsps, waterYears } from './schema/organisations';
import { groundwaterSites } from './schema/wells';
import { isInBasin } from './seed/basin-geography';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-accounts';
import { standardMapLayers } from '../maps/standard-map-layers';
import { mapLayers } from './schema/monitoring';

const logger = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty, unmigrated database: PGlite in memory, or a new one on TEST_DATABASE_URL's server. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  cleanups.push(() => handle.close());
  return handle;
}

async function rowCounts({ db }: DatabaseHandle) {
  const rows = async (table: AnyPgTable) => Number((await db.select({ rows: count() }).from(table))[0].rows);
  return {
    users: await rows(users),
    agencies: await rows(agencies),
    gsps: await rows(gsps),
    gspAssociations: await rows(gspAssociations),
    waterYears: await rows(waterYears),
    flags: await rows(applicationConfig),
    groundwaterSites: await rows(groundwaterSites),
  };
}

/** The app on a prepared database, answering as in production. */
async function appOn(handle: DatabaseHandle) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-prepare-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const config = { ...readServerConfig({}), dataDir, webRoot: path.join(dataDir, 'no-web-build') };
  const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
  const app = await buildApp({ db: handle.db, config, mailer }, { logger });
  cleanups.push(() => app.close());
  return app;
}

describe('prepareDatabase', () => {
  it('without demo data creates the schema and the feature flags, but no users', async () => {
    const handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: false, logger });
    expect(await rowCounts(handle)).toEqual({
      users: 0,
      agencies: 0,
      gsps: 0,
      gspAssociations: 0,
      waterYears: 0,
      flags: defaultConfigRows().length,
      groundwaterSites: 0,
    });
    // the standard base maps and site layers, so the first sites show on the home map at once
    const layers = await handle.db.select().from(mapLayers).orderBy(mapLayers.sort_order);
    expect(layers.map((layer) => layer.title)).toEqual(standardMapLayers().map((layer) => layer.title));
    expect(layers.filter((layer) => layer.default_on).map((layer) => layer.title)).toEqual([
      'Topographic',
      'Representative Water Level Sites',
    ]);
    await prepareDatabase(handle, { seedDemoData: false, logger });
    expect(await handle.db.select().from(mapLayers)).toHaveLength(layers.length);
  });

  it('with demo data creates the demo accounts, and the demo administrator signs in', async () => {
    const handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: true, logger });
    const counts = await rowCounts(handle);
    expect(counts.users).toBe(DEMO_USERS.length);
    expect(counts.flags).toBe(defaultConfigRows().length);
    expect(counts.waterYears).toBeGreaterThan(0);

    const app = await appOn(handle);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/token/create/',
      payload: { email: 'admin@example.org', password: 'Groundwater-2026' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'admin@example.org', role: 'Administrator' });
  });

  it('adds nothing when run again on a database that holds data', async () => {
    const handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: true, logger });
    const before = await rowCounts(handle);
    await prepareDatabase(handle, { seedDemoData: true, logger });
    await prepareDatabase(handle, { seedDemoData: false, logger });
    expect(await rowCounts(handle)).toEqual(before);
  });
});

describe('the demo basin', () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof appOn>>;
  let agencyUser: { authorization: string };
  beforeAll(async () => {
    handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: true, logger });
    app = await appOn(handle);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/token/create/',
      payload: { email: 'agency@example.org', password: DEMO_PASSWORD },
    });
    agencyUser = { authorization: `Token ${signIn.json().auth_token}` };
  });

  /** The GSPs holding each list's sites, by abbreviation. */
  async function gspsByPurpose() {
    const rows = await handle.db
      .selectDistinct({ purpose: groundwaterSites.purpose, gsp: gsps.abbreviation })
      .from(groundwaterSites)
      .innerJoin(gsps, eq(gsps.id, groundwaterSites.source_gsp_id));
    return Object.fromEntries(
      GROUNDWATER_SITE_PURPOSES.map((purpose) => [
        purpose,
        rows
          .filter((row) => row.purpose === purpose)
          .map((row) => row.gsp)
          .sort(),
      ]),
    );
  }

  it('fills every editable wells table, each from the GSPs that report its module', async () => {
    expect(await gspsByPurpose()).toEqual({
      storage: ['CHOW', 'COM', 'MADJ'],
      extraction: ['CHOW', 'COM', 'MADJ', 'RC'],
      supply: ['CHOW', 'MADJ'],
      use: ['CHOW', 'MADJ'],
    });
  });

  it.each(GROUNDWATER_SITE_PURPOSES)(
    'answers a signed-in user the %s sites, whole records inside the basin',
    async (purpose) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/groundwatersites/?purpose=${purpose}`,
        headers: agencyUser,
      });
      expect(response.statusCode, response.body).toBe(200);
      const sites: GroundwaterSiteRecord[] = response.json();

      expect(sites.length).toBeGreaterThanOrEqual(20);
      expect(sites.length).toBeLessThanOrEqual(40);
      expect(new Set(sites.map((site) => site.dms_site_id)).size).toBe(sites.length);
      for (const site of sites) {
        expect(site.purpose).toBe(purpose);
        expect(groundwaterSiteSchema.safeParse(site).success, site.dms_site_id).toBe(true);
        expect(isInBasin([site.longitude, site.latitude]), site.dms_site_id).toBe(true);
        expect(site).toMatchObject({
          local_site_id: expect.any(String),
          origin_site_id: expect.any(String),
          source_org: expect.any(String),
          owner: expect.any(String),
          monitor_by: expect.any(String),
          coordinate_method: expect.any(String),
          horz_datum: expect.any(String),
          accuracy: expect.any(String),
        });
        expect(site.source_gsp_label).not.toBe('');
        expect(site.updateby_label).not.toBe('');
      }
    },
  );
});
