/** spec 1 §2.3 and §9: the home map. */
export const HOME_MAP = {
  center: [37.0545, -120.25] as [number, number],
  zoom: 10,
  maxZoom: 18,
  markerRadius: 8,
};

export const MAP_LAYER_GROUPS = ['Base Maps', 'DMS Layers', 'Reference Layers'] as const;
export type MapLayerGroup = (typeof MAP_LAYER_GROUPS)[number];

/** Which sites a DMS layer shows. */
export const MAP_LAYER_SOURCES = [
  'representative-water-level',
  'other-water-level',
  'water-quality',
  'projects',
  'subsidence',
  'streamflow',
  'interconnected',
] as const;
export type MapLayerSource = (typeof MAP_LAYER_SOURCES)[number];

/** A layer as GET /api/maplayers answers it (spec 1 §3.7). */
export interface MapLayer {
  id: number;
  title: string;
  type: 'baselayer' | 'maplayer' | 'wmstilelayer';
  group: MapLayerGroup;
  colour: string | null;
  marker_size: number | null;
  detail_link: string | null;
  page_type: string | null;
  source: MapLayerSource | null;
  url: string | null;
  default_on: boolean;
  legend: Array<{ label: string; colour: string }> | null;
}

/** One place the search finds: a site (with its detail route) or a reference feature. */
export interface PlaceSearchItem {
  label: string;
  kind: string;
  route: string | null;
  geometry: { type: string; coordinates: unknown };
}

/** One site of a site layer as the home map draws it: id, longitude, latitude, DMS Site ID. */
export type SiteMarker = [id: number, longitude: number, latitude: number, dmsSiteId: string];

/**
 * GET /api/maplayers/{id}/markers: a site layer in the compact form the home map draws (issue 17), about
 * 40 bytes a site against 250 as GeoJSON; a popup reads its site with GET .../markers/{site id}.
 */
export interface LayerMarkers {
  layer: string;
  /** Where a marker's popup leads: the route before the site's id, e.g. '/waterleveldetail'. */
  detail_route: string;
  markers: SiteMarker[];
}

/** GET /api/maplayers/{id}/markers/{site id}: what a marker's popup shows. */
export interface MarkerDetails {
  id: number;
  dms_site_id: string;
  local_site_id: string | null;
  layer: string;
  detail_route: string;
}
