import type { SubsidenceMeasurement, WaterQualityMeasurement, WellMeasurement } from '../monitoring-api';

/** Readings as the detail endpoints answer them, for tests; every field present, override what matters. */
export function buildWellReading(overrides: Partial<WellMeasurement> = {}): WellMeasurement {
  return {
    id: 1,
    dms_site_id: 'MW-001',
    submitted: true,
    measurement_date: '2015-03-15',
    measurement_time: null,
    measurement_depth: 120.25,
    surf_elev: 85.44,
    vert_datum: 'NAVD88',
    meas_method: null,
    meas_accuracy: null,
    no_measurement: null,
    quest_meas: null,
    measured_by: null,
    meas_comments: null,
    ...overrides,
  };
}

export function buildQualityReading(
  overrides: Partial<WaterQualityMeasurement> = {},
): WaterQualityMeasurement {
  return {
    id: 1,
    dms_site_id: 'WQ-001',
    submitted: true,
    meas_date: '2019-06-01',
    meas_time: null,
    lab_name: null,
    analytical_method: null,
    characteristic: 'Nitrate',
    result_value: 4.2,
    result_units: 'mg/L',
    result_qualifier: null,
    sampled_by: null,
    meas_comments: null,
    ...overrides,
  };
}

export function buildSubsidenceReading(
  overrides: Partial<SubsidenceMeasurement> = {},
): SubsidenceMeasurement {
  return {
    id: 1,
    dms_site_id: 'SUB-1',
    submitted: true,
    meas_date: '2018-01-01',
    meas_time: null,
    ua_compaction: 0.1,
    meas_elevation: 210.3,
    total_subsidence: -0.4,
    meas_accuracy: null,
    meas_comments: null,
    ...overrides,
  };
}
