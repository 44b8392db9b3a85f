/**
 * DWR's periodic groundwater level data set, as the Department of Water Resources publishes it
 * (data.cnra.ca.gov, with its data dictionaries): a stations file and a measurements file, CSV, often zipped.
 * Their columns, in the files' order, and how a file's header row is read.
 */

export const DWR_MEASUREMENT_COLUMNS = [
  'STN_ID',
  'SITE_CODE',
  'WLM_ID',
  'MSMT_DATE',
  'WLM_RPE',
  'WLM_GSE',
  'RDNG_WS',
  'RDNG_RP',
  'WSE',
  'RPE_WSE',
  'GSE_WSE',
  'WLM_QA_DESC',
  'WLM_DESC',
  'WLM_ACC_DESC',
  'WLM_ORG_ID',
  'WLM_ORG_NAME',
  'MSMT_CMT',
  'COOP_AGENCY_ORG_ID',
  'COOP_ORG_NAME',
] as const;
export type DwrMeasurementColumn = (typeof DWR_MEASUREMENT_COLUMNS)[number];

export const DWR_STATION_COLUMNS = [
  'STN_ID',
  'SITE_CODE',
  'SWN',
  'WELL_NAME',
  'LATITUDE',
  'LONGITUDE',
  'WLM_METHOD',
  'WLM_ACC',
  'BASIN_CODE',
  'BASIN_NAME',
  'COUNTY_NAME',
  'WELL_DEPTH',
  'WELL_USE',
  'WELL_TYPE',
  'WCR_NO',
] as const;
export type DwrStationColumn = (typeof DWR_STATION_COLUMNS)[number];

/**
 * What each of DWR's columns holds, which decides how its text is read and written back:
 * - `key`: an id or date a row is matched by (SITE_CODE, WLM_ID, STN_ID, MSMT_DATE), read trimmed;
 * - `number`: a figure, read trimmed;
 * - `code`: a word of a vocabulary (DWR's, the DMS's choices) that the DMS matches and other screens read
 *   as a code (WLM_QA_DESC becomes the no-measurement or questionable-measurement code): trimmed for
 *   matching, and the trimmed code is what is stored and written back, so a stray space never makes it a
 *   different code;
 * - `text`: free text (names, comments, DWR's and the agency's own numbers of a well), stored and written
 *   back as given, spaces and all (a blank one is none).
 */
export type DwrColumnKind = 'key' | 'number' | 'code' | 'text';

export const DWR_COLUMN_KINDS: Record<DwrMeasurementColumn | DwrStationColumn, DwrColumnKind> = {
  STN_ID: 'key',
  SITE_CODE: 'key',
  WLM_ID: 'key',
  MSMT_DATE: 'key',
  WLM_RPE: 'number',
  WLM_GSE: 'number',
  RDNG_WS: 'number',
  RDNG_RP: 'number',
  WSE: 'number',
  RPE_WSE: 'number',
  GSE_WSE: 'number',
  WLM_QA_DESC: 'code',
  WLM_DESC: 'code',
  WLM_ACC_DESC: 'code',
  WLM_ORG_ID: 'number',
  WLM_ORG_NAME: 'text',
  MSMT_CMT: 'text',
  COOP_AGENCY_ORG_ID: 'number',
  COOP_ORG_NAME: 'text',
  SWN: 'text',
  WELL_NAME: 'text',
  LATITUDE: 'number',
  LONGITUDE: 'number',
  WLM_METHOD: 'code',
  WLM_ACC: 'code',
  BASIN_CODE: 'code',
  BASIN_NAME: 'text',
  COUNTY_NAME: 'text',
  WELL_DEPTH: 'number',
  WELL_USE: 'code',
  WELL_TYPE: 'code',
  WCR_NO: 'text',
};

/** Without these a row names no reading: the site, DWR's id of the measurement (the key of a later edition) and its date. */
export const REQUIRED_MEASUREMENT_COLUMNS: readonly DwrMeasurementColumn[] = [
  'SITE_CODE',
  'WLM_ID',
  'MSMT_DATE',
];
/** Without these a row names no well that can be placed on the map. */
export const REQUIRED_STATION_COLUMNS: readonly DwrStationColumn[] = ['SITE_CODE', 'LATITUDE', 'LONGITUDE'];

/** Where each of DWR's columns is in a file (0 is the first column), -1 for a column the file lacks. */
export type DwrColumnIndex<C extends string> = Record<C, number>;

export type DwrHeaderReading<C extends string> =
  { ok: true; index: DwrColumnIndex<C> } | { ok: false; missing: C[] };

/**
 * Finds DWR's columns in a header row by their names, in any order and letter case. A column DWR's
 * dictionary does not name (a file from another edition, or one an agency added) is left alone; a file
 * lacking a required column cannot be read.
 */
export function readDwrHeader<C extends string>(
  header: readonly unknown[],
  columns: readonly C[],
  required: readonly C[],
): DwrHeaderReading<C> {
  const index = Object.fromEntries(columns.map((column) => [column, -1])) as DwrColumnIndex<C>;
  header.forEach((cell, at) => {
    const name = String(cell ?? '')
      .replace(/^\uFEFF/, '')
      .trim()
      .toUpperCase() as C;
    if (name in index && index[name] === -1) index[name] = at;
  });
  const missing = required.filter((column) => index[column] === -1);
  return missing.length ? { ok: false, missing } : { ok: true, index };
}

/** DWR's site code: latitude and longitude in ten-thousandths of a degree and a sequence, 384931N1212618W001. */
export const DWR_SITE_CODE = /^\d{6}N\d{7}W\d{3}$/;

/** The labels DWR's data dictionaries give the columns. */
export const DWR_COLUMN_LABELS: Record<DwrMeasurementColumn | DwrStationColumn, string> = {
  STN_ID: 'Station ID',
  SITE_CODE: 'Site Code',
  WLM_ID: 'Water Level Measurement Unique Id',
  MSMT_DATE: 'Water Level Measurement Date',
  WLM_RPE: 'Reference Point Elevation of the measurement (ft, NAVD88)',
  WLM_GSE: 'Ground Surface Elevation of the measurement (ft, NAVD88)',
  RDNG_WS: 'Reading at water surface',
  RDNG_RP: 'Reading at reference point',
  WSE: 'Water Surface Elevation (ft, NAVD88)',
  RPE_WSE: 'Depth below reference point (ft)',
  GSE_WSE: 'Depth below ground surface (ft)',
  WLM_QA_DESC: 'Water Level Measurement Quality Description',
  WLM_DESC: 'Water Level Measurement Method Description',
  WLM_ACC_DESC: 'Water Level Measurement Accuracy Description',
  WLM_ORG_ID: 'Water Level Measurement Organization ID',
  WLM_ORG_NAME: 'Water Level Measurement Organization Name',
  MSMT_CMT: 'Water Level Measurement Comments',
  COOP_AGENCY_ORG_ID: 'Cooperating Organization Identifier',
  COOP_ORG_NAME: 'Cooperating Organization Name',
  SWN: 'State Well Number',
  WELL_NAME: 'Local Well Name',
  LATITUDE: 'Latitude (NAD83)',
  LONGITUDE: 'Longitude (NAD83)',
  WLM_METHOD: 'Water Level Measurement Method',
  WLM_ACC: 'Water Level Measurement Accuracy',
  BASIN_CODE: 'Basin Subbasin Number',
  BASIN_NAME: 'Basin Subbasin Name',
  COUNTY_NAME: 'County',
  WELL_DEPTH: 'Well Depth (feet bgs)',
  WELL_USE: 'Well Use Type',
  WELL_TYPE: 'Well Completion Type',
  WCR_NO: 'WCR Number',
};
