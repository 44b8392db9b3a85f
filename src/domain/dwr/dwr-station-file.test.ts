import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DWR_STATION_COLUMNS, readDwrHeader, REQUIRED_STATION_COLUMNS } from './dwr-files';
import {
  DWR_STATION_HEADER_LINE,
  dwrStationFileLine,
  dwrStationFileRow,
  dwrStationsFileName,
  type DwrStationSite,
} from './dwr-station-file';
import { readDwrStationRow } from './dwr-station-row';

function site(changes: Partial<DwrStationSite> = {}): DwrStationSite {
  return {
    dwr_site_code: '384931N1212618W001',
    dwr_stn_id: 4775,
    dwr_well_id: '08N07E36M001M',
    local_site_id: 'Berenda 7',
    latitude: 38.4931,
    longitude: -121.2618,
    basin_code: '5-021.65',
    total_well_depth: 240,
    well_use: 'Observation',
    well_completion_type: 'Single Well',
    well_completion_number: 'e0123456',
    ...changes,
  };
}

const header = readDwrHeader(DWR_STATION_COLUMNS, DWR_STATION_COLUMNS, REQUIRED_STATION_COLUMNS);
if (!header.ok) throw new Error("DWR's own header");
const { index } = header;

/** The line as the import reads it: CSV cells, then the station row reader. */
function importedAgain(line: string) {
  const [cells] = parse(line, { relax_column_count: true }) as string[][];
  return readDwrStationRow(index, cells, 2);
}

describe("a water level site as a row of DWR's stations file", () => {
  it("writes each column the import reads from the site's field, in DWR's order", () => {
    expect(DWR_STATION_HEADER_LINE).toBe(
      'STN_ID,SITE_CODE,SWN,WELL_NAME,LATITUDE,LONGITUDE,WLM_METHOD,WLM_ACC,BASIN_CODE,BASIN_NAME,' +
        'COUNTY_NAME,WELL_DEPTH,WELL_USE,WELL_TYPE,WCR_NO\r\n',
    );
    expect(dwrStationFileLine(site())).toBe(
      '4775,384931N1212618W001,08N07E36M001M,Berenda 7,38.4931,-121.2618,,,5-021.65,,,240,Observation,' +
        'Single Well,e0123456\r\n',
    );
  });

  it('is read back by the import as the same fields', () => {
    const written = site({ local_site_id: 'Well "A", north', total_well_depth: 312.75 });
    const { dwr_site_code, ...fields } = written;
    expect(importedAgain(dwrStationFileLine(written))).toEqual({
      kind: 'station',
      warnings: [],
      station: { site_code: dwr_site_code, ...fields },
    });
  });

  it('writes a value the site lacks as an empty cell, which the import reads as none', () => {
    const bare = site({
      dwr_stn_id: null,
      dwr_well_id: null,
      local_site_id: null,
      basin_code: null,
      total_well_depth: null,
      well_use: null,
      well_completion_type: null,
      well_completion_number: null,
    });
    expect(dwrStationFileLine(bare)).toBe(',384931N1212618W001,,,38.4931,-121.2618,,,,,,,,,\r\n');
    const read = importedAgain(dwrStationFileLine(bare));
    expect(read.kind === 'station' && read.station).toEqual({
      site_code: '384931N1212618W001',
      dwr_stn_id: null,
      dwr_well_id: null,
      local_site_id: null,
      latitude: 38.4931,
      longitude: -121.2618,
      basin_code: null,
      total_well_depth: null,
      well_use: null,
      well_completion_type: null,
      well_completion_number: null,
    });
  });

  it('writes codes trimmed and free texts as stored, as the import reads them', () => {
    const spaced = site({
      dwr_well_id: ' 08N07E36M001M',
      local_site_id: 'Berenda 7  ',
      basin_code: ' 5-021.65 ',
      well_completion_number: 'e0123456 ',
    });
    expect(dwrStationFileLine(spaced)).toBe(
      '4775,384931N1212618W001, 08N07E36M001M,Berenda 7  ,38.4931,-121.2618,,,5-021.65,,,240,Observation,' +
        'Single Well,e0123456 \r\n',
    );
    const read = importedAgain(dwrStationFileLine(spaced));
    expect(read.kind === 'station' && read.station).toMatchObject({
      dwr_well_id: ' 08N07E36M001M',
      local_site_id: 'Berenda 7  ',
      basin_code: '5-021.65',
      well_completion_number: 'e0123456 ',
    });
  });

  it('writes coordinates to 6 decimals and depths to 2, without float noise', () => {
    const row = dwrStationFileRow(
      site({ latitude: 37.05432149, longitude: -120.2512346, total_well_depth: 0.1 + 0.2 }),
    );
    const value = (column: (typeof DWR_STATION_COLUMNS)[number]) => row[DWR_STATION_COLUMNS.indexOf(column)];
    expect(value('LATITUDE')).toBe(37.054321);
    expect(value('LONGITUDE')).toBe(-120.251235);
    expect(value('WELL_DEPTH')).toBe(0.3);
    expect(value('STN_ID')).toBe(4775);
  });

  it('keeps a negative longitude a number and neutralises formula-looking text', () => {
    const line = dwrStationFileLine(
      site({
        local_site_id: '=HYPERLINK("http://evil.test")',
        basin_code: '+5-021',
        dwr_well_id: '@SUM(A1)',
      }),
    );
    const [cells] = parse(line) as string[][];
    const cell = (column: (typeof DWR_STATION_COLUMNS)[number]) => cells[DWR_STATION_COLUMNS.indexOf(column)];
    expect(cell('WELL_NAME')).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(cell('BASIN_CODE')).toBe("'+5-021");
    expect(cell('SWN')).toBe("'@SUM(A1)");
    expect(cell('LONGITUDE')).toBe('-121.2618');
  });

  it("is saved as dwr_stations_{GSP abbreviation}.csv, or the GSP's name without one", () => {
    expect(dwrStationsFileName({ name: 'Chowchilla Subbasin GSP', abbreviation: 'CHOW' })).toBe(
      'dwr_stations_CHOW.csv',
    );
    expect(dwrStationsFileName({ name: 'Madera/Fresno GSP', abbreviation: ' ' })).toBe(
      'dwr_stations_Madera_Fresno GSP.csv',
    );
  });
});
