import type { FieldDefinition } from './field-definitions';

type Field = FieldDefinition;
const site: Field = {
  name: 'dms_site_id',
  label: 'DMS Site ID',
  type: 'text',
  required: true,
  maxLength: 50,
};
const date = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'date',
  required,
});
const time = (name: string, label: string): Field => ({ name, label, type: 'time' });
const number = (name: string, label: string): Field => ({ name, label, type: 'number' });
const text = (name: string, label: string, maxLength = 250): Field => ({
  name,
  label,
  type: 'text',
  maxLength,
});
const comments: Field = { name: 'meas_comments', label: 'Comments', type: 'text' };

/** Water level readings (spec 1 §3.6, spec 2 §3 monitoring history records). */
export const WELL_MEASUREMENT_FIELDS: Field[] = [
  site,
  date('measurement_date', 'Measurement Date'),
  time('measurement_time', 'Measurement Time'),
  number('measurement_depth', 'Depth to Water from Reference Point (ft)'),
  number('surf_elev', 'Water Surface Elevation (ft)'),
  text('vert_datum', 'Vertical Datum', 20),
  text('meas_method', 'Measurement Method'),
  text('meas_accuracy', 'Measurement Accuracy'),
  text('no_measurement', 'No Measurement Code'),
  text('quest_meas', 'Questionable Measurement Code'),
  text('measured_by', 'Measured By'),
  comments,
];

export const WATER_QUALITY_MEASUREMENT_FIELDS: Field[] = [
  site,
  date('meas_date', 'Date'),
  time('meas_time', 'Time'),
  text('lab_name', 'Lab Name'),
  text('analytical_method', 'Analytical Method'),
  { name: 'characteristic', label: 'Characteristic', type: 'text', required: true, maxLength: 250 },
  number('result_value', 'Result Value'),
  text('result_units', 'Result Units', 50),
  text('result_qualifier', 'Result Qualifier', 50),
  text('sampled_by', 'Sampled By'),
  comments,
];

export const SUBSIDENCE_MEASUREMENT_FIELDS: Field[] = [
  site,
  date('meas_date', 'Date'),
  time('meas_time', 'Time'),
  number('ua_compaction', 'Upper Aquifer Compaction (ft)'),
  number('meas_elevation', 'Measured Elevation (ft)'),
  number('total_subsidence', 'Total Subsidence (ft)'),
  text('meas_accuracy', 'Measurement Accuracy'),
  comments,
];

export const STREAM_MEASUREMENT_FIELDS: Field[] = [
  site,
  date('meas_date', 'Date'),
  time('meas_time', 'Time'),
  number('stream_stage', 'Stream Stage (ft)'),
  comments,
];

/** Vertical gradient readings of an interconnected site: a date and time per source. */
export const VERTICAL_GRADIENT_MEASUREMENT_FIELDS: Field[] = [
  site,
  date('stream_meas_date', 'Stream Date', false),
  time('stream_meas_time', 'Stream Time'),
  date('sa_gwe_meas_date', 'Shallow GWE Date', false),
  time('sa_gwe_meas_time', 'Shallow GWE Time'),
  date('ua_gwe_meas_date', 'Upper Aquifer GWE Date', false),
  time('ua_gwe_meas_time', 'Upper Aquifer GWE Time'),
  date('la_gwe_meas_date', 'Lower Aquifer GWE Date', false),
  time('la_gwe_meas_time', 'Lower Aquifer GWE Time'),
  number('stream_stage', 'Stream Stage (ft)'),
  number('sa_gwe', 'Shallow GWE (ft)'),
  number('ua_gwe', 'Upper Aquifer GWE (ft)'),
  number('la_gwe', 'Lower Aquifer GWE (ft)'),
  number('horiz_grad_sa', 'Horizontal Gradient, Shallow'),
  number('horiz_grad_ua', 'Horizontal Gradient, Upper Aquifer'),
  number('horiz_grad_la', 'Horizontal Gradient, Lower Aquifer'),
  number('vert_grad_sa_ua', 'Vertical Gradient, Shallow to Upper'),
  number('vert_grad_ua_la', 'Vertical Gradient, Upper to Lower'),
  text('meas_accuracy', 'Measurement Accuracy'),
  comments,
];

/** spec 1 §5: a measurement without a time counts as noon. */
export const NOON = '12:00:00';
export function measurementMoment(date: string, time: string | null | undefined): string {
  return `${date}T${time || NOON}`;
}
