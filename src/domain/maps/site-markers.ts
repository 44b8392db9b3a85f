import type { MapLayerSource } from './map-layers';

export type MarkerShape = 'circle' | 'square' | 'star';

export interface SiteMarkerSymbol {
  colour: string;
  shape: MarkerShape;
}

/**
 * spec 1 §9: how each kind of site is drawn, on the home map (when its layer definition gives no colour)
 * and on the site maps of the lists: representative water level red, other water level orange squares,
 * water quality green, projects magenta stars, subsidence orange, streamflow blue.
 */
export const SITE_MARKERS = {
  'representative-water-level': { colour: 'red', shape: 'circle' },
  'other-water-level': { colour: 'orange', shape: 'square' },
  'water-quality': { colour: 'green', shape: 'circle' },
  projects: { colour: 'magenta', shape: 'star' },
  subsidence: { colour: 'orange', shape: 'circle' },
  streamflow: { colour: 'blue', shape: 'circle' },
  // the spec gives interconnected sites no colour: purple is one no other site layer uses
  interconnected: { colour: 'purple', shape: 'circle' },
} as const satisfies Record<MapLayerSource, SiteMarkerSymbol>;

/** The marker of a site layer; a layer that names no sites is drawn as a circle. */
export function markerShapeOf(source: MapLayerSource | null): MarkerShape {
  return source ? SITE_MARKERS[source].shape : 'circle';
}

/**
 * spec 1 §2.3 and §3.7: where a site's popup leads, from a layer's detail link such as 'waterleveldetail/'
 * (leading and trailing slashes do not matter): '/waterleveldetail/12'. Null for an empty link.
 */
export function siteDetailRoute(
  detailLink: string | null | undefined,
  siteId: number | string,
): string | null {
  const base = (detailLink ?? '').trim().replace(/^\/+|\/+$/g, '');
  return base ? `/${base}/${siteId}` : null;
}

/** spec 1 §3.7: a layer's marker size when it is a usable radius in pixels, else the fallback. */
export function markerRadiusOf(markerSize: number | null | undefined, fallback: number): number {
  return typeof markerSize === 'number' && Number.isFinite(markerSize) && markerSize > 0
    ? markerSize
    : fallback;
}
