import { describe, expect, it } from 'vitest';
import {
  CRS84,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  parseBbox,
  parseItemsQuery,
  parseLimit,
  parseOffset,
  plainResourceQuery,
} from './query-parameters';

const refused = (checked: { ok: boolean; error?: { parameter: string } }) =>
  checked.ok ? null : checked.error!.parameter;

describe('limit and offset', () => {
  it('default to 100 and 0, and clamp a limit above 10,000 to 10,000', () => {
    expect(parseLimit(undefined)).toEqual({ ok: true, value: DEFAULT_LIMIT });
    expect(DEFAULT_LIMIT).toBe(100);
    expect(parseLimit('1000')).toEqual({ ok: true, value: 1000 });
    expect(parseLimit('10000')).toEqual({ ok: true, value: MAX_LIMIT });
    expect(parseLimit('50000')).toEqual({ ok: true, value: 10_000 });
    expect(parseLimit('99999999999999999999')).toEqual({ ok: true, value: 10_000 });
    expect(parseOffset(undefined)).toEqual({ ok: true, value: 0 });
    expect(parseOffset('4000')).toEqual({ ok: true, value: 4000 });
  });

  it('refuse what is no whole number, a limit of 0 and an offset past the database integer range', () => {
    for (const raw of ['0', '-5', '1.5', 'ten', '', '1e3'])
      expect(refused(parseLimit(raw)), raw).toBe('limit');
    for (const raw of ['-1', '2.5', 'x', '2147483648']) expect(refused(parseOffset(raw)), raw).toBe('offset');
  });
});

describe('bbox', () => {
  it('reads four numbers as minimum longitude, latitude, maximum longitude, latitude', () => {
    expect(parseBbox('-120.5,36.5,-119.5,37.5')).toEqual({
      ok: true,
      value: { minLon: -120.5, minLat: 36.5, maxLon: -119.5, maxLat: 37.5 },
    });
    expect(parseBbox(' -120 , 36 , -119 , 37 ').ok).toBe(true);
    // crossing the antimeridian: west edge east of the east edge
    expect(parseBbox('170,-10,-170,10')).toEqual({
      ok: true,
      value: { minLon: 170, minLat: -10, maxLon: -170, maxLat: 10 },
    });
  });

  it('reads six numbers as the same box with heights, and ignores the heights', () => {
    expect(parseBbox('-120.5,36.5,-10,-119.5,37.5,250.5')).toEqual({
      ok: true,
      value: { minLon: -120.5, minLat: 36.5, maxLon: -119.5, maxLat: 37.5 },
    });
    expect(parseBbox('170,-10,0,-170,10,100')).toEqual({
      ok: true,
      value: { minLon: 170, minLat: -10, maxLon: -170, maxLat: 10 },
    });
  });

  it('refuses other counts, words, coordinates off the Earth and a box upside down', () => {
    expect(parseBbox('-120,36,-119,37,1')).toEqual({
      ok: false,
      error: { parameter: 'bbox', message: expect.stringMatching(/four numbers .* or six with heights/) },
    });
    for (const raw of [
      '-120,36,-119',
      '-120,36,-119,37,1',
      '-120,36,-119,37,1,2,3',
      '-120,36,low,-119,37,100',
      '-190,36,0,-119,37,100',
      '-120,37,0,-119,36,100',
      'a,b,c,d',
      '-120,36,-119,',
      '-190,36,-119,37',
      '-120,-91,-119,37',
      '-120,37,-119,36',
      'Infinity,1,2,3',
    ]) {
      expect(refused(parseBbox(raw)), raw).toBe('bbox');
    }
  });
});

describe('parseItemsQuery', () => {
  it('takes what GDAL and QGIS send: limit, offset, bbox, datetime, f, and the CRS parameters when they name CRS84', () => {
    const checked = parseItemsQuery(
      {
        limit: '1000',
        offset: '2000',
        bbox: '-121,36,-119,38',
        datetime: '2024-01-01/..',
        f: 'json',
        crs: CRS84,
        'bbox-crs': CRS84,
      },
      { siteFilter: false },
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        limit: 1000,
        offset: 2000,
        bbox: { minLon: -121, minLat: 36, maxLon: -119, maxLat: 38 },
        datetime: { start: '2024-01-01', end: null },
        site: null,
        filters: [
          ['bbox', '-121,36,-119,38'],
          ['datetime', '2024-01-01/..'],
        ],
      },
    });
  });

  it('refuses an unknown or repeated parameter, a CRS other than CRS84, and site outside the readings, naming it', () => {
    expect(refused(parseItemsQuery({ colour: 'red' }, { siteFilter: false }))).toBe('colour');
    expect(refused(parseItemsQuery({ limit: ['10', '20'] }, { siteFilter: false }))).toBe('limit');
    expect(
      refused(parseItemsQuery({ crs: 'http://www.opengis.net/def/crs/EPSG/0/3857' }, { siteFilter: false })),
    ).toBe('crs');
    expect(refused(parseItemsQuery({ site: 'WL-1' }, { siteFilter: false }))).toBe('site');
    expect(refused(parseItemsQuery({ datetime: 'soon' }, { siteFilter: false }))).toBe('datetime');
    expect(refused(parseItemsQuery({ site: ' ' }, { siteFilter: true }))).toBe('site');
  });

  it('keeps the readings site filter for the next page', () => {
    const checked = parseItemsQuery({ site: ' WL-0001 ' }, { siteFilter: true });
    expect(checked.ok && checked.value.site).toBe('WL-0001');
    expect(checked.ok && checked.value.filters).toEqual([['site', 'WL-0001']]);
  });

  it('lets a resource without filters take f alone', () => {
    expect(plainResourceQuery({ f: 'html' }).ok).toBe(true);
    expect(refused(plainResourceQuery({ limit: '5' }))).toBe('limit');
  });
});
