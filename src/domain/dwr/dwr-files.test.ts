import { describe, expect, it } from 'vitest';
import {
  DWR_MEASUREMENT_COLUMNS,
  DWR_STATION_COLUMNS,
  readDwrHeader,
  REQUIRED_MEASUREMENT_COLUMNS,
  REQUIRED_STATION_COLUMNS,
} from './dwr-files';

describe("DWR's header rows", () => {
  it("finds every column of DWR's measurements file in its order", () => {
    const read = readDwrHeader(
      DWR_MEASUREMENT_COLUMNS,
      DWR_MEASUREMENT_COLUMNS,
      REQUIRED_MEASUREMENT_COLUMNS,
    );
    expect(read.ok && read.index).toEqual(
      Object.fromEntries(DWR_MEASUREMENT_COLUMNS.map((name, at) => [name, at])),
    );
  });

  it('forgives order, letter case, spaces and a byte order mark, and leaves other columns alone', () => {
    const read = readDwrHeader(
      ['\uFEFFmsmt_date', 'Agency note', ' SITE_CODE ', 'wlm_id', 'WSE'],
      DWR_MEASUREMENT_COLUMNS,
      REQUIRED_MEASUREMENT_COLUMNS,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.index.MSMT_DATE).toBe(0);
    expect(read.index.SITE_CODE).toBe(2);
    expect(read.index.WLM_ID).toBe(3);
    expect(read.index.WSE).toBe(4);
    expect(read.index.RPE_WSE).toBe(-1);
  });

  it('names the required columns a file lacks', () => {
    expect(
      readDwrHeader(['SITE_CODE', 'WSE'], DWR_MEASUREMENT_COLUMNS, REQUIRED_MEASUREMENT_COLUMNS),
    ).toEqual({
      ok: false,
      missing: ['WLM_ID', 'MSMT_DATE'],
    });
    expect(
      readDwrHeader(['STN_ID', 'SITE_CODE', 'SWN'], DWR_STATION_COLUMNS, REQUIRED_STATION_COLUMNS),
    ).toEqual({
      ok: false,
      missing: ['LATITUDE', 'LONGITUDE'],
    });
  });

  it('takes the first of two columns of the same name', () => {
    const read = readDwrHeader(
      ['SITE_CODE', 'WLM_ID', 'MSMT_DATE', 'WLM_ID'],
      DWR_MEASUREMENT_COLUMNS,
      REQUIRED_MEASUREMENT_COLUMNS,
    );
    expect(read.ok && read.index.WLM_ID).toBe(1);
  });
});
