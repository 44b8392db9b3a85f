import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import {
  STREAM_MEASUREMENT_FIELDS,
  SUBSIDENCE_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WATER_QUALITY_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../../domain/monitoring/measurement-definitions';
import {
  INTERCONNECTED_SITE_FIELDS,
  STREAM_SITE_FIELDS,
  SUBSIDENCE_SITE_FIELDS,
  WELL_SITE_FIELDS,
} from '../../domain/monitoring/site-definitions';
import {
  interconnectedSites,
  streamMeasurements,
  streamSites,
  subsidenceMeasurements,
  subsidenceSites,
  verticalGradientMeasurements,
  waterQualityMeasurements,
  wellMeasurements,
  wellSites,
} from '../db/schema/monitoring';

export type SiteTable =
  typeof wellSites | typeof streamSites | typeof subsidenceSites | typeof interconnectedSites;
export type ReadingTable =
  | typeof wellMeasurements
  | typeof waterQualityMeasurements
  | typeof subsidenceMeasurements
  | typeof streamMeasurements
  | typeof verticalGradientMeasurements;

export interface SiteKind {
  name: string;
  table: SiteTable;
  fields: FieldDefinition[];
}

export interface ReadingKind {
  name: string;
  table: ReadingTable;
  fields: FieldDefinition[];
  site: SiteKind;
  /** The column readings are ordered and bounded by. */
  dateColumn: string;
  timeColumn: string;
}

export const WELL_SITE: SiteKind = { name: 'well site', table: wellSites, fields: WELL_SITE_FIELDS };
export const STREAM_SITE: SiteKind = { name: 'stream site', table: streamSites, fields: STREAM_SITE_FIELDS };
export const SUBSIDENCE_SITE: SiteKind = {
  name: 'subsidence site',
  table: subsidenceSites,
  fields: SUBSIDENCE_SITE_FIELDS,
};
export const INTERCONNECTED_SITE: SiteKind = {
  name: 'interconnected site',
  table: interconnectedSites,
  fields: INTERCONNECTED_SITE_FIELDS,
};

export const WELL_READINGS: ReadingKind = {
  name: 'water level measurement',
  table: wellMeasurements,
  fields: WELL_MEASUREMENT_FIELDS,
  site: WELL_SITE,
  dateColumn: 'measurement_date',
  timeColumn: 'measurement_time',
};
export const WATER_QUALITY_READINGS: ReadingKind = {
  name: 'water quality measurement',
  table: waterQualityMeasurements,
  fields: WATER_QUALITY_MEASUREMENT_FIELDS,
  site: WELL_SITE,
  dateColumn: 'meas_date',
  timeColumn: 'meas_time',
};
export const SUBSIDENCE_READINGS: ReadingKind = {
  name: 'subsidence measurement',
  table: subsidenceMeasurements,
  fields: SUBSIDENCE_MEASUREMENT_FIELDS,
  site: SUBSIDENCE_SITE,
  dateColumn: 'meas_date',
  timeColumn: 'meas_time',
};
export const STREAM_READINGS: ReadingKind = {
  name: 'stream measurement',
  table: streamMeasurements,
  fields: STREAM_MEASUREMENT_FIELDS,
  site: STREAM_SITE,
  dateColumn: 'meas_date',
  timeColumn: 'meas_time',
};
export const VERTICAL_GRADIENT_READINGS: ReadingKind = {
  name: 'vertical gradient measurement',
  table: verticalGradientMeasurements,
  fields: VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  site: INTERCONNECTED_SITE,
  dateColumn: 'stream_meas_date',
  timeColumn: 'stream_meas_time',
};
