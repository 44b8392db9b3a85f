import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';

/** spec 1 §2.3 and §9: the home map's view, also where a site map without sites opens. */
export const DEFAULT_MAP_CENTER: LatLngTuple = [37.0545, -120.25];
export const DEFAULT_MAP_ZOOM = 10;
export const MAX_MAP_ZOOM = 18;
export const SITE_MARKER_RADIUS = 8;

/** Leaflet wants [latitude, longitude]; site geometry is GeoJSON, [longitude, latitude]. */
export function toLatLng([longitude, latitude]: readonly [number, number]): LatLngTuple {
  return [latitude, longitude];
}

/** South-west and north-east corners around the sites, or null without sites. */
export function boundsOfSites(
  sites: ReadonlyArray<{ coordinates: readonly [number, number] }>,
): LatLngBoundsLiteral | null {
  if (sites.length === 0) return null;
  const latitudes = sites.map(({ coordinates }) => coordinates[1]);
  const longitudes = sites.map(({ coordinates }) => coordinates[0]);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}
