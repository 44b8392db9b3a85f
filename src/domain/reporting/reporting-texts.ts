/** The texts of the annual reporting screens (spec 3 §2, §6, §8), as the spec gives them where it does. */
export const REPORTING_TEXTS = {
  // spec 3 §2.1
  reportingTitle: "Report Water Supply and Storage Data for Associated GSP's",
  associatedGsps: "Associated GSP's",
  gspName: 'GSP Name',
  noGsps: 'No GSPs Found',
  loading: 'Loading...',
  // spec 3 §2.3, §2.4, §8
  noHistoricalData: 'No Historical Data Found',
  noMeasurements: 'No Measurements Found',
  gspReportingStatus: 'GSP Reporting Status',
  // spec 3 §6
  notAssociated: 'User not associated with GSP',
  notAuthorized: 'This account is NOT authorized to report data for this GSP.',
  // spec 3 §2.2
  save: 'Save',
  submit: 'Submit',
  details: 'Details',
  // ours: what the spec leaves unsaid
  submittedLock: 'This report has been submitted. An administrator must unlock it before it can change.',
  pastYearLock: 'This report is for a past water year and cannot change.',
  activeYearOnly: 'Reports are filed for the active water year only.',
  alreadyFiled: 'This GSP already has a report of this type for the water year.',
  importedOnlyLock: 'This report is filled by importing its spreadsheet on the import page.',
  noActiveWaterYear:
    'There is no active water year to report for. An administrator sets one under Manage Water Year.',
  // issue 30 point 11: the question before a final submit
  submitConfirmTitle: 'Submit the report as final?',
  submitConfirmFinal:
    'A submitted report is final: it can no longer be changed until an administrator unlocks it.',
  submitEmptyFields: 'These fields are empty:',
  submitNothingEmpty: 'Every measurement month, calculation method and accuracy is filled in.',
  goBack: 'Go Back',
  saved: 'The report was saved as a draft.',
  submitted: 'The report was submitted.',
  saveFailed: 'The report could not be saved.',
  loadFailed: 'The report could not be loaded.',
  listFailed: 'The reports could not be loaded.',
  statusFailed: 'The reporting status could not be loaded.',
  chart: 'Chart',
  table: 'Table',
  waterYear: 'Water Year',
  gspOrganizationName: 'GSP Organization Name',
  measurementMonth: 'Measurement Month',
  gsa: 'GSA',
  gsp: 'GSP',
  viewHistory: 'View History',
  cumulativeChange: 'Cumulative Change in Storage (AF)',
  yearType: 'Year Type',
} as const;

/** An annual report as the change history names it: 'Groundwater Extraction: Kings GSP, water year 2024'. */
export function reportChangeLabel(title: string, gspName: string, waterYear: number | string): string {
  return `${title}: ${gspName}, water year ${waterYear}`;
}
