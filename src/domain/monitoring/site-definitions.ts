import {
  AQUIFER_DESIGNATIONS,
  COORDINATE_METHODS,
  HORIZONTAL_DATUMS,
  INTERCONNECTED_MONITOR_TYPES,
  MONITOR_SITE_TYPES,
  POWER_TYPES,
  STREAM_MEASUREMENT_TYPES,
  SUBSIDENCE_MEASUREMENT_TYPES,
  VERTICAL_DATUMS,
  VOLUMETRIC_CALC_TYPES,
  WELL_COMPLETION_TYPES,
  WELL_STATUSES,
  WELL_USES,
} from './choices';
import type { FieldDefinition } from './field-definitions';

type Field = FieldDefinition;
const text = (name: string, label: string, section: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: 'text',
  section,
  ...extra,
});
const number = (name: string, label: string, section: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: 'number',
  section,
  ...extra,
});
const flag = (name: string, label: string, section: string): Field => ({
  name,
  label,
  type: 'boolean',
  section,
});
const choice = (name: string, label: string, section: string, choices: readonly string[]): Field => ({
  name,
  label,
  type: 'choice',
  choices,
  section,
});
const agency = (name: string, label: string, section: string, required = false): Field => ({
  name,
  label,
  type: 'reference',
  references: 'agency',
  section,
  required,
});

/**
 * Latitude and longitude, required and range-checked: a point on Earth, and swapped coordinates
 * (latitude -121.2, longitude 38.4) refused. Every site record shares them, groundwater sites too.
 */
export const coordinateFields = (section?: string): [Field, Field] => [
  {
    name: 'latitude',
    label: 'Latitude',
    type: 'number',
    required: true,
    min: -90,
    max: 90,
    ...(section ? { section } : {}),
  },
  {
    name: 'longitude',
    label: 'Longitude',
    type: 'number',
    required: true,
    min: -180,
    max: 180,
    ...(section ? { section } : {}),
  },
];

/** The public land survey and coordinate fields every site kind shares. */
const location = (section: string): Field[] => [
  ...coordinateFields(section),
  choice('horz_datum', 'Horizontal Datum', section, HORIZONTAL_DATUMS),
  choice('coordinate_method', 'Coordinate Method', section, COORDINATE_METHODS),
  text('coordinate_accuracy', 'Coordinate Accuracy', section, { maxLength: 100 }),
  text('township', 'Township', section, { maxLength: 20 }),
  text('range', 'Range', section, { maxLength: 20 }),
  text('section', 'Section', section, { maxLength: 20 }),
  text('quarter_section', 'Quarter Section', section, { maxLength: 20 }),
];

/** Threshold, objective and the interim milestones (spec 1 §9: 2025, 2030, 2035). */
const sustainabilityCriteria = (section: string, objective = 'measurable_objective'): Field[] => [
  number('gsp_threshold', 'Minimum Threshold', section),
  number(objective, 'Measurable Objective', section),
  number('yr5_milestone', 'Interim Milestone (2025)', section),
  number('yr10_milestone', 'Interim Milestone (2030)', section),
  number('yr15_milestone', 'Interim Milestone (2035)', section),
];

const plan = (section: string, gspRequired = false): Field[] => [
  { name: 'source_gsa_id', label: 'Source GSA', type: 'reference', references: 'gsa', section },
  {
    name: 'source_gsp_id',
    label: 'Source GSP',
    type: 'reference',
    references: 'gsp',
    section,
    required: gspRequired,
  },
];

const IDENT = 'Identification';
const LOC = 'Location';
const GSRP = 'Ground Surface and Reference Point Information';
const PLAN = 'Plan Information';
const DRILL = 'Drilling Information';
const PUMP = 'Motor/Pump Information';
const LOC_ELEV = 'Location and Elevation';

/** Well sites: water level and water quality monitoring (spec 1 §3.6, spec 2 §3). */
export const WELL_SITE_FIELDS: Field[] = [
  text('dms_site_id', 'DMS Site ID', IDENT, { required: true, maxLength: 50 }),
  text('local_site_id', 'Local Site ID or Name', IDENT, { maxLength: 100 }),
  text('alt_site_id', 'Alternate Site ID', IDENT, { maxLength: 100 }),
  text('origin_site_id', 'Origin Site ID', IDENT, { maxLength: 100 }),
  text('dwr_well_id', 'State Well Number', IDENT, { maxLength: 50 }),
  text('casgem_well_id', 'CASGEM Well ID', IDENT, { maxLength: 50 }),
  // DWR's periodic groundwater level data set names its wells by this code (issue 18)
  text('dwr_site_code', 'DWR Site Code', IDENT, { maxLength: 18 }),
  agency('source_org_id', 'Source Organization', IDENT),
  agency('well_owner_id', 'Well Owner', IDENT),
  agency('monitor_by_id', 'Monitored By', IDENT),
  ...location(LOC),
  text('basin_code', 'Basin Code', LOC, { maxLength: 20 }),
  number('ground_surface_elev', 'Ground Surface Elevation (ft)', GSRP),
  { name: 'meas_elev_date', label: 'Elevation Measured On', type: 'date', section: GSRP },
  text('elevation_method', 'Elevation Method', GSRP, { maxLength: 100 }),
  text('elevation_source', 'Elevation Source', GSRP, { maxLength: 100 }),
  text('elevation_accuracy', 'Elevation Accuracy', GSRP, { maxLength: 100 }),
  number('rpe', 'Reference Point Elevation (ft)', GSRP),
  text('rp_desc', 'Reference Point Description', GSRP, { maxLength: 250 }),
  choice('vert_datum', 'Vertical Datum', GSRP, VERTICAL_DATUMS),
  ...plan(PLAN),
  flag('gsp_mon_network', 'GSP Monitoring Network', PLAN),
  choice('monitor_site_type', 'SGMA Monitoring Site Type', PLAN, MONITOR_SITE_TYPES),
  choice('aquifer_designation', 'Aquifer Designation', PLAN, AQUIFER_DESIGNATIONS),
  flag('wl_monitoring', 'Water Level Monitoring', PLAN),
  flag('wq_monitoring', 'Water Quality Monitoring', PLAN),
  flag('interconnected_monitoring', 'Interconnected Monitoring', PLAN),
  ...sustainabilityCriteria(PLAN),
  text('well_notes', 'Notes', PLAN),
  choice('well_use', 'Well Use', DRILL, WELL_USES),
  choice('well_status', 'Well Status', DRILL, WELL_STATUSES),
  choice('well_completion_type', 'Well Completion Type', DRILL, WELL_COMPLETION_TYPES),
  text('well_completion_number', 'Well Completion Report Number', DRILL, { maxLength: 50 }),
  { name: 'date_drilled', label: 'Date Drilled', type: 'date', section: DRILL },
  number('total_well_depth', 'Total Well Depth (ft)', DRILL),
  number('perforated_interval_top', 'Top of Perforations (ft)', DRILL),
  number('perforated_interval_bottom', 'Bottom of Perforations (ft)', DRILL),
  text('perforated_intervals_screen', 'Perforated Intervals', DRILL, { maxLength: 250 }),
  ...Array.from({ length: 10 }, (_, index) =>
    text(`perforated_intervals_range_${index + 1}`, `Perforated Interval ${index + 1}`, DRILL, {
      maxLength: 50,
    }),
  ),
  choice('power_type', 'Power Type', PUMP, POWER_TYPES),
  choice('volumetric_calc_type', 'Volumetric Pumping Calculation', PUMP, VOLUMETRIC_CALC_TYPES),
];

/** Stream sites (spec 1 §3.6, spec 2 §3 and §5: dms_site_id, local_site_id, owner and GSP required). */
export const STREAM_SITE_FIELDS: Field[] = [
  text('dms_site_id', 'DMS Site ID', IDENT, { required: true, maxLength: 50 }),
  text('local_site_id', 'Local Site ID', IDENT, { required: true, maxLength: 100 }),
  text('alt_site_id', 'Alternate Site ID', IDENT, { maxLength: 100 }),
  text('stream_name', 'Name of Stream', IDENT, { maxLength: 200 }),
  agency('owner_id', 'Site Owner or Operator', IDENT, true),
  agency('monitor_by_id', 'Monitored By', IDENT),
  // shown as a link on the list and the detail screen: only http(s) addresses (no javascript:)
  text('link', 'Source Data', IDENT, { maxLength: 500, format: 'url' }),
  ...location(LOC_ELEV),
  // spec 2 §5: the stream site form's one number rule has its own message
  number('ground_surface_elev', 'Origin Elevation (ft)', LOC_ELEV, { invalidMessage: 'Value is not valid' }),
  { name: 'meas_elev_date', label: 'Elevation Measured On', type: 'date', section: LOC_ELEV },
  choice('vert_datum', 'Vertical Datum', LOC_ELEV, VERTICAL_DATUMS),
  text('elevation_source', 'Elevation Source', LOC_ELEV, { maxLength: 100 }),
  text('elevation_accuracy', 'Elevation Accuracy', LOC_ELEV, { maxLength: 100 }),
  ...plan(PLAN, true),
  choice('meas_type', 'Measurement Type', PLAN, STREAM_MEASUREMENT_TYPES),
  flag('interconnected_monitoring', 'Interconnected Monitoring', PLAN),
  text('site_notes', 'Notes', PLAN),
];

/** Subsidence sites (spec 1 §3.6, spec 2 §3 and §5). */
export const SUBSIDENCE_SITE_FIELDS: Field[] = [
  text('dms_site_id', 'DMS Site ID', IDENT, { required: true, maxLength: 50 }),
  text('local_site_id', 'Local Site ID', IDENT, { required: true, maxLength: 100 }),
  text('alt_site_id', 'Alternate Site ID', IDENT, { maxLength: 100 }),
  text('aquifer_zone', 'Aquifer Zone', IDENT, { maxLength: 100 }),
  agency('owner_id', 'Site Owner or Operator', IDENT, true),
  agency('monitor_by_id', 'Monitored By', IDENT),
  ...location(LOC_ELEV),
  number('origin_elevation', 'Origin Elevation (ft)', LOC_ELEV),
  { name: 'origin_meas_date', label: 'Origin Measured On', type: 'date', section: LOC_ELEV },
  choice('vert_datum', 'Vertical Datum', LOC_ELEV, VERTICAL_DATUMS),
  text('elevation_source', 'Elevation Source', LOC_ELEV, { maxLength: 100 }),
  text('elevation_accuracy', 'Elevation Accuracy', LOC_ELEV, { maxLength: 100 }),
  ...plan(PLAN, true),
  choice('meas_type', 'Measurement Type', PLAN, SUBSIDENCE_MEASUREMENT_TYPES),
  flag('gsp_mon_network', 'GSP Monitoring Network', PLAN),
  ...sustainabilityCriteria(PLAN),
  text('site_notes', 'Notes', PLAN),
];

/** Interconnected surface water sites, linked to a stream site and up to three wells (spec 1 §3.6). */
export const INTERCONNECTED_SITE_FIELDS: Field[] = [
  text('dms_site_id', 'DMS Site ID', 'Identification/Location', { required: true, maxLength: 50 }),
  text('local_site_id', 'Local Site ID', 'Identification/Location', { maxLength: 100 }),
  text('alt_site_id', 'Alternate Site ID', 'Identification/Location', { maxLength: 100 }),
  agency('owner_id', 'Site Owner or Operator', 'Identification/Location'),
  agency('monitor_by_id', 'Monitored By', 'Identification/Location'),
  choice('monitor_type', 'Monitor Type', 'Identification/Location', INTERCONNECTED_MONITOR_TYPES),
  {
    name: 'dms_strm_site_id',
    label: 'DMS Stream Site ID',
    type: 'reference',
    references: 'stream site',
    section: 'Identification/Location',
  },
  {
    name: 'dms_sa_site_id',
    label: 'DMS Shallow GW Well Site ID',
    type: 'reference',
    references: 'well site',
    section: 'Identification/Location',
  },
  {
    name: 'dms_ua_site_id',
    label: 'DMS Upper Aquifer Well Site ID',
    type: 'reference',
    references: 'well site',
    section: 'Identification/Location',
  },
  {
    name: 'dms_la_site_id',
    label: 'DMS Lower Aquifer Well Site ID',
    type: 'reference',
    references: 'well site',
    section: 'Identification/Location',
  },
  ...coordinateFields('Identification/Location'),
  ...plan(PLAN),
  number('origin_horz_grad_sa', 'Horizontal Gradient, Shallow (origin)', PLAN),
  number('origin_horz_grad_ua', 'Horizontal Gradient, Upper Aquifer (origin)', PLAN),
  number('origin_horz_grad_la', 'Horizontal Gradient, Lower Aquifer (origin)', PLAN),
  number('origin_vert_grad_sa_ua', 'Vertical Gradient, Shallow to Upper (origin)', PLAN),
  number('origin_vert_grad_ua_la', 'Vertical Gradient, Upper to Lower (origin)', PLAN),
  flag('gsp_mon_network', 'GSP Monitoring Network', PLAN),
  ...sustainabilityCriteria(PLAN, 'meas_objective'),
  text('site_notes', 'Notes', PLAN),
];
