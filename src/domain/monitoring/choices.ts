/** Choice lists of the monitoring records (spec 1 §3.3-§3.6, spec 2 §3). */
export const COORDINATE_METHODS = ['GPS', 'Survey', 'Digitize from USGS Quad Maps', 'Unknown'] as const;
export const MONITOR_SITE_TYPES = ['Representative', 'Monitoring'] as const;
export const HORIZONTAL_DATUMS = ['NAD83', 'NAD27', 'WGS84'] as const;
export const VERTICAL_DATUMS = ['NAVD88', 'NGVD29'] as const;
// The server's choice lists of spec 2 §7 use DWR's own vocabulary, so DWR station data loads as it is.
export const WELL_USES = [
  'Irrigation',
  'Observation',
  'Public Supply',
  'Residential',
  'Industrial',
  'Stockwatering',
  'Other',
  'Unknown',
] as const;
export const WELL_STATUSES = ['Active', 'Inactive', 'Destroyed', 'Unknown'] as const;
export const WELL_COMPLETION_TYPES = [
  'Single Well',
  'Part of a nested/multi-completion well',
  'Unknown',
] as const;
export const AQUIFER_DESIGNATIONS = ['Upper', 'Lower', 'Composite', 'Shallow', 'Unknown'] as const;
export const STREAM_MEASUREMENT_TYPES = ['Stage', 'Discharge', 'Stage and Discharge'] as const;
export const SUBSIDENCE_MEASUREMENT_TYPES = [
  'Continuous GPS',
  'Survey Benchmark',
  'Extensometer',
  'InSAR',
] as const;
export const INTERCONNECTED_MONITOR_TYPES = ['Stream and Wells', 'Wells Only', 'Stream Only'] as const;
export const POWER_TYPES = ['Electric', 'Diesel', 'Natural Gas', 'Solar', 'None', 'Unknown'] as const;
export const VOLUMETRIC_CALC_TYPES = ['Kw/h', 'Hours', 'AF'] as const;

/** Interim milestone years of a plan (spec 1 §9); stored per site so a later plan can carry its own. */
export const DEFAULT_MILESTONE_YEARS = { yr5: 2025, yr10: 2030, yr15: 2035 } as const;
