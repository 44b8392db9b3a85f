import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundwaterSiteSchema, type GroundwaterSiteRecord } from '../../domain/wells/groundwater-sites';
import { GROUNDWATER_SITE_PURPOSES } from '../../domain/wells/editable-wells-lists';
import { efficiencyWarning, pumpTestResults } from '../../domain/wells/pump-test-arithmetic';
import { DEFAULT_WELL_AGENCIES, PUMP_TEST_RESULT_FIELDS, WELL_TYPES } from '../../domain/wells/well-records';
import type { WellEntryRecord } from '../wells/well-entry-collection';
import type { WellRecord } from '../wells/wells-collection';
import { buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { readServerConfig } from '../server-config';
import { defaultConfigRows } from '../settings/application-config';
import { openTestDatabase } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';
import { agencies, applicationConfig, users } from './schema/accounts';
import { gsas, gspAssociations, gsps, waterYears } from './schema/organisations';
import { groundwaterSites } from './schema/wells';
import { rowsOf } from './raw-results';
import { isInBasin } from './seed/basin-geography';
import { DEMO_GSPS, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-accounts';
import { planFieldWells, readFieldWellInputs } from './seed/seed-field-wells';
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

  /** A collection's records as a signed-in user gets them. */
  async function listed<T>(path: string): Promise<T[]> {
    const response = await app.inject({ method: 'GET', url: `/api/${path}`, headers: agencyUser });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The entries of one kind under every well, by the well's Well ID. */
  async function entriesByWell(path: string): Promise<Map<string, WellEntryRecord[]>> {
    const byWell = new Map<string, WellEntryRecord[]>();
    for (const entry of await listed<WellEntryRecord>(path)) {
      byWell.set(entry.well_label, [...(byWell.get(entry.well_label) ?? []), entry]);
    }
    return byWell;
  }

  const PUMPED_WELL_TYPES = ['Irrigation', 'AG', 'SUBMERSE AG', 'SUBMERSE DOM'];

  it('has wells of the field in every GSP, with state well numbers of their own and monitoring wells for the map', async () => {
    const wells = await listed<WellRecord>('wells/');
    expect(wells.length).toBeGreaterThanOrEqual(20);
    expect(wells.length).toBeLessThanOrEqual(30);
    expect(new Set(wells.map((well) => well.source_gsp_label))).toEqual(
      new Set(DEMO_GSPS.map((gsp) => gsp.name)),
    );
    for (const well of wells) {
      expect(well.well_id).toMatch(/^[A-Z]{2,4}-[A-Z]{3}-\d{3}$/);
      expect(well.state_well, well.well_id).toMatch(/^\d{2}S\d{2}E\d{2}[A-R]\d{3}M$/);
      expect(WELL_TYPES, well.well_id).toContain(well.well_type);
      expect(isInBasin([well.longitude, well.latitude]), well.well_id).toBe(true);
    }
    expect(new Set(wells.map((well) => well.state_well)).size).toBe(wells.length);
    const [{ shared }] = rowsOf<{ shared: number }>(
      await handle.db.execute(
        sql`select count(*)::integer as shared from wells where state_well in
              (select dwr_well_id from well_sites union select dwr_well_id from groundwater_sites)`,
      ),
    );
    expect(shared).toBe(0);
    const agencyNames = new Set(wells.map((well) => well.agency));
    for (const agency of DEFAULT_WELL_AGENCIES) expect(agencyNames).toContain(agency);
    const mapped = wells.filter((well) => well.gsp_mon_network && (well.wl_monitoring || well.wq_monitoring));
    expect(mapped.length).toBeGreaterThanOrEqual(5);
    expect(new Set(mapped.map((well) => well.monitor_site_type))).toEqual(
      new Set(['Representative', 'Monitoring']),
    );
    expect(new Set(wells.map((well) => well.volumetric_calc_type))).toEqual(
      new Set(['Kw/h', 'Hours', 'AF', null]),
    );
  });

  it("stores each pump test's worked-out values as pumpTestResults of its entered ones, for a pump wearing in a falling aquifer", async () => {
    const wells = await listed<WellRecord>('wells/');
    const tests = await entriesByWell('pumptests/');
    const pumped = wells.filter((well) => PUMPED_WELL_TYPES.includes(well.well_type!));
    expect(pumped.filter((well) => tests.has(well.well_id)).length / pumped.length).toBeGreaterThan(0.75);
    const number = (value: unknown) => value as number | null;
    for (const [wellId, series] of tests) {
      const ordered = [...series].sort((a, b) => String(a.test_date).localeCompare(String(b.test_date)));
      expect(ordered.length, wellId).toBeGreaterThanOrEqual(6);
      for (const test of ordered) {
        const results = pumpTestResults({
          flow_rate: number(test.flow_rate),
          static_water_level: number(test.static_water_level),
          pumping_water_level: number(test.pumping_water_level),
          discharge_pressure: number(test.discharge_pressure),
          horsepower_input: number(test.horsepower_input),
          kilowatt_input: number(test.kilowatt_input),
        });
        for (const { name } of PUMP_TEST_RESULT_FIELDS) {
          expect(results[name].value, `${test.entry_id} ${name}`).not.toBeNull();
          expect(test[name], `${test.entry_id} ${name}`).toBe(results[name].value);
        }
        expect(efficiencyWarning(results.efficiency), test.entry_id).toBeUndefined();
        expect(results.efficiency.value, test.entry_id).toBeGreaterThan(40);
      }
      const [first, last] = [ordered[0], ordered[ordered.length - 1]];
      expect(number(last.efficiency), wellId).toBeLessThan(number(first.efficiency)!);
      expect(number(last.specific_capacity), wellId).toBeLessThan(number(first.specific_capacity)!);
      expect(number(last.static_water_level), wellId).toBeGreaterThan(number(first.static_water_level)!);
    }
  });

  it.each([
    ['pumptests/', 'test_date'],
    ['maintenancelog/', 'date'],
    ['wellvolumepumps/', 'startdate'],
  ])(
    "numbers each well's entries of %s 001, 002... in date order, with ids '{well id}-{code}'",
    async (path, dateField) => {
      const byWell = await entriesByWell(path);
      expect(byWell.size).toBeGreaterThanOrEqual(12);
      for (const [wellId, entries] of byWell) {
        const byCode = [...entries].sort((a, b) => a.code.localeCompare(b.code));
        expect(byCode.map((entry) => entry.code)).toEqual(
          byCode.map((_, index) => String(index + 1).padStart(3, '0')),
        );
        expect(byCode.map((entry) => entry.entry_id)).toEqual(
          byCode.map((entry) => `${wellId}-${entry.code}`),
        );
        const dates = byCode.map((entry) => String(entry[dateField]));
        expect(dates, wellId).toEqual([...new Set(dates)].sort());
      }
    },
  );

  it('holds the wells of the field a fresh plan of them gives, so every first start seeds the same ones', async () => {
    const organisations = {
      agencies: await handle.db.select().from(agencies),
      gsas: await handle.db.select().from(gsas),
      gsps: await handle.db.select().from(gsps),
    };
    const planned = planFieldWells(await readFieldWellInputs(handle.db, organisations));
    const entered = [
      'flow_rate',
      'static_water_level',
      'pumping_water_level',
      'discharge_pressure',
      'kilowatt_input',
    ];
    const key = (row: Record<string, unknown>) =>
      [row.entry_id, row.test_date, ...entered.map((name) => row[name])].join(' ');
    const stored = await listed<WellEntryRecord>('pumptests/');
    expect(stored.map(key).sort()).toEqual(
      planned
        .flatMap((well) => well.pumpTests)
        .map(key)
        .sort(),
    );
    const wells = await listed<Record<string, unknown>>('wells/');
    const place = (row: Record<string, unknown>) =>
      [row.well_id, row.state_well, row.latitude, row.longitude].join(' ');
    expect(wells.map(place).sort()).toEqual(planned.map((well) => place(well.row)).sort());
  });
});
