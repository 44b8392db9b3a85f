import { MAP_LAYER_GROUPS, type MapLayer, type MapLayerGroup } from '../../domain/maps/map-layers';

/**
 * The layer control of the home map (spec 1 §2.3): one base map chosen at a time, any number of
 * DMS and reference layers on top.
 */

/** A base map is a tile layer; every other layer adds features on top of it. */
export const isBaseMap = (layer: MapLayer) => layer.type === 'baselayer';

/** Site layers (the DMS layers) name the sites they show; reference layers do not. */
export const isSiteLayer = (layer: MapLayer) => !isBaseMap(layer) && layer.source !== null;

/** The layers whose sites have water levels: the Water Level Chart opens for their sites. */
export const isWaterLevelLayer = (layer: MapLayer) =>
  layer.source === 'representative-water-level' || layer.source === 'other-water-level';

/** The group a layer is listed under; a layer with an unknown group goes where its kind belongs. */
export function layerGroupOf(layer: MapLayer): MapLayerGroup {
  if (isBaseMap(layer)) return 'Base Maps';
  if (layer.group === 'DMS Layers' || layer.group === 'Reference Layers') return layer.group;
  return layer.source ? 'DMS Layers' : 'Reference Layers';
}

export interface LayerControlGroup {
  name: MapLayerGroup;
  /** Base maps are radio buttons (exactly one), the other groups checkboxes. */
  control: 'radio' | 'checkbox';
  layers: MapLayer[];
}

/** The groups of the layer control in the spec's order, each in the API's order; empty groups left out. */
export function layerControlGroups(layers: readonly MapLayer[]): LayerControlGroup[] {
  return MAP_LAYER_GROUPS.map((name) => ({
    name,
    control: name === 'Base Maps' ? ('radio' as const) : ('checkbox' as const),
    layers: layers.filter((layer) => layerGroupOf(layer) === name),
  })).filter((group) => group.layers.length > 0);
}

export interface LayerSelection {
  baseMapId: number | null;
  /** The DMS and reference layers that are on, in the order of the layer list. */
  overlayIds: number[];
}

/**
 * The base map a map opens on: the first one marked default_on, else the first base map. Every map of
 * the application shows it, so changing the base layers in the database changes them all.
 */
export function defaultBaseMap(layers: readonly MapLayer[]): MapLayer | undefined {
  const baseMaps = layers.filter(isBaseMap);
  return baseMaps.find((layer) => layer.default_on) ?? baseMaps[0];
}

/** What is on when the map opens: the layers marked default_on, and exactly one base map (defaultBaseMap). */
export function initialSelection(layers: readonly MapLayer[]): LayerSelection {
  const baseMap = defaultBaseMap(layers);
  return {
    baseMapId: baseMap?.id ?? null,
    overlayIds: layers.filter((layer) => !isBaseMap(layer) && layer.default_on).map((layer) => layer.id),
  };
}

export function selectBaseMap(selection: LayerSelection, id: number): LayerSelection {
  return { ...selection, baseMapId: id };
}

/** Switches one overlay on or off, keeping the others in the order of the layer list. */
export function toggleOverlay(
  selection: LayerSelection,
  layers: readonly MapLayer[],
  id: number,
  on: boolean,
): LayerSelection {
  const ids = new Set(selection.overlayIds);
  if (on) ids.add(id);
  else ids.delete(id);
  return {
    ...selection,
    overlayIds: layers.filter((layer) => ids.has(layer.id)).map((layer) => layer.id),
  };
}

/**
 * The order the overlays are drawn in, bottom first. Sites always draw above the reference shapes, so
 * no site hides under a filled polygon. Within each group the table-of-contents convention of GIS
 * tools holds: the higher a layer is in the list, the higher it draws (representative sites above
 * the other water level sites, the basin boundary and rivers above the land use they cross).
 */
export function drawOrder(layers: readonly MapLayer[], overlayIds: readonly number[]): number[] {
  const on = layers.filter((layer) => overlayIds.includes(layer.id) && !isBaseMap(layer)).reverse();
  return [...on.filter((layer) => !isSiteLayer(layer)), ...on.filter(isSiteLayer)].map((layer) => layer.id);
}

/** The basin boundary layer, which Full Extent fits the map to. */
export function basinBoundaryLayer(layers: readonly MapLayer[]): MapLayer | undefined {
  return layers.find((layer) => !isBaseMap(layer) && !layer.source && /basin\s*boundary/i.test(layer.title));
}

/** A tile overlay (type wmstilelayer with an address) draws tiles, not features from our API. */
export const isTileOverlay = (layer: MapLayer) => layer.type === 'wmstilelayer' && Boolean(layer.url);
