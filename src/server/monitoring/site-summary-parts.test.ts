import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMonitoringCast } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** A list of more sites than the server reads at a time still lists each site once, in order. */

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
const SITES = 777;

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  // numbered so that text order differs from number order (WL-10 before WL-2)
  await testApp.db.execute(sql`
    insert into well_sites (dms_site_id, latitude, longitude, source_gsp_id)
    select 'PART-' || n, 36 + n / 10000.0, -119 - n / 10000.0, ${cast.north.id} from generate_series(1, ${SITES}) as n`);
  await testApp.db.execute(sql`
    insert into well_measurements (site_id, measurement_date, submitted)
    select id, date '2020-01-01' + (id % 50), substr(dms_site_id, 6)::int % 2 = 0 from well_sites where dms_site_id like 'PART-%'`);
});
afterAll(() => testApp.close());

describe('GET /api/wellsitesummary/{target} of many sites', () => {
  it('lists every site once in dms_site_id order, each with its own readings', async () => {
    for (const user of [cast.admin, cast.outsider]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/wellsitesummary/wellsitemeasurements',
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const sites = (
        response.json().sites as Array<{ dms_site_id: string; num_measurements: number }>
      ).filter((site) => site.dms_site_id.startsWith('PART-'));
      const names = Array.from({ length: SITES }, (_, index) => `PART-${index + 1}`);
      expect(sites.map((site) => site.dms_site_id)).toEqual(
        [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      // the other GSP's user sees only the submitted half
      const counted = sites.reduce((total, site) => total + site.num_measurements, 0);
      expect(counted).toBe(user === cast.admin ? SITES : Math.floor(SITES / 2));
    }
  });
});
