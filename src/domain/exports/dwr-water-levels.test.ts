import type { DwrReadingFields } from '../dwr/dwr-reading';
import { describe, expect, it } from 'vitest';
import { DWR_MEASUREMENT_COLUMNS, readDwrHeader, REQUIRED_MEASUREMENT_COLUMNS } from '../dwr/dwr-files';
import { readDwrMeasurementRow } from '../dwr/dwr-measurement-row';
import {
  DWR_WATER_LEVEL_COLUMNS,
  dwrFileRow,
  dwrSiteCode,
  dwrWaterLevelRow,
  type DwrSiteFields,
} from './dwr-water-levels';

/** A well as DWR's station 4775 (384931N1212618W001): RPE 118.4, GSE 117.4 ft NAVD88. */
const site: DwrSiteFields = {
  dwr_site_code: null,
  dwr_stn_id: null,
  alt_site_id: '384931N1212618W001',
  casgem_well_id: null,
  origin_site_id: '4775',
  dwr_well_id: '08N07E36M001M',
  rpe: 118.4,
  ground_surface_elev: 117.4,
  vert_datum: 'NAVD88',
};

const reading = (fields: Partial<DwrReadingFields>): DwrReadingFields => ({
  measurement_date: '2004-03-01',
  measurement_time: null,
  measurement_depth: null,
  surf_elev: null,
  vert_datum: null,
  meas_method: null,
  meas_accuracy: null,
  no_measurement: null,
  quest_meas: null,
  measured_by: null,
  meas_comments: null,
  dwr_wlm_id: null,
  dwr_stn_id: null,
  dwr_rpe: null,
  dwr_gse: null,
  dwr_rdng_ws: null,
  dwr_rdng_rp: null,
  dwr_gse_wse: null,
  dwr_qa_desc: null,
  dwr_org_id: null,
  dwr_coop_org_id: null,
  dwr_coop_org_name: null,
  ...fields,
});

describe('dwrWaterLevelRow', () => {
  it('gives the figures of DWR’s file for the same measurement (station 4775, 2004-03-01)', () => {
    // DWR: 384931N1212618W001,2004-03-01T00:00:00Z,118.4,117.4,0,127,-8.6,127,126,NA,Unknown,
    // Water level accuracy is unknown,NA
    const row = dwrWaterLevelRow(
      reading({ measurement_depth: 127, meas_method: 'Unknown', meas_accuracy: 'Unknown' }),
      site,
    );
    expect(row).toEqual({
      STN_ID: null,
      SITE_CODE: '384931N1212618W001',
      WLM_ID: null,
      MSMT_DATE: '2004-03-01T00:00:00Z',
      WLM_RPE: 118.4,
      WLM_GSE: 117.4,
      RDNG_WS: null,
      RDNG_RP: null,
      WSE: -8.6,
      RPE_WSE: 127,
      GSE_WSE: 126,
      WLM_QA_DESC: null,
      WLM_DESC: 'Unknown',
      WLM_ACC_DESC: 'Water level accuracy is unknown',
      WLM_ORG_ID: null,
      WLM_ORG_NAME: null,
      MSMT_CMT: null,
      COOP_AGENCY_ORG_ID: null,
      COOP_ORG_NAME: null,
    });
  });

  it('keeps the water surface elevation the reading holds and derives the depths from it', () => {
    // DWR, station 4777 (RPE 117.9, GSE 117.4): WSE -21.9, RPE_WSE 139.8, GSE_WSE 139.3
    const well = { ...site, rpe: 117.9 };
    const row = dwrWaterLevelRow(
      reading({
        measurement_date: '2019-10-08',
        surf_elev: -21.9,
        quest_meas: 'Oil or foreign substance in casing',
        meas_method: 'Steel tape',
        meas_accuracy: '0.1 ft.',
        meas_comments: 'Oil',
      }),
      well,
    );
    expect(row).toMatchObject({
      WSE: -21.9,
      RPE_WSE: 139.8,
      GSE_WSE: 139.3,
      WLM_QA_DESC: 'Oil or foreign substance in casing',
      WLM_DESC: 'Steel tape measurement',
      WLM_ACC_DESC: 'Water level accuracy to nearest tenth of a foot',
      MSMT_CMT: 'Oil',
    });
    // a depth and an elevation both given are both kept as the agency wrote them
    expect(dwrWaterLevelRow(reading({ measurement_depth: 139.75, surf_elev: -21.85 }), well)).toMatchObject({
      WSE: -21.85,
      RPE_WSE: 139.75,
      GSE_WSE: 139.25,
    });
  });

  it('keeps the decimals of the figures without float noise', () => {
    const row = dwrWaterLevelRow(reading({ measurement_depth: 127.35 }), { ...site, rpe: 118.41 });
    expect(row.WSE).toBe(-8.94);
    expect(row.GSE_WSE).toBe(126.34);
  });

  it('leaves empty what a reading without a measurement has not, and says why in the quality description', () => {
    const row = dwrWaterLevelRow(
      reading({ no_measurement: 'Temporarily inaccessible', meas_comments: '  ' }),
      site,
    );
    expect(row).toMatchObject({
      WSE: null,
      RPE_WSE: null,
      GSE_WSE: null,
      WLM_QA_DESC: 'Temporarily inaccessible',
      MSMT_CMT: null,
    });
    expect(
      dwrWaterLevelRow(reading({ no_measurement: 'Pumping', quest_meas: 'Nearby pump operating' }), site)
        .WLM_QA_DESC,
    ).toBe('Pumping; Nearby pump operating');
  });

  it('leaves the elevations empty on a datum other than NAVD88, and keeps the depths', () => {
    const ngvd = dwrWaterLevelRow(reading({ measurement_depth: 127, vert_datum: 'NGVD29' }), site);
    expect(ngvd).toMatchObject({ WLM_RPE: null, WLM_GSE: null, WSE: null, RPE_WSE: 127, GSE_WSE: 126 });
    const wellOnNgvd = dwrWaterLevelRow(reading({ measurement_depth: 127 }), {
      ...site,
      vert_datum: 'NGVD 29',
    });
    expect(wellOnNgvd.WSE).toBeNull();
    const readingOnNavd = dwrWaterLevelRow(reading({ measurement_depth: 127, vert_datum: 'NAVD 88' }), {
      ...site,
      vert_datum: 'NGVD29',
    });
    expect(readingOnNavd).toMatchObject({ WLM_RPE: 118.4, WSE: -8.6 });
  });

  it('without the well’s reference point or ground surface, gives only what the reading holds', () => {
    const row = dwrWaterLevelRow(reading({ measurement_depth: 50 }), {
      ...site,
      rpe: null,
      ground_surface_elev: null,
    });
    expect(row).toMatchObject({ WLM_RPE: null, WLM_GSE: null, WSE: null, RPE_WSE: 50, GSE_WSE: null });
  });

  it('words methods and accuracies as DWR does, and passes other wordings through', () => {
    const words = (meas_method: string, meas_accuracy: string) => {
      const row = dwrWaterLevelRow(reading({ meas_method, meas_accuracy }), site);
      return [row.WLM_DESC, row.WLM_ACC_DESC];
    };
    expect(words('Electric sounder measurement', '0.01 ft')).toEqual([
      'Electric sounder measurement',
      'Water level accuracy to nearest hundredth of a foot',
    ]);
    expect(words('E-tape', '1 ft')).toEqual([
      'Electric sounder measurement',
      'Water level accuracy to nearest foot',
    ]);
    expect(words('pressure transducer', '0.01ft')).toEqual([
      'Electronic pressure transducer',
      'Water level accuracy to nearest hundredth of a foot',
    ]);
    expect(words('Acoustic sounder', 'Water level accuracy to nearest tenth of a foot')).toEqual([
      'Acoustic or sonic sounder',
      'Water level accuracy to nearest tenth of a foot',
    ]);
    expect(words('Airline', '± 2 ft')).toEqual(['Airline', '± 2 ft']);
  });
});

describe('dwrFileRow', () => {
  it('writes NA for every value the row lacks, in each of DWR’s columns, and keeps the others', () => {
    const row = dwrWaterLevelRow(reading({ measurement_depth: 127, meas_comments: ' Oil ' }), site);
    const written = dwrFileRow(row);
    expect(Object.keys(written)).toEqual(DWR_WATER_LEVEL_COLUMNS.map((column) => column.key));
    for (const { key } of DWR_WATER_LEVEL_COLUMNS) expect(written[key]).toBe(row[key] ?? 'NA');
    expect(written).toMatchObject({ STN_ID: 'NA', WLM_ID: 'NA', RPE_WSE: 127, MSMT_CMT: ' Oil ' });
    expect(dwrFileRow(dwrWaterLevelRow(reading({ meas_comments: '   ' }), site)).MSMT_CMT).toBe('NA');
  });
});

describe('dwrSiteCode', () => {
  it('is the first of the well’s ids shaped like DWR’s site code', () => {
    expect(dwrSiteCode(site)).toBe('384931N1212618W001');
    expect(dwrSiteCode({ ...site, alt_site_id: 'MW-12', casgem_well_id: ' 367234n1199512w001 ' })).toBe(
      '367234N1199512W001',
    );
    expect(dwrSiteCode({ ...site, alt_site_id: null, origin_site_id: '371166N1204193W002' })).toBe(
      '371166N1204193W002',
    );
  });

  it('is empty when no id is one: a State Well Number or a CASGEM number is not a site code', () => {
    expect(
      dwrSiteCode({ ...site, alt_site_id: '08N07E36M001M', casgem_well_id: '37012', origin_site_id: null }),
    ).toBeNull();
  });
});

describe("a reading imported from DWR's file", () => {
  const header = readDwrHeader(
    DWR_MEASUREMENT_COLUMNS,
    DWR_MEASUREMENT_COLUMNS,
    REQUIRED_MEASUREMENT_COLUMNS,
  );
  if (!header.ok) throw new Error('the header of the test rows');
  /** DWR's rows as its file writes them (station 4775 and another well, one with a questionable code). */
  const lines = [
    '4775,384931N1212618W001,1443624,2004-03-01T00:00:00Z,118.4,117.4,0,127,-8.6,127,126,NA,Unknown,Water level accuracy is unknown,1,Department of Water Resources,NA,1074,SACRAMENTO MUNICIPAL UTILITY DISTRICT',
    '4777,384927N1212631W001,1597302,2019-10-08T09:30:00Z,117.9,117.4,1.2,141,-21.9,139.8,139.3,Oil or foreign substance in casing,Steel tape measurement,Water level accuracy to nearest tenth of a foot,1,Department of Water Resources,"Oil, see note",NA,NA',
    '4777,384927N1212631W001,1597303,2020-03-10T00:00:00Z,117.9,117.4,NA,NA,NA,NA,NA,Temporarily inaccessible,Unknown,Water level accuracy is unknown,1,Department of Water Resources,NA,NA,NA',
    // texts with the spaces an agency typed, which are values and are kept
    '4777,384927N1212631W001,1597304,2020-10-06T10:00:00Z,117.9,117.4,0,140,-22.1,140,139.5,NA,Unknown,Water level accuracy is unknown,1, Department of Water Resources,"Tape wet, see note  ",1074,SMUD ',
  ];
  /** The quality, method and accuracy codes of a row, as a spreadsheet may leave them: with stray spaces. */
  const CODE_COLUMNS = ['WLM_QA_DESC', 'WLM_DESC', 'WLM_ACC_DESC'];
  const cellsOf = (line: string) =>
    (line.match(/("[^"]*"|[^,]*)(,|$)/g) ?? []).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
  const valueOf = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

  it('goes back out in the same columns with the same values, NA where DWR wrote NA', () => {
    for (const line of lines) {
      const cells = cellsOf(line).slice(0, DWR_MEASUREMENT_COLUMNS.length);
      const read = readDwrMeasurementRow(header.index, cells, 2);
      if (read.kind !== 'reading') throw new Error(`row not read: ${JSON.stringify(read)}`);
      const { site_code, ...reading } = read.reading;
      const well: DwrSiteFields = {
        ...site,
        dwr_site_code: site_code,
        alt_site_id: null,
        rpe: 1,
        ground_surface_elev: 2,
      };
      const out = dwrFileRow(dwrWaterLevelRow(reading, well));
      expect(DWR_WATER_LEVEL_COLUMNS.map((column) => out[column.key])).toEqual(cells.map(valueOf));
    }
  });

  it('goes back out with its codes trimmed, as they were matched, and its free texts as written', () => {
    for (const line of lines) {
      const cells = cellsOf(line).slice(0, DWR_MEASUREMENT_COLUMNS.length);
      const spaced = DWR_MEASUREMENT_COLUMNS.map((column, at) =>
        CODE_COLUMNS.includes(column) && cells[at] !== 'NA' ? ` ${cells[at]}  ` : cells[at],
      );
      const read = readDwrMeasurementRow(header.index, spaced, 2);
      if (read.kind !== 'reading') throw new Error(`row not read: ${JSON.stringify(read)}`);
      const { site_code, ...reading } = read.reading;
      const well = { ...site, dwr_site_code: site_code, alt_site_id: null, rpe: 1, ground_surface_elev: 2 };
      const out = dwrFileRow(dwrWaterLevelRow(reading, well));
      expect(DWR_WATER_LEVEL_COLUMNS.map((column) => out[column.key])).toEqual(cells.map(valueOf));
    }
  });
});
