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
