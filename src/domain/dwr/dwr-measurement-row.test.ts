import { describe, expect, it } from 'vitest';
import { DWR_MEASUREMENT_COLUMNS, readDwrHeader, REQUIRED_MEASUREMENT_COLUMNS } from './dwr-files';
import { readDwrMeasurementRow } from './dwr-measurement-row';

const header = readDwrHeader(DWR_MEASUREMENT_COLUMNS, DWR_MEASUREMENT_COLUMNS, REQUIRED_MEASUREMENT_COLUMNS);
if (!header.ok) throw new Error('the header of the test rows');
const { index } = header;

/** A row in DWR's layout (one of DWR's own rows), with some columns changed. */
function dwrRow(changes: Partial<Record<(typeof DWR_MEASUREMENT_COLUMNS)[number], string>> = {}) {
  const row: Record<string, string> = {
    STN_ID: '4775',
    SITE_CODE: '384931N1212618W001',
    WLM_ID: '1443624',
    MSMT_DATE: '2004-03-01T00:00:00Z',
    WLM_RPE: '118.4',
    WLM_GSE: '117.4',
    RDNG_WS: '0',
    RDNG_RP: '127',
    WSE: '-8.6',
    RPE_WSE: '127',
    GSE_WSE: '126',
    WLM_QA_DESC: 'NA',
    WLM_DESC: 'Unknown',
    WLM_ACC_DESC: 'Water level accuracy is unknown',
    WLM_ORG_ID: '1',
    WLM_ORG_NAME: 'Department of Water Resources',
    MSMT_CMT: 'NA',
    COOP_AGENCY_ORG_ID: '1074',
    COOP_ORG_NAME: 'SACRAMENTO MUNICIPAL UTILITY DISTRICT',
    ...changes,
  };
  return DWR_MEASUREMENT_COLUMNS.map((column) => row[column]);
}

describe("a row of DWR's measurements file", () => {
  it('becomes a water level reading keeping every column', () => {
    expect(readDwrMeasurementRow(index, dwrRow(), 2)).toEqual({
      kind: 'reading',
      warning: null,
      reading: {
        site_code: '384931N1212618W001',
        dwr_wlm_id: 1443624,
        measurement_date: '2004-03-01',
        measurement_time: null,
        measurement_depth: 127,
        surf_elev: -8.6,
        vert_datum: 'NAVD88',
        meas_method: 'Unknown',
        meas_accuracy: 'Water level accuracy is unknown',
        no_measurement: null,
        quest_meas: null,
        measured_by: 'Department of Water Resources',
        meas_comments: null,
        dwr_stn_id: 4775,
        dwr_rpe: 118.4,
        dwr_gse: 117.4,
        dwr_rdng_ws: 0,
        dwr_rdng_rp: 127,
        dwr_gse_wse: 126,
        dwr_qa_desc: null,
        dwr_org_id: 1,
        dwr_coop_org_id: 1074,
        dwr_coop_org_name: 'SACRAMENTO MUNICIPAL UTILITY DISTRICT',
      },
    });
  });

  it('maps the quality description to a no-measurement code without a level, a questionable one with', () => {
    const noLevel = readDwrMeasurementRow(
      index,
      dwrRow({
        WSE: 'NA',
        RPE_WSE: 'NA',
        GSE_WSE: 'NA',
        RDNG_RP: 'NA',
        WLM_QA_DESC: 'Temporarily inaccessible',
      }),
      3,
    );
    expect(noLevel.kind === 'reading' && noLevel.reading).toMatchObject({
      no_measurement: 'Temporarily inaccessible',
      quest_meas: null,
      dwr_qa_desc: 'Temporarily inaccessible',
      measurement_depth: null,
      surf_elev: null,
    });
    const questionable = readDwrMeasurementRow(index, dwrRow({ WLM_QA_DESC: 'Pumping' }), 4);
    expect(questionable.kind === 'reading' && questionable.reading).toMatchObject({
      no_measurement: null,
      quest_meas: 'Pumping',
      dwr_qa_desc: 'Pumping',
    });
  });

  it('keeps texts as written, spaces and all, and reads blank texts as none', () => {
    const read = readDwrMeasurementRow(
      index,
      dwrRow({
        SITE_CODE: ' 384931N1212618W001 ',
        WLM_ID: ' 1443624',
        WLM_ORG_NAME: ' Department of Water Resources',
        MSMT_CMT: 'Tape wet  ',
        COOP_ORG_NAME: '  ',
      }),
      5,
    );
    expect(read.kind === 'reading' && read.reading).toMatchObject({
      site_code: '384931N1212618W001',
      dwr_wlm_id: 1443624,
      measured_by: ' Department of Water Resources',
      meas_comments: 'Tape wet  ',
      dwr_coop_org_name: null,
    });
  });

  it('reads the quality, method and accuracy codes trimmed, so a stray space keeps them the same codes', () => {
    const codes = {
      WLM_DESC: 'Steel tape measurement ',
      WLM_ACC_DESC: ' Water level accuracy to nearest tenth of a foot  ',
    };
    const questionable = readDwrMeasurementRow(index, dwrRow({ ...codes, WLM_QA_DESC: 'Pumping ' }), 4);
    expect(questionable.kind === 'reading' && questionable.reading).toMatchObject({
      no_measurement: null,
      quest_meas: 'Pumping',
      dwr_qa_desc: 'Pumping',
      meas_method: 'Steel tape measurement',
      meas_accuracy: 'Water level accuracy to nearest tenth of a foot',
    });
    const noLevel = readDwrMeasurementRow(
      index,
      dwrRow({
        ...codes,
        WSE: 'NA',
        RPE_WSE: 'NA',
        GSE_WSE: 'NA',
        WLM_QA_DESC: '  Temporarily inaccessible ',
      }),
      5,
    );
    expect(noLevel.kind === 'reading' && noLevel.reading).toMatchObject({
      no_measurement: 'Temporarily inaccessible',
      quest_meas: null,
      dwr_qa_desc: 'Temporarily inaccessible',
      meas_method: 'Steel tape measurement',
    });
  });

  it('keeps a comment with commas and quotes as it is', () => {
    const read = readDwrMeasurementRow(index, dwrRow({ MSMT_CMT: 'Tape wet, "see note" at 9 AM' }), 5);
    expect(read.kind === 'reading' && read.reading.meas_comments).toBe('Tape wet, "see note" at 9 AM');
  });

  it('stores a row whose WSE disagrees with WLM_GSE - GSE_WSE by more than 0.05 ft, with a warning', () => {
    expect(readDwrMeasurementRow(index, dwrRow({ WSE: '-8.65' }), 6)).toMatchObject({
      kind: 'reading',
      warning: null,
    });
    const read = readDwrMeasurementRow(index, dwrRow({ WSE: '-8.7' }), 7);
    expect(read.kind).toBe('reading');
    expect(read.kind === 'reading' && read.warning).toEqual({
      row: 7,
      column: 'WSE',
      message:
        'WSE -8.7 ft differs from WLM_GSE - GSE_WSE (-8.6 ft) by 0.1 ft. The row was stored as the file gives it; check its figures.',
    });
  });

  it('refuses a row naming every problem, with the column at fault', () => {
    const read = readDwrMeasurementRow(
      index,
      dwrRow({ SITE_CODE: 'WELL 7', WLM_ID: 'NA', MSMT_DATE: '2004-02-30T00:00:00Z', WSE: 'dry' }),
      8,
    );
    expect(read.kind === 'problems' && read.problems.map((problem) => problem.column)).toEqual([
      'SITE_CODE',
      'WLM_ID',
      'MSMT_DATE',
      'WSE',
    ]);
    expect(read.kind === 'problems' && read.problems[0]).toEqual({
      row: 8,
      column: 'SITE_CODE',
      message:
        "'WELL 7' is not a DWR site code, such as 384931N1212618W001. Correct it as DWR's stations file gives it.",
    });
  });

  it('skips an empty row and reads a file that lacks the optional columns', () => {
    expect(
      readDwrMeasurementRow(
        index,
        DWR_MEASUREMENT_COLUMNS.map(() => ''),
        9,
      ),
    ).toEqual({ kind: 'empty' });
    const short = readDwrHeader(
      ['SITE_CODE', 'WLM_ID', 'MSMT_DATE', 'RPE_WSE'],
      DWR_MEASUREMENT_COLUMNS,
      REQUIRED_MEASUREMENT_COLUMNS,
    );
    if (!short.ok) throw new Error('the short header');
    const read = readDwrMeasurementRow(
      short.index,
      ['384931N1212618W001', '7', '2020-04-02T10:00:00Z', '45.5'],
      2,
    );
    expect(read.kind === 'reading' && read.reading).toMatchObject({
      measurement_depth: 45.5,
      surf_elev: null,
      vert_datum: null,
      measurement_time: '10:00:00',
    });
  });
});
