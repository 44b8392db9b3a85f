import { describe, expect, it } from 'vitest';
import {
  datasetOfTemplate,
  isMonitoringDatasetKey,
  MONITORING_DATASETS,
  MONITORING_DATASET_KEYS,
} from './monitoring-datasets';

describe('the monitoring datasets of the import', () => {
  it('name the template files of spec 2 §7', () => {
    expect(MONITORING_DATASET_KEYS.map((key) => MONITORING_DATASETS[key].templateFile)).toEqual([
      'water_level_data.xlsx',
      'water_quality_data.xlsx',
      'sw_gw_interaction_data.xlsx',
      'subsidence_data.xlsx',
      'stream_monitoring_data.xlsx',
    ]);
    expect(datasetOfTemplate('subsidence_data.xlsx')?.key).toBe('subsidencemeasurements');
    expect(datasetOfTemplate('../etc/passwd')).toBeUndefined();
  });

  it('use the bulk call module codes of spec 2 §7', () => {
    expect(MONITORING_DATASET_KEYS.map((key) => MONITORING_DATASETS[key].module)).toEqual([
      'gw',
      'wq',
      'surf',
      'sub',
      'stream',
    ]);
  });

  it('take the water level columns of spec 2 §3, dms_site_id first, in the template order', () => {
    expect(MONITORING_DATASETS.wellsitemeasurements.fields.map((field) => field.name)).toEqual([
      'dms_site_id',
      'measurement_date',
      'measurement_time',
      'measurement_depth',
      'surf_elev',
      'vert_datum',
      'meas_method',
      'meas_accuracy',
      'no_measurement',
      'quest_meas',
      'measured_by',
      'meas_comments',
    ]);
    for (const key of MONITORING_DATASET_KEYS) {
      const dataset = MONITORING_DATASETS[key];
      expect(dataset.fields[0].name).toBe('dms_site_id');
      const names = dataset.fields.map((field) => field.name);
      for (const column of [...dataset.dateColumns, ...dataset.timeColumns]) expect(names).toContain(column);
    }
  });

  it('tell dataset keys from anything else', () => {
    expect(isMonitoringDatasetKey('streammonitoring')).toBe(true);
    expect(isMonitoringDatasetKey('constructor')).toBe(false);
  });
});
