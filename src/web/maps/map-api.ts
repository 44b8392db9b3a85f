import { queryOptions } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import type { LayerMarkers, MapLayer, MarkerDetails, PlaceSearchItem } from '../../domain/maps/map-layers';
import { apiRequest } from '../api/api-client';
import { siteDetailQuery } from '../monitoring/details/site-detail-query';

/** Layer definitions and shapes change rarely: keep them while the user moves around. */
const LAYER_STALE_TIME = 5 * 60_000;

/** GET /api/maplayers: the layers of the home map, in their configured order. */
export const mapLayersQuery = queryOptions({
  queryKey: ['maps', 'layers'],
  queryFn: ({ signal }) => apiRequest<MapLayer[]>('maplayers', { signal }),
  staleTime: LAYER_STALE_TIME,
});

/** A layer of monitoring sites, which the map reads in the compact marker form (projects come as GeoJSON). */
export const hasMarkers = (layer: MapLayer) =>
  layer.source !== null && layer.source !== 'projects' && layer.type !== 'baselayer';

/** The compact markers as the GeoJSON points the map draws; a popup reads the rest (markerDetailsQuery). */
export function markerFeatures(answer: LayerMarkers): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: answer.markers.map(([id, longitude, latitude, dmsSiteId]) => ({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: {
        id,
        dms_site_id: dmsSiteId,
        layer: answer.layer,
        detail_route: `${answer.detail_route}/${id}`,
      },
    })),
  };
}

/**
 * One layer's features: a site layer's markers (GET /api/maplayers/{id}/markers, about 40 bytes a site), or
 * the GeoJSON of projects and reference shapes (GET /api/maplayers/{id}/features).
 */
export const layerFeaturesQuery = (layer: MapLayer) =>
  queryOptions({
    queryKey: ['maps', 'layer-features', layer.id],
    queryFn: async ({ signal }) =>
      hasMarkers(layer)
        ? markerFeatures(await apiRequest<LayerMarkers>(`maplayers/${layer.id}/markers`, { signal }))
        : apiRequest<FeatureCollection>(`maplayers/${layer.id}/features`, { signal }),
    staleTime: LAYER_STALE_TIME,
  });

/** GET /api/maplayers/{id}/markers/{site id}: what a marker's popup shows beyond its DMS Site ID. */
export const markerDetailsQuery = (layerId: number, siteId: number) =>
  queryOptions({
    queryKey: ['maps', 'marker-details', layerId, siteId],
    queryFn: ({ signal }) => apiRequest<MarkerDetails>(`maplayers/${layerId}/markers/${siteId}`, { signal }),
    staleTime: LAYER_STALE_TIME,
  });

/** The server looks only at two characters or more; shorter text finds nothing. */
export const MIN_SEARCH_LENGTH = 2;

export const isSearchable = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH;

/** GET /api/search?q=: sites and reference features whose ids or names contain the text. */
export const placeSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['maps', 'search', text.trim()],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ items: PlaceSearchItem[] }>(`search?q=${encodeURIComponent(text.trim())}`, {
          signal,
        })
      ).items,
    enabled: isSearchable(text),
    staleTime: 60_000,
  });

/** A well without its water levels, for the chart's reference lines: the water level detail screen's query. */
export const wellSiteQuery = (siteId: number) => siteDetailQuery('waterLevel', String(siteId));
