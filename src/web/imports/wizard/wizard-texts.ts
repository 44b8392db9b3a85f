import { SKIPPED_PROBLEMS_SHOWN } from '../../../domain/imports/import-answers';
import { formatCount, formatNumber } from '../../../domain/numbers/number-format';

/**
 * The wizard's texts that spec 2 leaves to us; the spec's own (statuses, result texts, headings, the
 * button) are in IMPORT_TEXTS and its neighbours in import-texts.ts.
 */
export const WIZARD_TEXTS = {
  title: 'Import Wizard',
  instructions: 'Instructions',
  chooseFile: 'Choose File',
  fileInput: 'Spreadsheet file (.xlsx or .csv)',
  dwrFileInput: "DWR's file (.csv, or a .zip holding it)",
  dwrStored: (inserted: number, updated: number, unchanged: number) =>
    `${formatCount(inserted)} added, ${formatCount(updated)} changed, ${formatCount(unchanged)} already in the DMS as the file gives them.`,
  dwrWarnings: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'row was' : 'rows were'} stored with a warning: check ${count === 1 ? 'its' : 'their'} figures.`,
  warningRows: 'Rows stored with a warning',
  dwrOutsideBoundary: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'station lies' : 'stations lie'} outside the GSP's boundary and ${count === 1 ? 'was' : 'were'} left out.`,
  noFileChosen: 'No file chosen',
  status: 'Status:',
  progress: 'Import progress',
  progressCount: (current: number, total: number) => `${current} / ${total}`,
  unreachable:
    'The server could not be reached to check the import. The import goes on on the server; the wizard keeps checking.',
  firstProblemsOnly: `Only the first ${formatNumber(SKIPPED_PROBLEMS_SHOWN, 0)} problems are listed.`,
  skippedRows: 'Skipped rows',
} as const;

/** What the wizard says when a call of the import is refused or not answered. */
export const REFUSAL_TEXTS = {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  forbidden: 'You are not allowed to import data for this GSP.',
  serverFailed: (status: number) =>
    `The server could not complete the request (error ${status}). Try again in a moment.`,
} as const;

/** How DWR's files are imported (issue 18): as DWR publishes them, with no editing. */
export const DWR_INSTRUCTIONS = [
  "Download the file from DWR's periodic groundwater level data set as it is published: the CSV, or the zip holding it.",
  "Choose the file and click 'Begin Validate and Import'. Columns are recognised by DWR's names; columns DWR's dictionary does not name are passed over.",
  "Each row is matched by DWR's keys (SITE_CODE for stations, WLM_ID for measurements): a newer edition of the same file adds the new rows and changes the changed ones, and duplicates nothing.",
] as const;
