import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportTypeKey } from '../../domain/reporting/report-types';
import { gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { associate, buildGsp, buildUser, signInAs, signedInUser } from '../test-support/factories';
import { buildWaterYear } from '../test-support/project-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let adminUserId: number;
let agency: Headers;

beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInUser(testApp, 'Administrator');
  admin = signedIn.headers;
  adminUserId = signedIn.user.id;
  agency = (await signedInUser(testApp, 'Agency')).headers;
});
afterAll(() => testApp.close());

const get = (url: string, headers: Headers) => testApp.app.inject({ method: 'GET', url, headers });

async function report(
  report_type: ReportTypeKey,
  gsp_id: number,
  water_year_id: number,
  values: { submitted?: boolean; report_values?: Record<string, number> } = {},
) {
  const [row] = await testApp.db
    .insert(annualReports)
    .values({ report_type, gsp_id, water_year_id, ...values })
    .returning();
  return row;
}

describe('GET /api/reportingstatus/{waterYearId}', () => {
  it("answers the user's GSPs with each report's requirement, status and id", async () => {
    const year = await buildWaterYear(testApp.db);
    const filed = await buildGsp(testApp.db, 'Status A GSP');
    await testApp.db
      .update(gsps)
      .set({ dataSubmission: ['gws', 'gwe', 'tw'] })
      .where(eq(gsps.id, filed.id));
    const watched = await buildGsp(testApp.db, 'Status B GSP');
    const reporter = await buildUser(testApp.db);
    await associate(testApp.db, reporter.id, filed.id, 1);
    await associate(testApp.db, reporter.id, watched.id, 0);
    const storage = await report('groundwaterstorage', filed.id, year.id, { submitted: true });
    const extraction = await report('groundwaterextraction', filed.id, year.id);
    const lastYear = await buildWaterYear(testApp.db);
    await report('totalwateruse', filed.id, lastYear.id, { submitted: true });

    const response = await get(`/api/reportingstatus/${year.id}`, await signInAs(testApp, reporter.email));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.user_role).toBe('GSP Representative');
    expect(answer.water_year).toMatchObject({ id: year.id, water_year: year.waterYear });
    expect(answer.gsp).toEqual([
      {
        id: filed.id,
        name: 'Status A GSP',
        authorized_reporter: 1,
        gws_required: true,
        gws_submitted: 'Complete',
        gws_id: storage.id,
        gwe_required: true,
        gwe_submitted: 'Not Submitted',
        gwe_id: extraction.id,
        sws_required: false,
        sws_submitted: 'None',
        sws_id: null,
        twu_required: true,
        twu_submitted: 'None',
        twu_id: null,
        gwr_required: false,
        gwr_submitted: 'None',
        gwr_id: null,
        ev_required: false,
        ev_submitted: 'None',
        ev_id: null,
      },
      expect.objectContaining({ id: watched.id, authorized_reporter: 0, gws_submitted: 'None' }),
    ]);
  });

  it('answers administrators every GSP, not as reporters, and refuses Agency users', async () => {
    const year = await buildWaterYear(testApp.db);
    const gsp = await buildGsp(testApp.db);
    await associate(testApp.db, adminUserId, gsp.id, 1);
    const answer = (await get(`/api/reportingstatus/${year.id}`, admin)).json();
    const names = answer.gsp.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort());
    expect(answer.gsp.find((row: { id: number }) => row.id === gsp.id)).toMatchObject({
      authorized_reporter: 0,
    });
    expect((await get(`/api/reportingstatus/${year.id}`, agency)).statusCode).toBe(403);
    expect((await get('/api/reportingstatus/999999', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/changeinstorage/annualchange', () => {
  it('sums the submitted storage changes per water year, oldest first, with the cumulative change', async () => {
    const years: { id: number; waterYear: number }[] = [];
    for (const yearType of ['Wet', 'Dry', 'Critical'] as const) {
      const year = await buildWaterYear(testApp.db);
      await testApp.db.update(waterYears).set({ yearType }).where(eq(waterYears.id, year.id));
      years.push(year);
    }
    const north = await buildGsp(testApp.db);
    const south = await buildGsp(testApp.db);
    const stored = (total: number) => ({ submitted: true, report_values: { gw_stor_total: total } });
    await report('groundwaterstorage', north.id, years[0].id, stored(12_000));
    await report('groundwaterstorage', south.id, years[0].id, stored(3_000));
    await report('groundwaterstorage', north.id, years[1].id, stored(-20_000));
    // a draft is not counted, nor another report type
    await report('groundwaterstorage', south.id, years[1].id, { report_values: { gw_stor_total: -99 } });
    await report('groundwaterstorage', north.id, years[2].id, stored(-31_500));
    await report('groundwaterextraction', north.id, years[2].id, { submitted: true });

    const all = (await get('/api/changeinstorage/annualchange', agency)).json();
    expect(all.filter((point: { year: number }) => years.some((y) => y.waterYear === point.year))).toEqual([
      { year: years[0].waterYear, val: 15_000, change: 15_000, label: 'Wet' },
      { year: years[1].waterYear, val: -20_000, change: -5_000, label: 'Dry' },
      { year: years[2].waterYear, val: -31_500, change: -36_500, label: 'Critical' },
    ]);
    const south_ = (await get(`/api/changeinstorage/annualchange?gsp=${south.id}`, agency)).json();
    expect(south_).toEqual([{ year: years[0].waterYear, val: 3_000, change: 3_000, label: 'Wet' }]);
    expect((await get('/api/changeinstorage/annualchange?gsp=x', agency)).statusCode).toBe(400);
  });
});

describe('the change history of a report', () => {
  it('records its save, update and submit with who and the figures before and after', async () => {
    const year = await buildWaterYear(testApp.db);
    await testApp.db.update(waterYears).set({ isActive: false });
    await testApp.db.update(waterYears).set({ isActive: true }).where(eq(waterYears.id, year.id));
    const gsp = await buildGsp(testApp.db);
    const reporter = await buildUser(testApp.db, { firstName: 'Dana', lastName: 'Filer' });
    await associate(testApp.db, reporter.id, gsp.id, 1);
    const headers = await signInAs(testApp, reporter.email);
    const created = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/groundwaterstorage/',
        headers,
        payload: { gsp_id: gsp.id, water_year_id: year.id, gw_stor_ua: '-1,000', gw_stor_la: 200 },
      })
    ).json();
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/groundwaterstorage/${created.id}`,
      headers,
      payload: { gw_stor_la: 500 },
    });
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/groundwaterstorage/${created.id}`,
      headers,
      payload: { submitted: true },
    });
    const history = (
      await get(`/api/changehistory/?record_type=annualreports&record_id=${created.id}`, admin)
    ).json();
    const [submit, update, insert] = history.results;
    expect(history.count).toBe(3);
    for (const entry of history.results) {
      expect(entry).toMatchObject({ changed_by: reporter.id, changed_by_name: 'Dana Filer' });
    }
    expect(insert.operation).toBe('INSERT');
    for (const entry of history.results) {
      expect(entry.record_label).toBe(
        `Groundwater Change in Storage: ${gsp.name}, water year ${year.waterYear}`,
      );
    }
    expect(insert.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'gw_stor_ua',
          label:
            'Groundwater Change in Storage, Change in Groundwater Storage: Combined Upper Aquifer and Undifferentiated Unconfined Zone (AF)',
          before: null,
          after: -1000,
        },
        {
          field: 'gw_stor_total',
          label: 'Groundwater Change in Storage, Change in Groundwater Storage: Total (AF)',
          before: null,
          after: -800,
        },
      ]),
    );
    expect(update.changes).toEqual([
      expect.objectContaining({ field: 'gw_stor_la', before: 200, after: 500 }),
      expect.objectContaining({ field: 'gw_stor_total', before: -800, after: -500 }),
    ]);
    expect(submit.changes).toEqual([{ field: 'submitted', before: false, after: true }]);
  });
});
