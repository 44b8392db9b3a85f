import { queryOptions } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import type { MapLayer, PlaceSearchItem } from '../../domain/maps/map-layers';
import type { SiteDetail, WellMeasurement } from '../../domain/monitoring/monitoring-api';
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

/** GET /api/maplayers/{id}/features: one layer's sites or reference shapes, as GeoJSON. */
export const layerFeaturesQuery = (layerId: number) =>
  queryOptions({
    queryKey: ['maps', 'layer-features', layerId],
    queryFn: ({ signal }) => apiRequest<FeatureCollection>(`maplayers/${layerId}/features`, { signal }),
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

export type WellSite = SiteDetail<WellMeasurement>;

/** A well with its water levels, for the chart: the water level detail screen's query, so both share it. */
export const wellSiteQuery = (siteId: number) => siteDetailQuery('waterLevel', String(siteId));
