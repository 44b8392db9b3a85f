import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { COORDINATE_METHODS } from '../../domain/monitoring/choices';
import { COORDINATE_MESSAGES, type GroundwaterSiteRecord } from '../../domain/wells/groundwater-sites';
import { associate, buildGsp, buildUser, signInAs, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { GROUNDWATER_SITE_MESSAGES } from './groundwater-sites-collection';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

let testApp: TestApp;
let admin: Headers;
let adminName: string;
let reporter: Headers;
let reporterName: string;
let member: Headers;
let otherReporter: Headers;
let gspId: number;
let otherGspId: number;
let sequence = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  const administrator = await buildUser(testApp.db, {
    role: 'Administrator',
    firstName: 'Alex',
    lastName: 'Admin',
  });
  admin = await signInAs(testApp, administrator.email);
  adminName = 'Alex Admin';
  const gsp = await buildGsp(testApp.db, 'Kings Subbasin GSP');
  const otherGsp = await buildGsp(testApp.db, 'Tule Subbasin GSP');
  gspId = gsp.id;
  otherGspId = otherGsp.id;

  const reporterUser = await buildUser(testApp.db, { firstName: 'Rita', lastName: 'Reporter' });
  await associate(testApp.db, reporterUser.id, gspId, 1);
  reporter = await signInAs(testApp, reporterUser.email);
  reporterName = 'Rita Reporter';

  const memberUser = await signedInUser(testApp);
  await associate(testApp.db, memberUser.user.id, gspId, 0);
  member = memberUser.headers;

  const otherReporterUser = await signedInUser(testApp);
  await associate(testApp.db, otherReporterUser.user.id, otherGspId, 1);
  otherReporter = otherReporterUser.headers;
});
afterAll(() => testApp.close());

const request = (method: Method, url: string, payload?: object, headers: Partial<Headers> = admin) =>
  testApp.app.inject({ method, url, headers, payload });

const siteBody = (values: object = {}) => ({
  purpose: 'storage',
  dms_site_id: `GW-${String(++sequence).padStart(4, '0')}`,
  latitude: 36.7378,
  longitude: -119.7871,
  ...values,
});

async function createSite(values: object = {}): Promise<GroundwaterSiteRecord> {
  const response = await request('POST', '/api/groundwatersites/', siteBody(values));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('/api/groundwatersites/ reading', () => {
  it('answers 401 without a token', async () => {
    const response = await request('GET', '/api/groundwatersites/', undefined, {});
    expect(response.statusCode).toBe(401);
    expect((await request('GET', '/api/groundwatersites/1', undefined, {})).statusCode).toBe(401);
  });

  it('lists the sites of one purpose, by DMS Site ID, to any signed-in user', async () => {
    const later = await createSite({ purpose: 'extraction', dms_site_id: 'EX-0002' });
    const earlier = await createSite({ purpose: 'extraction', dms_site_id: 'EX-0001' });
    const storage = await createSite({ purpose: 'storage' });

    const response = await request(
      'GET',
      '/api/groundwatersites/?purpose=extraction&format=json',
      undefined,
      member,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().map((site: GroundwaterSiteRecord) => site.id)).toEqual([earlier.id, later.id]);

    const limited = await request(
      'GET',
      '/api/groundwatersites/?purpose=extraction&limit=1',
      undefined,
      member,
    );
    expect(limited.json()).toHaveLength(1);

    const all = (await request('GET', '/api/groundwatersites/', undefined, member)).json();
    expect(all.map((site: GroundwaterSiteRecord) => site.id)).toEqual(
      expect.arrayContaining([earlier.id, later.id, storage.id]),
    );
  });

  it('answers 400 for an unknown purpose', async () => {
    const response = await request('GET', '/api/groundwatersites/?purpose=lava');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ purpose: [GROUNDWATER_SITE_MESSAGES.unknownPurpose] });
  });

  it('describes the fields under actions.POST with their choices', async () => {
    const response = await request('OPTIONS', '/api/groundwatersites/', undefined, member);
    expect(response.statusCode).toBe(200);
    const fields = response.json().actions.POST;
    expect(fields.dms_site_id).toMatchObject({ type: 'string', label: 'DMS Site ID', required: true });
    expect(fields.dwr_well_id).toMatchObject({ label: 'State Well Number', required: false });
    expect(fields.coordinate_method.choices).toEqual(
      COORDINATE_METHODS.map((value) => ({ value, display_name: value })),
    );
    expect(fields.purpose.choices.map((choice: { value: string }) => choice.value)).toEqual([
      'storage',
      'extraction',
      'supply',
      'use',
    ]);
    expect(fields.latitude).toMatchObject({ required: true });
  });
});

describe('/api/groundwatersites/ creating and deleting', () => {
  it('creates a site for an administrator and presents the record of spec 1 §3.4', async () => {
    const created = await createSite({
      purpose: 'supply',
      dms_site_id: 'SWS-0001',
      local_site_id: 'Kings River Turnout',
      dwr_well_id: '15S19E23N001M',
      source_org: 'Fresno Irrigation District',
      owner: 'Fresno Irrigation District',
      monitor_by: 'DWR',
      origin_site_id: 'FID-77',
      coordinate_method: 'GPS',
      horz_datum: 'NAD83',
      accuracy: '10 ft',
      source_gsp: gspId,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      purpose: 'supply',
      dms_site_id: 'SWS-0001',
      local_site_id: 'Kings River Turnout',
      dwr_well_id: '15S19E23N001M',
      origin_site_id: 'FID-77',
      source_org: 'Fresno Irrigation District',
      owner: 'Fresno Irrigation District',
      monitor_by: 'DWR',
      source_gsp_id: gspId,
      source_gsp_label: 'Kings Subbasin GSP',
      coordinate_method: 'GPS',
      latitude: 36.7378,
      longitude: -119.7871,
      horz_datum: 'NAD83',
      accuracy: '10 ft',
      updateby_id: expect.any(Number),
      updateby_label: adminName,
      updatedate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedate_label: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      label: 'SWS-0001 - Kings River Turnout',
      geometry: { type: 'Point', coordinates: [-119.7871, 36.7378] },
    });
    expect((await request('GET', `/api/groundwatersites/${created.id}`, undefined, member)).json()).toEqual(
      created,
    );
  });

  it('answers 403 to a create by anyone but an administrator', async () => {
    for (const headers of [reporter, member]) {
      const response = await request(
        'POST',
        '/api/groundwatersites/',
        siteBody({ source_gsp_id: gspId }),
        headers,
      );
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 400 naming each wrong field', async () => {
    const response = await request('POST', '/api/groundwatersites/', {
      purpose: 'lava',
      latitude: 136,
      longitude: 'west',
      coordinate_method: 'Guess',
      source_gsp_id: 999_999,
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json();
    expect(Object.keys(errors).sort()).toEqual([
      'coordinate_method',
      'dms_site_id',
      'latitude',
      'longitude',
      'purpose',
    ]);
    expect(errors.dms_site_id).toEqual(['Field is required']);
    expect(errors.latitude).toEqual([COORDINATE_MESSAGES.latitude]);
    expect(errors.longitude).toEqual(['Enter a number.']);

    const unknownGsp = await request('POST', '/api/groundwatersites/', siteBody({ source_gsp_id: 999_999 }));
    expect(unknownGsp.statusCode).toBe(400);
    expect(unknownGsp.json()).toEqual({ source_gsp_id: ['Select a GSP from the list.'] });
  });

  it('keeps a DMS Site ID to one row per list', async () => {
    await createSite({ purpose: 'use', dms_site_id: 'SWU-0001' });
    const again = await request(
      'POST',
      '/api/groundwatersites/',
      siteBody({ purpose: 'use', dms_site_id: 'SWU-0001' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ dms_site_id: [GROUNDWATER_SITE_MESSAGES.duplicate] });
    await createSite({ purpose: 'storage', dms_site_id: 'SWU-0001' });
  });

  it('deletes for administrators only', async () => {
    const site = await createSite({ source_gsp_id: gspId });
    const refused = await request('DELETE', `/api/groundwatersites/${site.id}`, undefined, reporter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.permissionDenied });
    expect((await request('DELETE', `/api/groundwatersites/${site.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/groundwatersites/${site.id}`)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/groundwatersites/${site.id}`)).statusCode).toBe(404);
  });
});

describe('/api/groundwatersites/ editing', () => {
  it("lets an authorized reporter of the row's GSP PATCH it; only the sent fields change", async () => {
    const site = await createSite({
      source_gsp_id: gspId,
      owner: 'City of Fresno',
      coordinate_method: 'Survey',
    });
    const response = await request(
      'PATCH',
      `/api/groundwatersites/${site.id}`,
      { owner: '  Kings County Water District ', latitude: '36.5' },
      reporter,
    );
    expect(response.statusCode, response.body).toBe(200);
    const patched: GroundwaterSiteRecord = response.json();
    expect(patched).toEqual({
      ...site,
      owner: 'Kings County Water District',
      latitude: 36.5,
      geometry: { type: 'Point', coordinates: [site.longitude, 36.5] },
      updateby_id: expect.any(Number),
      updateby_label: reporterName,
      updatedate: expect.any(String),
      updatedate_label: expect.any(String),
    });
    expect(patched.updateby_id).not.toBe(site.updateby_id);
    expect(Date.parse(patched.updatedate)).toBeGreaterThanOrEqual(Date.parse(site.updatedate));
  });

  it('validates a PATCH with field errors', async () => {
    const site = await createSite({ source_gsp_id: gspId });
    const response = await request(
      'PATCH',
      `/api/groundwatersites/${site.id}`,
      { dms_site_id: '', longitude: -200, horz_datum: 'Mars' },
      reporter,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      dms_site_id: ['Field is required'],
      longitude: [COORDINATE_MESSAGES.longitude],
      horz_datum: ['Select one of: NAD83, NAD27, WGS84.'],
    });
  });

  it('answers 403 to a plain member of the GSP, a reporter of another GSP and anyone on a row without a GSP', async () => {
    const site = await createSite({ source_gsp_id: gspId });
    for (const headers of [member, otherReporter]) {
      const response = await request(
        'PATCH',
        `/api/groundwatersites/${site.id}`,
        { owner: 'Someone' },
        headers,
      );
      expect(response.statusCode).toBe(403);
    }
    const orphan = await createSite();
    expect(
      (await request('PATCH', `/api/groundwatersites/${orphan.id}`, { owner: 'Someone' }, reporter))
        .statusCode,
    ).toBe(403);
    expect((await request('GET', `/api/groundwatersites/${site.id}`)).json().owner).toBeNull();
  });

  it("answers 400 when a reporter moves a row to a GSP they don't report for; an administrator may", async () => {
    const site = await createSite({ source_gsp_id: gspId });
    for (const source_gsp_id of [otherGspId, null]) {
      const moved = await request('PATCH', `/api/groundwatersites/${site.id}`, { source_gsp_id }, reporter);
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ source_gsp_id: [GROUNDWATER_SITE_MESSAGES.otherGsp] });
    }
    const byAdmin = await request('PATCH', `/api/groundwatersites/${site.id}`, { source_gsp: otherGspId });
    expect(byAdmin.json()).toMatchObject({
      source_gsp_id: otherGspId,
      source_gsp_label: 'Tule Subbasin GSP',
    });
  });

  it('replaces a row with PUT, which needs the whole record', async () => {
    const site = await createSite({ source_gsp_id: gspId, owner: 'City of Fresno' });
    const partial = await request('PUT', `/api/groundwatersites/${site.id}`, { owner: 'DWR' }, reporter);
    expect(partial.statusCode).toBe(400);
    const body = {
      purpose: 'storage',
      dms_site_id: site.dms_site_id,
      latitude: 36.6,
      longitude: -119.6,
      source_gsp_id: gspId,
    };
    const replaced = await request('PUT', `/api/groundwatersites/${site.id}`, body, reporter);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ ...body, owner: null });
  });

  it('answers 404 for a row that does not exist', async () => {
    expect((await request('PATCH', '/api/groundwatersites/999999', { owner: 'DWR' })).statusCode).toBe(404);
  });
});
