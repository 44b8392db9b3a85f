import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency } from '../test-support/factories';
import {
  buildGsa,
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
type Reading = Record<string, unknown>;
type Site = Record<string, unknown> & { measurements: Reading[] };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let admin: Headers;
let agencies: { fid: { id: number }; city: { id: number }; dwr: { id: number } };
let gsa: { id: number };
beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  admin = cast.admin.headers;
  agencies = {
    fid: await buildAgency(testApp.db, 'Fresno Irrigation District'),
    city: await buildAgency(testApp.db, 'City of Fresno'),
    dwr: await buildAgency(testApp.db, 'DWR'),
  };
  gsa = await buildGsa(testApp.db, 'Kings River East GSA');
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Headers) => testApp.app.inject({ method: 'GET', url, headers });

async function siteAt(url: string, headers: Headers = admin): Promise<Site> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(['site']);
  return response.json().site;
}

/** Readings on one day at 14:00, without a time (noon) and at 08:00, stored in that order, plus one the day before. */
const SAME_DAY = [
  { time: '14:00', tag: 'afternoon' },
  { time: null, tag: 'no time' },
  { time: '08:00', tag: 'morning' },
];
const IN_TIME_ORDER = ['day before', 'morning', 'no time', 'afternoon'];

// The fields spec 1 §3.6 names for each kind of site.
const PLSS = ['township', 'range', 'section', 'quarter_section'];
const MILESTONES = ['yr5_milestone', 'yr10_milestone', 'yr15_milestone'];
const WELL_SITE_SPEC_FIELDS = [
  'dms_site_id',
  'local_site_id',
  'origin_site_id',
  'alt_site_id',
  'dwr_well_id',
  'casgem_well_id',
  'source_org_label',
  'well_owner_label',
  'monitor_by_label',
  'source_gsa_label',
  'source_gsp_label',
  'geometry',
  'coordinate_method',
  'coordinate_accuracy',
  'horz_datum',
  ...PLSS,
  'well_use',
  'well_status',
  'well_completion_type',
  'well_completion_number',
  'meas_elev_date',
  'ground_surface_elev',
  'elevation_method',
  'elevation_source',
  'elevation_accuracy',
  'rpe',
  'rp_desc',
  'vert_datum',
  'gsp_wl_threshold_elev',
  'gsp_threshold',
  'measurable_objective',
  ...MILESTONES,
  'gsp_mon_network',
  'monitor_site_type',
  'aquifer_designation',
  'interconnected_monitoring',
  'wq_monitoring',
  'wl_monitoring',
  'well_notes',
  'total_well_depth',
  'perforated_interval_top',
  'perforated_interval_bottom',
  'perforated_intervals_screen',
  ...Array.from({ length: 10 }, (_, index) => `perforated_intervals_range_${index + 1}`),
  'date_drilled',
  'power_type',
  'volumetric_calc_type',
  'measurements',
];
const STREAM_SITE_SPEC_FIELDS = [
  'dms_site_id',
  'local_site_id',
  'alt_site_id',
  'stream_name',
  'owner_label',
  'monitor_by_label',
  'source_gsa_label',
  'source_gsp_label',
  'link',
  ...PLSS,
  'geometry',
  'horz_datum',
  'coordinate_method',
  'coordinate_accuracy',
  'ground_surface_elev',
  'meas_elev_date',
  'vert_datum',
  'elevation_source',
  'elevation_accuracy',
  'meas_type',
  'interconnected_monitoring',
  'site_notes',
  'measurements',
];
const SUBSIDENCE_SITE_SPEC_FIELDS = [
  'dms_site_id',
  'local_site_id',
  'alt_site_id',
  'aquifer_zone',
  'owner_label',
  'monitor_by_label',
  'source_gsa_label',
  'source_gsp_label',
  ...PLSS,
  'geometry',
  'horz_datum',
  'coordinate_method',
  'coordinate_accuracy',
  'origin_elevation',
  'origin_meas_date',
  'vert_datum',
  'elevation_source',
  'elevation_accuracy',
  'meas_type',
  'gsp_mon_network',
  'gsp_threshold',
  'measurable_objective',
  ...MILESTONES,
  'site_notes',
  'measurements',
];
const INTERCONNECTED_SITE_SPEC_FIELDS = [
  'id',
  'dms_site_id',
  'local_site_id',
  'alt_site_id',
  'owner_label',
  'monitor_by_label',
  'source_gsa_label',
  'source_gsp_label',
  'monitor_type_label',
  'dms_strm_site_label',
  'dms_sa_site_label',
  'dms_ua_site_label',
  'dms_la_site_label',
  'geometry',
  'origin_horz_grad_sa',
  'origin_horz_grad_ua',
  'origin_horz_grad_la',
  'origin_vert_grad_sa_ua',
  'origin_vert_grad_ua_la',
  'gsp_mon_network',
  'gsp_threshold',
  'meas_objective',
  ...MILESTONES,
  'site_notes',
  'dms_sa_site_ground_surface_elev',
  'dms_ua_site_ground_surface_elev',
  'dms_la_site_ground_surface_elev',
  'dms_strm_site_measurements',
  'dms_ua_site_measurements',
  'dms_la_site_measurements',
  'dms_sa_site_measurements',
  'dms_vert_grad_sa_ua_measurements',
];

describe('GET /api/wellsitedetails/wellsitemeasurements/{id}: a water level site', () => {
  it('answers the site with every field of spec 1 §3.6, the agency, GSA and GSP names and its point', async () => {
    const site = await buildWellSite(testApp.db, {
      local_site_id: 'Kerman 12',
      alt_site_id: 'KER-12',
      origin_site_id: 'FID-0012',
      dwr_well_id: '14S18E05L001M',
      casgem_well_id: '367234N1199512W001',
      source_org_id: agencies.fid.id,
      well_owner_id: agencies.city.id,
      monitor_by_id: agencies.dwr.id,
      latitude: 36.7234,
      longitude: -119.9512,
      horz_datum: 'NAD83',
      coordinate_method: 'GPS',
      township: '14S',
      range: '18E',
      section: '05',
      quarter_section: 'L',
      ground_surface_elev: 262.4,
      meas_elev_date: '2019-04-02',
      rpe: 263.1,
      rp_desc: 'Top of casing',
      vert_datum: 'NAVD88',
      source_gsa_id: gsa.id,
      source_gsp_id: cast.north.id,
      gsp_mon_network: true,
      monitor_site_type: 'Representative',
      aquifer_designation: 'Upper',
      wl_monitoring: true,
      gsp_threshold: 180.5,
      measurable_objective: 220,
      yr5_milestone: 215,
      well_use: 'Irrigation',
      well_status: 'Active',
      date_drilled: '1988-07-14',
      total_well_depth: 420,
      perforated_intervals_range_1: '180-260',
      power_type: 'Electric',
    });

    const detail = await siteAt(`/api/wellsitedetails/wellsitemeasurements/${site.id}`);
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(WELL_SITE_SPEC_FIELDS));
    expect(detail).toMatchObject({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Kerman 12',
      dwr_well_id: '14S18E05L001M',
      source_org_id: agencies.fid.id,
      source_org_label: 'Fresno Irrigation District',
      well_owner_label: 'City of Fresno',
      monitor_by_label: 'DWR',
      source_gsa_label: 'Kings River East GSA',
      source_gsp_id: cast.north.id,
      source_gsp_label: 'North Kings GSP',
      geometry: { type: 'Point', coordinates: [-119.9512, 36.7234] },
      latitude: 36.7234,
      longitude: -119.9512,
      ground_surface_elev: 262.4,
      meas_elev_date: '2019-04-02',
      gsp_threshold: 180.5,
      gsp_wl_threshold_elev: 180.5,
      measurable_objective: 220,
      yr5_milestone: 215,
      yr10_milestone: null,
      gsp_mon_network: true,
      wl_monitoring: true,
      wq_monitoring: false,
      interconnected_monitoring: false,
      well_use: 'Irrigation',
      date_drilled: '1988-07-14',
      total_well_depth: 420,
      perforated_intervals_range_1: '180-260',
      perforated_intervals_range_2: null,
      measurements: [],
    });
  });

  it('lists its readings in time order, a reading without a time counting as noon', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    for (const { time, tag } of SAME_DAY) {
      await buildWellReading(testApp.db, site, {
        measurement_date: '2024-03-01',
        measurement_time: time,
        meas_comments: tag,
        submitted: true,
      });
    }
    const first = await buildWellReading(testApp.db, site, {
      measurement_date: '2024-02-29',
      measurement_depth: 104.25,
      surf_elev: 158.15,
      vert_datum: 'NAVD88',
      meas_method: 'Electric sounder',
      measured_by: 'FID',
      meas_comments: 'day before',
      submitted: true,
    });

    const { measurements } = await siteAt(`/api/wellsitedetails/wellsitemeasurements/${site.id}`);
    expect(measurements.map((reading) => reading.meas_comments)).toEqual(IN_TIME_ORDER);
    expect(measurements.map((reading) => reading.measurement_time)).toEqual([
      null,
      '08:00:00',
      null,
      '14:00:00',
    ]);
    expect(measurements[0]).toEqual({
      id: first.id,
      dms_site_id: site.dms_site_id,
      measurement_date: '2024-02-29',
      measurement_time: null,
      measurement_depth: 104.25,
      surf_elev: 158.15,
      vert_datum: 'NAVD88',
      meas_method: 'Electric sounder',
      meas_accuracy: null,
      no_measurement: null,
      quest_meas: null,
      measured_by: 'FID',
      meas_comments: 'day before',
      submitted: true,
    });
  });
});

describe('GET /api/wellsitedetails/streammonitoring/{id}: a streamflow site', () => {
  it('answers the site with the fields of spec 1 §3.6 and its stream stages in time order', async () => {
    const site = await buildStreamSite(testApp.db, {
      local_site_id: 'Kings River at Piedra',
      stream_name: 'Kings River',
      owner_id: agencies.city.id,
      monitor_by_id: agencies.dwr.id,
      source_gsa_id: gsa.id,
      source_gsp_id: cast.south.id,
      latitude: 36.8122,
      longitude: -119.3868,
      ground_surface_elev: 578,
      meas_type: 'Stage',
      interconnected_monitoring: true,
      link: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PIE',
    });
    for (const { time, tag } of SAME_DAY) {
      await buildStreamReading(testApp.db, site, {
        meas_date: '2024-03-01',
        meas_time: time,
        stream_stage: 4.5,
        meas_comments: tag,
        submitted: true,
      });
    }
    const first = await buildStreamReading(testApp.db, site, {
      meas_date: '2024-02-29',
      stream_stage: 3.75,
      meas_comments: 'day before',
      submitted: true,
    });

    const detail = await siteAt(`/api/wellsitedetails/streammonitoring/${site.id}`);
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(STREAM_SITE_SPEC_FIELDS));
    expect(detail).toMatchObject({
      id: site.id,
      local_site_id: 'Kings River at Piedra',
      stream_name: 'Kings River',
      owner_label: 'City of Fresno',
      monitor_by_label: 'DWR',
      source_gsa_label: 'Kings River East GSA',
      source_gsp_label: 'South Kings GSP',
      geometry: { type: 'Point', coordinates: [-119.3868, 36.8122] },
      ground_surface_elev: 578,
      meas_type: 'Stage',
      interconnected_monitoring: true,
      link: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PIE',
    });
    expect(detail.measurements.map((reading) => reading.meas_comments)).toEqual(IN_TIME_ORDER);
    expect(detail.measurements[0]).toEqual({
      id: first.id,
      dms_site_id: site.dms_site_id,
      meas_date: '2024-02-29',
      meas_time: null,
      stream_stage: 3.75,
      meas_comments: 'day before',
      submitted: true,
    });
  });
});

describe('GET /api/waterqualitymeasurements/{id}: a water quality site', () => {
  it('answers the well with its water quality results in time order', async () => {
    const site = await buildWellSite(testApp.db, {
      local_site_id: 'Caruthers 3',
      source_gsp_id: cast.north.id,
      wq_monitoring: true,
      gsp_threshold: 10,
    });
    for (const { time, tag } of SAME_DAY) {
      await buildWaterQualityReading(testApp.db, site, {
        meas_date: '2024-03-01',
        meas_time: time,
        characteristic: 'Arsenic',
        meas_comments: tag,
        submitted: true,
      });
    }
    const first = await buildWaterQualityReading(testApp.db, site, {
      meas_date: '2024-02-29',
      meas_time: '09:15',
      lab_name: 'BSK Associates',
      analytical_method: 'EPA 300.0',
      characteristic: 'Nitrate as N',
      result_value: 6.2,
      result_units: 'mg/L',
      result_qualifier: '=',
      sampled_by: 'FID',
      meas_comments: 'day before',
      submitted: true,
    });

    const detail = await siteAt(`/api/waterqualitymeasurements/${site.id}`);
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(WELL_SITE_SPEC_FIELDS));
    expect(detail).toMatchObject({
      id: site.id,
      local_site_id: 'Caruthers 3',
      wq_monitoring: true,
      gsp_wl_threshold_elev: 10,
      source_gsp_label: 'North Kings GSP',
    });
    expect(detail.measurements.map((reading) => reading.meas_comments)).toEqual(IN_TIME_ORDER);
    expect(detail.measurements[0]).toEqual({
      id: first.id,
      dms_site_id: site.dms_site_id,
      meas_date: '2024-02-29',
      meas_time: '09:15:00',
      lab_name: 'BSK Associates',
      analytical_method: 'EPA 300.0',
      characteristic: 'Nitrate as N',
      result_value: 6.2,
      result_units: 'mg/L',
      result_qualifier: '=',
      sampled_by: 'FID',
      meas_comments: 'day before',
      submitted: true,
    });
  });
});

describe('GET /api/subsidencemeasurements/{id}: a subsidence site', () => {
  it('answers the site with the fields of spec 1 §3.6 and its readings in time order', async () => {
    const site = await buildSubsidenceSite(testApp.db, {
      local_site_id: 'Benchmark P304',
      aquifer_zone: 'Upper',
      owner_id: agencies.fid.id,
      source_gsp_id: cast.north.id,
      origin_elevation: 251.3,
      origin_meas_date: '2015-06-01',
      meas_type: 'Continuous GPS',
      gsp_threshold: -2.5,
    });
    for (const { time, tag } of SAME_DAY) {
      await buildSubsidenceReading(testApp.db, site, {
        meas_date: '2024-03-01',
        meas_time: time,
        meas_comments: tag,
        submitted: true,
      });
    }
    const first = await buildSubsidenceReading(testApp.db, site, {
      meas_date: '2024-02-29',
      ua_compaction: 0.12,
      meas_elevation: 249.8,
      total_subsidence: -1.5,
      meas_accuracy: '0.05 ft',
      meas_comments: 'day before',
      submitted: true,
    });

    const detail = await siteAt(`/api/subsidencemeasurements/${site.id}`);
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(SUBSIDENCE_SITE_SPEC_FIELDS));
    expect(detail).toMatchObject({
      id: site.id,
      aquifer_zone: 'Upper',
      owner_label: 'Fresno Irrigation District',
      monitor_by_label: '',
      source_gsa_label: '',
      source_gsp_label: 'North Kings GSP',
      origin_elevation: 251.3,
      origin_meas_date: '2015-06-01',
      meas_type: 'Continuous GPS',
      gsp_threshold: -2.5,
    });
    expect(detail.measurements.map((reading) => reading.meas_comments)).toEqual(IN_TIME_ORDER);
    expect(detail.measurements[0]).toEqual({
      id: first.id,
      dms_site_id: site.dms_site_id,
      meas_date: '2024-02-29',
      meas_time: null,
      ua_compaction: 0.12,
      meas_elevation: 249.8,
      total_subsidence: -1.5,
      meas_accuracy: '0.05 ft',
      meas_comments: 'day before',
      submitted: true,
    });
  });
});

describe('GET /api/surfacewatermeasurements/{id}: an interconnected surface water site', () => {
  it('answers the site with its linked stream and wells, their readings and the wells’ ground surface', async () => {
    const stream = await buildStreamSite(testApp.db, { source_gsp_id: cast.north.id });
    const shallow = await buildWellSite(testApp.db, {
      source_gsp_id: cast.north.id,
      ground_surface_elev: 255.5,
    });
    const upper = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id, ground_surface_elev: 256 });
    const site = await buildInterconnectedSite(testApp.db, {
      local_site_id: 'Fancher Creek ISW',
      owner_id: agencies.fid.id,
      monitor_type: 'Stream and Wells',
      dms_strm_site_id: stream.id,
      dms_sa_site_id: shallow.id,
      dms_ua_site_id: upper.id,
      source_gsp_id: cast.north.id,
      latitude: 36.7001,
      longitude: -119.6502,
      origin_vert_grad_sa_ua: 0.04,
      meas_objective: 0.02,
    });
    await buildStreamReading(testApp.db, stream, {
      meas_date: '2024-04-02',
      stream_stage: 2.5,
      submitted: true,
    });
    await buildStreamReading(testApp.db, stream, {
      meas_date: '2024-04-01',
      stream_stage: 2.25,
      submitted: true,
    });
    await buildWellReading(testApp.db, shallow, {
      measurement_date: '2024-04-01',
      surf_elev: 240,
      submitted: true,
    });
    await buildWellReading(testApp.db, upper, {
      measurement_date: '2024-04-03',
      surf_elev: 231,
      submitted: true,
    });
    await buildWellReading(testApp.db, upper, {
      measurement_date: '2024-04-01',
      surf_elev: 230,
      submitted: true,
    });
    for (const { time, tag } of SAME_DAY) {
      await buildVerticalGradientReading(testApp.db, site, {
        stream_meas_date: '2024-03-01',
        stream_meas_time: time,
        meas_comments: tag,
        submitted: true,
      });
    }
    const first = await buildVerticalGradientReading(testApp.db, site, {
      stream_meas_date: '2024-02-29',
      stream_meas_time: '10:00',
      sa_gwe_meas_date: '2024-02-29',
      ua_gwe_meas_date: '2024-02-28',
      stream_stage: 2.1,
      sa_gwe: 240.2,
      ua_gwe: 230.4,
      vert_grad_sa_ua: 0.05,
      meas_comments: 'day before',
      submitted: true,
    });

    const detail = await siteAt(`/api/surfacewatermeasurements/${site.id}`);
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(INTERCONNECTED_SITE_SPEC_FIELDS));
    expect(detail).toMatchObject({
      id: site.id,
      dms_site_id: site.dms_site_id,
      local_site_id: 'Fancher Creek ISW',
      owner_label: 'Fresno Irrigation District',
      source_gsp_label: 'North Kings GSP',
      monitor_type_label: 'Stream and Wells',
      dms_strm_site_label: stream.dms_site_id,
      dms_sa_site_label: shallow.dms_site_id,
      dms_ua_site_label: upper.dms_site_id,
      dms_la_site_label: '',
      geometry: { type: 'Point', coordinates: [-119.6502, 36.7001] },
      origin_vert_grad_sa_ua: 0.04,
      meas_objective: 0.02,
      dms_sa_site_ground_surface_elev: 255.5,
      dms_ua_site_ground_surface_elev: 256,
      dms_la_site_ground_surface_elev: null,
      dms_la_site_measurements: [],
    });
    const stages = (detail.dms_strm_site_measurements as Reading[]).map((reading) => reading.stream_stage);
    expect(stages).toEqual([2.25, 2.5]);
    expect((detail.dms_strm_site_measurements as Reading[])[0].dms_site_id).toBe(stream.dms_site_id);
    expect((detail.dms_sa_site_measurements as Reading[]).map((reading) => reading.surf_elev)).toEqual([240]);
    expect((detail.dms_ua_site_measurements as Reading[]).map((reading) => reading.surf_elev)).toEqual([
      230, 231,
    ]);
    const gradients = detail.dms_vert_grad_sa_ua_measurements as Reading[];
    expect(gradients.map((reading) => reading.meas_comments)).toEqual(IN_TIME_ORDER);
    expect(gradients[0]).toEqual({
      id: first.id,
      dms_site_id: site.dms_site_id,
      stream_meas_date: '2024-02-29',
      stream_meas_time: '10:00:00',
      sa_gwe_meas_date: '2024-02-29',
      sa_gwe_meas_time: null,
      ua_gwe_meas_date: '2024-02-28',
      ua_gwe_meas_time: null,
      la_gwe_meas_date: null,
      la_gwe_meas_time: null,
      stream_stage: 2.1,
      sa_gwe: 240.2,
      ua_gwe: 230.4,
      la_gwe: null,
      horiz_grad_sa: null,
      horiz_grad_ua: null,
      horiz_grad_la: null,
      vert_grad_sa_ua: 0.05,
      vert_grad_ua_la: null,
      meas_accuracy: null,
      meas_comments: 'day before',
      submitted: true,
    });
  });

  it('answers empty blocks for a site linked to no stream and no wells', async () => {
    const site = await buildInterconnectedSite(testApp.db, { monitor_type: 'Wells Only' });
    expect(await siteAt(`/api/surfacewatermeasurements/${site.id}`)).toMatchObject({
      dms_strm_site_label: '',
      dms_sa_site_label: '',
      dms_sa_site_ground_surface_elev: null,
      dms_strm_site_measurements: [],
      dms_sa_site_measurements: [],
      dms_ua_site_measurements: [],
      dms_la_site_measurements: [],
      dms_vert_grad_sa_ua_measurements: [],
    });
  });
});

describe('readings not yet submitted on the detail screens', () => {
  /** For each detail path, the number of readings each user sees of a North GSP site with one of each. */
  const seen: Record<string, (headers: Headers) => Promise<number[]>> = {};
  beforeAll(async () => {
    const { db } = testApp;
    const gsp = { source_gsp_id: cast.north.id };
    const both = async (build: (submitted: boolean) => Promise<unknown>) => {
      await build(true);
      await build(false);
    };
    const count = (url: string, lists: string[]) => async (headers: Headers) => {
      const site = await siteAt(url, headers);
      return lists.map((list) => (site[list] as Reading[]).length);
    };

    const well = await buildWellSite(db, gsp);
    await both((submitted) => buildWellReading(db, well, { submitted }));
    await both((submitted) => buildWaterQualityReading(db, well, { submitted }));
    const stream = await buildStreamSite(db, gsp);
    await both((submitted) => buildStreamReading(db, stream, { submitted }));
    const subsidence = await buildSubsidenceSite(db, gsp);
    await both((submitted) => buildSubsidenceReading(db, subsidence, { submitted }));
    const interconnected = await buildInterconnectedSite(db, {
      ...gsp,
      dms_strm_site_id: stream.id,
      dms_ua_site_id: well.id,
    });
    await both((submitted) => buildVerticalGradientReading(db, interconnected, { submitted }));

    seen.waterLevel = count(`/api/wellsitedetails/wellsitemeasurements/${well.id}`, ['measurements']);
    seen.streamflow = count(`/api/wellsitedetails/streammonitoring/${stream.id}`, ['measurements']);
    seen.waterQuality = count(`/api/waterqualitymeasurements/${well.id}`, ['measurements']);
    seen.subsidence = count(`/api/subsidencemeasurements/${subsidence.id}`, ['measurements']);
    seen.interconnected = count(`/api/surfacewatermeasurements/${interconnected.id}`, [
      'dms_strm_site_measurements',
      'dms_ua_site_measurements',
      'dms_vert_grad_sa_ua_measurements',
    ]);
  });

  const seenBy = async (headers: Headers) =>
    Object.fromEntries(
      await Promise.all(Object.entries(seen).map(async ([screen, count]) => [screen, await count(headers)])),
    );

  it("hides them from a user not associated with the site's GSP", async () => {
    expect(await seenBy(cast.outsider.headers)).toEqual({
      waterLevel: [1],
      streamflow: [1],
      waterQuality: [1],
      subsidence: [1],
      interconnected: [1, 1, 1],
    });
  });

  it("shows them to members of the site's GSP and to administrators", async () => {
    const all = {
      waterLevel: [2],
      streamflow: [2],
      waterQuality: [2],
      subsidence: [2],
      interconnected: [2, 2, 2],
    };
    expect(await seenBy(cast.member.headers)).toEqual(all);
    expect(await seenBy(admin)).toEqual(all);
  });

  it('shows administrators the unsubmitted readings of a site that belongs to no GSP, as the lists count them', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: null });
    await buildWellReading(testApp.db, site, { submitted: true, measurement_date: '2021-03-01' });
    await buildWellReading(testApp.db, site, { submitted: false, measurement_date: '2022-03-01' });
    const detail = await siteAt(`/api/wellsitedetails/wellsitemeasurements/${site.id}`, admin);
    expect((detail.measurements as Reading[]).length).toBe(2);
    const outsiders = await siteAt(
      `/api/wellsitedetails/wellsitemeasurements/${site.id}`,
      cast.outsider.headers,
    );
    expect((outsiders.measurements as Reading[]).length).toBe(1);
  });
});

describe('detail paths that name no site', () => {
  const DETAIL_PATHS = [
    '/api/wellsitedetails/wellsitemeasurements',
    '/api/wellsitedetails/streammonitoring',
    '/api/waterqualitymeasurements',
    '/api/subsidencemeasurements',
    '/api/surfacewatermeasurements',
  ];

  it("answers 404 'Site not found.' for an id no site has, or one that is not a number", async () => {
    for (const path of DETAIL_PATHS) {
      for (const id of ['987654', 'abc', '12abc', '0', '99999999999', 'constructor']) {
        const response = await get(`${path}/${id}`, admin);
        expect(response.statusCode, `${path}/${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Site not found.' });
      }
    }
  });

  it('answers 404 for a wellsitedetails target other than wellsitemeasurements and streammonitoring', async () => {
    const site = await buildWellSite(testApp.db);
    for (const target of ['other', 'waterqualitymeasurements']) {
      const response = await get(`/api/wellsitedetails/${target}/${site.id}`, admin);
      expect(response.statusCode, target).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('requires sign-in', async () => {
    const site = await buildWellSite(testApp.db);
    for (const path of DETAIL_PATHS) {
      const response = await get(`${path}/${site.id}`);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});
