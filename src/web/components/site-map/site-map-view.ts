import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';
import { HOME_MAP } from '../../../domain/maps/map-layers';

/** spec 1 §2.3 and §9: the home map's view, also where a site map without sites opens. */
export const DEFAULT_MAP_CENTER: LatLngTuple = HOME_MAP.center;
export const DEFAULT_MAP_ZOOM = HOME_MAP.zoom;
export const MAX_MAP_ZOOM = HOME_MAP.maxZoom;
export const SITE_MARKER_RADIUS = HOME_MAP.markerRadius;

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
