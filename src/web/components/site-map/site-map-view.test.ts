import { describe, expect, it } from 'vitest';
import { boundsOfSites, toLatLng } from './site-map-view';

describe('site map view', () => {
  it('turns GeoJSON [longitude, latitude] into Leaflet [latitude, longitude]', () => {
    expect(toLatLng([-120.25, 37.05])).toEqual([37.05, -120.25]);
  });

  it('bounds the sites from their south-west to their north-east corner', () => {
    const sites = [{ coordinates: [-120.5, 36.9] as const }, { coordinates: [-119.8, 37.2] as const }];
    expect(boundsOfSites(sites)).toEqual([
      [36.9, -120.5],
      [37.2, -119.8],
    ]);
  });

  it('has no bounds without sites, so the map opens on the default view', () => {
    expect(boundsOfSites([])).toBeNull();
  });
});
