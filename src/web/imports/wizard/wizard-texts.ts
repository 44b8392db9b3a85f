import { SKIPPED_PROBLEMS_SHOWN } from '../../../domain/imports/import-answers';
import { formatNumber } from '../../../domain/numbers/number-format';

/**
 * The wizard's texts that spec 2 leaves to us; the spec's own (statuses, result texts, headings, the
 * button) are in IMPORT_TEXTS and its neighbours in import-texts.ts.
 */
export const WIZARD_TEXTS = {
  title: 'Import Wizard',
  instructions: 'Instructions',
  chooseFile: 'Choose File',
  fileInput: 'Spreadsheet file (.xlsx or .csv)',
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
