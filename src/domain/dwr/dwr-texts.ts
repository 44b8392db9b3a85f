import { WELL_COMPLETION_TYPES, WELL_USES } from '../monitoring/choices';

const quoted = (text: string) => `'${text}'`;
const feet = (value: number) => `${Math.round(value * 100) / 100} ft`;

/** What the import says of DWR's files: each message says what is wrong and what to do about it. */
export const DWR_TEXTS = {
  measurementsTitle: 'DWR periodic groundwater level measurements',
  stationsTitle: 'DWR periodic groundwater level stations',
  missingColumns: (columns: readonly string[]) =>
    `The file lacks DWR's column${columns.length > 1 ? 's' : ''} ${columns.map(quoted).join(', ')}. Upload the file as DWR publishes it, with its header row.`,
  noSiteCode: 'Enter the SITE_CODE of the well.',
  notASiteCode: (text: string) =>
    `${quoted(text)} is not a DWR site code, such as 384931N1212618W001. Correct it as DWR's stations file gives it.`,
  noWlmId: "Enter DWR's WLM_ID of the measurement: a later edition of the file is matched to this one by it.",
  notAnId: (column: string, text: string) => `${column} ${quoted(text)} is not a whole number.`,
  noDate: 'Enter the MSMT_DATE of the measurement.',
  notADate: (text: string) =>
    `MSMT_DATE ${quoted(text)} is not a date. Write it as DWR does, such as 2004-03-01T09:30:00Z.`,
  notANumber: (column: string, text: string) =>
    `${column} ${quoted(text)} is not a number. Enter a number, or NA.`,
  tooLong: (column: string, limit: number) => `${column} is longer than ${limit} characters. Shorten it.`,
  wseDisagrees: (wse: number, expected: number, apart: number) =>
    `WSE ${feet(wse)} differs from WLM_GSE - GSE_WSE (${feet(expected)}) by ${feet(apart)}. The row was stored as the file gives it; check its figures.`,
  notALatitude: (column: string, text: string) =>
    `${column} ${quoted(text)} is not a ${column === 'LATITUDE' ? 'latitude between -90 and 90' : 'longitude between -180 and 180'}.`,
  unknownSiteCode: (code: string) =>
    `No water level site of this GSP has the DWR site code ${quoted(code)}. Import DWR's stations file for it first.`,
  siteCodeOfOtherGsp: (code: string, gspName: string) =>
    `The well with DWR site code ${quoted(code)} is not a site of ${gspName}. Import its readings with the GSP it belongs to.`,
  stationOfOtherGsp: (code: string, gspName: string) =>
    `The well with DWR site code '${code}' is a site of another GSP than ${gspName}. Change its GSP in its site form first, or import the file for that GSP.`,
  dmsSiteIdTaken: (code: string) =>
    `Another site has '${code}' as its DMS site id. Give that site this DWR site code, or change its DMS site id, and import the file again.`,
  measurementOfOtherGsp: (wlmId: number, gspName: string) =>
    `DWR's measurement ${wlmId} (WLM_ID) is a reading of a well that is not a site of ${gspName}. Import it with the GSP that has the well.`,
  sameMeasurement: (earlierRow: number, wlmId: number) =>
    `Row ${earlierRow} has the same WLM_ID ${wlmId}. Keep one of the two rows.`,
  sameStation: (earlierRow: number, code: string) =>
    `Row ${earlierRow} has the same SITE_CODE ${quoted(code)}: only that first row is imported. Keep one of the two rows.`,
  readingThatDay: (code: string, day: string) =>
    `The well ${quoted(code)} already has a reading on ${day} that did not come from DWR's file. Delete one of the two.`,
  unknownWellUse: (text: string) =>
    `WELL_USE ${quoted(text)} is not one of ${WELL_USES.join(', ')}; the well's use is left empty.`,
  unknownWellType: (text: string) =>
    `WELL_TYPE ${quoted(text)} is not one of ${WELL_COMPLETION_TYPES.join(', ')}; the well's completion type is left empty.`,
} as const;
