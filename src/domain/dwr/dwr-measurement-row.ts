import type { ImportProblem } from '../imports/import-row';
import { DWR_TEXTS } from './dwr-texts';
import { DWR_SITE_CODE, type DwrColumnIndex, type DwrMeasurementColumn } from './dwr-files';
import { dwrQualityCodes } from './dwr-quality';
import type { DwrReadingFields } from './dwr-reading';
import { dwrMoment, dwrNumber, dwrText, NOT_A_NUMBER, type DwrCell } from './dwr-values';

/**
 * One row of DWR's measurements file as a water level reading of the DMS. Every column DWR's dictionary
 * gives is kept: those the DMS has a field for in that field (RPE_WSE is the depth below the reference
 * point, WSE the water surface elevation, WLM_DESC the method, ...), the others as DWR's own figures of
 * the reading (its reference point and ground surface elevations, the tape's readings, DWR's ids), so the
 * reading goes back out in DWR's columns as it came in.
 */
export type DwrReading = DwrReadingFields & {
  site_code: string;
  /** DWR's id of the measurement, which a later edition of the file is matched by. */
  dwr_wlm_id: number;
};

export type DwrMeasurementRowReading =
  | { kind: 'reading'; reading: DwrReading; warning: ImportProblem | null }
  | { kind: 'problems'; problems: ImportProblem[] }
  | { kind: 'empty' };

/** How far WSE may be from WLM_GSE - GSE_WSE before the row is reported: DWR rounds each figure to 0.01 ft. */
export const WSE_TOLERANCE_FT = 0.05;

/** The longest text each DMS field keeps (the water level fields' limits). */
const TEXT_LIMIT = 250;

/**
 * Reads row `row` of a measurements file whose header was read into `index`. A row with problems is
 * refused with every problem named; a row whose figures disagree (WSE against WLM_GSE - GSE_WSE) is
 * kept, with a warning.
 */
export function readDwrMeasurementRow(
  index: DwrColumnIndex<DwrMeasurementColumn>,
  cells: readonly DwrCell[],
  row: number,
): DwrMeasurementRowReading {
  const cell = (column: DwrMeasurementColumn) => (index[column] === -1 ? null : cells[index[column]]);
  if (cells.every((value) => dwrText(value) === null)) return { kind: 'empty' };
  const problems: ImportProblem[] = [];
  const problem = (column: DwrMeasurementColumn, message: string) => problems.push({ row, column, message });

  const number = (column: DwrMeasurementColumn): number | null => {
    const value = dwrNumber(cell(column));
    if (value === NOT_A_NUMBER) {
      problem(column, DWR_TEXTS.notANumber(column, String(cell(column)).trim()));
      return null;
    }
    return value;
  };
  const whole = (column: DwrMeasurementColumn): number | null => {
    const value = number(column);
    if (value !== null && (!Number.isSafeInteger(value) || value < 0)) {
      problem(column, DWR_TEXTS.notAnId(column, String(cell(column)).trim()));
      return null;
    }
    return value;
  };
  const text = (column: DwrMeasurementColumn): string | null => {
    const value = dwrText(cell(column));
    if (value !== null && value.length > TEXT_LIMIT) {
      problem(column, DWR_TEXTS.tooLong(column, TEXT_LIMIT));
      return null;
    }
    return value;
  };

  const siteCode = dwrText(cell('SITE_CODE'))?.toUpperCase() ?? null;
  if (siteCode === null) problem('SITE_CODE', DWR_TEXTS.noSiteCode);
  else if (!DWR_SITE_CODE.test(siteCode)) problem('SITE_CODE', DWR_TEXTS.notASiteCode(siteCode));
  const wlmId = whole('WLM_ID');
  if (wlmId === null && dwrText(cell('WLM_ID')) === null) problem('WLM_ID', DWR_TEXTS.noWlmId);
  const moment = dwrMoment(cell('MSMT_DATE'));
  if (!moment) {
    const written = dwrText(cell('MSMT_DATE'));
    problem('MSMT_DATE', written === null ? DWR_TEXTS.noDate : DWR_TEXTS.notADate(written));
  }

  const rpe = number('WLM_RPE');
  const gse = number('WLM_GSE');
  const readingWs = number('RDNG_WS');
  const readingRp = number('RDNG_RP');
  const wse = number('WSE');
  const rpeWse = number('RPE_WSE');
  const gseWse = number('GSE_WSE');
  const qualityDescription = text('WLM_QA_DESC');
  const reading: Omit<DwrReading, 'site_code' | 'dwr_wlm_id' | 'measurement_date' | 'measurement_time'> = {
    measurement_depth: rpeWse,
    surf_elev: wse,
    vert_datum: wse !== null || rpe !== null || gse !== null ? 'NAVD88' : null,
    meas_method: text('WLM_DESC'),
    meas_accuracy: text('WLM_ACC_DESC'),
    ...dwrQualityCodes(qualityDescription, wse !== null || rpeWse !== null || gseWse !== null),
    measured_by: text('WLM_ORG_NAME'),
    meas_comments: text('MSMT_CMT'),
    dwr_stn_id: whole('STN_ID'),
    dwr_rpe: rpe,
    dwr_gse: gse,
    dwr_rdng_ws: readingWs,
    dwr_rdng_rp: readingRp,
    dwr_gse_wse: gseWse,
    dwr_qa_desc: qualityDescription,
    dwr_org_id: whole('WLM_ORG_ID'),
    dwr_coop_org_id: whole('COOP_AGENCY_ORG_ID'),
    dwr_coop_org_name: text('COOP_ORG_NAME'),
  };
  if (problems.length || siteCode === null || wlmId === null || !moment)
    return { kind: 'problems', problems };
  return {
    kind: 'reading',
    reading: {
      site_code: siteCode,
      dwr_wlm_id: wlmId,
      measurement_date: moment.date,
      measurement_time: moment.time,
      ...reading,
    },
    warning: wseWarning(row, wse, gse, gseWse),
  };
}

/** DWR relates its figures as WSE = WLM_GSE - GSE_WSE; a row that breaks this by more than rounding is reported. */
function wseWarning(row: number, wse: number | null, gse: number | null, gseWse: number | null) {
  if (wse === null || gse === null || gseWse === null) return null;
  const expected = gse - gseWse;
  const apart = Math.abs(wse - expected);
  // rounded to hundredths, so that 0.05 apart in the file's figures is within and not float noise past it
  if (Math.round(apart * 100) / 100 <= WSE_TOLERANCE_FT) return null;
  return { row, column: 'WSE', message: DWR_TEXTS.wseDisagrees(wse, expected, apart) };
}
