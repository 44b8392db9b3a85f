import { DIALOG_TEXTS } from '../app/dialog-texts';
import { describe, expect, it } from 'vitest';
import {
  historyTitle,
  IMPORT_MESSAGES,
  IMPORT_RUN_STATUS,
  IMPORT_RUN_STATUSES,
  IMPORT_TEXTS,
  isFinishedRun,
  lockAction,
  recordsLoadedText,
  recordsSkippedText,
  SUBMISSION_STATUS,
  UPLOAD_INSTRUCTIONS,
} from './import-texts';

describe('the texts of the import screens', () => {
  it('are the words of spec 2 §8', () => {
    expect(IMPORT_TEXTS.columnMappingFailure).toBe('Column Mapping Failure:');
    expect(IMPORT_TEXTS.acceptableColumns).toBe('Acceptable column values for this dataset are:');
    expect(IMPORT_TEXTS.noHistoricalData).toBe('No Historical Data Found');
    expect(IMPORT_TEXTS.noGsps).toBe('No GSPs Found');
    expect(IMPORT_TEXTS.deleteDataQuestion).toBe('Are you sure you wish to delete this data?');
    expect(IMPORT_TEXTS.deleteData).toBe('Delete Data');
    // the confirmation's cancel button is the shared dialogs' own
    expect(DIALOG_TEXTS.doNotDelete).toBe('Do Not Delete');
  });

  it('are the words of spec 2 §2 and §4', () => {
    expect(IMPORT_TEXTS.notAuthorized).toBe('NOT authorized');
    expect(IMPORT_TEXTS.lockData).toBe('Lock Data');
    expect(IMPORT_TEXTS.unlockData).toBe('Unlock Data');
    expect(IMPORT_TEXTS.loading).toBe('Loading...');
  });

  it('count the records loaded', () => {
    expect(recordsLoadedText(120, 120)).toBe('120 of 120 Records Loaded');
  });

  it('count the records read and those skipped', () => {
    expect(recordsSkippedText(118, 120, 2)).toBe(
      '118 of 120 records were read, but 2 records did not upload due to the following errors:',
    );
  });

  it("title a history '{GSP name}: {dataset title} ({water year})'", () => {
    expect(historyTitle('Chowchilla GSP', 'Groundwater Level', 2025)).toBe(
      'Chowchilla GSP: Groundwater Level (2025)',
    );
  });

  it('give the upload instructions of spec 2 §2.3: template, names and order, first sheet', () => {
    expect(UPLOAD_INSTRUCTIONS).toEqual([
      'Use the template for the dataset.',
      'Do not alter the column names or their order.',
      'Put the data in the first sheet.',
    ]);
  });
});

describe('import run statuses', () => {
  it('are the six states of spec 2 §4, in the order a run meets them', () => {
    expect(IMPORT_RUN_STATUSES).toEqual([
      'Not Started',
      'Please Wait...',
      'PROGRESS',
      'SUCCESS',
      'FAILURE',
      'UNKNOWN',
    ]);
    expect(Object.values(IMPORT_RUN_STATUS).sort()).toEqual([...IMPORT_RUN_STATUSES].sort());
  });

  it('stop polling on SUCCESS or FAILURE only (UNKNOWN keeps polling)', () => {
    expect(IMPORT_RUN_STATUSES.filter(isFinishedRun)).toEqual(['SUCCESS', 'FAILURE']);
  });
});

describe('SUBMISSION_STATUS', () => {
  it("is 'Complete' and 'None' as spec 2 §4 names them, and our text for data not yet submitted", () => {
    expect(SUBMISSION_STATUS).toEqual({ complete: 'Complete', none: 'None', notSubmitted: 'Not Submitted' });
  });

  it("offers 'Lock Data' for data not yet submitted", () => {
    expect(lockAction(SUBMISSION_STATUS.notSubmitted).label).toBe('Lock Data');
  });
});

describe('lockAction', () => {
  it("offers 'Unlock Data', sending submitted 0, for Complete data", () => {
    expect(lockAction('Complete')).toEqual({ label: 'Unlock Data', submitted: 0 });
  });

  it("offers 'Lock Data', sending submitted 1, for any other status", () => {
    for (const status of ['None', 'In Progress', '', null, undefined]) {
      expect(lockAction(status)).toEqual({ label: 'Lock Data', submitted: 1 });
    }
  });
});

describe("the importer's messages", () => {
  it('name the column and say what a person can do', () => {
    expect(IMPORT_MESSAGES.unknownColumn('xyz')).toBe(
      "Unknown column 'xyz'. Rename it to one of the acceptable columns below, or delete it.",
    );
    expect(IMPORT_MESSAGES.missingColumn('dms_site_id', 'DMS Site ID')).toBe(
      "Required column missing. Add a column named 'dms_site_id' (DMS Site ID).",
    );
    expect(IMPORT_MESSAGES.ambiguousColumn('Date', ['meas_date', 'sample_date', 'lab_date'])).toBe(
      "Column 'Date' could be 'meas_date', 'sample_date' or 'lab_date'. Rename it to the column id it holds.",
    );
    expect(IMPORT_MESSAGES.duplicateReading(7, 'W-01', '2024-03-05')).toBe(
      "Another row (row 7) has a reading for site 'W-01' on 2024-03-05. A site takes one reading a day: keep one of the two rows.",
    );
  });

  it('list one or several date columns', () => {
    expect(IMPORT_MESSAGES.noReadingDate(['meas_date'])).toBe("Enter a date in at least one of 'meas_date'.");
    expect(IMPORT_MESSAGES.noReadingDate(['a', 'b'])).toBe("Enter a date in at least one of 'a' or 'b'.");
  });
});
