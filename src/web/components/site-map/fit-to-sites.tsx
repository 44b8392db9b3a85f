import { useEffect, useMemo } from 'react';
import type { LatLngBoundsLiteral } from 'leaflet';
import { useMap } from 'react-leaflet';
import { boundsOfSites, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from './site-map-view';
import type { SiteMapMarker } from './site-map-types';

// a single site (or sites on one spot) would otherwise open at the maximum zoom
const FIT_MAX_ZOOM = 15;

/** Moves the map to show every site, or to the default view without sites. */
export function FitToSites({ sites }: { sites: readonly SiteMapMarker[] }) {
  const map = useMap();
  // compared as text so that a refetch with the same sites does not undo the user's panning
  const boundsKey = useMemo(() => JSON.stringify(boundsOfSites(sites)), [sites]);

  useEffect(() => {
    const bounds = JSON.parse(boundsKey) as LatLngBoundsLiteral | null;
    if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM });
    else map.setView(DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM);
  }, [map, boundsKey]);

  return null;
}
