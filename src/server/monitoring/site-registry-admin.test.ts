import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import {
  interconnectedSites,
  mapLayers,
  streamMeasurements,
  streamSites,
  subsidenceMeasurements,
  subsidenceSites,
  verticalGradientMeasurements,
  waterQualityMeasurements,
  wellMeasurements,
  wellSites,
} from '../db/schema/monitoring';
import { waterYears } from '../db/schema/organisations';
import { buildAgency, signedInUser } from '../test-support/factories';
import {
  buildInterconnectedSite,
  buildMonitoringCast,
  buildStreamReading,
  buildStreamSite,
  buildSubsidenceReading,
  buildSubsidenceSite,
  buildVerticalGradientReading,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
  nextDmsSiteId,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { postUpload } from '../test-support/upload-fixtures';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let admin: Headers;
let adminId: number;
let owner: { id: number };
let layerId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  const signed = await signedInUser(testApp, 'Administrator');
  admin = signed.headers;
  adminId = signed.user.id;
  owner = await buildAgency(testApp.db, 'Kings River Conservation District');
  [{ id: layerId }] = await testApp.db
    .insert(mapLayers)
    .values({
      title: 'Representative Water Level Sites',
      type: 'maplayer',
      group: 'DMS Layers',
      source: 'representative-water-level',
      colour: 'red',
      default_on: true,
      sort_order: 1,
    })
    .returning({ id: mapLayers.id });
  await testApp.db
    .insert(waterYears)
    .values({ waterYear: 2024, waterYearStart: '2023-10-01', waterYearEnd: '2024-09-30', isActive: true });
});
afterAll(() => testApp.close());

const request = (method: Method, url: string, payload?: object, headers: Headers | null = admin) =>
  testApp.app.inject({ method, url, headers: headers ?? undefined, payload });

const historyOf = async (recordType: string, recordId: number) => {
  const response = await request(
    'GET',
    `/api/changehistory/?record_type=${recordType}&record_id=${recordId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: { operation: string; changed_by: number }[] };
};

const rowsIn = async (table: Parameters<ReturnType<TestApp['db']['select']>['from']>[0]) =>
  Number((await testApp.db.select({ count: count() }).from(table))[0].count);

describe('deleting a site that data hangs on', () => {
  it('refuses a well site with readings with 409 naming their counts, and keeps the site and its readings', async () => {
    const site = await buildWellSite(testApp.db, { dms_site_id: nextDmsSiteId('MW') });
    for (const measurement_date of ['2024-01-02', '2024-02-02']) {
      await buildWellReading(testApp.db, site, { measurement_date });
    }
    await buildWaterQualityReading(testApp.db, site);
    const before = await rowsIn(wellMeasurements);

    const response = await request('DELETE', `/api/wellsites/${site.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: `${site.dms_site_id} cannot be deleted: 2 water level readings and 1 water quality reading are recorded at it.`,
    });
    expect((await request('GET', `/api/wellsites/${site.id}`)).statusCode).toBe(200);
    expect(await rowsIn(wellMeasurements)).toBe(before);
    expect(
      await testApp.db
        .select()
        .from(waterQualityMeasurements)
        .where(eq(waterQualityMeasurements.site_id, site.id)),
    ).toHaveLength(1);
    expect(
      (await historyOf('wellsites', site.id)).results.filter((entry) => entry.operation === 'DELETE'),
    ).toEqual([]);
  });

  it('refuses a well or stream site an interconnected site links to, and keeps the link', async () => {
    const well = await buildWellSite(testApp.db);
    const stream = await buildStreamSite(testApp.db);
    const linking = await buildInterconnectedSite(testApp.db, {
      dms_strm_site_id: stream.id,
      dms_sa_site_id: well.id,
      dms_la_site_id: well.id,
    });

    const wellAnswer = await request('DELETE', `/api/wellsites/${well.id}`);
    expect(wellAnswer.statusCode).toBe(409);
    expect(wellAnswer.json().detail).toBe(
      `${well.dms_site_id} cannot be deleted: 1 interconnected surface-water site links to it.`,
    );
    const streamAnswer = await request('DELETE', `/api/streamsites/${stream.id}`);
    expect(streamAnswer.statusCode).toBe(409);
    expect(streamAnswer.json().detail).toBe(
      `${stream.dms_site_id} cannot be deleted: 1 interconnected surface-water site links to it.`,
    );
    const [stored] = await testApp.db
      .select()
      .from(interconnectedSites)
      .where(eq(interconnectedSites.id, linking.id));
    expect(stored).toMatchObject({ dms_strm_site_id: stream.id, dms_sa_site_id: well.id });
  });

  it('refuses stream, subsidence and interconnected sites with readings', async () => {
    const stream = await buildStreamSite(testApp.db);
    await buildStreamReading(testApp.db, stream);
    const subsidence = await buildSubsidenceSite(testApp.db);
    await buildSubsidenceReading(testApp.db, subsidence);
    const interconnected = await buildInterconnectedSite(testApp.db);
    await buildVerticalGradientReading(testApp.db, interconnected);
    const counts = [
      await rowsIn(streamMeasurements),
      await rowsIn(subsidenceMeasurements),
      await rowsIn(verticalGradientMeasurements),
    ];

    for (const [path, site, noun] of [
      ['streamsites', stream, 'stream reading'],
      ['subsidencesites', subsidence, 'subsidence reading'],
      ['swgwsites', interconnected, 'interconnected surface-water reading'],
    ] as const) {
      const response = await request('DELETE', `/api/${path}/${site.id}`);
      expect(response.statusCode, path).toBe(409);
      expect(response.json().detail).toBe(
        `${site.dms_site_id} cannot be deleted: 1 ${noun} is recorded at it.`,
      );
    }
    expect([
      await rowsIn(streamMeasurements),
      await rowsIn(subsidenceMeasurements),
      await rowsIn(verticalGradientMeasurements),
    ]).toEqual(counts);
    expect(await testApp.db.select().from(streamSites).where(eq(streamSites.id, stream.id))).toHaveLength(1);
    expect(
      await testApp.db.select().from(subsidenceSites).where(eq(subsidenceSites.id, subsidence.id)),
    ).toHaveLength(1);
  });

  it('deletes a site nothing hangs on, once, with one history entry', async () => {
    const site = await buildWellSite(testApp.db);
    const before = (await historyOf('wellsites', site.id)).count;
    expect((await request('DELETE', `/api/wellsites/${site.id}`)).statusCode).toBe(204);
    expect(await testApp.db.select().from(wellSites).where(eq(wellSites.id, site.id))).toEqual([]);
    const history = await historyOf('wellsites', site.id);
    expect(history.count).toBe(before + 1);
    expect(history.results[0]).toMatchObject({ operation: 'DELETE', changed_by: adminId });
    expect((await request('DELETE', `/api/wellsites/${site.id}`)).statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 to a user who is not an administrator, deleting nothing', async () => {
    const site = await buildWellSite(testApp.db);
    expect((await request('DELETE', `/api/wellsites/${site.id}`, undefined, null)).statusCode).toBe(401);
    expect(
      (await request('DELETE', `/api/wellsites/${site.id}`, undefined, cast.reporter.headers)).statusCode,
    ).toBe(403);
    expect(await testApp.db.select().from(wellSites).where(eq(wellSites.id, site.id))).toHaveLength(1);
  });
});

describe('each write of a site registry', () => {
  it.each([
    ['wellsites', () => ({ dms_site_id: nextDmsSiteId('MW'), latitude: 36.7, longitude: -119.8 })],
    [
      'streamsites',
      () => ({
        dms_site_id: nextDmsSiteId('ST'),
        local_site_id: 'Kings River at Piedra',
        owner_id: owner.id,
        source_gsp_id: cast.north.id,
        latitude: 36.81,
        longitude: -119.38,
      }),
    ],
    [
      'subsidencesites',
      () => ({
        dms_site_id: nextDmsSiteId('SUB'),
        local_site_id: 'Benchmark P304',
        owner_id: owner.id,
        source_gsp_id: cast.north.id,
        geometry: { type: 'Point', coordinates: [-120.05, 36.61] },
      }),
    ],
    ['swgwsites', () => ({ dms_site_id: nextDmsSiteId('SW'), latitude: 36.6, longitude: -119.6 })],
  ])(
    '%s: leaves exactly one change history entry, by the administrator, recording updateby_id',
    async (path, body) => {
      const created = await request('POST', `/api/${path}/`, body());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect(created.json().updateby_id).toBe(adminId);
      expect((await historyOf(path, id)).count).toBe(1);

      const updated = await request('PATCH', `/api/${path}/${id}`, { alt_site_id: 'Renamed' });
      expect(updated.statusCode, updated.body).toBe(200);
      const history = await historyOf(path, id);
      expect(history.results.map((entry) => entry.operation)).toEqual(['UPDATE', 'INSERT']);
      expect(history.results.every((entry) => entry.changed_by === adminId)).toBe(true);

      expect((await request('DELETE', `/api/${path}/${id}`)).statusCode).toBe(204);
      expect((await historyOf(path, id)).results.map((entry) => entry.operation)).toEqual([
        'DELETE',
        'UPDATE',
        'INSERT',
      ]);
    },
  );

  it("refuses a DMS Site ID already taken with 'A site with this DMS Site ID already exists.', adding no history", async () => {
    const taken = await buildWellSite(testApp.db);
    const before = (await historyOf('wellsites', taken.id)).count;
    const response = await request('POST', '/api/wellsites/', {
      dms_site_id: taken.dms_site_id,
      latitude: 36.7,
      longitude: -119.8,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ dms_site_id: ['A site with this DMS Site ID already exists.'] });
    expect((await historyOf('wellsites', taken.id)).count).toBe(before);
  });

  it("says 'Value is not valid' of a stream site elevation that is no number, and takes zero", async () => {
    const body = {
      dms_site_id: nextDmsSiteId('ST'),
      local_site_id: 'Kings River below Pine Flat',
      owner_id: owner.id,
      source_gsp_id: cast.north.id,
      latitude: 36.83,
      longitude: -119.33,
    };
    const refused = await request('POST', '/api/streamsites/', { ...body, ground_surface_elev: '12 ft' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ground_surface_elev: ['Value is not valid'] });
    const created = await request('POST', '/api/streamsites/', { ...body, ground_surface_elev: '0' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().ground_surface_elev).toBe(0);
  });
});

describe('a well site created through its registry', () => {
  async function createWell(values: Record<string, unknown> = {}) {
    const response = await request('POST', '/api/wellsites/', {
      dms_site_id: nextDmsSiteId('MW'),
      geometry: { type: 'Point', coordinates: [-119.7123, 36.8012] },
      source_gsp_id: cast.north.id,
      monitor_site_type: 'Representative',
      wl_monitoring: true,
      ...values,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; dms_site_id: string };
  }

  it('is on the water level list at once, and moves there when edited', async () => {
    const site = await createWell();
    const listed = async () =>
      (
        (await request('GET', '/api/wellsitesummary/wellsitemeasurements')).json().sites as Record<
          string,
          unknown
        >[]
      ).find((row) => row.dms_site_id === site.dms_site_id);
    expect(await listed()).toMatchObject({
      id: site.id,
      geometry: { type: 'Point', coordinates: [-119.7123, 36.8012] },
      num_measurements: 0,
    });
    await request('PATCH', `/api/wellsites/${site.id}`, { local_site_id: 'Shaw Ave', latitude: 36.9 });
    expect(await listed()).toMatchObject({
      local_site_id: 'Shaw Ave',
      geometry: { type: 'Point', coordinates: [-119.7123, 36.9] },
    });
  });

  it("is a feature of the home map's layer at once", async () => {
    const site = await createWell();
    const features = (await request('GET', `/api/maplayers/${layerId}/features`)).json().features as {
      id: number;
      geometry: unknown;
    }[];
    expect(features.find((feature) => feature.id === site.id)).toMatchObject({
      geometry: { type: 'Point', coordinates: [-119.7123, 36.8012] },
    });
  });

  it("is accepted by the import's site check: a reading for it loads", async () => {
    const site = await createWell();
    const header = MONITORING_DATASETS.wellsitemeasurements.fields.map((field) => field.name);
    const content = Buffer.from(`${header.join(',')}\r\n${site.dms_site_id},2024-07-01,,12.5\r\n`);
    const uploaded = await postUpload(testApp.app, cast.reporter.headers, content, 'levels.csv');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const run = await testApp.app.inject({
      method: 'POST',
      url: '/api/datawizard.json',
      headers: cast.reporter.headers,
      payload: {
        object_id: uploaded.json().id,
        content_type_id: null,
        serializer: 'wellsitemeasurements',
        gsp_id: cast.north.id,
      },
    });
    expect(run.statusCode, run.body).toBe(201);
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/datawizard/${run.json().id}/data`,
      headers: cast.reporter.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    const deadline = Date.now() + 30_000;
    let state: { status: string; skipped?: unknown[]; current?: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (
        await testApp.app.inject({
          url: `/api/datawizard/${run.json().id}/status.json?task=${started.json().task_id}`,
          headers: cast.reporter.headers,
        })
      ).json();
    } while (state.status !== 'SUCCESS' && state.status !== 'FAILURE' && Date.now() < deadline);
    expect(state).toMatchObject({ status: 'SUCCESS', skipped: [] });
    const readings = await testApp.db
      .select()
      .from(wellMeasurements)
      .where(eq(wellMeasurements.site_id, site.id));
    expect(readings).toHaveLength(1);
  });
});
