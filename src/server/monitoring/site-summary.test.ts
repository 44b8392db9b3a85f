import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency, buildGsp, signedInUser } from '../test-support/factories';
import {
  buildGsa,
  buildInterconnectedSite,
  buildMonitoringCast,
  buildStreamReading,
  buildStreamSite,
  buildSubsidenceReading,
  buildSubsidenceSite,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type SummaryRow = Record<string, unknown> & { dms_site_id: string };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let admin: Headers;
beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  admin = cast.admin.headers;
});
afterAll(() => testApp.close());

const summary = (target: string, headers?: Headers) =>
  testApp.app.inject({ method: 'GET', url: `/api/wellsitesummary/${target}`, headers });

async function rowOf(target: string, dmsSiteId: string, headers: Headers = admin): Promise<SummaryRow> {
  const response = await summary(target, headers);
  expect(response.statusCode, response.body).toBe(200);
  const row = (response.json().sites as SummaryRow[]).find((site) => site.dms_site_id === dmsSiteId);
  if (!row) throw new Error(`${dmsSiteId} is not in the ${target} list`);
  return row;
}

describe('GET /api/wellsitesummary/{target}: the rows of the monitoring lists', () => {
  it('lists water level sites with GSP, GSA, number of readings and the dates of the first and last', async () => {
    const gsa = await buildGsa(testApp.db, 'Kings River East GSA');
    const site = await buildWellSite(testApp.db, {
      local_site_id: 'Kerman 12',
      latitude: 36.7234,
      longitude: -119.9512,
      source_gsp_id: cast.north.id,
      source_gsa_id: gsa.id,
      monitor_site_type: 'Representative',
      wl_monitoring: true,
    });
    for (const measurement_date of ['2023-06-01', '2024-03-15', '2022-10-05']) {
      await buildWellReading(testApp.db, site, { measurement_date, submitted: true });
    }
    const idle = await buildWellSite(testApp.db);

    const response = await summary('wellsitemeasurements', admin);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['sites']);
    expect(await rowOf('wellsitemeasurements', site.dms_site_id)).toEqual({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Kerman 12',
      source_gsp_label: 'North Kings GSP',
      source_gsa_label: 'Kings River East GSA',
      geometry: { type: 'Point', coordinates: [-119.9512, 36.7234] },
      monitor_site_type: 'Representative',
      num_measurements: 3,
      date_range: '10/05/2022 - 03/15/2024',
      wl_monitoring: true,
    });
    expect(await rowOf('wellsitemeasurements', idle.dms_site_id)).toMatchObject({
      local_site_id: null,
      source_gsp_label: '',
      source_gsa_label: '',
      monitor_site_type: null,
      num_measurements: 0,
      date_range: '',
      wl_monitoring: false,
    });
  });

  it('lists water quality sites with each characteristic and its number of results, by name', async () => {
    const site = await buildWellSite(testApp.db, {
      local_site_id: 'Caruthers 3',
      latitude: 36.5422,
      longitude: -119.8331,
      source_gsp_id: cast.south.id,
      gsp_mon_network: true,
      wq_monitoring: true,
    });
    await buildWaterQualityReading(testApp.db, site, { characteristic: 'Nitrate as N', submitted: true });
    await buildWaterQualityReading(testApp.db, site, { characteristic: 'Arsenic', submitted: true });
    await buildWaterQualityReading(testApp.db, site, {
      characteristic: 'Nitrate as N',
      meas_date: '2024-05-02',
      submitted: true,
    });
    const unsampled = await buildWellSite(testApp.db, { wq_monitoring: true });

    expect(await rowOf('waterqualitymeasurements', site.dms_site_id)).toEqual({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Caruthers 3',
      source_gsp_label: 'South Kings GSP',
      geometry: { type: 'Point', coordinates: [-119.8331, 36.5422] },
      gsp_mon_network: true,
      characteristics: 'Arsenic, Nitrate as N',
      characteristic_counts: 'Arsenic (1), Nitrate as N (2)',
      wq_monitoring: true,
    });
    expect(await rowOf('waterqualitymeasurements', unsampled.dms_site_id)).toMatchObject({
      gsp_mon_network: false,
      characteristics: '',
      characteristic_counts: '',
      wq_monitoring: true,
    });
  });

  it('lists subsidence sites with owner, monitoring agency, measurement type and readings', async () => {
    const owner = await buildAgency(testApp.db, 'Fresno Irrigation District');
    const monitor = await buildAgency(testApp.db, 'DWR');
    const site = await buildSubsidenceSite(testApp.db, {
      local_site_id: 'Benchmark P304',
      latitude: 36.6101,
      longitude: -120.0512,
      owner_id: owner.id,
      monitor_by_id: monitor.id,
      source_gsp_id: cast.north.id,
      meas_type: 'Continuous GPS',
      gsp_mon_network: true,
    });
    await buildSubsidenceReading(testApp.db, site, { meas_date: '2019-12-31', submitted: true });
    await buildSubsidenceReading(testApp.db, site, { meas_date: '2025-01-01', submitted: true });

    expect(await rowOf('subsidencemeasurements', site.dms_site_id)).toEqual({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Benchmark P304',
      source_gsp_label: 'North Kings GSP',
      geometry: { type: 'Point', coordinates: [-120.0512, 36.6101] },
      owner_label: 'Fresno Irrigation District',
      monitor_by_label: 'DWR',
      meas_type_label: 'Continuous GPS',
      gsp_mon_network: true,
      num_measurements: 2,
      date_range: '12/31/2019 - 01/01/2025',
    });
  });

  it('lists streamflow sites with owner, monitoring agency, source data link and readings', async () => {
    const owner = await buildAgency(testApp.db, 'City of Fresno');
    const site = await buildStreamSite(testApp.db, {
      local_site_id: 'Kings River at Piedra',
      latitude: 36.8122,
      longitude: -119.3868,
      owner_id: owner.id,
      source_gsp_id: cast.south.id,
      meas_type: 'Stage',
      interconnected_monitoring: true,
      link: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PIE',
    });
    await buildStreamReading(testApp.db, site, {
      meas_date: '2024-02-29',
      stream_stage: 4.2,
      submitted: true,
    });

    expect(await rowOf('streamsites', site.dms_site_id)).toEqual({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Kings River at Piedra',
      source_gsp_label: 'South Kings GSP',
      geometry: { type: 'Point', coordinates: [-119.3868, 36.8122] },
      owner_label: 'City of Fresno',
      monitor_by_label: '',
      meas_type_label: 'Stage',
      interconnected_monitoring: true,
      num_measurements: 1,
      date_range: '02/29/2024 - 02/29/2024',
      link: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PIE',
    });
  });

  it('lists interconnected sites with the DMS Site IDs of their linked stream and wells', async () => {
    const stream = await buildStreamSite(testApp.db);
    const shallow = await buildWellSite(testApp.db);
    const upper = await buildWellSite(testApp.db);
    const site = await buildInterconnectedSite(testApp.db, {
      local_site_id: 'Fancher Creek ISW',
      latitude: 36.7001,
      longitude: -119.6502,
      source_gsp_id: cast.north.id,
      monitor_type: 'Stream and Wells',
      dms_strm_site_id: stream.id,
      dms_sa_site_id: shallow.id,
      dms_ua_site_id: upper.id,
    });

    expect(await rowOf('surfacewatermeasurements', site.dms_site_id)).toEqual({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Fancher Creek ISW',
      source_gsp_label: 'North Kings GSP',
      geometry: { type: 'Point', coordinates: [-119.6502, 36.7001] },
      monitor_type_label: 'Stream and Wells',
      dms_strm_site_label: stream.dms_site_id,
      dms_sa_site_label: shallow.dms_site_id,
      dms_ua_site_label: upper.dms_site_id,
      dms_la_site_label: '',
    });
  });

  it('answers 404 for a list that does not exist', async () => {
    const response = await summary('groundwatersites', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Unknown monitoring list 'groundwatersites'." });
    for (const inherited of ['constructor', 'toString', '__proto__']) {
      expect((await summary(inherited, admin)).statusCode, inherited).toBe(404);
    }
  });

  it('requires sign-in', async () => {
    for (const target of ['wellsitemeasurements', 'streamsites']) {
      const response = await summary(target);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});

describe('readings not yet submitted in the monitoring lists', () => {
  const dms: Record<string, string> = {};
  beforeAll(async () => {
    const { db } = testApp;
    const gsp = { source_gsp_id: cast.north.id };
    // One submitted reading in 2021, two unsubmitted ones on either side of it.
    const dated = [
      { date: '2021-05-01', submitted: true },
      { date: '2020-01-01', submitted: false },
      { date: '2024-06-30', submitted: false },
    ];
    const well = await buildWellSite(db, gsp);
    const subsidence = await buildSubsidenceSite(db, gsp);
    const stream = await buildStreamSite(db, gsp);
    for (const { date, submitted } of dated) {
      await buildWellReading(db, well, { measurement_date: date, submitted });
      await buildSubsidenceReading(db, subsidence, { meas_date: date, submitted });
      await buildStreamReading(db, stream, { meas_date: date, submitted });
      await buildWaterQualityReading(db, well, {
        meas_date: date,
        characteristic: submitted ? 'Arsenic' : 'Nitrate as N',
        submitted,
      });
    }
    Object.assign(dms, {
      well: well.dms_site_id,
      subsidence: subsidence.dms_site_id,
      stream: stream.dms_site_id,
    });
  });

  async function seenBy(headers: Headers) {
    const counted = async (target: string, dmsSiteId: string) => {
      const row = await rowOf(target, dmsSiteId, headers);
      return [row.num_measurements, row.date_range];
    };
    return {
      waterLevel: await counted('wellsitemeasurements', dms.well),
      subsidence: await counted('subsidencemeasurements', dms.subsidence),
      streamflow: await counted('streamsites', dms.stream),
      waterQuality: (await rowOf('waterqualitymeasurements', dms.well, headers)).characteristic_counts,
    };
  }

  it("counts only submitted readings for a GSP Representative not associated with the site's GSP", async () => {
    const submittedOnly = [1, '05/01/2021 - 05/01/2021'];
    expect(await seenBy(cast.outsider.headers)).toEqual({
      waterLevel: submittedOnly,
      subsidence: submittedOnly,
      streamflow: submittedOnly,
      waterQuality: 'Arsenic (1)',
    });
  });

  it("counts every reading for members of the site's GSP, authorized reporters or not, and administrators", async () => {
    const all = [3, '01/01/2020 - 06/30/2024'];
    const everything = {
      waterLevel: all,
      subsidence: all,
      streamflow: all,
      waterQuality: 'Arsenic (1), Nitrate as N (2)',
    };
    expect(await seenBy(cast.member.headers)).toEqual(everything);
    expect(await seenBy(cast.reporter.headers)).toEqual(everything);
    expect(await seenBy(admin)).toEqual(everything);
  });

  it('shows the unsubmitted readings of a site without a GSP to administrators only', async () => {
    const site = await buildWellSite(testApp.db);
    await buildWellReading(testApp.db, site, { measurement_date: '2023-03-03', submitted: false });
    expect(
      (await rowOf('wellsitemeasurements', site.dms_site_id, cast.reporter.headers)).num_measurements,
    ).toBe(0);
    expect(await rowOf('wellsitemeasurements', site.dms_site_id, admin)).toMatchObject({
      num_measurements: 1,
      date_range: '03/03/2023 - 03/03/2023',
    });
  });
});

describe('the reading statistics behind the summary', () => {
  it('follow readings that are changed and deleted, not only added', async () => {
    const admin = (await signedInUser(statsApp, 'Administrator')).headers;
    const gsp = await buildGsp(statsApp.db, 'Statistics GSP');
    const site = (
      await statsApp.app.inject({
        method: 'POST',
        url: '/api/wellsites/',
        headers: admin,
        payload: {
          dms_site_id: 'STAT-1',
          latitude: 37,
          longitude: -120.2,
          source_gsp_id: gsp.id,
          wl_monitoring: true,
        },
      })
    ).json();
    const created = (
      await statsApp.app.inject({
        method: 'POST',
        url: '/api/wellsitemeasurements/',
        headers: admin,
        payload: [
          { dms_site_id: 'STAT-1', measurement_date: '2001-04-01', surf_elev: 100 },
          { dms_site_id: 'STAT-1', measurement_date: '2010-04-01', surf_elev: 90 },
          { dms_site_id: 'STAT-1', measurement_date: '2020-04-01', surf_elev: 80 },
        ],
      })
    ).json();
    const row = async () =>
      (await statsApp.app.inject({ url: '/api/wellsitesummary/wellsitemeasurements', headers: admin }))
        .json()
        .sites.find((candidate: { id: number }) => candidate.id === site.id);
    expect(await row()).toMatchObject({ num_measurements: 3, date_range: '04/01/2001 - 04/01/2020' });

    await statsApp.app.inject({
      method: 'PATCH',
      url: `/api/wellsitemeasurements/${created[0].id}`,
      headers: admin,
      payload: { measurement_date: '2005-06-15' },
    });
    expect(await row()).toMatchObject({ num_measurements: 3, date_range: '06/15/2005 - 04/01/2020' });

    await statsApp.app.inject({
      method: 'DELETE',
      url: `/api/wellsitemeasurements/${created[2].id}`,
      headers: admin,
    });
    expect(await row()).toMatchObject({ num_measurements: 2, date_range: '06/15/2005 - 04/01/2010' });
  });
});

let statsApp: TestApp;
beforeAll(async () => {
  statsApp = await createTestApp();
});
afterAll(() => statsApp.close());
