import { ADMINISTRATION_TILES } from '../../../domain/admin/administration-screens';
import type { AdminFeatureKey } from '../../../domain/config/feature-flags';

const tileTitle = (flag: AdminFeatureKey) =>
  ADMINISTRATION_TILES.find((tile) => tile.flag === flag)?.title ?? '';

/** The words of /adminexportdata and /admincreatereport (spec 2 §2.16, §2.17, §8, §9). */
export const EXPORTS_TEXTS = {
  exportTitle: tileTitle('EXGW'),
  reportTitle: tileTitle('CR'),
  gspTable: 'GSPs',
  include: 'Include',
  includeGsp: (name: string) => `Include ${name}`,
  checkAll: 'Check All',
  noGsps: 'No GSPs Found',
  gspsFailed: 'The GSPs could not be loaded.',
  target: 'Select Data Export Target',
  waterYear: 'Water Year',
  reportWaterYear: 'Report Water Year',
  allYears: 'All',
  noWaterYears: 'No Water Years Found',
  waterYearsFailed: 'The water years could not be loaded.',
  loadingWaterYears: 'Loading water years...',
  format: 'Format',
  basinFormat: 'Basin DMS columns',
  dwrFormat: 'DWR periodic groundwater level columns',
  exportButton: 'Export Data',
  reportButton: 'Create Annual Report',
  chooseGsp: 'Tick at least one GSP.',
  tryAgain: 'Try again',
  exportProgress: 'Export progress',
  reportProgress: 'Annual Report progress',
  exportFailed: 'The export failed.',
  reportFailed: 'The Annual Report could not be created.',
} as const;
