/** The texts of the history and submitted-data screens that the spec leaves to us. */
export const REPORT_DATA_TEXTS = {
  historyFailed: 'The report history could not be loaded.',
  submittedFailed: 'The submitted reports could not be loaded.',
  changeFailed: 'The cumulative change in storage could not be loaded; the chart shows the reports only.',
  allGsps: 'All GSPs',
  gspFilter: 'GSP',
  view: 'View',
  detailsOf: (gspName: string, waterYear: number) => `Details of ${gspName}, water year ${waterYear}`,
  detailsOfYear: (waterYear: number) => `Details of water year ${waterYear}`,
} as const;
