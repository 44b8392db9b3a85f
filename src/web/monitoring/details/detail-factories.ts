import type {
  InterconnectedSiteDetail,
  PointGeometry,
  SiteDetail,
  StreamMeasurement,
  SubsidenceMeasurement,
  VerticalGradientMeasurement,
  WaterQualityMeasurement,
  WellMeasurement,
} from '../../../domain/monitoring/monitoring-api';

/** Sites and readings as the detail endpoints answer them, for tests. */

const geometry: PointGeometry = { type: 'Point', coordinates: [-120.251234, 37.054321] };

export function buildWellReading(id: number, overrides: Partial<WellMeasurement> = {}): WellMeasurement {
  return {
    id,
    dms_site_id: 'MW-001',
    submitted: true,
    measurement_date: `${2010 + (id % 10)}-04-15`,
    measurement_time: null,
    measurement_depth: 100 + id,
    surf_elev: 150 - id,
    vert_datum: 'NAVD88',
    meas_method: 'Steel Tape',
    meas_accuracy: null,
    no_measurement: null,
    quest_meas: null,
    measured_by: 'County staff',
    meas_comments: null,
    ...overrides,
  };
}

export function buildWellSite(
  overrides: Partial<SiteDetail<WellMeasurement>> = {},
): SiteDetail<WellMeasurement> {
  return {
    id: 11,
    dms_site_id: 'MW-001',
    local_site_id: 'Well 7',
    dwr_well_id: '12S18E01A001M',
    source_org_id: 2,
    source_org_label: 'Madera County',
    well_owner_id: 3,
    well_owner_label: 'Madera Irrigation District',
    monitor_by_id: 2,
    monitor_by_label: 'Madera County',
    latitude: 37.054321,
    longitude: -120.251234,
    horz_datum: 'NAD83',
    ground_surface_elev: 1250.5,
    meas_elev_date: '2001-02-03',
    source_gsa_id: 4,
    source_gsa_label: 'Madera County GSA',
    source_gsp_id: 5,
    source_gsp_label: 'Madera Subbasin GSP',
    gsp_mon_network: true,
    wl_monitoring: true,
    wq_monitoring: false,
    monitor_site_type: 'Representative',
    gsp_threshold: 60,
    measurable_objective: 120,
    yr5_milestone: 100,
    yr10_milestone: null,
    yr15_milestone: null,
    well_use: 'Irrigation',
    total_well_depth: 400,
    power_type: 'Electric',
    geometry,
    measurements: [buildWellReading(1), buildWellReading(2)],
    ...overrides,
  };
}

export function buildStreamReading(
  id: number,
  overrides: Partial<StreamMeasurement> = {},
): StreamMeasurement {
  return {
    id,
    dms_site_id: 'ST-001',
    submitted: true,
    meas_date: `${2015 + (id % 5)}-06-01`,
    meas_time: '08:00:00',
    stream_stage: 3 + id / 10,
    meas_comments: null,
    ...overrides,
  };
}

export function buildStreamSite(
  overrides: Partial<SiteDetail<StreamMeasurement>> = {},
): SiteDetail<StreamMeasurement> {
  return {
    id: 21,
    dms_site_id: 'ST-001',
    local_site_id: 'Fresno River at Madera',
    stream_name: 'Fresno River',
    owner_id: 3,
    owner_label: 'Madera Irrigation District',
    link: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=FRM',
    latitude: 36.95,
    longitude: -120.06,
    ground_surface_elev: 250,
    source_gsa_id: 4,
    source_gsa_label: 'Madera County GSA',
    source_gsp_id: 5,
    source_gsp_label: 'Madera Subbasin GSP',
    meas_type: 'Stage',
    interconnected_monitoring: true,
    geometry,
    measurements: [buildStreamReading(1), buildStreamReading(2)],
    ...overrides,
  };
}

export function buildQualityReading(
  id: number,
  overrides: Partial<WaterQualityMeasurement> = {},
): WaterQualityMeasurement {
  return {
    id,
    dms_site_id: 'WQ-001',
    submitted: true,
    meas_date: `${2016 + (id % 4)}-09-12`,
    meas_time: '10:15:00',
    lab_name: 'Valley Labs',
    analytical_method: 'EPA 300.0',
    characteristic: 'Nitrate',
    result_value: 4 + id / 10,
    result_units: 'mg/L',
    result_qualifier: null,
    sampled_by: 'J. Ortiz',
    meas_comments: null,
    ...overrides,
  };
}

export function buildWaterQualitySite(
  overrides: Partial<SiteDetail<WaterQualityMeasurement>> = {},
): SiteDetail<WaterQualityMeasurement> {
  return {
    ...buildWellSite(),
    id: 31,
    dms_site_id: 'WQ-001',
    wq_monitoring: true,
    measurements: [buildQualityReading(1), buildQualityReading(2, { characteristic: 'Arsenic' })],
    ...overrides,
  } as SiteDetail<WaterQualityMeasurement>;
}

export function buildSubsidenceReading(
  id: number,
  overrides: Partial<SubsidenceMeasurement> = {},
): SubsidenceMeasurement {
  return {
    id,
    dms_site_id: 'SUB-001',
    submitted: true,
    meas_date: `${2012 + id}-01-01`,
    meas_time: null,
    ua_compaction: 0.1 * id,
    meas_elevation: 210 - 0.2 * id,
    total_subsidence: -0.2 * id,
    meas_accuracy: null,
    meas_comments: null,
    ...overrides,
  };
}

export function buildSubsidenceSite(
  overrides: Partial<SiteDetail<SubsidenceMeasurement>> = {},
): SiteDetail<SubsidenceMeasurement> {
  return {
    id: 41,
    dms_site_id: 'SUB-001',
    local_site_id: 'P566',
    aquifer_zone: 'Upper',
    owner_id: 3,
    owner_label: 'UNAVCO',
    latitude: 37.1,
    longitude: -120.3,
    origin_elevation: 212.4,
    source_gsa_id: 4,
    source_gsa_label: 'Madera County GSA',
    source_gsp_id: 5,
    source_gsp_label: 'Madera Subbasin GSP',
    meas_type: 'Continuous GPS',
    gsp_mon_network: true,
    gsp_threshold: -3,
    geometry,
    measurements: [buildSubsidenceReading(1), buildSubsidenceReading(2)],
    ...overrides,
  };
}

export function buildGradientReading(
  id: number,
  overrides: Partial<VerticalGradientMeasurement> = {},
): VerticalGradientMeasurement {
  return {
    id,
    dms_site_id: 'IS-001',
    submitted: true,
    stream_meas_date: '2021-05-01',
    stream_meas_time: null,
    sa_gwe_meas_date: '2021-05-01',
    sa_gwe_meas_time: null,
    ua_gwe_meas_date: '2021-05-02',
    ua_gwe_meas_time: null,
    la_gwe_meas_date: null,
    la_gwe_meas_time: null,
    stream_stage: 4.2,
    sa_gwe: 101.5,
    ua_gwe: 99.1,
    la_gwe: null,
    horiz_grad_sa: null,
    horiz_grad_ua: null,
    horiz_grad_la: null,
    vert_grad_sa_ua: 0.024,
    vert_grad_ua_la: null,
    meas_accuracy: null,
    meas_comments: null,
    ...overrides,
  };
}

export function buildInterconnectedSite(
  overrides: Partial<InterconnectedSiteDetail> = {},
): InterconnectedSiteDetail {
  return {
    id: 51,
    dms_site_id: 'IS-001',
    local_site_id: 'Chowchilla Bypass',
    owner_id: 3,
    owner_label: 'Madera Irrigation District',
    monitor_type: 'Stream and Wells',
    dms_strm_site_id: 21,
    dms_strm_site_label: 'ST-001',
    dms_sa_site_id: null,
    dms_sa_site_label: '',
    dms_ua_site_id: 11,
    dms_ua_site_label: 'MW-001',
    dms_la_site_id: null,
    dms_la_site_label: '',
    latitude: 37.05,
    longitude: -120.25,
    source_gsa_id: 4,
    source_gsa_label: 'Madera County GSA',
    source_gsp_id: 5,
    source_gsp_label: 'Madera Subbasin GSP',
    dms_sa_site_ground_surface_elev: null,
    dms_ua_site_ground_surface_elev: 255.5,
    dms_la_site_ground_surface_elev: null,
    geometry,
    dms_strm_site_measurements: [buildStreamReading(1)],
    dms_sa_site_measurements: [],
    dms_ua_site_measurements: [buildWellReading(1), buildWellReading(2)],
    dms_la_site_measurements: [],
    dms_vert_grad_sa_ua_measurements: [],
    ...overrides,
  };
}
