import { useQuery } from '@tanstack/react-query';
import type { MapLayer } from '../../domain/maps/map-layers';
import { defaultBaseMap } from './layer-selection';
import { mapLayersQuery } from './map-api';

/** The attribution a base map's tiles need, recognised from its address. */
export function tileAttribution(url: string | null): string | undefined {
  if (!url) return undefined;
  if (/openstreetmap/i.test(url)) {
    return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
  }
  if (/opentopomap/i.test(url))
    return 'Map data &copy; OpenStreetMap contributors, SRTM | Style &copy; OpenTopoMap';
  if (/arcgis/i.test(url)) return 'Tiles &copy; Esri';
  if (/usgs\.gov/i.test(url)) return 'Tiles courtesy of the U.S. Geological Survey';
  return undefined;
}

/** The tiles a base map layer draws: its URL template (configuration, from map_layers) and their credit. */
export interface BaseMapTiles {
  url: string;
  attribution: string | undefined;
}

export function baseMapTiles(layer: MapLayer | undefined): BaseMapTiles | null {
  return layer?.url ? { url: layer.url, attribution: tileAttribution(layer.url) } : null;
}

const defaultTiles = (layers: MapLayer[]) => baseMapTiles(defaultBaseMap(layers));

/**
 * The tiles of the default base map of GET /api/maplayers (the one the home map opens on), for the
 * small site maps. Null while the layers load, when they fail or when none is configured: a map then
 * shows its markers without tiles.
 */
export function useDefaultBaseMap(): BaseMapTiles | null {
  const { data } = useQuery({ ...mapLayersQuery, select: defaultTiles });
  return data ?? null;
}
