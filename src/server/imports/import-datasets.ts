import { DWR_DATASETS, isDwrDatasetKey, type DwrDataset } from '../../domain/dwr/dwr-datasets';
import type { ImportDatasetKey } from '../../domain/imports/import-answers';
import {
  isMonitoringDatasetKey,
  MONITORING_DATASETS,
  type MonitoringDataset,
} from '../../domain/imports/monitoring-datasets';
import {
  isReportingDatasetKey,
  REPORTING_DATASETS,
  type ReportingDataset,
} from '../../domain/imports/reporting-datasets';

/**
 * What an import run fills: a monitoring dataset's readings, one annual report of a GSP, or the wells or
 * readings of one of DWR's files.
 */
export type ImportDataset =
  | { kind: 'monitoring'; dataset: MonitoringDataset }
  | { kind: 'reporting'; dataset: ReportingDataset }
  | { kind: 'dwr'; dataset: DwrDataset };

export function isImportDatasetKey(key: string): key is ImportDatasetKey {
  return isMonitoringDatasetKey(key) || isReportingDatasetKey(key) || isDwrDatasetKey(key);
}

export function importDatasetOf(key: ImportDatasetKey): ImportDataset {
  if (isMonitoringDatasetKey(key)) return { kind: 'monitoring', dataset: MONITORING_DATASETS[key] };
  if (isDwrDatasetKey(key)) return { kind: 'dwr', dataset: DWR_DATASETS[key] };
  return { kind: 'reporting', dataset: REPORTING_DATASETS[key] };
}
