import { canReportForGsp, type Actor } from '../../../domain/accounts/permissions';
import {
  isAdminFeatureEnabled,
  isFeatureEnabled,
  type ApplicationConfig,
} from '../../../domain/config/feature-flags';
import type { GspStatusRecord, ImportDatasetKey } from '../../../domain/imports/import-answers';
import {
  MONITORING_DATASET_KEYS,
  MONITORING_DATASETS,
  type MonitoringDataset,
  type MonitoringDatasetKey,
} from '../../../domain/imports/monitoring-datasets';
import { REPORTING_DATASET_ORDER, REPORTING_DATASETS } from '../../../domain/imports/reporting-datasets';
import { DWR_DATASET_KEYS, DWR_DATASETS, type DwrDatasetKey } from '../../../domain/dwr/dwr-datasets';

/** A block of the import home and the target of the wizard: a monitoring dataset or an annual report. */
export interface ImportBlockDataset {
  key: ImportDatasetKey;
  /** `{module}_required`, `{module}_ct`, `{module}_submitted` of the status record. */
  module: string;
  blockTitle: string;
  templateFile: string;
  feature: MonitoringDataset['feature'];
  /** Monitoring data needs the GSP's monitoringimport flag; a report is imported wherever it is required. */
  needsMonitoringImport: boolean;
  /** What the import status counts: readings, or the one report of the year. */
  counts: 'record' | 'report';
  /** DWR's files the block's data may also come from, each with a wizard of its own (issue 18). */
  dwrFiles?: readonly DwrWizardDataset[];
}

/** One of DWR's files as a target of the wizard: the water level data of the GSP, without a template. */
export interface DwrWizardDataset extends ImportBlockDataset {
  key: DwrDatasetKey;
  /** DWR's stations make and change sites, which only administrators do. */
  administratorsOnly: boolean;
}

const DWR_WIZARD_DATASETS: readonly DwrWizardDataset[] = DWR_DATASET_KEYS.map((key) => {
  const { title, module, administratorsOnly, readings } = DWR_DATASETS[key];
  return {
    key,
    module,
    blockTitle: title,
    templateFile: '',
    feature: MONITORING_DATASETS[readings].feature,
    needsMonitoringImport: true,
    counts: 'record',
    administratorsOnly,
  };
});

/** spec 2 §2.2: the blocks of the import home, monitoring data first, then the annual reports. */
export const IMPORT_BLOCK_DATASETS: readonly ImportBlockDataset[] = [
  ...MONITORING_DATASET_KEYS.map((key): ImportBlockDataset => {
    const { module, blockTitle, templateFile, feature } = MONITORING_DATASETS[key];
    const dwrFiles = DWR_WIZARD_DATASETS.filter(
      (dwr) => DWR_DATASETS[dwr.key as DwrDatasetKey].readings === key,
    );
    return {
      key,
      module,
      blockTitle,
      templateFile,
      feature,
      needsMonitoringImport: true,
      counts: 'record',
      ...(dwrFiles.length ? { dwrFiles } : {}),
    };
  }),
  ...REPORTING_DATASET_ORDER.map((key): ImportBlockDataset => {
    const { module, blockTitle, templateFile, feature } = REPORTING_DATASETS[key];
    return { key, module, blockTitle, templateFile, feature, needsMonitoringImport: false, counts: 'report' };
  }),
];

/** The dataset a wizard imports into: a block's, or one of DWR's files. */
export function importBlockDataset(key: unknown): ImportBlockDataset | undefined {
  return [...IMPORT_BLOCK_DATASETS, ...DWR_WIZARD_DATASETS].find((dataset) => dataset.key === key);
}

/** A dataset as a column of a status table: its module code, header, history route name and feature. */
export interface StatusDataset {
  /** The module of the status record (`{module}_submitted`) and of bulk submit and delete (spec 2 §7). */
  module: string;
  header: string;
  /** The dataset in history routes: /gspReportingHistory/{historyKey}/{gsp}. */
  historyKey: string;
  feature: MonitoringDataset['feature'];
  /** The monitoring datasets can also be deleted for a GSP and water year (spec 2 §7 bulkdelete). */
  deletable: boolean;
}

function monitoring(key: MonitoringDatasetKey, header: string): StatusDataset {
  const { module, feature } = MONITORING_DATASETS[key];
  return { module, header, historyKey: key, feature, deletable: true };
}

/** spec 2 §2.1: the submitted status per module of the import list. */
export const IMPORT_LIST_DATASETS: readonly StatusDataset[] = [
  monitoring('wellsitemeasurements', 'Water Level'),
  monitoring('waterqualitymeasurements', 'Water Quality'),
  monitoring('subsidencemeasurements', 'Subsidence'),
  monitoring('streammonitoring', 'Stream Monitoring'),
];

/** spec 2 §2.5 columns, with the features of spec 2 §2.5 and the dataset keys of spec 2 §7. */
export const REPORTING_STATUS_DATASETS: readonly StatusDataset[] = [
  {
    module: 'gws',
    header: 'GW Change in Storage',
    historyKey: 'groundwaterstorage',
    feature: { key: 'GWCS' },
    deletable: false,
  },
  {
    module: 'gwe',
    header: 'Groundwater Extraction',
    historyKey: 'groundwaterextraction',
    feature: { key: 'GE' },
    deletable: false,
  },
  {
    module: 'sws',
    header: 'Surface Water Supply',
    historyKey: 'surfacewatersupply',
    feature: { key: 'SWS' },
    deletable: false,
  },
  {
    module: 'twu',
    header: 'Total Water Use',
    historyKey: 'totalwateruse',
    feature: { key: 'TWU' },
    deletable: false,
  },
  monitoring('wellsitemeasurements', 'Water Level Monitoring'),
  monitoring('surfacewatermeasurements', 'Interconnected SW Monitoring'),
  monitoring('waterqualitymeasurements', 'Water Quality Monitoring'),
  monitoring('subsidencemeasurements', 'Subsidence Monitoring'),
  monitoring('streammonitoring', 'Stream Monitoring Sites'),
];

export function isDatasetEnabled(
  config: ApplicationConfig | undefined,
  feature: MonitoringDataset['feature'],
): boolean {
  return 'key' in feature
    ? isFeatureEnabled(config, feature.key)
    : isAdminFeatureEnabled(config, feature.adminKey);
}

/** `{module}_submitted` of a status record: 'Complete', 'None', 'Not Submitted' or another text. */
export function submissionOf(gsp: GspStatusRecord, module: string): string {
  const value = gsp[`${module}_submitted`];
  return value === undefined || value === null ? '' : String(value);
}

export function isRequired(gsp: GspStatusRecord, module: string): boolean {
  const value = gsp[`${module}_required`];
  return value === true || value === 1 || value === 'true';
}

/** `{module}_ct`: the records of the dataset the GSP holds for the water year. */
export function recordCountOf(gsp: GspStatusRecord, module: string): number {
  const count = Number(gsp[`${module}_ct`]);
  return Number.isFinite(count) ? count : 0;
}

/**
 * spec 2 §2.3, §6: administrators, and the GSP's authorized reporters, import for a GSP. A status record
 * carries the user's own association with it, which is what canReportForGsp reads.
 */
export function mayReportFor(user: Actor | null | undefined, gsp: GspStatusRecord): boolean {
  return canReportForGsp(user, [{ gsp: gsp.id, authorized_reporter: gsp.authorized_reporter }], gsp.id);
}
