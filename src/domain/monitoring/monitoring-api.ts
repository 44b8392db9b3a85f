/**
 * What the monitoring endpoints answer (spec 1 §3.5-§3.6, §7). Numbers are numbers, dates are
 * 'YYYY-MM-DD', times 'HH:MM:SS' or null; a site's geometry is a GeoJSON point [longitude, latitude].
 */
export interface PointGeometry {
  type: 'Point';
  coordinates: [number, number];
}

interface SiteRowBase {
  id: number;
  dms_site_id: string;
  local_site_id: string | null;
  source_gsp_label: string;
  geometry: PointGeometry;
}

/** 'MM/DD/YYYY - MM/DD/YYYY' of the first and last reading, '' without readings. */
type DateRange = string;

export interface WaterLevelSiteRow extends SiteRowBase {
  monitor_site_type: string | null;
  source_gsa_label: string;
  num_measurements: number;
  date_range: DateRange;
  wl_monitoring: boolean;
}
export interface InterconnectedSiteRow extends SiteRowBase {
  monitor_type_label: string;
  dms_strm_site_label: string;
  dms_sa_site_label: string;
  dms_ua_site_label: string;
  dms_la_site_label: string;
}
export interface SubsidenceSiteRow extends SiteRowBase {
  owner_label: string;
  monitor_by_label: string;
  meas_type_label: string;
  gsp_mon_network: boolean;
  num_measurements: number;
  date_range: DateRange;
}
export interface WaterQualitySiteRow extends SiteRowBase {
  gsp_mon_network: boolean;
  /** The characteristics measured at the site, joined by ', '. */
  characteristics: string;
  /** Each characteristic with its number of results, e.g. 'Nitrate (12), Arsenic (3)'. */
  characteristic_counts: string;
  wq_monitoring: boolean;
}
export interface StreamflowSiteRow extends SiteRowBase {
  owner_label: string;
  monitor_by_label: string;
  meas_type_label: string;
  interconnected_monitoring: boolean;
  num_measurements: number;
  date_range: DateRange;
  link: string | null;
}

/** GET /api/wellsitesummary/{target} */
export interface SiteSummary<Row> {
  sites: Row[];
}

interface MeasurementBase {
  id: number;
  dms_site_id: string;
  submitted: boolean;
}
export interface WellMeasurement extends MeasurementBase {
  measurement_date: string;
  measurement_time: string | null;
  measurement_depth: number | null;
  surf_elev: number | null;
  vert_datum: string | null;
  meas_method: string | null;
  meas_accuracy: string | null;
  no_measurement: string | null;
  quest_meas: string | null;
  measured_by: string | null;
  meas_comments: string | null;
}
export interface WaterQualityMeasurement extends MeasurementBase {
  meas_date: string;
  meas_time: string | null;
  lab_name: string | null;
  analytical_method: string | null;
  characteristic: string;
  result_value: number | null;
  result_units: string | null;
  result_qualifier: string | null;
  sampled_by: string | null;
  meas_comments: string | null;
}
export interface SubsidenceMeasurement extends MeasurementBase {
  meas_date: string;
  meas_time: string | null;
  ua_compaction: number | null;
  meas_elevation: number | null;
  total_subsidence: number | null;
  meas_accuracy: string | null;
  meas_comments: string | null;
}
export interface StreamMeasurement extends MeasurementBase {
  meas_date: string;
  meas_time: string | null;
  stream_stage: number | null;
  meas_comments: string | null;
}
export interface VerticalGradientMeasurement extends MeasurementBase {
  stream_meas_date: string | null;
  stream_meas_time: string | null;
  sa_gwe_meas_date: string | null;
  sa_gwe_meas_time: string | null;
  ua_gwe_meas_date: string | null;
  ua_gwe_meas_time: string | null;
  la_gwe_meas_date: string | null;
  la_gwe_meas_time: string | null;
  stream_stage: number | null;
  sa_gwe: number | null;
  ua_gwe: number | null;
  la_gwe: number | null;
  horiz_grad_sa: number | null;
  horiz_grad_ua: number | null;
  horiz_grad_la: number | null;
  vert_grad_sa_ua: number | null;
  vert_grad_ua_la: number | null;
  meas_accuracy: string | null;
  meas_comments: string | null;
}

/**
 * A site as the detail endpoints answer it with `?measurements=false`: every field of its FieldDefinition
 * list (site-definitions.ts) under its name, each reference also as `{name without _id}_label`, and the
 * geometry.
 */
export type SiteHeader = Record<string, unknown> & {
  id: number;
  dms_site_id: string;
  geometry: PointGeometry;
  source_gsa_label: string;
  source_gsp_label: string;
};

/** A site as the detail endpoints answer it by default: with every reading. */
export type SiteDetail<Measurement> = SiteHeader & { measurements: Measurement[] };

/** GET /api/surfacewatermeasurements/{id}?measurements=false: the interconnected site and its linked sites. */
export type InterconnectedSiteHeader = Record<string, unknown> & {
  id: number;
  dms_site_id: string;
  geometry: PointGeometry;
  dms_strm_site_id: number | null;
  dms_sa_site_id: number | null;
  dms_ua_site_id: number | null;
  dms_la_site_id: number | null;
  dms_strm_site_label: string;
  dms_sa_site_label: string;
  dms_ua_site_label: string;
  dms_la_site_label: string;
  dms_sa_site_ground_surface_elev: number | null;
  dms_ua_site_ground_surface_elev: number | null;
  dms_la_site_ground_surface_elev: number | null;
};

/** GET /api/surfacewatermeasurements/{id}: the interconnected site with its five blocks. */
export type InterconnectedSiteDetail = InterconnectedSiteHeader & {
  dms_strm_site_measurements: StreamMeasurement[];
  dms_sa_site_measurements: WellMeasurement[];
  dms_ua_site_measurements: WellMeasurement[];
  dms_la_site_measurements: WellMeasurement[];
  dms_vert_grad_sa_ua_measurements: VerticalGradientMeasurement[];
};

/** Every detail answer is `{ site }` (spec 1 §7). */
export interface SiteDetailAnswer<Site> {
  site: Site;
}

/**
 * The reading targets of the bounded reads the screens use (issue 17): a site's readings of one kind, a
 * page at a time (`GET /api/sitereadings/{target}/{site id}`) or as a chart (`GET /api/sitecharts/...`).
 */
export const SITE_READING_TARGETS = [
  'wellsitemeasurements',
  'streammonitoring',
  'waterqualitymeasurements',
  'subsidencemeasurements',
  'surfacewatermeasurements',
] as const;
export type SiteReadingTarget = (typeof SITE_READING_TARGETS)[number];

/** GET /api/sitereadings/{target}/{id}?limit=&offset=&ordering=: one page of a site's readings. */
export interface SiteReadingsPage<Measurement> {
  count: number;
  results: Measurement[];
}

/**
 * GET /api/sitelists/{target}?limit=&offset=&ordering=&search=: one page of a monitoring list, filtered and
 * sorted on the server, its rows as GET wellsitesummary/{target} gives them (issue 17).
 */
export interface SiteListPage<Row> {
  count: number;
  results: Row[];
}

/**
 * GET /api/sitelists/{target}/markers?search=: a site the list finds, as its map view draws it:
 * [id, longitude, latitude, DMS site id, local site id, site type (water level sites; else null)].
 */
export type SiteListMarker = [number, number, number, string, string | null, string | null];
