import { csvLine, fileNamePart, type CsvValue } from '../monitoring/csv-exports';
import { roundTo } from '../numbers/number-format';
import { DWR_STATION_COLUMNS, type DwrStationColumn } from './dwr-files';
import type { DwrStation } from './dwr-station-row';
import { dwrWrittenText } from './dwr-values';

/**
 * A GSP's water level sites as DWR's periodic groundwater level stations file, the inverse of its import
 * (dwr-station-row.ts): each column is written from the site field its import fills, so the file imported
 * again changes nothing.
 */

/** The fields of a water level site the stations file is written from: those the import fills. */
export type DwrStationSite = Omit<DwrStation, 'site_code'> & { dwr_site_code: string };

/**
 * The site field of each of DWR's columns. WLM_METHOD, WLM_ACC, BASIN_NAME and COUNTY_NAME are left empty:
 * the import keeps nothing of them, so the DMS holds nothing that is theirs.
 */
const FIELD_OF_COLUMN: Record<DwrStationColumn, keyof DwrStationSite | null> = {
  STN_ID: 'dwr_stn_id',
  SITE_CODE: 'dwr_site_code',
  SWN: 'dwr_well_id',
  WELL_NAME: 'local_site_id',
  LATITUDE: 'latitude',
  LONGITUDE: 'longitude',
  WLM_METHOD: null,
  WLM_ACC: null,
  BASIN_CODE: 'basin_code',
  BASIN_NAME: null,
  COUNTY_NAME: null,
  WELL_DEPTH: 'total_well_depth',
  WELL_USE: 'well_use',
  WELL_TYPE: 'well_completion_type',
  WCR_NO: 'well_completion_number',
};

/**
 * The decimals a figure is written with. DWR's own file gives 4 decimals of latitude and 3 of longitude;
 * 6 (about 0.1 m) keep those exactly and a GPS position of the DMS's to its precision. Depths to the
 * hundredth of a foot. STN_ID is a whole number.
 */
export const DWR_STATION_DECIMALS: Partial<Record<DwrStationColumn, number>> = {
  LATITUDE: 6,
  LONGITUDE: 6,
  WELL_DEPTH: 2,
};

/**
 * One site as a row of DWR's stations file, in DWR_STATION_COLUMNS' order: numbers as numbers to their
 * decimals, codes trimmed and free text as stored (dwrWrittenText, the import's rule), null for a value
 * the site lacks (written empty, as DWR's file writes it).
 */
export function dwrStationFileRow(site: DwrStationSite): CsvValue[] {
  return DWR_STATION_COLUMNS.map((column) => {
    const field = FIELD_OF_COLUMN[column];
    const value = field === null ? null : site[field];
    if (typeof value === 'string') return dwrWrittenText(column, value);
    const decimals = DWR_STATION_DECIMALS[column];
    return typeof value === 'number' && decimals !== undefined ? roundTo(value, decimals) : value;
  });
}

/** The file's header line, DWR's column names in its order, ended by CRLF as every line. */
export const DWR_STATION_HEADER_LINE = csvLine(DWR_STATION_COLUMNS);

/** The line of one site: every cell through the exports' one formula rule (csvLine). */
export function dwrStationFileLine(site: DwrStationSite): string {
  return csvLine(dwrStationFileRow(site));
}

/** `dwr_stations_{GSP abbreviation}.csv`; the GSP's name where it has no abbreviation. */
export function dwrStationsFileName(gsp: { name: string; abbreviation: string | null }): string {
  return `dwr_stations_${fileNamePart(gsp.abbreviation?.trim() || gsp.name)}.csv`;
}
