import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import { formatNumber } from '../../../domain/numbers/number-format';
import { ApiError } from '../../api/api-client';

/**
 * The texts of the import status screens that spec 2 gives (breadcrumbs, titles) and those it leaves to
 * us (labels, reasons, failures). The spec's button, empty and confirmation texts are in IMPORT_TEXTS.
 */
export const STATUS_TEXTS = {
  // spec 2 §2.2, §2.4: breadcrumbs
  associatedGsps: "Associated GSP's",
  importMonitoringData: 'Import Monitoring Data',
  gspReportingStatus: 'GSP Reporting Status',
  gspColumn: 'GSP',
  // the column of the row's Delete Data, named as the administration lists name theirs
  actionsColumn: 'Actions',
  importColumn: 'Import',
  importData: 'Import Data',
  authorization: 'Import authorization:',
  authorized: 'Authorized',
  importStatus: 'Import Status:',
  submissionStatus: 'Submission Status:',
  notImported: 'not imported',
  locked: 'Locked: this data is Complete. An administrator must unlock it before it can be imported again.',
  noMonitoringImport: 'This GSP does not import monitoring data.',
  gspNotFound: 'This GSP is not one of your associated GSPs, or it does not exist.',
  noRequiredDatasets: 'This GSP requires no monitoring data or reports, or their data types are turned off.',
  loadFailed: 'The GSP status could not be loaded.',
  templateFailed: 'The template could not be downloaded.',
  importDwrFile: (title: string) => `Import ${title}`,
  lockFailed: 'The data could not be locked.',
  unlockFailed: 'The data could not be unlocked.',
  deleteFailed: 'The data could not be deleted.',
} as const;

/** spec 2 §2.2, §2.5: the current water year with its start and end labels. */
export function waterYearText(waterYear: WaterYearAnswer): string {
  return `Water Year ${waterYear.water_year}: ${waterYear.water_year_start_lbl} to ${waterYear.water_year_end_lbl}`;
}

/** spec 2 §2.2: the record count of the year, or that nothing is imported. */
export function importStatusText(count: number, noun: 'record' | 'report' = 'record'): string {
  if (count <= 0) return STATUS_TEXTS.notImported;
  return `${formatNumber(count, 0)} ${count === 1 ? noun : `${noun}s`} imported`;
}

/** What the server said went wrong: its detail, its field messages, or that it could not be reached. */
export function failureReason(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.detail) return error.detail;
  const body = error.body;
  if (body && typeof body === 'object') {
    const messages = Object.values(body as Record<string, unknown>)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((value): value is string => typeof value === 'string');
    if (messages.length) return messages.join(' ');
  }
  return error.message;
}

/** A failure as the user reads it: what did not happen, then why. */
export function failureText(what: string, error: Error): string {
  return `${what} ${failureReason(error)}`;
}
