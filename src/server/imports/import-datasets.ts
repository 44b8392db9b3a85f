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

/** What an import run fills: a monitoring dataset's readings, or one annual report of a GSP. */
export type ImportDataset =
  { kind: 'monitoring'; dataset: MonitoringDataset } | { kind: 'reporting'; dataset: ReportingDataset };

export function isImportDatasetKey(key: string): key is ImportDatasetKey {
  return isMonitoringDatasetKey(key) || isReportingDatasetKey(key);
}

export function importDatasetOf(key: ImportDatasetKey): ImportDataset {
  return isMonitoringDatasetKey(key)
    ? { kind: 'monitoring', dataset: MONITORING_DATASETS[key] }
    : { kind: 'reporting', dataset: REPORTING_DATASETS[key] };
}
