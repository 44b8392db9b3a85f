import { describe, expect, it } from 'vitest';
import type { PlaceSearchItem } from '../../domain/maps/map-layers';
import { collectionBounds, geometryBounds, paddingClearOf, placeTarget, toLatLng } from './map-geometry';
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

describe('padding clear of a panel', () => {
  const map = { width: 1000, height: 700 };

  it('keeps only the margin without a panel, or with one not laid out', () => {
    const plain = { paddingTopLeft: [10, 10], paddingBottomRight: [10, 10] };
    expect(paddingClearOf(map, null)).toEqual(plain);
    expect(paddingClearOf(map, { left: 0, top: 0, right: 0, bottom: 0 })).toEqual(plain);
  });

  it('fits beside the open layer control, which covers the right side top to bottom', () => {
    const open = { left: 700, top: 10, right: 990, bottom: 690 };
    expect(paddingClearOf(map, open)).toEqual({ paddingTopLeft: [10, 10], paddingBottomRight: [310, 10] });
  });

  it('fits below the layer control collapsed to its heading, where there is more room', () => {
    const collapsed = { left: 700, top: 10, right: 990, bottom: 58 };
    expect(paddingClearOf(map, collapsed)).toEqual({
      paddingTopLeft: [10, 68],
      paddingBottomRight: [10, 10],
    });
  });

  it('fits on whichever side has room, and ignores a panel that leaves none', () => {
    const onTheLeft = { left: 10, top: 10, right: 300, bottom: 690 };
    expect(paddingClearOf(map, onTheLeft)).toEqual({
      paddingTopLeft: [310, 10],
      paddingBottomRight: [10, 10],
    });
    const phone = { width: 360, height: 640 };
    expect(paddingClearOf(phone, { left: 0, top: 0, right: 360, bottom: 600 })).toEqual({
      paddingTopLeft: [10, 10],
      paddingBottomRight: [10, 10],
    });
  });
});
