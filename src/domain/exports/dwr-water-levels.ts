import { DWR_SITE_CODE, type DwrMeasurementColumn } from '../dwr/dwr-files';
import { DWR_NA, dwrMomentText, dwrWrittenText } from '../dwr/dwr-values';
import type { DwrReadingFields } from '../dwr/dwr-reading';

/**
 * Water level readings in the columns of DWR's periodic groundwater level measurements file (the data
 * dictionary of DWR's Periodic Groundwater Level Measurements dataset), so a GSP can hand its readings to
 * the state as DWR itself publishes them. The rules of each column are here, with the reason wherever our
 * data cannot fill one.
 */

/** DWR's columns, in the file's order (dwr-files.ts), with how a spreadsheet holds them. */
export const DWR_WATER_LEVEL_COLUMNS = [
  { key: 'STN_ID', kind: 'number' },
  { key: 'SITE_CODE', kind: 'text' },
  { key: 'WLM_ID', kind: 'number' },
  { key: 'MSMT_DATE', kind: 'text' },
  { key: 'WLM_RPE', kind: 'number' },
  { key: 'WLM_GSE', kind: 'number' },
  { key: 'RDNG_WS', kind: 'number' },
  { key: 'RDNG_RP', kind: 'number' },
  { key: 'WSE', kind: 'number' },
  { key: 'RPE_WSE', kind: 'number' },
  { key: 'GSE_WSE', kind: 'number' },
  { key: 'WLM_QA_DESC', kind: 'text' },
  { key: 'WLM_DESC', kind: 'text' },
  { key: 'WLM_ACC_DESC', kind: 'text' },
  { key: 'WLM_ORG_ID', kind: 'number' },
  { key: 'WLM_ORG_NAME', kind: 'text' },
  { key: 'MSMT_CMT', kind: 'text' },
  { key: 'COOP_AGENCY_ORG_ID', kind: 'number' },
  { key: 'COOP_ORG_NAME', kind: 'text' },
] as const satisfies ReadonlyArray<{ key: DwrMeasurementColumn; kind: 'text' | 'number' }>;
export type DwrColumnKey = (typeof DWR_WATER_LEVEL_COLUMNS)[number]['key'];
export type DwrWaterLevelRow = Record<DwrColumnKey, string | number | null>;

/** The fields of the reading's well: its identifiers, reference point and ground surface. */
export interface DwrSiteFields {
  dwr_site_code: string | null;
  dwr_stn_id: number | null;
  alt_site_id: string | null;
  casgem_well_id: string | null;
  origin_site_id: string | null;
  dwr_well_id: string | null;
  rpe: number | null;
  ground_surface_elev: number | null;
  vert_datum: string | null;
}

/**
 * The well's DWR site code: its own (dwr_site_code, which DWR's stations file fills), else, as agencies
 * kept it before the DMS had the field, the first of its alternate, CASGEM, origin or DWR ids shaped like
 * a site code (the State Well Number, 14S18E05L001M, is another code).
 */
export function dwrSiteCode(site: DwrSiteFields): string | null {
  const ids = [
    site.dwr_site_code,
    site.alt_site_id,
    site.casgem_well_id,
    site.origin_site_id,
    site.dwr_well_id,
  ];
  for (const id of ids) {
    const code = id?.trim().toUpperCase();
    if (code && DWR_SITE_CODE.test(code)) return code;
  }
  return null;
}

/** The wording of DWR's measurement method descriptions, for the usual shorter names of the methods. */
const METHOD_DESCRIPTIONS: Record<string, string> = {
  'electric sounder': 'Electric sounder measurement',
  'electric sounder measurement': 'Electric sounder measurement',
  'electric tape': 'Electric sounder measurement',
  'e-tape': 'Electric sounder measurement',
  etape: 'Electric sounder measurement',
  'steel tape': 'Steel tape measurement',
  'steel tape measurement': 'Steel tape measurement',
  transducer: 'Electronic pressure transducer',
  'pressure transducer': 'Electronic pressure transducer',
  'electronic pressure transducer': 'Electronic pressure transducer',
  'acoustic sounder': 'Acoustic or sonic sounder',
  'sonic sounder': 'Acoustic or sonic sounder',
  'acoustic or sonic sounder': 'Acoustic or sonic sounder',
  unknown: 'Unknown',
};

/** The wording of DWR's accuracy descriptions, for accuracies written as a distance. */
const ACCURACY_DESCRIPTIONS: Record<string, string> = {
  '1 ft': 'Water level accuracy to nearest foot',
  '1 foot': 'Water level accuracy to nearest foot',
  '0.1 ft': 'Water level accuracy to nearest tenth of a foot',
  '0.01 ft': 'Water level accuracy to nearest hundredth of a foot',
  unknown: 'Water level accuracy is unknown',
};

/** A usual name in DWR's words; any other code as it is (a reading from DWR's file is in them). */
function inDwrWords(text: string | null, words: Record<string, string>): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const key = trimmed
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/(\d)ft$/, '$1 ft');
  return words[key] ?? trimmed;
}

/** How many decimals a figure was given with, so a difference keeps them and no float noise (-8.6000001). */
function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return Math.min(fraction.length, 4);
}

function difference(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return null;
  const scale = 10 ** Math.max(decimalsOf(a), decimalsOf(b));
  return Math.round((a - b) * scale) / scale;
}

/** DWR's elevations are NAVD88; a reading or well on another datum (NGVD29) is this far off it. */
function isNavd88(datum: string | null): boolean {
  return !datum || datum.replace(/\W/g, '').toUpperCase() === 'NAVD88';
}

/**
 * One reading in DWR's columns. DWR relates them as WSE = RPE - RPE_WSE and GSE_WSE = GSE - WSE; a figure
 * the reading does not hold is made from the others where they are known.
 */
export function dwrWaterLevelRow(reading: DwrReadingFields, site: DwrSiteFields): DwrWaterLevelRow {
  // A reading from DWR's file keeps that measurement's reference point and ground surface; the DMS's own
  // readings take the well's current ones.
  const rpe = reading.dwr_rpe ?? site.rpe;
  const gse = reading.dwr_gse ?? site.ground_surface_elev;
  // The depth below the reference point is what was measured; the elevation the agency wrote is kept as is.
  const wse = reading.surf_elev ?? difference(rpe, reading.measurement_depth);
  const rpeWse = reading.measurement_depth ?? difference(rpe, reading.surf_elev);
  const gseWse = reading.dwr_gse_wse ?? difference(gse, wse);
  // Depths hold on any datum, elevations only on NAVD88: converting NGVD29 needs a survey's local shift,
  // so an elevation on another datum is left empty rather than given as a wrong NAVD88 figure.
  const navd88 = isNavd88(reading.vert_datum ?? site.vert_datum);
  const questions = [reading.no_measurement, reading.quest_meas]
    .map((text) => text?.trim())
    .filter((text): text is string => Boolean(text));
  return {
    STN_ID: reading.dwr_stn_id ?? site.dwr_stn_id,
    SITE_CODE: dwrSiteCode(site),
    WLM_ID: reading.dwr_wlm_id,
    MSMT_DATE: dwrMomentText(reading.measurement_date, reading.measurement_time),
    WLM_RPE: navd88 ? rpe : null,
    WLM_GSE: navd88 ? gse : null,
    // The DMS keeps the depth a reading gives, not the tape's readings at the water surface and at the
    // reference point: only a reading from DWR's file has them.
    RDNG_WS: reading.dwr_rdng_ws,
    RDNG_RP: reading.dwr_rdng_rp,
    WSE: navd88 ? wse : null,
    RPE_WSE: rpeWse,
    GSE_WSE: gseWse,
    // DWR has one quality description for the no-measurement and the questionable-measurement codes.
    // The codes are written trimmed and the free texts as given, as their import reads them (DWR_COLUMN_KINDS).
    WLM_QA_DESC: dwrWrittenText(
      'WLM_QA_DESC',
      reading.dwr_qa_desc ?? (questions.length > 0 ? questions.join('; ') : null),
    ),
    WLM_DESC: dwrWrittenText('WLM_DESC', inDwrWords(reading.meas_method, METHOD_DESCRIPTIONS)),
    WLM_ACC_DESC: dwrWrittenText('WLM_ACC_DESC', inDwrWords(reading.meas_accuracy, ACCURACY_DESCRIPTIONS)),
    WLM_ORG_ID: reading.dwr_org_id,
    WLM_ORG_NAME: dwrWrittenText('WLM_ORG_NAME', reading.measured_by),
    MSMT_CMT: dwrWrittenText('MSMT_CMT', reading.meas_comments),
    COOP_AGENCY_ORG_ID: reading.dwr_coop_org_id,
    COOP_ORG_NAME: dwrWrittenText('COOP_ORG_NAME', reading.dwr_coop_org_name),
  };
}

/**
 * A row as DWR's measurements file writes it: `NA` for each value it lacks, as DWR's own file does in every
 * column (it has no empty cell), so a tool that reads DWR's files reads ours.
 */
export function dwrFileRow(row: DwrWaterLevelRow): Record<DwrColumnKey, string | number> {
  const written = {} as Record<DwrColumnKey, string | number>;
  for (const { key } of DWR_WATER_LEVEL_COLUMNS) written[key] = row[key] ?? DWR_NA;
  return written;
}
