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
