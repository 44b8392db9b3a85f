import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydrographData, HydrographKind } from '../../domain/monitoring/chart-rules';
import { siteChartAnswer } from '../../domain/monitoring/site-chart';
import type { SiteChartRequest } from '../../domain/monitoring/site-chart-api';
import {
  buildInterconnectedSite,
  buildMonitoringCast,
  buildStreamSite,
  buildSubsidenceSite,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * GET /api/sitecharts answers exactly what the domain's siteChartAnswer makes of every reading the user
 * sees, as the spec's detail endpoint gives them: same choices, year figures, points and counts.
 */

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
const READINGS = 480;

/**
 * Values that test the rounding: halves of the last decimal both signs (12.25, -12.25, 0.45, -0.05),
 * 1.005 (a half that binary floating point holds below the half), nulls, NaN, negatives and a wave.
 */
const value = (i: SQL, shift = 0) => sql`case (${i} + ${shift}) % 13
  when 0 then null when 1 then 'NaN'::float8 when 2 then -12.25 when 3 then 12.25 when 4 then -0.05
  when 5 then 0.45 when 6 then 1.005 when 7 then 1e-17 when 8 then -1234567.85
  else ((${i} * 7) % 23 - 11) * 1.15 + sin(${i}) end`;
/**
 * Three readings a date, a week apart from December 1968 to 1972 (before and after 1970): no time (noon),
 * noon itself (the same moment), just before midnight with sub-milliseconds, 24:00 (the next day, and on
 * 31 December the next year) and early morning.
 */
const date = (i: SQL) => sql`date '1968-12-31' + (${i} / 3) * 7`;
const time = (i: SQL) => sql`case ${i} % 5 when 0 then null when 1 then time '12:00:00'
  when 2 then time '23:59:59.9996' when 3 then time '24:00:00' else time '06:30:00' end`;
// every sixth reading is not submitted: a South GSP user does not see it on a North GSP site
const submitted = (i: SQL) => sql`${i} % 6 <> 0`;
const i = sql`i`;

interface Site {
  id: number;
}
const sites: Record<string, Site> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  const { db } = testApp;
  const north = { source_gsp_id: cast.north.id };
  sites.well = await buildWellSite(db, north);
  sites.stream = await buildStreamSite(db, north);
  sites.subsidence = await buildSubsidenceSite(db, north);
  sites.interconnected = await buildInterconnectedSite(db, north);
  const series = sql`generate_series(0, ${READINGS - 1}) as i`;
  // the well's and the subsidence site's readings are stored out of time order, with ids out of it too
  // (the stream's in order): the chart orders them itself
  const scrambled = sql`order by (i * 7919) % ${READINGS}`;
  await db.execute(sql`
    insert into well_measurements (site_id, measurement_date, measurement_time, surf_elev, measurement_depth, submitted)
    select ${sites.well.id}, ${date(i)}, ${time(i)}, ${value(i)}, ${value(i, 5)}, ${submitted(i)} from ${series}
    ${scrambled}`);
  await db.execute(sql`
    insert into stream_measurements (site_id, meas_date, meas_time, stream_stage, submitted)
    select ${sites.stream.id}, ${date(i)}, ${time(i)}, ${value(i)}, ${submitted(i)} from ${series}`);
  await db.execute(sql`
    insert into subsidence_measurements (site_id, meas_date, meas_time, total_subsidence, meas_elevation, ua_compaction, submitted)
    select ${sites.subsidence.id}, ${date(i)}, ${time(i)}, ${value(i)}, ${value(i, 3)}, ${value(i, 8)}, ${submitted(i)}
    from ${series} ${scrambled}`);
  await db.execute(sql`
    insert into water_quality_measurements (site_id, meas_date, meas_time, characteristic, result_value, result_units, submitted)
    select ${sites.well.id}, ${date(i)}, ${time(i)},
           (array['Nitrate as N', 'arsenic', 'Électrical Conductivity'])[1 + i % 3],
           ${value(i)}, (array['mg/L', 'ug/L', null, 'mg/L'])[1 + i % 4], ${submitted(i)}
    from ${series}`);
  await db.execute(sql`
    insert into vertical_gradient_measurements (site_id, stream_meas_date, stream_meas_time, sa_gwe_meas_date,
      ua_gwe_meas_date, stream_stage, sa_gwe, ua_gwe, vert_grad_sa_ua, submitted)
    select ${sites.interconnected.id}, case when i % 4 = 0 then null else ${date(i)} end, ${time(i)},
           ${date(sql`(i + 9)`)}, case when i % 3 = 0 then ${date(sql`(i + 30)`)} end,
           ${value(i)}, ${value(i, 2)}, ${value(i, 4)}, ${value(i, 6)} / 1000, ${submitted(i)}
    from ${series}`);
});
afterAll(() => testApp.close());

type Headers = { authorization: string };

async function getJson(url: string, headers: Headers) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** Each target, the site and the detail endpoint and field that give every reading, and its charts. */
const TARGETS: Array<{
  target: string;
  site: string;
  detail: string;
  field: string;
  charts: Array<{ kind: HydrographKind; second?: string }>;
}> = [
  {
    target: 'wellsitemeasurements',
    site: 'well',
    detail: '/api/wellsitedetails/wellsitemeasurements',
    field: 'measurements',
    charts: [{ kind: 'waterLevel', second: 'measurement_depth' }, { kind: 'interconnectedWell' }],
  },
  {
    target: 'streammonitoring',
    site: 'stream',
    detail: '/api/wellsitedetails/streammonitoring',
    field: 'measurements',
    charts: [{ kind: 'streamflow' }, { kind: 'interconnectedStream' }],
  },
  {
    target: 'subsidencemeasurements',
    site: 'subsidence',
    detail: '/api/subsidencemeasurements',
    field: 'measurements',
    charts: [{ kind: 'subsidence', second: 'ua_compaction' }],
  },
  {
    target: 'waterqualitymeasurements',
    site: 'well',
    detail: '/api/waterqualitymeasurements',
    field: 'measurements',
    charts: [{ kind: 'waterQuality', second: 'arsenic' }],
  },
  {
    target: 'surfacewatermeasurements',
    site: 'interconnected',
    detail: '/api/surfacewatermeasurements',
    field: 'dms_vert_grad_sa_ua_measurements',
    charts: [{ kind: 'verticalGradient', second: 'vert_grad_sa_ua' }],
  },
];

const queryOf = (chart: string, request: SiteChartRequest) => {
  const parameters = new URLSearchParams({ chart });
  if (request.choice) parameters.set('choice', request.choice);
  if (request.range) {
    parameters.set('start', String(request.range.start));
    parameters.set('end', String(request.range.end));
  }
  if (request.buckets) parameters.set('buckets', String(request.buckets));
  return parameters.toString();
};

describe('GET /api/sitecharts/{target}/{id}: the answer of siteChartAnswer over every visible reading', () => {
  for (const { target, site, detail, field, charts } of TARGETS) {
    for (const { kind, second } of charts) {
      it(`${target}, chart ${kind}, as an administrator and as another GSP's user`, async () => {
        const requests: SiteChartRequest[] = [
          {},
          { buckets: 10 },
          { range: { start: 1969, end: 1970 }, buckets: 7 },
          ...(second ? [{ choice: second, buckets: 5 }, { choice: second }] : []),
        ];
        for (const user of [cast.admin, cast.outsider]) {
          const id = sites[site].id;
          const readings = (await getJson(`${detail}/${id}`, user.headers)).site[field];
          // the other GSP's user sees fewer readings: the unsubmitted ones are left out
          expect(readings.length).toBe(user === cast.admin ? READINGS : READINGS - READINGS / 6);
          for (const request of requests) {
            const answer = await getJson(
              `/api/sitecharts/${target}/${id}?${queryOf(kind, request)}`,
              user.headers,
            );
            const expected = siteChartAnswer({ kind, measurements: readings } as HydrographData, request);
            expect(answer).toEqual(JSON.parse(JSON.stringify(expected)));
            if (request.buckets) expect(answer.series.points.length).toBeLessThan(answer.series.readings);
          }
        }
      });
    }
  }
});
