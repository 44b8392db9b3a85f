import { describe, expect, it } from 'vitest';
import type { PlaceSearchItem } from '../../domain/maps/map-layers';
import { collectionBounds, geometryBounds, placeTarget, toLatLng } from './map-geometry';
import { basinBoundary, collection, sitePoint } from './map-test-factories';

describe('map geometry', () => {
  it('turns GeoJSON [longitude, latitude] into Leaflet [latitude, longitude]', () => {
    expect(toLatLng([-120.25, 37.05])).toEqual([37.05, -120.25]);
    expect(toLatLng([Number.NaN, 1])).toBeNull();
    expect(toLatLng([200, 1])).toBeNull();
    expect(toLatLng('nowhere')).toBeNull();
  });

  it('finds the extent of polygons, multi-polygons and collections', () => {
    expect(collectionBounds(basinBoundary)).toEqual([
      [36.8, -120.6],
      [37.3, -119.9],
    ]);
    expect(
      geometryBounds({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-121, 36],
              [-120, 36],
              [-120, 37],
              [-121, 36],
            ],
          ],
          [
            [
              [-119, 38],
              [-118, 38],
              [-118, 39],
              [-119, 38],
            ],
          ],
        ],
      }),
    ).toEqual([
      [36, -121],
      [39, -118],
    ]);
    expect(collectionBounds(collection([sitePoint(1, -120, 37), sitePoint(2, -119.5, 36.5)]))).toEqual([
      [36.5, -120],
      [37, -119.5],
    ]);
    expect(collectionBounds(collection([]))).toBeNull();
    expect(geometryBounds(null)).toBeNull();
  });

  it('flies to a site and fits a reference shape', () => {
    expect(placeTarget({ geometry: { type: 'Point', coordinates: [-120.1, 37.2] } })).toEqual({
      type: 'point',
      position: [37.2, -120.1],
    });
    expect(
      placeTarget({ geometry: basinBoundary.features[0].geometry as PlaceSearchItem['geometry'] }),
    ).toEqual({
      type: 'bounds',
      bounds: [
        [36.8, -120.6],
        [37.3, -119.9],
      ],
      position: [37.05, -120.25],
    });
    expect(placeTarget({ geometry: { type: 'Point', coordinates: [null, null] } })).toBeNull();
    expect(placeTarget({ geometry: null as never })).toBeNull();
  });
});
