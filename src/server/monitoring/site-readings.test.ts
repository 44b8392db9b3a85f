import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildInterconnectedSite,
  buildMonitoringCast,
  buildVerticalGradientReading,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type Reading = Record<string, unknown> & { id: number };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let admin: Headers;
/** A well of North Kings with 20,000 daily readings from 1990, every 7th not submitted. */
let bigWell: { id: number; dms_site_id: string };
const BIG_READINGS = 20_000;

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  admin = cast.admin.headers;
  bigWell = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id, ground_surface_elev: 300 });
  // depth swings around 50 ft; one reading (day 12,345) dips to 5 ft: a peak the chart must keep
  await testApp.db.execute(sql`
    insert into well_measurements (site_id, measurement_date, measurement_depth, surf_elev, meas_method, submitted)
    select ${bigWell.id}, date '1990-01-01' + day,
           case when day = 12345 then 5 else 50 + 10 * sin(day / 58.0) end,
           case when day = 12345 then 295 else 250 - 10 * sin(day / 58.0) end,
           case when day % 3 = 0 then 'Steel tape' when day % 3 = 1 then 'sonic' else null end,
           day % 7 <> 0
    from generate_series(0, ${BIG_READINGS - 1}) as day`);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Headers = admin) => testApp.app.inject({ method: 'GET', url, headers });

async function pageOf(url: string, headers: Headers = admin) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: Reading[] };
}

describe('GET /api/sitereadings/{target}/{id}: a site readings table a page at a time', () => {
  it('answers 25 readings in time order with the count of all, and pages on with offset', async () => {
    const first = await pageOf(`/api/sitereadings/wellsitemeasurements/${bigWell.id}`);
    expect(first.count).toBe(BIG_READINGS);
    expect(first.results).toHaveLength(25);
    expect(first.results[0]).toMatchObject({
      dms_site_id: bigWell.dms_site_id,
      measurement_date: '1990-01-01',
    });
    const later = await pageOf(`/api/sitereadings/wellsitemeasurements/${bigWell.id}?limit=10&offset=25`);
    expect(later.results.map((reading) => reading.measurement_date)).toEqual(
      Array.from({ length: 10 }, (_, day) =>
        new Date(Date.UTC(1990, 0, 26 + day)).toISOString().slice(0, 10),
      ),
    );
  });

  it('sorts on the server as the table sorts: numbers by value, text upper-cased, dates with empty last', async () => {
    const deepest = await pageOf(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}?ordering=-measurement_depth&limit=3`,
    );
    expect(deepest.results.map((reading) => reading.measurement_depth)).toEqual(
      [...deepest.results.map((reading) => reading.measurement_depth as number)].sort((a, b) => b - a),
    );
    const shallowest = await pageOf(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}?ordering=measurement_depth&limit=1`,
    );
    expect(shallowest.results[0].measurement_depth).toBe(5);
    // 'sonic' and 'Steel tape' sort as SONIC < STEEL TAPE; empty methods count as blank, first ascending
    const methods = await pageOf(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}?ordering=-meas_method&limit=1`,
    );
    expect(methods.results[0].meas_method).toBe('Steel tape');
    const ascending = await pageOf(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}?ordering=meas_method&limit=1`,
    );
    expect(ascending.results[0].meas_method).toBeNull();
    const newest = await pageOf(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}?ordering=-measurement_date&limit=1`,
    );
    expect(newest.results[0].measurement_date).toBe(
      new Date(Date.UTC(1990, 0, BIG_READINGS)).toISOString().slice(0, 10),
    );
  });

  it('shows a user outside the GSP only the submitted readings, and answers 404 and 400 plainly', async () => {
    const outsider = await pageOf(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}`,
      cast.outsider.headers,
    );
    expect(outsider.count).toBe(BIG_READINGS - Math.ceil(BIG_READINGS / 7));
    const member = await pageOf(`/api/sitereadings/wellsitemeasurements/${bigWell.id}`, cast.member.headers);
    expect(member.count).toBe(BIG_READINGS);
    expect((await get(`/api/sitereadings/wellsitemeasurements/999999`)).statusCode).toBe(404);
    expect((await get(`/api/sitereadings/nosuchtarget/${bigWell.id}`)).statusCode).toBe(404);
    const tooMany = await get(`/api/sitereadings/wellsitemeasurements/${bigWell.id}?limit=5000`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ limit: ['Enter a whole number from 1 to 1000.'] });
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/sitereadings/wellsitemeasurements/${bigWell.id}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/sitecharts/{target}/{id}: a site chart bounded by its resolution', () => {
  it('answers 20,000 readings in under 200 KB, keeping the first, the last and the peak', async () => {
    const response = await get(`/api/sitecharts/wellsitemeasurements/${bigWell.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.length).toBeLessThan(200_000);
    const chart = response.json();
    expect(chart.readings).toBe(BIG_READINGS);
    expect(chart.choices.map((choice: { key: string }) => choice.key)).toEqual([
      'surf_elev',
      'measurement_depth',
    ]);
    expect(chart.series.choice).toBe('surf_elev');
    expect(chart.series.readings).toBe(BIG_READINGS);
    const points = chart.series.points as Array<[number, number]>;
    expect(points.length).toBeLessThanOrEqual(2000);
    expect(points[0]).toEqual([Date.UTC(1990, 0, 1, 12), 250]);
    expect(points.at(-1)![0]).toBe(Date.UTC(1990, 0, BIG_READINGS, 12));
    expect(points).toContainEqual([Date.UTC(1990, 0, 1 + 12345, 12), 295]);
    expect(chart.firstTime).toBe(Date.UTC(1990, 0, 1, 12));
  });

  it('gives each year figures so the side panel tells the statistics of any years', async () => {
    const chart = (await get(`/api/sitecharts/wellsitemeasurements/${bigWell.id}`)).json();
    const years = chart.years.measurement_depth as Array<{ year: number; count: number; min: number }>;
    expect(years[0]).toMatchObject({ year: 1990, count: 365 });
    expect(years.reduce((total, year) => total + year.count, 0)).toBe(BIG_READINGS);
    expect(years.find((year) => year.year === 2023)!.min).toBe(5);
  });

  it('sends finer detail for a zoomed range and another choice on request', async () => {
    const response = await get(
      `/api/sitecharts/wellsitemeasurements/${bigWell.id}?choice=measurement_depth&start=2000&end=2001`,
    );
    const chart = response.json();
    expect(chart.series.choice).toBe('measurement_depth');
    expect(chart.series.readings).toBe(731);
    // two years of daily readings fit the resolution: every reading is there
    expect(chart.series.points).toHaveLength(731);
    expect(chart.series.points[0][0]).toBe(Date.UTC(2000, 0, 1, 12));
  });

  it('refuses what it cannot answer', async () => {
    const halfRange = await get(`/api/sitecharts/wellsitemeasurements/${bigWell.id}?start=2000`);
    expect(halfRange.statusCode).toBe(400);
    expect(halfRange.json()).toEqual({ end: ['Give both start and end years.'] });
    const twice = await get(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}?ordering=meas_method&ordering=x`,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ ordering: ['Give this parameter once.'] });
    const noSuchChoice = await get(`/api/sitecharts/wellsitemeasurements/${bigWell.id}?choice=nitrate`);
    expect(noSuchChoice.statusCode).toBe(400);
    expect(noSuchChoice.json()).toEqual({ choice: ["This site's chart has no 'nitrate'."] });
    const wrongChart = await get(`/api/sitecharts/wellsitemeasurements/${bigWell.id}?chart=subsidence`);
    expect(wrongChart.statusCode).toBe(400);
    const tooFine = await get(`/api/sitecharts/wellsitemeasurements/${bigWell.id}?buckets=99999`);
    expect(tooFine.statusCode).toBe(400);
  });

  it('draws the water quality characteristics and vertical gradients of their sites', async () => {
    const well = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    await buildWaterQualityReading(testApp.db, well, {
      characteristic: 'Nitrate',
      result_value: 4.2,
      submitted: true,
    });
    await buildWaterQualityReading(testApp.db, well, {
      characteristic: 'Arsenic',
      result_value: 0.7,
      submitted: true,
    });
    const quality = (await get(`/api/sitecharts/waterqualitymeasurements/${well.id}?choice=Nitrate`)).json();
    expect(quality.choices.map((choice: { key: string }) => choice.key)).toEqual(['Arsenic', 'Nitrate']);
    expect(quality.series.points.map(([, value]: [number, number]) => value)).toEqual([4.2]);

    const interconnected = await buildInterconnectedSite(testApp.db, { source_gsp_id: cast.north.id });
    await buildVerticalGradientReading(testApp.db, interconnected, {
      vert_grad_sa_ua: 0.0012,
      submitted: true,
    });
    const gradients = (await get(`/api/sitecharts/surfacewatermeasurements/${interconnected.id}`)).json();
    expect(gradients.series.choice).toBe('vert_grad_sa_ua');
    expect(gradients.series.points[0][1]).toBe(0.0012);

    await buildWellReading(testApp.db, well, { measurement_date: '2020-05-01', measurement_depth: 12.34 });
    const asInterconnected = (
      await get(`/api/sitecharts/wellsitemeasurements/${well.id}?chart=interconnectedWell`)
    ).json();
    expect(asInterconnected.readings).toBe(1);
  });
});

describe('GET /api/sitereadings/{target}/{id}/csv: the detail screen CSV, streamed by the server', () => {
  it('writes every reading the user sees, oldest first, as the screen export did', async () => {
    const response = await get(`/api/sitereadings/wellsitemeasurements/${bigWell.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${bigWell.dms_site_id}_water_levels.csv"; filename*=UTF-8''${bigWell.dms_site_id}_water_levels.csv`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate,Water Surface Elevation,Water Depth');
    expect(lines[1]).toBe('01/01/1990,250,50');
    expect(lines).toHaveLength(BIG_READINGS + 2);
    expect(lines.at(-1)).toBe('');
    const outsider = await get(
      `/api/sitereadings/wellsitemeasurements/${bigWell.id}/csv`,
      cast.outsider.headers,
    );
    expect(outsider.body.split('\r\n')).toHaveLength(BIG_READINGS - Math.ceil(BIG_READINGS / 7) + 2);
  });

  it('neutralises text a spreadsheet would run, and has no CSV for stream readings', async () => {
    const well = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id, dms_site_id: 'WQ-Ünïcode' });
    await buildWaterQualityReading(testApp.db, well, {
      characteristic: '＝HYPERLINK("http://x")',
      result_value: 1.5,
      result_units: 'mg/L',
      submitted: true,
    });
    const response = await get(`/api/sitereadings/waterqualitymeasurements/${well.id}/csv`);
    expect(response.body.split('\r\n')[1]).toBe(`01/15/2024,mg/L,1.5,"'＝HYPERLINK(""http://x"")"`);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('WQ-Ünïcode')}`,
    );
    expect((await get(`/api/sitereadings/streammonitoring/${well.id}/csv`)).statusCode).toBe(404);
  });
});

describe('GET a site detail with ?measurements=false: the site alone, for the screens', () => {
  it('answers the same site without its readings', async () => {
    const full = (await get(`/api/wellsitedetails/wellsitemeasurements/${bigWell.id}`)).json().site;
    const response = await get(`/api/wellsitedetails/wellsitemeasurements/${bigWell.id}?measurements=false`);
    expect(response.body.length).toBeLessThan(10_000);
    const { measurements, ...siteAlone } = full;
    expect(measurements).toHaveLength(BIG_READINGS);
    expect(response.json().site).toEqual(siteAlone);
  });
});
