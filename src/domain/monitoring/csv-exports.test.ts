import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvLine,
  fileNamePart,
  SUBSIDENCE_CSV,
  WATER_LEVEL_CSV,
  WATER_QUALITY_CSV,
  type ReadingsCsv,
} from './csv-exports';
import type { SubsidenceMeasurement } from './monitoring-api';
import { buildQualityReading, buildWellReading } from './testing/reading-factories';

const lines = (content: string) => content.split('\r\n').filter(Boolean);

/** The file the server streams for these readings, given in the order it reads them (oldest first). */
function fileOf<Reading>(kind: ReadingsCsv<Reading>, siteId: string, readings: Reading[]) {
  return {
    fileName: kind.fileName(siteId),
    content: [csvLine(kind.columns), ...readings.map((reading) => csvLine(kind.row(reading)))].join(''),
  };
}
const waterLevelCsv = (siteId: string, readings: Parameters<typeof WATER_LEVEL_CSV.row>[0][]) =>
  fileOf(WATER_LEVEL_CSV, siteId, readings);
const waterQualityCsv = (siteId: string, readings: Parameters<typeof WATER_QUALITY_CSV.row>[0][]) =>
  fileOf(WATER_QUALITY_CSV, siteId, readings);
const subsidenceCsv = (siteId: string, readings: Parameters<typeof SUBSIDENCE_CSV.row>[0][]) =>
  fileOf(SUBSIDENCE_CSV, siteId, readings);

describe('water level export', () => {
  it('is named {site id}_water_levels.csv with Date, Water Surface Elevation and Water Depth', () => {
    const file = waterLevelCsv('MW-001', [
      buildWellReading({ measurement_date: '2020-03-15', surf_elev: 85.44, measurement_depth: 120.25 }),
      buildWellReading({ measurement_date: '2021-01-05', surf_elev: 80.1, measurement_depth: 125 }),
    ]);
    expect(file.fileName).toBe('MW-001_water_levels.csv');
    expect(lines(file.content)).toEqual([
      'Date,Water Surface Elevation,Water Depth',
      '03/15/2020,85.44,120.25',
      '01/05/2021,80.1,125',
    ]);
  });

  it('keeps negative elevations as numbers and leaves missing values empty', () => {
    const file = waterLevelCsv('MW-001', [
      buildWellReading({ measurement_date: '2020-03-15', surf_elev: -42.5, measurement_depth: null }),
    ]);
    expect(lines(file.content)[1]).toBe('03/15/2020,-42.5,');
  });

  it('has only the header without readings', () => {
    expect(waterLevelCsv('MW-001', []).content).toBe('Date,Water Surface Elevation,Water Depth\r\n');
  });
});

describe('water quality export', () => {
  it('is named {DMS site id}_water_quality.csv with Date, Units, Value and Characteristic', () => {
    const file = waterQualityCsv('WQ-001', [buildQualityReading()]);
    expect(file.fileName).toBe('WQ-001_water_quality.csv');
    expect(lines(file.content)).toEqual(['Date,Units,Value,Characteristic', '06/01/2019,mg/L,4.2,Nitrate']);
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    const file = waterQualityCsv('WQ-001', [
      buildQualityReading({ characteristic: '=HYPERLINK("http://evil")', result_units: '@SUM(A1)' }),
    ]);
    expect(lines(file.content)[1]).toBe(`06/01/2019,'@SUM(A1),4.2,"'=HYPERLINK(""http://evil"")"`);
  });

  it('quotes text holding a comma', () => {
    const file = waterQualityCsv('WQ-001', [buildQualityReading({ characteristic: 'Nitrate, as N' })]);
    expect(lines(file.content)[1]).toBe('06/01/2019,mg/L,4.2,"Nitrate, as N"');
  });
});

describe('subsidence export', () => {
  it('is named {DMS site id}_subsidence_monitoring.csv with the three subsidence values', () => {
    const reading: SubsidenceMeasurement = {
      id: 1,
      dms_site_id: 'SUB-1',
      submitted: true,
      meas_date: '2018-01-01',
      meas_time: null,
      ua_compaction: 0.1,
      meas_elevation: 210.3,
      total_subsidence: -0.4,
      meas_accuracy: null,
      meas_comments: null,
    };
    const file = subsidenceCsv('SUB-1', [reading]);
    expect(file.fileName).toBe('SUB-1_subsidence_monitoring.csv');
    expect(lines(file.content)).toEqual([
      'Date,Total Subsidence,Measured Elevation,Upper Aquifer Compaction',
      '01/01/2018,-0.4,210.3,0.1',
    ]);
  });
});

describe('cells', () => {
  it('prefixes text starting with = + - @ tab or carriage return', () => {
    expect(['=1+1', '+1+1', '-1-1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1+1",
      "'-1-1",
      "'@A1",
      "'\tx",
      `"'\rx"`,
    ]);
  });

  it('writes text that is a plain decimal number as it is, as DWR writes WCR_NO -9999', () => {
    expect(['-9999', '-5.25', '+3'].map(csvCell)).toEqual(['-9999', '-5.25', '+3']);
  });

  it('prefixes text a spreadsheet reads as a formula after leading spaces, in full-width signs or a minus sign', () => {
    expect(
      [
        '\uff1d3+3',
        '\uff0b1',
        '\uff0d1',
        '\uff20A1',
        '\u22121',
        ' =1+1',
        '\u00a0=1',
        '\u3000\uff1d1',
        '\nx',
      ].map(csvCell),
    ).toEqual([
      "'\uff1d3+3",
      "'\uff0b1",
      "'\uff0d1",
      "'\uff20A1",
      "'\u22121",
      "' =1+1",
      "'\u00a0=1",
      "'\u3000\uff1d1",
      `"'\nx"`,
    ]);
    expect(csvCell('A-1 well')).toBe('A-1 well');
  });

  it('prefixes a formula-looking characteristic or unit in a water quality file, and leaves its numbers bare', () => {
    const file = waterQualityCsv('WQ-1', [
      buildQualityReading({
        meas_date: '2018-01-01',
        result_value: -0.5,
        result_units: '\u3000@mg/L',
        characteristic: '\uff1d3+3',
      }),
    ]);
    expect(lines(file.content)[1]).toBe("01/01/2018,'\u3000@mg/L,-0.5,'\uff1d3+3");
  });

  it('keeps negative numbers as numbers', () => {
    expect(csvCell(-3.25)).toBe('-3.25');
  });

  it('quotes quotes and line breaks', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('makes a site id safe in a file name', () => {
    expect(fileNamePart('MW/001:A')).toBe('MW_001_A');
    expect(fileNamePart('MW 001')).toBe('MW 001');
  });
});
