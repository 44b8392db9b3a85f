import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { MapContainer } from 'react-leaflet';
import { DefaultBaseMapLayer } from './default-base-map-layer';
import { FitToSites } from './fit-to-sites';
import { SiteMarker } from './site-marker';
import type { SiteMapMarker } from './site-map-types';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, MAX_MAP_ZOOM } from './site-map-view';

export interface SiteMapProps {
  sites: readonly SiteMapMarker[];
  /** Pixels, or any CSS height. */
  height?: number | string;
  /** Accessible name of the map region. */
  label?: string;
}

/**
 * Sites on a Leaflet map over the configured default base map, fitted to their extent; each opens a
 * popup with a link to its detail screen.
 */
export function SiteMap({ sites, height = 600, label = 'Site map' }: SiteMapProps) {
  return (
    <Box role="region" aria-label={label} sx={{ height, width: '100%' }}>
      <MapContainer
        center={DEFAULT_MAP_CENTER}
        zoom={DEFAULT_MAP_ZOOM}
        maxZoom={MAX_MAP_ZOOM}
        preferCanvas
        style={{ height: '100%', width: '100%' }}
      >
        <DefaultBaseMapLayer />
        {sites.map((site) => (
          <SiteMarker key={site.id} site={site} />
        ))}
        <FitToSites sites={sites} />
      </MapContainer>
    </Box>
  );
}
