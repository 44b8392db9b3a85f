import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import {
  buildInterconnectedSite,
  buildMonitoringCast,
  buildStreamReading,
  buildStreamSite,
  buildSubsidenceSite,
  buildVerticalGradientReading,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type StatusRow = Record<string, unknown> & { id: number; name: string };
type Reading = Record<string, unknown> & { id: number; dms_site_id: string };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let agency: Headers;
let alpha: { id: number; name: string };
let year2024: number;
let year2025: number;
let wellA: { id: number; dms_site_id: string };
let wellB: { id: number; dms_site_id: string };

const get = (url: string, headers: Headers | null) =>
  testApp.app.inject({ method: 'GET', url, headers: headers ?? undefined });

async function buildWaterYear(waterYear: number, isActive = false) {
  const [row] = await testApp.db
    .insert(waterYears)
    .values({
      waterYear,
      waterYearStart: `${waterYear - 1}-10-01`,
      waterYearEnd: `${waterYear}-09-30`,
      isActive,
    })
    .returning();
  return row.id;
}

/**
 * North: water levels on two wells (three in water year 2024, all submitted; one either side of it), water
 * quality partly submitted, interconnected readings dated by their first filled date, one stream reading,
 * a subsidence site without readings. South: one unsubmitted water level in 2024. A site of no GSP too.
 */
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  cast = await buildMonitoringCast(testApp);
  agency = (await signedInUser(testApp, 'Agency')).headers;
  alpha = await buildGsp(db, 'Alpha Basin GSP');
  await db
    .update(gsps)
    .set({ dataSubmission: ['gw', 'wq', 'sub', 'tw'] })
    .where(eq(gsps.id, cast.north.id));
  await db
    .update(gsps)
    .set({ dataSubmission: ['stream'], monitoringImport: false })
    .where(eq(gsps.id, cast.south.id));
  year2024 = await buildWaterYear(2024, true);
  year2025 = await buildWaterYear(2025);

  wellA = await buildWellSite(db, { source_gsp_id: cast.north.id });
  wellB = await buildWellSite(db, { source_gsp_id: cast.north.id });
  await buildWellReading(db, wellA, { measurement_date: '2023-09-30', submitted: true }); // water year 2023
  await buildWellReading(db, wellA, { measurement_date: '2024-03-01', submitted: true });
  await buildWellReading(db, wellB, { measurement_date: '2024-09-30', submitted: true });
  await buildWellReading(db, wellA, { measurement_date: '2023-10-01', submitted: true });
  await buildWellReading(db, wellA, { measurement_date: '2024-10-01', submitted: false }); // water year 2025
  await buildWaterQualityReading(db, wellA, { meas_date: '2024-02-01', submitted: true });
  await buildWaterQualityReading(db, wellB, { meas_date: '2024-02-02', submitted: false });

  const interconnected = await buildInterconnectedSite(db, { source_gsp_id: cast.north.id });
  await buildVerticalGradientReading(db, interconnected, {
    stream_meas_date: null,
    sa_gwe_meas_date: '2024-05-01',
  });
  // The stream date comes first, and it is in water year 2025.
  await buildVerticalGradientReading(db, interconnected, {
    stream_meas_date: '2024-10-05',
    sa_gwe_meas_date: '2024-05-01',
  });
  const stream = await buildStreamSite(db, { source_gsp_id: cast.north.id });
  await buildStreamReading(db, stream, { meas_date: '2024-06-01' });
  await buildSubsidenceSite(db, { source_gsp_id: cast.north.id });

  const southWell = await buildWellSite(db, { source_gsp_id: cast.south.id });
  await buildWellReading(db, southWell, { measurement_date: '2024-01-15' });
  const orphan = await buildWellSite(db, {});
  await buildWellReading(db, orphan, { measurement_date: '2024-01-15' });
});
afterAll(() => testApp.close());

const MODULES = ['gw', 'wq', 'surf', 'sub', 'stream', 'gws', 'gwe', 'gwr', 'sws', 'tw', 'twu', 'ev'];

async function statusRows(headers: Headers, yearId = year2024, target = 'importstatus') {
  const response = await get(`/api/${target}/${yearId}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { gsp: StatusRow[]; water_year: Record<string, unknown>; user_role: string };
}

describe('GET /api/importstatus/{waterYearId}', () => {
  it("answers a representative's associated GSPs with counts, statuses and requirements per module", async () => {
    const answer = await statusRows(cast.reporter.headers);
    expect(answer.user_role).toBe('GSP Representative');
    expect(answer.gsp.map((row) => row.name)).toEqual(['North Kings GSP']);
    const [north] = answer.gsp;
    expect(north).toMatchObject({
      id: cast.north.id,
      name: 'North Kings GSP',
      authorized_reporter: 1,
      monitoringimport: true,
      gw_required: true,
      gw_ct: 3,
      gw_submitted: 'Complete',
      wq_required: true,
      wq_ct: 2,
      wq_submitted: 'Not Submitted',
      surf_required: false,
      surf_ct: 1,
      surf_submitted: 'Not Submitted',
      sub_required: true,
      sub_ct: 0,
      sub_submitted: 'None',
      stream_required: false,
      stream_ct: 1,
      stream_submitted: 'Not Submitted',
      tw_required: true,
      twu_required: true,
      gws_required: false,
      tw_ct: 0,
      tw_submitted: 'None',
    });
    const expectedKeys = [
      'id',
      'name',
      'authorized_reporter',
      'monitoringimport',
      ...MODULES.flatMap((module) => [`${module}_required`, `${module}_ct`, `${module}_submitted`]),
    ];
    expect(Object.keys(north).sort()).toEqual(expectedKeys.sort());
  });

  it('counts a reading in the water year from October 1 to September 30 only', async () => {
    const [north2025] = (await statusRows(cast.reporter.headers, year2025)).gsp;
    expect(north2025).toMatchObject({
      gw_ct: 1,
      gw_submitted: 'Not Submitted',
      wq_ct: 0,
      wq_submitted: 'None',
      surf_ct: 1,
      stream_ct: 0,
    });
  });

  it('marks a member who is not an authorized reporter with 0', async () => {
    const [north] = (await statusRows(cast.member.headers)).gsp;
    expect(north).toMatchObject({ id: cast.north.id, authorized_reporter: 0, gw_ct: 3, wq_ct: 2 });
  });

  it("counts another GSP's readings only for that GSP", async () => {
    const answer = await statusRows(cast.outsider.headers);
    expect(answer.gsp).toHaveLength(1);
    expect(answer.gsp[0]).toMatchObject({
      id: cast.south.id,
      monitoringimport: false,
      gw_required: false,
      gw_ct: 1,
      gw_submitted: 'Not Submitted',
      stream_required: true,
      stream_ct: 0,
      stream_submitted: 'None',
      wq_ct: 0,
    });
  });

  it('answers an administrator every GSP by name, each marked authorized', async () => {
    const answer = await statusRows(cast.admin.headers);
    expect(answer.user_role).toBe('Administrator');
    expect(answer.gsp.map((row) => [row.name, row.authorized_reporter])).toEqual([
      ['Alpha Basin GSP', 1],
      ['North Kings GSP', 1],
      ['South Kings GSP', 1],
    ]);
    expect(answer.gsp[0]).toMatchObject({ id: alpha.id, gw_ct: 0, gw_submitted: 'None' });
    expect(answer.gsp[1]).toMatchObject({ gw_ct: 3, wq_ct: 2, surf_ct: 1, stream_ct: 1 });
    expect(answer.gsp[2]).toMatchObject({ gw_ct: 1 });
  });

  it("counts the GSP's annual reports of the year per reporting module, with their status", async () => {
    const gsp = await buildGsp(testApp.db, 'Reporting Status GSP');
    await testApp.db.insert(annualReports).values([
      { report_type: 'groundwaterstorage', gsp_id: gsp.id, water_year_id: year2024, submitted: true },
      { report_type: 'totalwateruse', gsp_id: gsp.id, water_year_id: year2024 },
      { report_type: 'groundwaterextraction', gsp_id: gsp.id, water_year_id: year2025 },
    ]);
    const row = (await statusRows(cast.admin.headers)).gsp.find((entry) => entry.id === gsp.id);
    expect(row).toMatchObject({
      gws_ct: 1,
      gws_submitted: 'Complete',
      tw_ct: 1,
      tw_submitted: 'Not Submitted',
      twu_ct: 1,
      twu_submitted: 'Not Submitted',
      gwe_ct: 0,
      gwe_submitted: 'None',
      sws_ct: 0,
      gwr_ct: 0,
      ev_ct: 0,
    });
  });

  it('answers the water year as /api/wateryears/ does', async () => {
    const answer = await statusRows(cast.member.headers);
    const year = await get(`/api/wateryears/${year2024}/`, cast.member.headers);
    expect(answer.water_year).toEqual(year.json());
    expect(answer.water_year).toMatchObject({ water_year: 2024, is_active: true });
  });

  it('answers a user without associations no rows', async () => {
    const loner = await signedInUser(testApp, 'GSP Representative');
    expect((await statusRows(loner.headers)).gsp).toEqual([]);
  });

  it('answers combinedstatus alike', async () => {
    for (const headers of [cast.admin.headers, cast.reporter.headers]) {
      expect(await statusRows(headers, year2024, 'combinedstatus')).toEqual(await statusRows(headers));
    }
  });

  it('refuses the signed out (401) and Agency users (403)', async () => {
    for (const target of ['importstatus', 'combinedstatus']) {
      expect((await get(`/api/${target}/${year2024}`, null)).statusCode).toBe(401);
      expect((await get(`/api/${target}/${year2024}`, agency)).statusCode).toBe(403);
    }
  });

  it('answers 404 for a water year that does not exist', async () => {
    for (const id of ['999999', 'active', 'abc', '0', '-1', '1.5']) {
      const response = await get(`/api/importstatus/${id}`, cast.admin.headers);
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('GET /api/measurements/{dataset}/{gsp_id}/{water_year_id}', () => {
  const url = (dataset: string, gspId: number | string, yearId: number | string = year2024) =>
    `/api/measurements/${dataset}/${gspId}/${yearId}`;

  it("answers the GSP's readings of the water year by site and date, with their status", async () => {
    const response = await get(url('wellsitemeasurements', cast.north.id), cast.reporter.headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(
      answer.measurements.map((reading: Reading) => [reading.dms_site_id, reading.measurement_date]),
    ).toEqual([
      [wellA.dms_site_id, '2023-10-01'],
      [wellA.dms_site_id, '2024-03-01'],
      [wellB.dms_site_id, '2024-09-30'],
    ]);
    expect(answer.measurements[0]).toMatchObject({
      id: expect.any(Number),
      dms_site_id: wellA.dms_site_id,
      measurement_date: '2023-10-01',
      measurement_time: null,
      measurement_depth: null,
      submitted: true,
    });
    expect(answer.measurements[0]).not.toHaveProperty('site_id');
    expect(answer.submitted).toBe('Complete');
    expect(answer.gsp).toEqual({ id: cast.north.id, name: 'North Kings GSP' });
    expect(answer.water_year).toMatchObject({ id: year2024, water_year: 2024 });
    expect(answer.user_role).toBe('GSP Representative');
  });

  it('shows members unsubmitted readings of their GSP, and says the data is not submitted', async () => {
    const answer = (await get(url('waterqualitymeasurements', cast.north.id), cast.member.headers)).json();
    expect(answer.measurements.map((reading: Reading) => [reading.meas_date, reading.submitted])).toEqual([
      ['2024-02-01', true],
      ['2024-02-02', false],
    ]);
    expect(answer.submitted).toBe('Not Submitted');
  });

  it('dates interconnected readings by their first filled date', async () => {
    const answer = (await get(url('surfacewatermeasurements', cast.north.id), cast.member.headers)).json();
    expect(
      answer.measurements.map((reading: Reading) => [reading.stream_meas_date, reading.sa_gwe_meas_date]),
    ).toEqual([[null, '2024-05-01']]);
    const later = await get(url('surfacewatermeasurements', cast.north.id, year2025), cast.member.headers);
    expect(later.json().measurements.map((reading: Reading) => reading.stream_meas_date)).toEqual([
      '2024-10-05',
    ]);
  });

  it("answers None and no readings when the year holds none of the GSP's data", async () => {
    const answer = (await get(url('subsidencemeasurements', cast.north.id), cast.reporter.headers)).json();
    expect(answer.measurements).toEqual([]);
    expect(answer.submitted).toBe('None');
  });

  it('lets an administrator read any GSP, and keeps other GSPs from the rest (404)', async () => {
    const asAdmin = await get(url('wellsitemeasurements', cast.south.id), cast.admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().measurements).toHaveLength(1);
    expect(asAdmin.json().user_role).toBe('Administrator');
    const notTheirs = await get(url('wellsitemeasurements', cast.south.id), cast.reporter.headers);
    expect(notTheirs.statusCode).toBe(404);
    const missing = await get(url('wellsitemeasurements', 999999), cast.reporter.headers);
    expect(notTheirs.json()).toEqual(missing.json());
  });

  it('answers 404 for an unknown dataset, GSP or water year', async () => {
    const admin = cast.admin.headers;
    expect((await get(url('groundwaterstorage', cast.north.id), admin)).statusCode).toBe(404);
    expect((await get(url('wellsitemeasurements', 999999), admin)).statusCode).toBe(404);
    expect((await get(url('wellsitemeasurements', 'abc'), admin)).statusCode).toBe(404);
    expect((await get(url('wellsitemeasurements', cast.north.id, 999999), admin)).statusCode).toBe(404);
  });

  it('refuses the signed out (401) and Agency users (403)', async () => {
    expect((await get(url('wellsitemeasurements', cast.north.id), null)).statusCode).toBe(401);
    expect((await get(url('wellsitemeasurements', cast.north.id), agency)).statusCode).toBe(403);
  });
});

describe('an Agency user associated with a GSP', () => {
  it('is still refused', async () => {
    const { user, headers } = await signedInUser(testApp, 'Agency');
    await associate(testApp.db, user.id, cast.north.id, 0);
    expect((await get(`/api/importstatus/${year2024}`, headers)).statusCode).toBe(403);
    expect(
      (await get(`/api/measurements/wellsitemeasurements/${cast.north.id}/${year2024}`, headers)).statusCode,
    ).toBe(403);
  });
});
