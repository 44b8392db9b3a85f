import { describe, expect, it } from 'vitest';
import { DWR_STATION_COLUMNS, readDwrHeader, REQUIRED_STATION_COLUMNS } from './dwr-files';
import { readDwrStationRow } from './dwr-station-row';

const header = readDwrHeader(DWR_STATION_COLUMNS, DWR_STATION_COLUMNS, REQUIRED_STATION_COLUMNS);
if (!header.ok) throw new Error('the header of the test rows');
const { index } = header;

function stationRow(changes: Partial<Record<(typeof DWR_STATION_COLUMNS)[number], string>> = {}) {
  const row: Record<string, string> = {
    STN_ID: '22168',
    SITE_CODE: '357878N1191173W001',
    SWN: '25S26E01A002M',
    WELL_NAME: '',
    LATITUDE: '35.7878',
    LONGITUDE: '-119.117',
    WLM_METHOD: 'Unknown',
    WLM_ACC: 'Unknown',
    BASIN_CODE: '5-022.14',
    BASIN_NAME: 'Kern County',
    COUNTY_NAME: 'Fresno',
    WELL_DEPTH: '',
    WELL_USE: 'Unknown',
    WELL_TYPE: 'Unknown',
    WCR_NO: '',
    ...changes,
  };
  return DWR_STATION_COLUMNS.map((column) => row[column]);
}

describe("a row of DWR's stations file", () => {
  it('becomes the fields of a water level site', () => {
    expect(
      readDwrStationRow(
        index,
        stationRow({
          WELL_NAME: 'Berenda 7',
          WELL_DEPTH: '240',
          WELL_USE: 'irrigation',
          WELL_TYPE: 'Single Well',
          WCR_NO: 'e0123456',
        }),
        2,
      ),
    ).toEqual({
      kind: 'station',
      warnings: [],
      station: {
        site_code: '357878N1191173W001',
        dwr_stn_id: 22168,
        dwr_well_id: '25S26E01A002M',
        local_site_id: 'Berenda 7',
        latitude: 35.7878,
        longitude: -119.117,
        basin_code: '5-022.14',
        total_well_depth: 240,
        well_use: 'Irrigation',
        well_completion_type: 'Single Well',
        well_completion_number: 'e0123456',
      },
    });
  });

  it('keeps texts as written, spaces and all, and matches the site code and the codes trimmed', () => {
    const read = readDwrStationRow(
      index,
      stationRow({
        SITE_CODE: ' 357878n1191173w001 ',
        SWN: ' 05S07E24H500M',
        WELL_NAME: 'Bergman  ',
        WCR_NO: '-9999',
        WELL_USE: ' Irrigation ',
        WELL_TYPE: 'Single Well  ',
        BASIN_CODE: ' 5-022.05 ',
      }),
      2,
    );
    expect(read.kind === 'station' && read.station).toMatchObject({
      site_code: '357878N1191173W001',
      dwr_well_id: ' 05S07E24H500M',
      local_site_id: 'Bergman  ',
      well_completion_number: '-9999',
      // codes: trimmed, as they are matched
      well_use: 'Irrigation',
      well_completion_type: 'Single Well',
      basin_code: '5-022.05',
    });
    expect(read.kind === 'station' && read.warnings).toEqual([]);
  });

  it("leaves a use outside DWR's vocabulary empty, with a warning", () => {
    const read = readDwrStationRow(index, stationRow({ WELL_USE: 'Dairy' }), 3);
    expect(read.kind === 'station' && read.station.well_use).toBeNull();
    expect(read.kind === 'station' && read.warnings.map((warning) => warning.column)).toEqual(['WELL_USE']);
  });

  it('refuses a well that cannot be placed, naming the column', () => {
    const read = readDwrStationRow(index, stationRow({ LATITUDE: 'NA', LONGITUDE: '-219.1' }), 4);
    expect(read.kind === 'problems' && read.problems.map((problem) => problem.column)).toEqual([
      'LATITUDE',
      'LONGITUDE',
    ]);
  });
});
