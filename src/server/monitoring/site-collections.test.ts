import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency } from '../test-support/factories';
import {
  buildInterconnectedSite,
  buildMonitoringCast,
  buildStreamSite,
  buildSubsidenceSite,
  buildWellSite,
  nextDmsSiteId,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Site = Record<string, unknown> & { id: number; dms_site_id: string };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let admin: Headers;
let owner: { id: number };
beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  admin = cast.admin.headers;
  owner = await buildAgency(testApp.db, 'Fresno Irrigation District');
});
afterAll(() => testApp.close());

/** As the administrator unless other headers are given; null sends no token. */
const request = (method: Method, url: string, payload?: unknown, headers: Headers | null = admin) =>
  testApp.app.inject({ method, url, headers: headers ?? undefined, payload: payload as object });
const PERMISSION_DENIED = { detail: 'You do not have permission to perform this action.' };

/** The five site collections of spec 1 §3.2, each with a way to store a site and a valid create body. */
const COLLECTIONS = [
  {
    path: 'wellsites',
    prefix: 'WL',
    build: (values: Record<string, unknown>) => buildWellSite(testApp.db, values),
    body: () => ({
      latitude: 36.7234,
      longitude: -119.9512,
      source_gsp_id: cast.north.id,
      well_use: 'Observation',
    }),
  },
  {
    path: 'wellqualitys',
    prefix: 'WQ',
    build: (values: Record<string, unknown>) => buildWellSite(testApp.db, { wq_monitoring: true, ...values }),
    body: () => ({
      latitude: 36.5422,
      longitude: -119.8331,
      source_gsp_id: cast.north.id,
      wq_monitoring: true,
    }),
  },
  {
    path: 'streamsites',
    prefix: 'ST',
    build: (values: Record<string, unknown>) => buildStreamSite(testApp.db, values),
    body: () => ({
      local_site_id: 'Kings River at Piedra',
      owner_id: owner.id,
      latitude: 36.8122,
      longitude: -119.3868,
      source_gsp_id: cast.north.id,
      meas_type: 'Stage',
    }),
  },
  {
    path: 'subsidencesites',
    prefix: 'SUB',
    build: (values: Record<string, unknown>) => buildSubsidenceSite(testApp.db, values),
    body: () => ({
      local_site_id: 'Benchmark P304',
      owner_id: owner.id,
      latitude: 36.6101,
      longitude: -120.0512,
      source_gsp_id: cast.north.id,
      meas_type: 'InSAR',
    }),
  },
  {
    path: 'swgwsites',
    prefix: 'SWGW',
    build: (values: Record<string, unknown>) => buildInterconnectedSite(testApp.db, values),
    body: () => ({
      latitude: 36.7001,
      longitude: -119.6502,
      source_gsp_id: cast.north.id,
      monitor_type: 'Wells Only',
    }),
  },
];

describe.each(COLLECTIONS)('/api/$path/', ({ path, prefix, build, body }) => {
  const base = `/api/${path}/`;
  const create = async (payload: object) => {
    const response = await request('POST', base, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Site;
  };

  it('lists sites in DMS Site ID order, as many as ?limit= asks, or the one ?dms_site_id= names', async () => {
    const ids = [nextDmsSiteId(prefix), nextDmsSiteId(prefix), nextDmsSiteId(prefix)];
    for (const dms_site_id of [...ids].reverse()) await build({ dms_site_id });

    const all = await request('GET', base);
    expect(all.statusCode).toBe(200);
    const listed = (all.json() as Site[]).map((site) => site.dms_site_id);
    expect(listed.filter((id) => ids.includes(id))).toEqual(ids);
    expect((await request('GET', `${base}?limit=2`)).json()).toHaveLength(2);
    expect((await request('GET', `${base}?limit=2&offset=1`)).json()).toEqual(all.json().slice(1, 3));

    const one = await request('GET', `${base}?dms_site_id=${ids[1]}`);
    expect((one.json() as Site[]).map((site) => site.dms_site_id)).toEqual([ids[1]]);
    expect((await request('GET', `${base}?dms_site_id=NO-SUCH-SITE`)).json()).toEqual([]);
  });

  it('answers one site by id with its labels and point, and 404 for an id it does not hold', async () => {
    const site = await build({ source_gsp_id: cast.south.id, latitude: 36.9, longitude: -120.3 });
    const response = await request('GET', `${base}${site.id}`, undefined, cast.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: site.id,
      dms_site_id: site.dms_site_id,
      source_gsp_id: cast.south.id,
      source_gsp_label: 'South Kings GSP',
      source_gsa_id: null,
      source_gsa_label: '',
      latitude: 36.9,
      longitude: -120.3,
      geometry: { type: 'Point', coordinates: [-120.3, 36.9] },
    });
    const missing = await request('GET', `${base}987654`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });

  it('describes its fields for OPTIONS under actions.POST', async () => {
    const response = await request('OPTIONS', base, undefined, cast.member.headers);
    expect(response.statusCode).toBe(200);
    const fields = response.json().actions.POST;
    expect(fields.id).toEqual({ type: 'integer', label: 'ID', read_only: true });
    expect(fields.dms_site_id).toEqual({
      type: 'string',
      label: 'DMS Site ID',
      required: true,
      max_length: 50,
    });
    expect(fields.source_gsp_id).toMatchObject({ type: 'field', label: 'Source GSP' });
    expect(fields.horz_datum ?? fields.monitor_type).toMatchObject({ type: 'choice' });
  });

  it('creates a site for an administrator', async () => {
    const dms_site_id = nextDmsSiteId(prefix);
    const site = await create({ dms_site_id, ...body() });
    const { latitude, longitude } = body();
    expect(site).toMatchObject({
      id: expect.any(Number),
      dms_site_id,
      ...body(),
      source_gsp_label: 'North Kings GSP',
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      updateby_id: cast.admin.user.id,
    });
    expect((await request('GET', `${base}${site.id}`)).json()).toEqual(site);
  });

  it("refuses a DMS Site ID that is missing or another site's", async () => {
    const missing = await request('POST', base, body());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ dms_site_id: ['Field is required'] });

    const taken = await build({});
    const duplicate = await request('POST', base, { ...body(), dms_site_id: taken.dms_site_id });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ dms_site_id: ['A site with this DMS Site ID already exists.'] });

    const other = await build({});
    const renamed = await request('PATCH', `${base}${other.id}`, { dms_site_id: taken.dms_site_id });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ dms_site_id: ['A site with this DMS Site ID already exists.'] });
  });

  it('lets only administrators create sites, authorized reporters included', async () => {
    for (const who of [cast.reporter, cast.member]) {
      const response = await request(
        'POST',
        base,
        { dms_site_id: nextDmsSiteId(prefix), ...body() },
        who.headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PERMISSION_DENIED);
    }
    const signedOut = await request('POST', base, { dms_site_id: nextDmsSiteId(prefix), ...body() }, null);
    expect(signedOut.statusCode).toBe(401);
  });

  it("lets an authorized reporter of the site's GSP edit it; only the sent fields change", async () => {
    const site = await build({ source_gsp_id: cast.north.id, local_site_id: 'Before', alt_site_id: 'ALT-1' });
    const before = (await request('GET', `${base}${site.id}`)).json();

    const response = await request(
      'PATCH',
      `${base}${site.id}`,
      { local_site_id: 'After' },
      cast.reporter.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...before,
      local_site_id: 'After',
      updateby_id: cast.reporter.user.id,
      updateby_label: `${cast.reporter.user.firstName} ${cast.reporter.user.lastName}`,
      updatedate: expect.any(String),
      updatedate_label: expect.any(String),
    });
    expect((await request('GET', `${base}${site.id}`)).json()).toEqual(response.json());
  });

  it("refuses edits from a member who is not an authorized reporter and from another GSP's reporter", async () => {
    const site = await build({ source_gsp_id: cast.north.id, local_site_id: 'Unchanged' });
    for (const who of [cast.member, cast.outsider]) {
      const response = await request('PATCH', `${base}${site.id}`, { local_site_id: 'Changed' }, who.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PERMISSION_DENIED);
    }
    const unassigned = await build({ local_site_id: 'No GSP' });
    const refused = await request(
      'PATCH',
      `${base}${unassigned.id}`,
      { local_site_id: 'x' },
      cast.reporter.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect((await request('GET', `${base}${site.id}`)).json().local_site_id).toBe('Unchanged');
  });

  it('refuses a reporter moving a site to a GSP they do not report for', async () => {
    const site = await build({ source_gsp_id: cast.north.id });
    for (const source_gsp_id of [cast.south.id, `${cast.south.id}`]) {
      const response = await request('PATCH', `${base}${site.id}`, { source_gsp_id }, cast.reporter.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        source_gsp_id: ['You can only assign a site to a GSP you report for.'],
      });
    }
    expect((await request('GET', `${base}${site.id}`)).json().source_gsp_id).toBe(cast.north.id);
    const moved = await request('PATCH', `${base}${site.id}`, { source_gsp_id: cast.south.id });
    expect(moved.json()).toMatchObject({ source_gsp_id: cast.south.id, source_gsp_label: 'South Kings GSP' });
  });

  it('lets only administrators delete a site', async () => {
    const site = await build({ source_gsp_id: cast.north.id });
    const refused = await request('DELETE', `${base}${site.id}`, undefined, cast.reporter.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(PERMISSION_DENIED);
    expect((await request('DELETE', `${base}${site.id}`)).statusCode).toBe(204);
    expect((await request('GET', `${base}${site.id}`)).statusCode).toBe(404);
    expect((await request('DELETE', `${base}${site.id}`)).statusCode).toBe(404);
  });

  it('requires sign-in to read', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await request(method, base, undefined, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});

describe('/api/wellsites/: what a well site accepts', () => {
  const create = (payload: object) => request('POST', '/api/wellsites/', payload);

  it('offers the well use choices for OPTIONS as {display_name, value}', async () => {
    const fields = (await request('OPTIONS', '/api/wellsites/')).json().actions.POST;
    expect(fields.well_use).toEqual({
      type: 'choice',
      label: 'Well Use',
      required: false,
      choices: [
        'Irrigation',
        'Observation',
        'Public Supply',
        'Residential',
        'Industrial',
        'Stockwatering',
        'Other',
        'Unknown',
      ].map((value) => ({ display_name: value, value })),
    });
    expect(fields.wl_monitoring).toEqual({
      type: 'boolean',
      label: 'Water Level Monitoring',
      required: false,
    });
    expect(fields.date_drilled).toEqual({ type: 'date', label: 'Date Drilled', required: false });
  });

  it('takes a GeoJSON point [longitude, latitude] instead of latitude and longitude', async () => {
    const response = await create({
      dms_site_id: nextDmsSiteId('WL'),
      geometry: { type: 'Point', coordinates: [-119.7001, 36.8002] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      latitude: 36.8002,
      longitude: -119.7001,
      geometry: { type: 'Point', coordinates: [-119.7001, 36.8002] },
    });
    const moved = await request('PATCH', `/api/wellsites/${response.json().id}`, {
      geometry: { type: 'Point', coordinates: [-119.5, 36.5] },
    });
    expect(moved.json()).toMatchObject({ latitude: 36.5, longitude: -119.5 });
  });

  it("stores flags not sent as false and reads the text 'True' as true", async () => {
    const response = await create({
      dms_site_id: nextDmsSiteId('WL'),
      latitude: 36.7,
      longitude: -119.7,
      wl_monitoring: 'True',
      wq_monitoring: 'False',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      wl_monitoring: true,
      wq_monitoring: false,
      gsp_mon_network: false,
      interconnected_monitoring: false,
    });
  });

  it('names each field it refuses: missing point, unknown choice, impossible date, unknown agency or GSP', async () => {
    const response = await create({
      dms_site_id: nextDmsSiteId('WL'),
      well_use: 'Swimming',
      date_drilled: '2026-02-30',
      meas_elev_date: '02/01/2026',
      total_well_depth: 'deep',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      latitude: ['Field is required'],
      longitude: ['Field is required'],
      well_use: [
        'Select one of: Irrigation, Observation, Public Supply, Residential, Industrial, Stockwatering, Other, Unknown.',
      ],
      date_drilled: ['Enter a valid date.'],
      meas_elev_date: ['Enter a date as YYYY-MM-DD.'],
      total_well_depth: ['Enter a number.'],
    });

    const unknownReferences = await create({
      dms_site_id: nextDmsSiteId('WL'),
      latitude: 36.7,
      longitude: -119.7,
      well_owner_id: 987654,
      source_gsp_id: 987654,
    });
    expect(unknownReferences.statusCode).toBe(400);
    expect(unknownReferences.json()).toEqual({
      well_owner_id: ['Select an agency from the list.'],
      source_gsp_id: ['Select a GSP from the list.'],
    });
  });

  it('refuses a reporter taking a site out of their GSP, where the GSP is optional', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const response = await request(
      'PATCH',
      `/api/wellsites/${site.id}`,
      { source_gsp_id: null },
      cast.reporter.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      source_gsp_id: ['You can only assign a site to a GSP you report for.'],
    });
    const cleared = await request('PATCH', `/api/wellsites/${site.id}`, { source_gsp_id: null });
    expect(cleared.json()).toMatchObject({ source_gsp_id: null, source_gsp_label: '' });
  });

  it('shows the names of its agencies', async () => {
    const monitor = await buildAgency(testApp.db, 'DWR');
    const response = await create({
      dms_site_id: nextDmsSiteId('WL'),
      latitude: 36.7,
      longitude: -119.7,
      source_org_id: owner.id,
      well_owner_id: owner.id,
      monitor_by_id: monitor.id,
    });
    expect(response.json()).toMatchObject({
      source_org_label: 'Fresno Irrigation District',
      well_owner_label: 'Fresno Irrigation District',
      monitor_by_label: 'DWR',
    });
  });
});

describe('/api/wellqualitys/', () => {
  it('holds only the wells monitored for water quality', async () => {
    const monitored = await buildWellSite(testApp.db, { wq_monitoring: true });
    const levelOnly = await buildWellSite(testApp.db, { wl_monitoring: true });
    const listed = ((await request('GET', '/api/wellqualitys/')).json() as Site[]).map((site) => site.id);
    expect(listed).toContain(monitored.id);
    expect(listed).not.toContain(levelOnly.id);
    const all = ((await request('GET', '/api/wellsites/')).json() as Site[]).map((site) => site.id);
    expect(all).toEqual(expect.arrayContaining([monitored.id, levelOnly.id]));
    expect((await request('GET', `/api/wellqualitys/?dms_site_id=${levelOnly.dms_site_id}`)).json()).toEqual(
      [],
    );
  });

  it('says who changed a site last, and when, as the editable table shows it', async () => {
    const site = await buildWellSite(testApp.db, { wq_monitoring: true });
    const changed = await request('PATCH', `/api/wellqualitys/${site.id}`, { local_site_id: 'Renamed well' });
    expect(changed.statusCode).toBe(200);
    const { first_name, last_name } = (await request('GET', '/api/auth/me/')).json();
    expect(changed.json()).toMatchObject({
      local_site_id: 'Renamed well',
      updateby_label: `${first_name} ${last_name}`,
      updatedate_label: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(Date.parse(changed.json().updatedate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not reach wells outside it by id, and makes the wells it creates water quality sites', async () => {
    const levelOnly = await buildWellSite(testApp.db, { wl_monitoring: true });
    expect((await request('GET', `/api/wellqualitys/${levelOnly.id}`)).statusCode).toBe(404);
    expect(
      (await request('PATCH', `/api/wellqualitys/${levelOnly.id}`, { well_notes: 'x' })).statusCode,
    ).toBe(404);
    expect((await request('DELETE', `/api/wellqualitys/${levelOnly.id}`)).statusCode).toBe(404);
    const created = await request('POST', '/api/wellqualitys/', {
      dms_site_id: 'WQ-NEW-1',
      latitude: 37,
      longitude: -120.2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().wq_monitoring).toBe(true);
  });
});

describe('/api/streamsites/ and /api/subsidencesites/: what they require', () => {
  it('requires DMS and local site ids, owner, GSP and the point', async () => {
    for (const path of ['streamsites', 'subsidencesites']) {
      const response = await request('POST', `/api/${path}/`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        dms_site_id: ['Field is required'],
        local_site_id: ['Field is required'],
        owner_id: ['Field is required'],
        latitude: ['Field is required'],
        longitude: ['Field is required'],
        source_gsp_id: ['Field is required'],
      });
    }
  });

  it('names a measurement type not on the list, and owner_id when the owner is no known agency', async () => {
    const response = await request('POST', '/api/streamsites/', {
      dms_site_id: nextDmsSiteId('ST'),
      local_site_id: 'Fancher Creek',
      owner_id: 987654,
      source_gsp_id: cast.north.id,
      latitude: 36.7,
      longitude: -119.7,
      meas_type: 'Flow',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      meas_type: ['Select one of: Stage, Discharge, Stage and Discharge.'],
    });
    const fixed = await request('POST', '/api/streamsites/', {
      dms_site_id: nextDmsSiteId('ST'),
      local_site_id: 'Fancher Creek',
      owner_id: 987654,
      source_gsp_id: cast.north.id,
      latitude: 36.7,
      longitude: -119.7,
    });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json()).toEqual({ owner_id: ['Select an agency from the list.'] });
  });
});

describe('/api/swgwsites/: linked stream and wells', () => {
  it('links a stream site and wells by id and shows their DMS Site IDs', async () => {
    const stream = await buildStreamSite(testApp.db);
    const lower = await buildWellSite(testApp.db);
    const response = await request('POST', '/api/swgwsites/', {
      dms_site_id: nextDmsSiteId('SWGW'),
      latitude: 36.7,
      longitude: -119.7,
      dms_strm_site_id: stream.id,
      dms_la_site_id: lower.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      dms_strm_site_id: stream.id,
      dms_strm_site_label: stream.dms_site_id,
      dms_la_site_id: lower.id,
      dms_la_site_label: lower.dms_site_id,
      dms_sa_site_id: null,
      dms_sa_site_label: '',
    });
  });

  it('names the link that points at no site', async () => {
    const response = await request('POST', '/api/swgwsites/', {
      dms_site_id: nextDmsSiteId('SWGW'),
      latitude: 36.7,
      longitude: -119.7,
      dms_strm_site_id: 987654,
      dms_ua_site_id: 987654,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      dms_strm_site_id: ['Select a stream site from the list.'],
      dms_ua_site_id: ['Select a well site from the list.'],
    });
  });
});

describe('coordinates and web addresses the site collections accept', () => {
  const LATITUDE_RANGE = 'Enter a latitude between -90 and 90.';
  const LONGITUDE_RANGE = 'Enter a longitude between -180 and 180.';

  it.each(COLLECTIONS)(
    '/api/$path/ refuses a point off the Earth and swapped coordinates, naming the field',
    async ({ path, prefix, body }) => {
      const offEarth = await request('POST', `/api/${path}/`, {
        ...body(),
        dms_site_id: nextDmsSiteId(prefix),
        latitude: 500,
        longitude: -999,
      });
      expect(offEarth.statusCode).toBe(400);
      expect(offEarth.json()).toEqual({ latitude: [LATITUDE_RANGE], longitude: [LONGITUDE_RANGE] });

      const swapped = await request('POST', `/api/${path}/`, {
        ...body(),
        dms_site_id: nextDmsSiteId(prefix),
        latitude: -121.21,
        longitude: 38.41,
      });
      expect(swapped.statusCode).toBe(400);
      expect(swapped.json()).toEqual({ latitude: [LATITUDE_RANGE] });

      const edge = await request('POST', `/api/${path}/`, {
        ...body(),
        dms_site_id: nextDmsSiteId(prefix),
        latitude: '-90',
        longitude: 180,
      });
      expect(edge.statusCode, edge.body).toBe(201);
      expect(edge.json()).toMatchObject({ latitude: -90, longitude: 180 });
    },
  );

  it('checks the range of a GeoJSON point and of a PATCH too', async () => {
    const fromGeometry = await request('POST', '/api/wellsites/', {
      dms_site_id: nextDmsSiteId('WL'),
      // [latitude, longitude] where GeoJSON wants [longitude, latitude]
      geometry: { type: 'Point', coordinates: [36.8, -119.7] },
    });
    expect(fromGeometry.statusCode).toBe(400);
    expect(fromGeometry.json()).toEqual({ latitude: [LATITUDE_RANGE] });

    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id, latitude: 36.7 });
    const moved = await request(
      'PATCH',
      `/api/wellsites/${site.id}`,
      { longitude: -200 },
      cast.reporter.headers,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ longitude: [LONGITUDE_RANGE] });
  });

  it('refuses blank, boolean and list coordinates instead of reading them as 0 or 1', async () => {
    const response = await request('POST', '/api/wellsites/', {
      dms_site_id: nextDmsSiteId('WL'),
      latitude: ' ',
      longitude: true,
      total_well_depth: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      latitude: ['Field is required'],
      longitude: ['Enter a number.'],
      total_well_depth: ['Enter a number.'],
    });
  });

  it('gives the coordinate ranges for OPTIONS as min_value and max_value', async () => {
    const fields = (await request('OPTIONS', '/api/streamsites/', undefined, cast.member.headers)).json()
      .actions.POST;
    expect(fields.latitude).toEqual({
      type: 'field',
      label: 'Latitude',
      required: true,
      min_value: -90,
      max_value: 90,
    });
    expect(fields.longitude).toMatchObject({ min_value: -180, max_value: 180 });
    expect(fields.ground_surface_elev).not.toHaveProperty('min_value');
  });

  it("refuses a stream site link that is not an http(s) address with 'Enter a valid URL.'", async () => {
    const site = await buildStreamSite(testApp.db, {
      source_gsp_id: cast.north.id,
      link: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PDR',
    });
    for (const link of ['javascript:alert(1)', ' JAVASCRIPT:alert(document.cookie)', 'data:text/html,x']) {
      const refused = await request('PATCH', `/api/streamsites/${site.id}`, { link }, cast.reporter.headers);
      expect(refused.statusCode, link).toBe(400);
      expect(refused.json()).toEqual({ link: ['Enter a valid URL.'] });
    }
    const created = await request('POST', '/api/streamsites/', {
      ...COLLECTIONS.find((collection) => collection.path === 'streamsites')!.body(),
      dms_site_id: nextDmsSiteId('ST'),
      link: 'javascript:alert(1)',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ link: ['Enter a valid URL.'] });
    expect((await request('GET', `/api/streamsites/${site.id}`)).json().link).toBe(
      'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PDR',
    );

    const changed = await request(
      'PATCH',
      `/api/streamsites/${site.id}`,
      { link: ' https://waterdata.usgs.gov/monitoring-location/11221700/ ' },
      cast.reporter.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().link).toBe('https://waterdata.usgs.gov/monitoring-location/11221700/');
    const cleared = await request(
      'PATCH',
      `/api/streamsites/${site.id}`,
      { link: '' },
      cast.reporter.headers,
    );
    expect(cleared.json().link).toBeNull();
  });
});
