import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Reading = Record<string, unknown> & { id: number; dms_site_id: string };
type SiteRef = { id: number; dms_site_id: string };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let admin: Headers;
beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  admin = cast.admin.headers;
});
afterAll(() => testApp.close());

/** As the administrator unless other headers are given; null sends no token. */
const request = (method: Method, url: string, payload?: unknown, headers: Headers | null = admin) =>
  testApp.app.inject({ method, url, headers: headers ?? undefined, payload: payload as object });
const NOT_YOURS = "You may not submit data for this site's GSP.";
const SUBMITTED_LOCKED = 'This measurement has been submitted. Ask an administrator to unlock it first.';

/**
 * The five reading collections of spec 1 §3.2: how to store a site and a reading of it directly,
 * a valid reading to send, and an invalid one with the error it earns.
 */
const COLLECTIONS = [
  {
    path: 'wellsitemeasurements',
    siteName: 'well site',
    buildSite: (values: Record<string, unknown>) => buildWellSite(testApp.db, values),
    buildReading: (site: SiteRef, submitted: boolean) => buildWellReading(testApp.db, site, { submitted }),
    reading: {
      measurement_date: '2024-04-01',
      measurement_depth: 42.5,
      surf_elev: 210.25,
      measured_by: 'FID',
    },
    bad: {
      reading: { measurement_date: '2024-13-01' },
      errors: { measurement_date: ['Enter a valid date.'] },
    },
  },
  {
    path: 'streammonitoring',
    siteName: 'stream site',
    buildSite: (values: Record<string, unknown>) => buildStreamSite(testApp.db, values),
    buildReading: (site: SiteRef, submitted: boolean) => buildStreamReading(testApp.db, site, { submitted }),
    reading: { meas_date: '2024-04-01', stream_stage: 3.5, meas_comments: 'Staff gauge' },
    bad: {
      reading: { meas_date: '2024-04-01', stream_stage: 'high' },
      errors: { stream_stage: ['Enter a number.'] },
    },
  },
  {
    path: 'waterqualitymeasurements',
    siteName: 'well site',
    buildSite: (values: Record<string, unknown>) =>
      buildWellSite(testApp.db, { wq_monitoring: true, ...values }),
    buildReading: (site: SiteRef, submitted: boolean) =>
      buildWaterQualityReading(testApp.db, site, { submitted }),
    reading: {
      meas_date: '2024-04-01',
      characteristic: 'Nitrate as N',
      result_value: 6.2,
      result_units: 'mg/L',
    },
    bad: { reading: { meas_date: '2024-04-01' }, errors: { characteristic: ['Field is required'] } },
  },
  {
    path: 'subsidencemeasurements',
    siteName: 'subsidence site',
    buildSite: (values: Record<string, unknown>) => buildSubsidenceSite(testApp.db, values),
    buildReading: (site: SiteRef, submitted: boolean) =>
      buildSubsidenceReading(testApp.db, site, { submitted }),
    reading: { meas_date: '2024-04-01', total_subsidence: -1.25, meas_elevation: 249.8 },
    bad: { reading: { total_subsidence: -1.5 }, errors: { meas_date: ['Field is required'] } },
  },
  {
    path: 'surfacewatermeasurements',
    siteName: 'interconnected site',
    buildSite: (values: Record<string, unknown>) => buildInterconnectedSite(testApp.db, values),
    buildReading: (site: SiteRef, submitted: boolean) =>
      buildVerticalGradientReading(testApp.db, site, { submitted }),
    reading: { stream_meas_date: '2024-04-01', stream_stage: 2.1, sa_gwe: 240.2, vert_grad_sa_ua: 0.05 },
    bad: {
      reading: { stream_meas_date: '2024-04-01', sa_gwe_meas_time: '25:00' },
      errors: { sa_gwe_meas_time: ['Enter a time as HH:MM.'] },
    },
  },
];

describe.each(COLLECTIONS)('/api/$path/', ({ path, siteName, buildSite, buildReading, reading, bad }) => {
  const base = `/api/${path}/`;
  const northSite = () => buildSite({ source_gsp_id: cast.north.id });
  const listOf = async (site: SiteRef, headers: Headers = admin) => {
    const response = await request('GET', `${base}?dms_site_id=${site.dms_site_id}`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reading[];
  };

  it('creates one reading for an administrator and answers it, not yet submitted', async () => {
    const site = await northSite();
    const response = await request('POST', base, { dms_site_id: site.dms_site_id, ...reading });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      dms_site_id: site.dms_site_id,
      ...reading,
      submitted: false,
    });
    expect(await listOf(site)).toEqual([response.json()]);
  });

  it('creates a list of readings and answers them as a list', async () => {
    const site = await northSite();
    const items = [1, 2, 3].map(() => ({ dms_site_id: site.dms_site_id, ...reading }));
    const response = await request('POST', base, items);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toHaveLength(3);
    expect(response.json()[2]).toMatchObject({ dms_site_id: site.dms_site_id, ...reading });
    expect((await listOf(site)).map((stored) => stored.id)).toEqual(
      (response.json() as Reading[]).map((created) => created.id),
    );
  });

  it('stores nothing from a list with one bad item and answers errors aligned with the items', async () => {
    const site = await northSite();
    const good = { dms_site_id: site.dms_site_id, ...reading };
    const response = await request('POST', base, [
      good,
      { dms_site_id: site.dms_site_id, ...bad.reading },
      good,
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{}, bad.errors, {}]);
    expect(await listOf(site)).toEqual([]);

    const single = await request('POST', base, { dms_site_id: site.dms_site_id, ...bad.reading });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toEqual(bad.errors);
  });

  it(`answers 'No ${siteName} has this DMS Site ID.' for a site that does not exist`, async () => {
    const response = await request('POST', base, { dms_site_id: 'NO-SUCH-SITE', ...reading });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ dms_site_id: [`No ${siteName} has this DMS Site ID.`] });
  });

  it("lets an authorized reporter of the site's GSP create readings, and no other GSP Representative", async () => {
    const site = await northSite();
    const sent = { dms_site_id: site.dms_site_id, ...reading, submitted: true };
    const created = await request('POST', base, sent, cast.reporter.headers);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().submitted).toBe(false);

    for (const who of [cast.member, cast.outsider]) {
      const refused = await request('POST', base, sent, who.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ dms_site_id: [NOT_YOURS] });
      const refusedInList = await request('POST', base, [sent], who.headers);
      expect(refusedInList.json()).toEqual([{ dms_site_id: [NOT_YOURS] }]);
    }
    expect(await listOf(site)).toHaveLength(1);
  });

  it('marks a reading submitted only when an administrator says so', async () => {
    const site = await northSite();
    const response = await request('POST', base, [
      { dms_site_id: site.dms_site_id, ...reading, submitted: true },
      { dms_site_id: site.dms_site_id, ...reading, submitted: false },
      { dms_site_id: site.dms_site_id, ...reading },
    ]);
    expect((response.json() as Reading[]).map((created) => created.submitted)).toEqual([true, false, false]);
  });

  it("shows unsubmitted readings only to members of the site's GSP and administrators", async () => {
    const site = await northSite();
    const submitted = await buildReading(site, true);
    const pending = await buildReading(site, false);
    const ids = async (headers: Headers) => (await listOf(site, headers)).map((listed) => listed.id);
    expect(await ids(cast.outsider.headers)).toEqual([submitted.id]);
    expect(await ids(cast.member.headers)).toEqual([submitted.id, pending.id]);
    expect(await ids(admin)).toEqual([submitted.id, pending.id]);

    const other = await northSite();
    await buildReading(other, true);
    const everything = (await request('GET', base)).json() as Reading[];
    expect(everything.filter((listed) => listed.dms_site_id === site.dms_site_id)).toHaveLength(2);
    expect(everything.filter((listed) => listed.dms_site_id === other.dms_site_id)).toHaveLength(1);
    expect((await request('GET', `${base}?limit=1`)).json()).toHaveLength(1);
  });

  it("lets administrators and the GSP's authorized reporters change a reading; only the sent fields change", async () => {
    const site = await northSite();
    const created = (await request('POST', base, { dms_site_id: site.dms_site_id, ...reading })).json();
    const url = `${base}${created.id}`;

    const changed = await request(
      'PATCH',
      url,
      { meas_comments: 'Re-read', submitted: true },
      cast.reporter.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...created, meas_comments: 'Re-read' });

    const refused = await request('PATCH', url, { meas_comments: 'Mine' }, cast.member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: NOT_YOURS });
    // Another GSP's reporter cannot even see this unsubmitted reading.
    expect((await request('PATCH', url, { meas_comments: 'Mine' }, cast.outsider.headers)).statusCode).toBe(
      404,
    );
    const approved = await request('PATCH', url, { submitted: true });
    expect(approved.json()).toEqual({ ...created, meas_comments: 'Re-read', submitted: true });
    expect(await listOf(site)).toEqual([approved.json()]);
    expect((await request('PATCH', `${base}987654`, { meas_comments: 'x' })).statusCode).toBe(404);
  });

  it("lets administrators and the GSP's authorized reporters delete a reading", async () => {
    const site = await northSite();
    const first = await buildReading(site, false);
    const second = await buildReading(site, true);
    for (const who of [cast.member, cast.outsider]) {
      const refused = await request('DELETE', `${base}${second.id}`, undefined, who.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: NOT_YOURS });
    }
    expect((await request('DELETE', `${base}${first.id}`, undefined, cast.reporter.headers)).statusCode).toBe(
      204,
    );
    expect((await request('DELETE', `${base}${second.id}`)).statusCode).toBe(204);
    expect(await listOf(site)).toEqual([]);
    expect((await request('DELETE', `${base}${first.id}`)).statusCode).toBe(404);
  });

  it('keeps submitted readings locked: only an administrator changes or deletes them', async () => {
    const site = await northSite();
    const locked = await buildReading(site, true);
    const url = `${base}${locked.id}`;
    for (const [method, body] of [
      ['PATCH', { meas_comments: 'Corrected' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await request(method, url, body, cast.reporter.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: SUBMITTED_LOCKED });
    }
    const unlocked = await request('PATCH', url, { submitted: 'False' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().submitted).toBe(false);
    const corrected = await request('PATCH', url, { meas_comments: 'Corrected' }, cast.reporter.headers);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ meas_comments: 'Corrected', submitted: false });
  });

  it('describes its fields for OPTIONS, submitted included', async () => {
    const response = await request('OPTIONS', base, undefined, cast.member.headers);
    expect(response.statusCode).toBe(200);
    const fields = response.json().actions.POST;
    expect(fields.dms_site_id).toMatchObject({ type: 'string', required: true, max_length: 50 });
    expect(fields.submitted).toEqual({ type: 'boolean', label: 'Submitted' });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['id', ...Object.keys(reading)]));
  });

  it('requires sign-in', async () => {
    const site = await northSite();
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { dms_site_id: site.dms_site_id, ...reading }],
    ] as const) {
      const response = await request(method, base, payload, null);
      expect(response.statusCode, method).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});

describe('/api/wellsitemeasurements/: what a water level reading accepts', () => {
  let site: SiteRef;
  beforeAll(async () => {
    site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
  });
  const create = (payload: unknown, headers: Headers = admin) =>
    request('POST', '/api/wellsitemeasurements/', payload, headers);
  const reading = (values: object = {}) => ({
    dms_site_id: site.dms_site_id,
    measurement_date: '2024-04-01',
    ...values,
  });

  it("takes a time as HH:MM or HH:MM:SS and stores it as 'HH:MM:SS'", async () => {
    for (const measurement_time of ['8:30', '08:60', '24:00', '0830']) {
      const refused = await create(reading({ measurement_time }));
      expect(refused.statusCode, measurement_time).toBe(400);
      expect(refused.json()).toEqual({ measurement_time: ['Enter a time as HH:MM.'] });
    }
    const stored = await create([
      reading({ measurement_time: '08:30' }),
      reading({ measurement_time: '23:59:15' }),
    ]);
    expect(stored.statusCode).toBe(201);
    expect((stored.json() as Reading[]).map((created) => created.measurement_time)).toEqual([
      '08:30:00',
      '23:59:15',
    ]);
  });

  it('refuses comments longer than 4000 characters, naming meas_comments', async () => {
    const tooLong = await create(reading({ meas_comments: 'x'.repeat(4001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      meas_comments: ['Ensure this field has no more than 4000 characters.'],
    });
    const longest = await create(reading({ meas_comments: 'x'.repeat(4000) }));
    expect(longest.statusCode).toBe(201);
  });

  it('requires at least one reading and at most 10,000 in one request', async () => {
    const none = await create([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ non_field_errors: ['Send at least one measurement.'] });
    const tooMany = await create(Array.from({ length: 10_001 }, () => reading()));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ non_field_errors: ['Send at most 10000 measurements in one request.'] });
  });

  it('stores a list larger than one insert batch whole', async () => {
    const well = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const items = Array.from({ length: 1_500 }, (_, index) => ({
      dms_site_id: well.dms_site_id,
      measurement_date: '2020-01-01',
      measurement_depth: index,
    }));
    const response = await create(items);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toHaveLength(1_500);
    const stored = (
      await request('GET', `/api/wellsitemeasurements/?dms_site_id=${well.dms_site_id}`)
    ).json();
    expect(stored).toHaveLength(1_500);
    expect(stored[1_499].measurement_depth).toBe(1_499);
  });

  it("stores nothing when a reporter's list includes a site of a GSP they do not report for", async () => {
    const southern = await buildWellSite(testApp.db, { source_gsp_id: cast.south.id });
    const response = await create(
      [
        reading({ meas_comments: 'mixed list' }),
        { dms_site_id: southern.dms_site_id, measurement_date: '2024-04-01' },
      ],
      cast.reporter.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{}, { dms_site_id: [NOT_YOURS] }]);
    const stored = (
      await request('GET', `/api/wellsitemeasurements/?dms_site_id=${site.dms_site_id}`)
    ).json();
    expect(stored.filter((listed: Reading) => listed.meas_comments === 'mixed list')).toEqual([]);
  });

  it('moves a reading to another site only within GSPs the user reports for', async () => {
    const created = (await create(reading(), cast.reporter.headers)).json();
    const url = `/api/wellsitemeasurements/${created.id}`;
    const southern = await buildWellSite(testApp.db, { source_gsp_id: cast.south.id });
    const refused = await request('PATCH', url, { dms_site_id: southern.dms_site_id }, cast.reporter.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ dms_site_id: [NOT_YOURS] });
    const unknown = await request('PATCH', url, { dms_site_id: 'NO-SUCH-SITE' }, cast.reporter.headers);
    expect(unknown.json()).toEqual({ dms_site_id: ['No well site has this DMS Site ID.'] });

    const northern = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const moved = await request('PATCH', url, { dms_site_id: northern.dms_site_id }, cast.reporter.headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ ...created, dms_site_id: northern.dms_site_id });
  });

  it('answers one reading by id, an unsubmitted one only to members of its GSP', async () => {
    const pending = await buildWellReading(testApp.db, site, { measurement_depth: 77.5 });
    const url = `/api/wellsitemeasurements/${pending.id}`;
    const seen = await request('GET', url, undefined, cast.member.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      id: pending.id,
      dms_site_id: site.dms_site_id,
      measurement_depth: 77.5,
    });
    const hidden = await request('GET', url, undefined, cast.outsider.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('readings a user cannot see', () => {
  it('answer 404 to a change or delete, as if they did not exist', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const hidden = await buildWellReading(testApp.db, site, {
      measurement_date: '2024-04-01',
      surf_elev: 120,
      submitted: false,
    });
    const headers = cast.outsider.headers;
    expect(
      (await request('PATCH', `/api/wellsitemeasurements/${hidden.id}`, { surf_elev: 1 }, headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('DELETE', `/api/wellsitemeasurements/${hidden.id}`, undefined, headers)).statusCode,
    ).toBe(404);
  });

  it('refuses a submitted flag it cannot read, naming the field', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const created = await request('POST', '/api/wellsitemeasurements/', {
      dms_site_id: site.dms_site_id,
      measurement_date: '2024-05-01',
      submitted: 'maybe',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ submitted: ['Must be a valid boolean.'] });
    const reading = await buildWellReading(testApp.db, site, { submitted: false });
    const patched = await request('PATCH', `/api/wellsitemeasurements/${reading.id}`, { submitted: [] });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ submitted: ['Must be a valid boolean.'] });
  });

  it('takes the text True for submitted from an administrator, as the site flags do', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const created = await request('POST', '/api/wellsitemeasurements/', {
      dms_site_id: site.dms_site_id,
      measurement_date: '2024-05-01',
      submitted: 'True',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().submitted).toBe(true);
  });
});

describe('numbers a reading accepts', () => {
  let site: SiteRef;
  beforeAll(async () => {
    site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
  });
  const reading = (values: object = {}) => ({
    dms_site_id: site.dms_site_id,
    measurement_date: '2024-06-01',
    ...values,
  });
  const create = (payload: unknown) => request('POST', '/api/wellsitemeasurements/', payload);

  it('stores a blank number as no value, never as 0', async () => {
    const created = await create(reading({ surf_elev: ' ', measurement_depth: '' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ surf_elev: null, measurement_depth: null });

    const patched = await request('PATCH', `/api/wellsitemeasurements/${created.json().id}`, {
      surf_elev: ' 210.25 ',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().surf_elev).toBe(210.25);
    const cleared = await request('PATCH', `/api/wellsitemeasurements/${created.json().id}`, {
      surf_elev: '\t',
    });
    expect(cleared.json().surf_elev).toBeNull();
  });

  it('refuses booleans, lists and text that is no number, naming the field', async () => {
    const cases: Array<[string, unknown]> = [
      ['measurement_depth', true],
      ['measurement_depth', false],
      ['surf_elev', []],
      ['surf_elev', [210]],
      ['surf_elev', '0x10'],
      ['surf_elev', 'Infinity'],
      ['surf_elev', '1,234'],
    ];
    for (const [field, value] of cases) {
      const refused = await create(reading({ [field]: value }));
      expect(refused.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(refused.json()).toEqual({ [field]: ['Enter a number.'] });
    }
    const stored = await request('GET', `/api/wellsitemeasurements/?dms_site_id=${site.dms_site_id}`);
    expect(
      (stored.json() as Reading[]).filter((row) => row.surf_elev === 0 || row.measurement_depth === 1),
    ).toEqual([]);
  });

  it("answers 'Field is required' for a required date sent blank", async () => {
    const refused = await create(reading({ measurement_date: '   ' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ measurement_date: ['Field is required'] });
  });
});
