import type { MonitoringDataset, MonitoringDatasetKey } from '../imports/monitoring-datasets';
import {
  DWR_MEASUREMENT_COLUMNS,
  DWR_STATION_COLUMNS,
  REQUIRED_MEASUREMENT_COLUMNS,
  REQUIRED_STATION_COLUMNS,
} from './dwr-files';
import { DWR_TEXTS } from './dwr-texts';

/**
 * DWR's two files as datasets of the import (serializers `dwrstations` and `dwrmeasurements`, issue 18):
 * the stations become water level sites of the GSP, the measurements their readings. Both are the GSP's
 * water level data (module gw): its lock, its submission requirement and its history are theirs.
 */
export interface DwrDataset {
  key: DwrDatasetKey;
  title: string;
  /** The water level dataset whose readings and lock these are, and its module. */
  readings: Extract<MonitoringDatasetKey, 'wellsitemeasurements'>;
  module: MonitoringDataset['module'];
  blockTitle: string;
  columns: readonly string[];
  required: readonly string[];
  /** Stations make and change sites, which only administrators do. */
  administratorsOnly: boolean;
}

export const DWR_DATASET_KEYS = ['dwrstations', 'dwrmeasurements'] as const;
export type DwrDatasetKey = (typeof DWR_DATASET_KEYS)[number];

export const DWR_DATASETS: Record<DwrDatasetKey, DwrDataset> = {
  dwrstations: {
    key: 'dwrstations',
    title: DWR_TEXTS.stationsTitle,
    readings: 'wellsitemeasurements',
    module: 'gw',
    blockTitle: 'Groundwater Level',
    columns: DWR_STATION_COLUMNS,
    required: REQUIRED_STATION_COLUMNS,
    administratorsOnly: true,
  },
  dwrmeasurements: {
    key: 'dwrmeasurements',
    title: DWR_TEXTS.measurementsTitle,
    readings: 'wellsitemeasurements',
    module: 'gw',
    blockTitle: 'Groundwater Level',
    columns: DWR_MEASUREMENT_COLUMNS,
    required: REQUIRED_MEASUREMENT_COLUMNS,
    administratorsOnly: false,
  },
};

export function isDwrDatasetKey(value: string): value is DwrDatasetKey {
  return (DWR_DATASET_KEYS as readonly string[]).includes(value);
}
