import type { Feature } from 'geojson';
import type { MapLayer, PlaceSearchItem } from '../../domain/maps/map-layers';

/** What a map popup shows: a heading, label/value rows and, for a site, where View Details leads. */
export interface PopupContent {
  title: string;
  rows: Array<{ label: string; value: string }>;
  detailRoute: string | null;
}

/** Properties that are the feature's plumbing, not information for the reader. */
const HIDDEN_PROPERTIES = new Set([
  'id',
  'name',
  'layer',
  'detail_route',
  'dms_site_id',
  'local_site_id',
  // the drawing colour is shown by the map itself
  'colour',
  'color',
]);

const NONE = '-';

/** 'crop_class' → 'Crop Class'; 'GSA_NAME' → 'GSA NAME' stays readable. */
export function propertyLabel(key: string): string {
  return key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

export function propertyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US') : NONE;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The popup of a clicked feature (spec 1 §2.3). A site shows its DMS Site ID, Local Site ID and layer
 * and links to its detail route; a reference feature shows its name, layer and its other properties.
 */
export function featurePopupContent(feature: Feature, layer: MapLayer): PopupContent {
  const properties = (feature.properties ?? {}) as Record<string, unknown>;
  const layerTitle = text(properties.layer) ?? layer.title;
  const detailRoute = text(properties.detail_route);
  const dmsSiteId = text(properties.dms_site_id);

  if (layer.source || detailRoute || dmsSiteId) {
    return {
      title: dmsSiteId ?? layerTitle,
      rows: [
        { label: 'DMS Site ID', value: propertyValue(dmsSiteId) },
        { label: 'Local Site ID', value: propertyValue(text(properties.local_site_id)) },
        { label: 'Layer', value: layerTitle },
      ],
      detailRoute,
    };
  }

  const name = text(properties.name);
  const rows = [
    { label: 'Name', value: propertyValue(name) },
    { label: 'Layer', value: layerTitle },
  ];
  for (const [key, value] of Object.entries(properties)) {
    if (!HIDDEN_PROPERTIES.has(key.toLowerCase()))
      rows.push({ label: propertyLabel(key), value: propertyValue(value) });
  }
  return { title: name ?? layerTitle, rows, detailRoute: null };
}

/** A site's popup with its Local Site ID, read after the popup opened. */
export function withLocalSiteId(content: PopupContent, localSiteId: string | null): PopupContent {
  return {
    ...content,
    rows: content.rows.map((row) =>
      row.label === 'Local Site ID' ? { ...row, value: propertyValue(localSiteId) } : row,
    ),
  };
}

/** The popup of a place chosen in the search: a site links to its details, a reference feature does not. */
export function placePopupContent(item: PlaceSearchItem): PopupContent {
  return {
    title: item.label,
    rows: [{ label: 'Type', value: item.kind }],
    detailRoute: item.route,
  };
}

/** A water level site to chart: its id for the API, its DMS Site ID to show and its detail route. */
export interface ChartSite {
  id: number;
  dmsSiteId: string;
  detailRoute: string | null;
}

/** The site a clicked water level feature stands for, or null when it carries no usable id. */
export function chartSiteOf(feature: Feature): ChartSite | null {
  const properties = (feature.properties ?? {}) as Record<string, unknown>;
  const id = Number(properties.id ?? feature.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    id,
    dmsSiteId: text(properties.dms_site_id) ?? String(id),
    detailRoute: text(properties.detail_route),
  };
}
