import type { DataSubmissionCode } from '../admin/gsp';
import type { AdminFeatureKey, FeatureKey } from '../config/feature-flags';
import type { FieldDefinition } from '../monitoring/field-definitions';
import {
  STREAM_MEASUREMENT_FIELDS,
  SUBSIDENCE_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WATER_QUALITY_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../monitoring/measurement-definitions';

/**
 * The five monitoring datasets a GSP imports from spreadsheets (spec 2 §2-§7): what each is called in
 * routes and calls, the module code of the GSP's data submission and bulk calls, the title of its history,
 * the template's file name, the feature flag that shows it, and its columns, which are the fields of its
 * readings (spec 2 §3 monitoring history records), so the template, the importer and the API agree.
 */
export interface MonitoringDataset {
  /** The dataset in routes and calls: /importHistory/{key}/{gsp}, measurements/{key}/... */
  key: MonitoringDatasetKey;
  /** The module code of GSP data submission, status records and bulk submit/delete (spec 2 §7). */
  module: Extract<DataSubmissionCode, 'gw' | 'wq' | 'surf' | 'sub' | 'stream'>;
  /** spec 2 §2.4: '{GSP name}: {title} ({water year})'. */
  title: string;
  /** The heading of the dataset's block on the import home (spec 2 §2.2 names blocks by data type). */
  blockTitle: string;
  /** spec 2 §7: the template's file name. */
  templateFile: string;
  /** The configuration flag that shows the dataset's columns and blocks. */
  feature: { key: FeatureKey } | { adminKey: AdminFeatureKey };
  /** The template's columns, in order; dms_site_id first. */
  fields: readonly FieldDefinition[];
  /**
   * The columns whose first filled value dates a row: the water year it falls in and the one record per
   * site and day rule. Interconnected readings carry a date per source; the others one date.
   */
  dateColumns: readonly string[];
  /** The time column read with each date column (a reading without a time counts as noon). */
  timeColumns: readonly string[];
  /**
   * A column that tells two readings of one site and day apart, so both are kept: a water quality
   * sample's results, one per characteristic (SPEC-NOTES).
   */
  readingOfColumn?: string;
}

export const MONITORING_DATASET_KEYS = [
  'wellsitemeasurements',
  'waterqualitymeasurements',
  'surfacewatermeasurements',
  'subsidencemeasurements',
  'streammonitoring',
] as const;
export type MonitoringDatasetKey = (typeof MONITORING_DATASET_KEYS)[number];

export const MONITORING_DATASETS: Record<MonitoringDatasetKey, MonitoringDataset> = {
  wellsitemeasurements: {
    key: 'wellsitemeasurements',
    module: 'gw',
    title: 'Groundwater Level',
    blockTitle: 'Groundwater Level',
    templateFile: 'water_level_data.xlsx',
    feature: { key: 'WLM' },
    fields: WELL_MEASUREMENT_FIELDS,
    dateColumns: ['measurement_date'],
    timeColumns: ['measurement_time'],
  },
  waterqualitymeasurements: {
    key: 'waterqualitymeasurements',
    module: 'wq',
    title: 'Water Quality',
    blockTitle: 'Water Quality',
    templateFile: 'water_quality_data.xlsx',
    feature: { key: 'WQM' },
    fields: WATER_QUALITY_MEASUREMENT_FIELDS,
    dateColumns: ['meas_date'],
    timeColumns: ['meas_time'],
    readingOfColumn: 'characteristic',
  },
  surfacewatermeasurements: {
    key: 'surfacewatermeasurements',
    module: 'surf',
    title: 'Surfacewater - Groundwater Interaction',
    blockTitle: 'Interconnected Surface Water',
    templateFile: 'sw_gw_interaction_data.xlsx',
    feature: { key: 'ISM' },
    // SPEC-NOTES: spec 2 §3 lists the subsidence fields for these records too; the readings of an
    // interconnected site are its vertical gradients (spec 1 §2.6), and those are what it imports.
    fields: VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
    dateColumns: ['stream_meas_date', 'sa_gwe_meas_date', 'ua_gwe_meas_date', 'la_gwe_meas_date'],
    timeColumns: ['stream_meas_time', 'sa_gwe_meas_time', 'ua_gwe_meas_time', 'la_gwe_meas_time'],
  },
  subsidencemeasurements: {
    key: 'subsidencemeasurements',
    module: 'sub',
    title: 'Subsidence Monitoring',
    blockTitle: 'Subsidence Monitoring',
    templateFile: 'subsidence_data.xlsx',
    feature: { key: 'SM' },
    fields: SUBSIDENCE_MEASUREMENT_FIELDS,
    dateColumns: ['meas_date'],
    timeColumns: ['meas_time'],
  },
  streammonitoring: {
    key: 'streammonitoring',
    module: 'stream',
    // spec 2 §2.4: datasets without a title of their own use their name.
    title: 'streammonitoring',
    blockTitle: 'Stream Monitoring',
    templateFile: 'stream_monitoring_data.xlsx',
    feature: { adminKey: 'STMS' },
    fields: STREAM_MEASUREMENT_FIELDS,
    dateColumns: ['meas_date'],
    timeColumns: ['meas_time'],
  },
};

export function isMonitoringDatasetKey(value: string): value is MonitoringDatasetKey {
  return (MONITORING_DATASET_KEYS as readonly string[]).includes(value);
}

/** The dataset a template file name belongs to, as GET templates/{file} names it. */
export function datasetOfTemplate(file: string): MonitoringDataset | undefined {
  return Object.values(MONITORING_DATASETS).find((dataset) => dataset.templateFile === file);
}
