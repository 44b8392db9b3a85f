import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_TEXTS,
  boundarySummary,
  boundaryTest,
  MAX_BOUNDARY_POSITIONS,
  readBoundary,
  type AreaBoundary,
  type Ring,
} from './area-boundary';

const square = (west: number, south: number, size: number): Ring => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

describe('readBoundary', () => {
  it('takes a Polygon, a Feature of one, or the polygons of a FeatureCollection together', () => {
    const polygon = { type: 'Polygon', coordinates: [square(-120.5, 37, 0.2)] };
    expect(readBoundary(polygon)).toEqual({ ok: true, boundary: polygon });
    expect(readBoundary({ type: 'Feature', properties: { GSP_Name: 'X' }, geometry: polygon })).toEqual({
      ok: true,
      boundary: polygon,
    });
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: polygon },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-120, 37] } },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiPolygon', coordinates: [[square(-119, 36, 0.1)], [square(-118, 36, 0.1)]] },
        },
      ],
    };
    expect(readBoundary(collection)).toEqual({
      ok: true,
      boundary: {
        type: 'MultiPolygon',
        coordinates: [[square(-120.5, 37, 0.2)], [square(-119, 36, 0.1)], [square(-118, 36, 0.1)]],
      },
    });
  });

  it('keeps longitude and latitude of each position, dropping an elevation', () => {
    const ring = square(-120.5, 37, 0.2).map(([x, y]) => [x, y, 55]);
    const read = readBoundary({ type: 'Polygon', coordinates: [ring] });
    expect(read.ok && read.boundary.coordinates[0]).toEqual(square(-120.5, 37, 0.2));
  });

  it('names what is wrong: not GeoJSON, no polygon, projected coordinates, an open ring, too many positions', () => {
    expect(readBoundary('{}')).toEqual({ ok: false, message: BOUNDARY_TEXTS.notGeoJson });
    expect(readBoundary({ type: 'Polygon', coordinates: 'x' })).toEqual({
      ok: false,
      message: BOUNDARY_TEXTS.notGeoJson,
    });
    expect(readBoundary({ type: 'FeatureCollection', features: [] })).toEqual({
      ok: false,
      message: BOUNDARY_TEXTS.noPolygon,
    });
    // California Albers metres, as a shapefile converted without reprojection holds them
    expect(readBoundary({ type: 'Polygon', coordinates: [square(-12000, -34000, 500)] })).toEqual({
      ok: false,
      message: BOUNDARY_TEXTS.notLongitudeLatitude,
    });
    expect(readBoundary({ type: 'Polygon', coordinates: [square(-120, 37, 0.1).slice(0, 4)] })).toEqual({
      ok: false,
      message: BOUNDARY_TEXTS.openRing,
    });
    const huge = Array.from({ length: MAX_BOUNDARY_POSITIONS + 1 }, (_, index) => [-120 + index * 1e-7, 37]);
    expect(readBoundary({ type: 'Polygon', coordinates: [huge] })).toEqual({
      ok: false,
      message: BOUNDARY_TEXTS.tooLarge,
    });
  });
});

describe('boundaryTest', () => {
  const withHole: AreaBoundary = {
    type: 'MultiPolygon',
    coordinates: [[square(0, 0, 10), square(4, 4, 2)], [square(20, 0, 5)]],
  };
  const holds = boundaryTest(withHole);

  it('holds a point inside an outline and in none of its holes, in any of the polygons', () => {
    expect(holds(1, 1)).toBe(true);
    expect(holds(22, 3)).toBe(true);
    expect(holds(5, 5)).toBe(false);
    expect(holds(15, 5)).toBe(false);
    expect(holds(-1, 5)).toBe(false);
    expect(holds(5, 11)).toBe(false);
  });

  it('follows a concave outline', () => {
    // a U: the notch between its arms is outside
    const u: AreaBoundary = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 3],
          [2, 3],
          [2, 1],
          [1, 1],
          [1, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    const inU = boundaryTest(u);
    expect(inU(0.5, 2)).toBe(true);
    expect(inU(2.5, 2)).toBe(true);
    expect(inU(1.5, 2)).toBe(false);
    expect(inU(1.5, 0.5)).toBe(true);
  });

  it('is summarised by its polygons, positions and extent', () => {
    expect(boundarySummary(withHole)).toEqual({ polygons: 2, positions: 15, bbox: [0, 0, 25, 10] });
  });
});
