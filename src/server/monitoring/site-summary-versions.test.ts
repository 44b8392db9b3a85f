import { sql, type SQL } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildMonitoringCast, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * A write makes stale only the list and map answers it changes (issue 17): a GSP's unsubmitted readings
 * change the lists of that GSP's users and of the administrators, not another GSP's users' list, and no
 * reading changes the map's site layers. The versions are kept in the database, so a second server on
 * the same database never answers from before a write made through the first.
 */

type Headers = { authorization: string };
type SummaryRow = { id: number; local_site_id: string | null; num_measurements: number };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let northWell: { id: number; dms_site_id: string };
let southWell: { id: number; dms_site_id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  northWell = await buildWellSite(testApp.db, {
    source_gsp_id: cast.north.id,
    local_site_id: 'North 1',
    wl_monitoring: true,
  });
  southWell = await buildWellSite(testApp.db, {
    source_gsp_id: cast.south.id,
    local_site_id: 'South 1',
    wl_monitoring: true,
  });
});
afterAll(() => testApp.close());

const get = (url: string, headers: Headers, etag?: string, app = testApp.app) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) },
  });

async function listOf(headers: Headers, app = testApp.app) {
  const response = await get('/api/wellsitesummary/wellsitemeasurements', headers, undefined, app);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json().sites as SummaryRow[];
  return { etag: response.headers.etag as string, row: (id: number) => rows.find((site) => site.id === id)! };
}

/**
 * Changes the data behind the answers without raising any version (the triggers are off in this
 * transaction): an answer that still shows the old value was kept, one that shows the new was rebuilt.
 */
async function changeUnseen(statement: SQL) {
  await testApp.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const addReading = (headers: Headers, dmsSiteId: string, submitted: boolean) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/wellsitemeasurements/',
    headers,
    payload: { dms_site_id: dmsSiteId, measurement_date: '2024-04-01', measurement_depth: 42, submitted },
  });

describe('the monitoring lists are kept per GSP: a write makes stale only the lists it changes', () => {
  it("a GSP's unsubmitted reading leaves another GSP's users' list as it was, and changes its own users' and the administrators'", async () => {
    const south = await listOf(cast.outsider.headers);
    const north = await listOf(cast.member.headers);
    const administrator = await listOf(cast.admin.headers);
    expect(north.row(northWell.id).num_measurements).toBe(0);
    await changeUnseen(
      sql`update well_sites set local_site_id = 'Renamed unseen' where id = ${southWell.id}`,
    );

    const created = await addReading(cast.reporter.headers, northWell.dms_site_id, false);
    expect(created.statusCode, created.body).toBe(201);

    // the South GSP's user: the same answer, still valid for its tag, and not rebuilt
    const unchanged = await get(
      '/api/wellsitesummary/wellsitemeasurements',
      cast.outsider.headers,
      south.etag,
    );
    expect(unchanged.statusCode).toBe(304);
    const southAfter = await listOf(cast.outsider.headers);
    expect(southAfter.etag).toBe(south.etag);
    expect(southAfter.row(southWell.id).local_site_id).toBe('South 1');
    expect(southAfter.row(northWell.id).num_measurements).toBe(0);

    // the North GSP's users and the administrators see the new reading
    for (const [headers, before] of [
      [cast.member.headers, north],
      [cast.admin.headers, administrator],
    ] as const) {
      const after = await listOf(headers);
      expect(after.etag).not.toBe(before.etag);
      expect(after.row(northWell.id).num_measurements).toBe(1);
      expect(after.row(southWell.id).local_site_id).toBe('Renamed unseen');
    }
  });

  it("a submitted reading changes every user's list, and a site's edit too", async () => {
    const south = await listOf(cast.outsider.headers);
    const created = await addReading(cast.admin.headers, northWell.dms_site_id, true);
    expect(created.statusCode, created.body).toBe(201);
    const afterReading = await listOf(cast.outsider.headers);
    expect(afterReading.etag).not.toBe(south.etag);
    expect(afterReading.row(northWell.id).num_measurements).toBe(1);

    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/wellsites/${southWell.id}`,
      headers: cast.admin.headers,
      payload: { local_site_id: 'South One' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listOf(cast.outsider.headers)).row(southWell.id).local_site_id).toBe('South One');
  });

  it('a second server on the same database never answers from before a write made through the first', async () => {
    const second = await buildApp(
      { db: testApp.db, config: testApp.config, mailer: testApp.mailer },
      { logger: pino({ level: 'silent' }) },
    );
    try {
      const before = (await listOf(cast.member.headers, second)).row(northWell.id).num_measurements;
      const created = await addReading(cast.reporter.headers, northWell.dms_site_id, false);
      expect(created.statusCode, created.body).toBe(201);
      expect((await listOf(cast.member.headers, second)).row(northWell.id).num_measurements).toBe(before + 1);
    } finally {
      await second.close();
    }
  });
});

describe("the map's site layers are kept until a site or a layer changes, whatever readings are written", () => {
  const markersOf = async (layerId: number) => {
    const response = await get(`/api/maplayers/${layerId}/markers`, cast.member.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().markers as Array<[number, number, number, string]>;
  };

  it('keeps the markers across readings of every GSP and rebuilds them when a site moves', async () => {
    const layers = (await get('/api/maplayers', cast.member.headers)).json() as Array<{
      id: number;
      source: string | null;
    }>;
    const layer = layers.find((entry) => entry.source === 'other-water-level')!;
    const marker = async () => (await markersOf(layer.id)).find(([id]) => id === northWell.id)!;
    const [, longitude] = await marker();
    await changeUnseen(sql`update well_sites set longitude = -120.5 where id = ${northWell.id}`);

    for (const submitted of [false, true]) {
      const created = await addReading(cast.admin.headers, southWell.dms_site_id, submitted);
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await marker())[1]).toBe(longitude);

    const moved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/wellsites/${northWell.id}`,
      headers: cast.admin.headers,
      payload: { longitude: -119.25 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await marker())[1]).toBe(-119.25);
  });
});
