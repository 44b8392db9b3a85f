/**
 * Every text a person reads about an import, in one place: first the spec's own texts (spec 2 §2, §4, §8),
 * reproduced exactly; then the importer's messages, which the spec leaves to us.
 */

/** spec 2 §2 and §8: headings, buttons, empty texts and confirmations of the import screens. */
export const IMPORT_TEXTS = {
  columnMappingFailure: 'Column Mapping Failure:',
  acceptableColumns: 'Acceptable column values for this dataset are:',
  noHistoricalData: 'No Historical Data Found',
  noGsps: 'No GSPs Found',
  notAuthorized: 'NOT authorized',
  deleteDataQuestion: 'Are you sure you wish to delete this data?',
  deleteData: 'Delete Data',
  lockData: 'Lock Data',
  unlockData: 'Unlock Data',
  viewData: 'View Data',
  viewExistingData: 'View Existing Data',
  startImportWizard: 'Start Import Wizard',
  downloadTemplate: 'Download Spreadsheet Template',
  beginValidateAndImport: 'Begin Validate and Import',
  loading: 'Loading...',
} as const;

/**
 * spec 2 §2.3 gives the wizard's instructions as their gist only ("use the template for the dataset, do not
 * alter column names or order, put data in the first sheet"); these sentences keep its words.
 */
export const UPLOAD_INSTRUCTIONS = [
  'Use the template for the dataset.',
  'Do not alter the column names or their order.',
  'Put the data in the first sheet.',
] as const;

/** spec 2 §8: a run that stored every row it read. */
export function recordsLoadedText(current: number, total: number): string {
  return `${current} of ${total} Records Loaded`;
}

/** spec 2 §8: a run that skipped rows; the table of data row, data column and message follows. */
export function recordsSkippedText(current: number, total: number, skipped: number): string {
  return `${current} of ${total} records were read, but ${skipped} records did not upload due to the following errors:`;
}

/** spec 2 §2.4: '{GSP name}: {dataset title} ({water year})'. */
export function historyTitle(gspName: string, datasetTitle: string, waterYear: number | string): string {
  return `${gspName}: ${datasetTitle} (${waterYear})`;
}

/** spec 2 §4: the states of an import run, as the status call names them. */
export const IMPORT_RUN_STATUSES = [
  'Not Started',
  'Please Wait...',
  'PROGRESS',
  'SUCCESS',
  'FAILURE',
  'UNKNOWN',
] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];
export const IMPORT_RUN_STATUS = {
  notStarted: 'Not Started',
  pleaseWait: 'Please Wait...',
  progress: 'PROGRESS',
  success: 'SUCCESS',
  failure: 'FAILURE',
  unknown: 'UNKNOWN',
} as const satisfies Record<string, ImportRunStatus>;

/** spec 2 §4: SUCCESS or FAILURE stops polling; every other state keeps it going. */
export function isFinishedRun(status: ImportRunStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILURE';
}

/**
 * spec 2 §4: a dataset's submission status; other values are shown as they come. The spec names no text
 * for data of the year not (all) submitted yet: ours is 'Not Submitted'.
 */
export const SUBMISSION_STATUS = {
  complete: 'Complete',
  none: 'None',
  notSubmitted: 'Not Submitted',
} as const;

/**
 * spec 2 §4: Complete data offers 'Unlock Data' and sends submitted 0; anything else offers 'Lock Data' and
 * sends submitted 1.
 */
export function lockAction(submissionStatus: string | null | undefined): {
  label: typeof IMPORT_TEXTS.lockData | typeof IMPORT_TEXTS.unlockData;
  submitted: 0 | 1;
} {
  return submissionStatus === SUBMISSION_STATUS.complete
    ? { label: IMPORT_TEXTS.unlockData, submitted: 0 }
    : { label: IMPORT_TEXTS.lockData, submitted: 1 };
}

const quoted = (name: string) => `'${name}'`;
const orList = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/**
 * The importer's own messages (the spec gives none): each says what is wrong and what to do about it.
 * Columns are named as the spreadsheet shows them: by header, or by letter when a header is blank.
 */
export const IMPORT_MESSAGES = {
  noHeaderRow:
    'The first row of the first sheet holds no column names. Put the column names of the template in the first row.',
  unknownColumn: (header: string) =>
    `Unknown column ${quoted(header)}. Rename it to one of the acceptable columns below, or delete it.`,
  unnamedColumn: (letter: string) =>
    `Column ${letter} has no name. Give it one of the acceptable column names below, or delete it.`,
  ambiguousColumn: (header: string, fieldNames: readonly string[]) =>
    `Column ${quoted(header)} could be ${orList(fieldNames.map(quoted))}. Rename it to the column id it holds.`,
  repeatedColumn: (fieldName: string, earlierLetter: string) =>
    `Column ${earlierLetter} is already ${quoted(fieldName)}. Keep one of the two columns and delete the other.`,
  missingColumn: (fieldName: string, label: string) =>
    `Required column missing. Add a column named ${quoted(fieldName)} (${label}).`,
  cellError: (code: string) =>
    `The cell shows the error ${code}. Correct its formula or enter the value itself.`,
  formulaWithoutResult:
    'The cell holds a formula with no saved result. If Excel shows an error in the cell, correct its formula; otherwise open the file in Excel, save it and upload it again. Or enter the value itself.',
  formulaError: 'The formula of the cell gives an error. Correct its formula or enter the value itself.',
  unreadableFile: (kind: 'xlsx' | 'csv', lastRow: number, reason: string) =>
    `The file cannot be read${lastRow ? ` after row ${lastRow}` : ''} (${reason.slice(0, 200)}). ` +
    (kind === 'csv'
      ? 'Check that every quote is closed, save the file as CSV again and upload it again.'
      : 'Open it in Excel, save it as an Excel Workbook (.xlsx) and upload it again.'),
  unreadableCell: 'The cell cannot be read. Enter the value as text or a number.',
  noReadingDate: (dateColumns: readonly string[]) =>
    `Enter a date in at least one of ${orList(dateColumns.map(quoted))}.`,
  timeWithoutDate: (timeColumn: string) =>
    `${quoted(timeColumn)} has a time but this column has no date. Enter the date, or clear the time.`,
  duplicateReading: (earlierRow: number, siteId: string, day: string, of = '') =>
    of
      ? `Another row (row ${earlierRow}) has a ${quoted(of)} result for site ${quoted(siteId)} on ${day}. A site has one result of a characteristic a day: keep one of the two rows.`
      : `Another row (row ${earlierRow}) has a reading for site ${quoted(siteId)} on ${day}. A site takes one reading a day: keep one of the two rows.`,
  storedReading: (siteId: string, day: string, of = '') =>
    of
      ? `Site ${quoted(siteId)} already has a ${quoted(of)} result on ${day} in the DMS. Delete this row, or correct its date.`
      : `Site ${quoted(siteId)} already has a reading on ${day} in the DMS. Delete this row, or correct its date.`,
  unknownSite: (siteId: string, siteKind: string) =>
    `There is no ${siteKind} with DMS site id ${quoted(siteId)}. Check the id against the site list, or ask an administrator to add the site.`,
  siteOfOtherGsp: (siteId: string, gspName: string) =>
    `Site ${quoted(siteId)} is not a site of ${gspName}. Import it with the GSP it belongs to.`,
  noWaterYear: (day: string, waterYear: number) =>
    `${day} falls in water year ${waterYear}, which the DMS does not have. Correct the date, or ask an administrator to add the water year.`,
  lockedWaterYear: (waterYear: number) =>
    `The data of water year ${waterYear} is locked (Complete). Ask an administrator to unlock it before importing into it.`,
} as const;

/**
 * Why a run ended in FAILURE, or could not start: the status's `error`, or a refusal's `detail`; while a run
 * is in PROGRESS again after its server stopped, its `error` says so (`restarted`).
 */
export const RUN_MESSAGES = {
  restarted:
    'The server stopped during this import, which is starting again from the first row. Nothing of it was stored before.',
  activeYearLocked: (waterYear: number) =>
    `This GSP's data of water year ${waterYear}, the active water year, is locked (Complete). Ask an administrator to unlock it before importing.`,
  columnsDoNotMatch:
    'The columns of the file do not match the dataset. Correct them as the column mapping below says, then upload the file again.',
  noDataRows:
    'The first sheet has no data rows under its header row. Put the data in the first sheet, one reading a row.',
  alreadyStarted: 'This import has already been started. Upload the file again to import it once more.',
  tooManyRunning: (count: number) =>
    `${count} of your imports are still running. Start this one when one of them has finished.`,
  noSuchTask: 'No import task with this id. Start the import again.',
  timeLimit: (minutes: number) =>
    `The import did not finish within ${minutes} minutes and was stopped; nothing was stored. Split the file into smaller files and import them one after another.`,
  unexpected:
    'The import stopped on an unexpected error and stored nothing. Try again; if it fails again, send the file to an administrator.',
} as const;
