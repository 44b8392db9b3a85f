import type { Feature } from 'geojson';
import { HOME_MAP, type MapLayer } from '../../domain/maps/map-layers';
import {
  markerRadiusOf,
  markerShapeOf,
  SITE_MARKERS,
  type MarkerShape,
} from '../../domain/maps/site-markers';

export interface SiteMarkerStyle {
  shape: MarkerShape;
  colour: string;
  /** The marker's radius in pixels: the shape is drawn inside it and clicks within it hit the site. */
  radius: number;
}

const DEFAULT_COLOUR = '#555';
export const MARKER_OUTLINE = '#333';

/** A star's points reach further than a circle's edge, so it gets a little more room to look as large. */
const STAR_SCALE = 1.25;

/**
 * How a site layer's markers are drawn: the layer definition's colour and marker size (spec 1 §3.7) when
 * it gives them, else the spec's colour of its sites (SITE_MARKERS) and the home map's marker radius 8.
 */
export function siteMarkerStyle(layer: MapLayer): SiteMarkerStyle {
  const shape = markerShapeOf(layer.source);
  const radius = markerRadiusOf(layer.marker_size, HOME_MAP.markerRadius);
  return {
    shape,
    colour: layer.colour || (layer.source ? SITE_MARKERS[layer.source].colour : DEFAULT_COLOUR),
    radius: shape === 'star' ? Math.round(radius * STAR_SCALE) : radius,
  };
}

/** The Leaflet path options a reference feature is drawn with. */
export interface ReferenceStyle {
  color: string;
  weight: number;
  opacity: number;
  fill: boolean;
  fillColor: string;
  fillOpacity: number;
}

type Legend = NonNullable<MapLayer['legend']>;

/** Properties that usually hold a land use feature's crop class, most specific first. */
const CLASS_PROPERTIES = [
  'crop_class',
  'class',
  'crop',
  'crop_type',
  'land_use',
  'landuse',
  'category',
  'name',
];

const normalise = (value: string) => value.trim().toLowerCase();

/**
 * The legend entry a land use feature belongs to: its crop class property (crop_class, class, ...,
 * any case) matched to a legend label, else any property value that is a legend label.
 */
export function landUseClass(
  properties: Record<string, unknown> | null | undefined,
  legend: Legend,
): Legend[number] | null {
  if (!properties || legend.length === 0) return null;
  const byLabel = new Map(legend.map((entry) => [normalise(entry.label), entry]));
  const match = (value: unknown) => (typeof value === 'string' ? byLabel.get(normalise(value)) : undefined);
  const keys = Object.keys(properties);
  for (const wanted of CLASS_PROPERTIES) {
    const key = keys.find((candidate) => candidate.toLowerCase() === wanted);
    const entry = key === undefined ? undefined : match(properties[key]);
    if (entry) return entry;
  }
  for (const value of Object.values(properties)) {
    const entry = match(value);
    if (entry) return entry;
  }
  return null;
}

/**
 * The legend rows a layer shows under its title. A site layer's legend holds only itself (its title
 * with its colour), which the symbol beside the title already shows, so such an entry is left out.
 */
export function legendEntries(layer: MapLayer): Legend {
  return (layer.legend ?? []).filter((entry) => normalise(entry.label) !== normalise(layer.title));
}

const isLine = (feature: Feature | undefined) =>
  feature?.geometry?.type === 'LineString' || feature?.geometry?.type === 'MultiLineString';

/**
 * How a reference feature is drawn: lines in the layer colour; polygons outlined in it with a
 * see-through fill; land use polygons (layers with a legend) filled in their crop class colour.
 */
export function referenceStyle(layer: MapLayer, feature?: Feature): ReferenceStyle {
  const colour = layer.colour || DEFAULT_COLOUR;
  if (isLine(feature)) {
    return { color: colour, weight: 2, opacity: 0.9, fill: false, fillColor: colour, fillOpacity: 0 };
  }
  if (layer.legend && layer.legend.length > 0) {
    const entry = landUseClass(feature?.properties, layer.legend);
    const fillColour = entry?.colour ?? colour;
    return {
      color: fillColour,
      weight: 0.5,
      opacity: 0.8,
      fill: true,
      fillColor: fillColour,
      fillOpacity: 0.6,
    };
  }
  return { color: colour, weight: 2, opacity: 0.9, fill: true, fillColor: colour, fillOpacity: 0.1 };
}
