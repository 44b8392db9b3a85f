/** The history screens' texts that spec 2 leaves to us; its own ('Loading...', the empty text) are in IMPORT_TEXTS. */
export const HISTORY_TEXTS = {
  waterYear: 'Water Year',
  notFoundTitle: 'Not Found',
  unknownDataset: (key: string) =>
    `There is no monitoring dataset named '${key}'. Open the history from Import Monitoring Data.`,
  noWaterYears: 'No water year has been defined yet.',
  waterYearsFailed: 'The water years could not be loaded.',
  loadFailed: 'The historical data could not be loaded.',
} as const;
