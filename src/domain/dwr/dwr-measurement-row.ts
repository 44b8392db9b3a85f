import type { ImportProblem } from '../imports/import-row';
import { DWR_TEXTS } from './dwr-texts';
import { DWR_SITE_CODE, type DwrColumnIndex, type DwrMeasurementColumn } from './dwr-files';
import { dwrQualityCodes } from './dwr-quality';
import type { DwrReadingFields } from './dwr-reading';
import { dwrColumnText, dwrMoment, dwrNumber, dwrText, NOT_A_NUMBER, type DwrCell } from './dwr-values';

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
  if (isEmptyRow(cells)) return { kind: 'empty' };
  return new MeasurementRow(index, cells, row).read();
}

function isEmptyRow(cells: readonly DwrCell[]): boolean {
  for (let index = 0; index < cells.length; index++) if (dwrText(cells[index]) !== null) return false;
  return true;
}

/**
 * One row being read. A class rather than closures made per row: the server runs through tsx, which
 * names every function made, and a 100,000-row file spent half its reading time naming closures.
 */
class MeasurementRow {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly index: DwrColumnIndex<DwrMeasurementColumn>,
    private readonly cells: readonly DwrCell[],
    private readonly row: number,
  ) {}

  read(): DwrMeasurementRowReading {
    const siteCode = dwrText(this.cell('SITE_CODE'))?.toUpperCase() ?? null;
    if (siteCode === null) this.problem('SITE_CODE', DWR_TEXTS.noSiteCode);
    else if (!DWR_SITE_CODE.test(siteCode)) this.problem('SITE_CODE', DWR_TEXTS.notASiteCode(siteCode));
    const wlmId = this.whole('WLM_ID');
    if (wlmId === null && dwrText(this.cell('WLM_ID')) === null) this.problem('WLM_ID', DWR_TEXTS.noWlmId);
    const moment = dwrMoment(this.cell('MSMT_DATE'));
    if (!moment) {
      const written = dwrText(this.cell('MSMT_DATE'));
      this.problem('MSMT_DATE', written === null ? DWR_TEXTS.noDate : DWR_TEXTS.notADate(written));
    }

    const rpe = this.number('WLM_RPE');
    const gse = this.number('WLM_GSE');
    const readingWs = this.number('RDNG_WS');
    const readingRp = this.number('RDNG_RP');
    const wse = this.number('WSE');
    const rpeWse = this.number('RPE_WSE');
    const gseWse = this.number('GSE_WSE');
    const qualityDescription = this.text('WLM_QA_DESC');
    const quality = dwrQualityCodes(qualityDescription, wse !== null || rpeWse !== null || gseWse !== null);
    const reading: DwrReading = {
      site_code: siteCode ?? '',
      dwr_wlm_id: wlmId ?? 0,
      measurement_date: moment?.date ?? '',
      measurement_time: moment?.time ?? null,
      measurement_depth: rpeWse,
      surf_elev: wse,
      vert_datum: wse !== null || rpe !== null || gse !== null ? 'NAVD88' : null,
      meas_method: this.text('WLM_DESC'),
      meas_accuracy: this.text('WLM_ACC_DESC'),
      no_measurement: quality.no_measurement,
      quest_meas: quality.quest_meas,
      measured_by: this.text('WLM_ORG_NAME'),
      meas_comments: this.text('MSMT_CMT'),
      dwr_stn_id: this.whole('STN_ID'),
      dwr_rpe: rpe,
      dwr_gse: gse,
      dwr_rdng_ws: readingWs,
      dwr_rdng_rp: readingRp,
      dwr_gse_wse: gseWse,
      dwr_qa_desc: qualityDescription,
      dwr_org_id: this.whole('WLM_ORG_ID'),
      dwr_coop_org_id: this.whole('COOP_AGENCY_ORG_ID'),
      dwr_coop_org_name: this.text('COOP_ORG_NAME'),
    };
    if (this.problems.length || siteCode === null || wlmId === null || !moment)
      return { kind: 'problems', problems: this.problems };
    return { kind: 'reading', reading, warning: wseWarning(this.row, wse, gse, gseWse) };
  }

  private cell(column: DwrMeasurementColumn): DwrCell {
    const at = this.index[column];
    return at === -1 ? null : this.cells[at];
  }

  private problem(column: DwrMeasurementColumn, message: string): void {
    this.problems.push({ row: this.row, column, message });
  }

  private number(column: DwrMeasurementColumn): number | null {
    const value = dwrNumber(this.cell(column));
    if (value === NOT_A_NUMBER) {
      this.problem(column, DWR_TEXTS.notANumber(column, String(this.cell(column)).trim()));
      return null;
    }
    return value;
  }

  private whole(column: DwrMeasurementColumn): number | null {
    const value = this.number(column);
    if (value !== null && (!Number.isSafeInteger(value) || value < 0)) {
      this.problem(column, DWR_TEXTS.notAnId(column, String(this.cell(column)).trim()));
      return null;
    }
    return value;
  }

  /** A code (WLM_QA_DESC, WLM_DESC, WLM_ACC_DESC) trimmed, free text as written: DWR_COLUMN_KINDS. */
  private text(column: DwrMeasurementColumn): string | null {
    const value = dwrColumnText(column, this.cell(column));
    if (value !== null && value.length > TEXT_LIMIT) {
      this.problem(column, DWR_TEXTS.tooLong(column, TEXT_LIMIT));
      return null;
    }
    return value;
  }
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
