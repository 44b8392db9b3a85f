import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { HOME_MAP } from '../../../domain/maps/map-layers';
import type { PointGeometry } from '../../../domain/monitoring/monitoring-api';
import { DefaultBaseMapLayer } from '../../components/site-map/default-base-map-layer';

// the shared SiteMap is for many sites, this one shows one; both draw the configured default base map
const SITE_ZOOM = 13;

export interface SiteLocationMapProps {
  geometry: PointGeometry;
  /** The DMS site id, shown on the marker and naming the map. */
  siteLabel: string;
  height?: number;
}

/** The small map of one site on its detail screen. */
export function SiteLocationMap({ geometry, siteLabel, height = 300 }: SiteLocationMapProps) {
  const [longitude, latitude] = geometry.coordinates;
  return (
    <Box role="region" aria-label={`Location of ${siteLabel}`} sx={{ height, width: '100%' }}>
      <MapContainer
        center={[latitude, longitude]}
        zoom={SITE_ZOOM}
        maxZoom={HOME_MAP.maxZoom}
        preferCanvas
        style={{ height: '100%', width: '100%' }}
      >
        <DefaultBaseMapLayer />
        <CircleMarker
          center={[latitude, longitude]}
          radius={HOME_MAP.markerRadius}
          pathOptions={{ color: '#1f4e79', fillColor: '#1976d2', fillOpacity: 0.9, weight: 2 }}
        >
          <Tooltip>{siteLabel}</Tooltip>
        </CircleMarker>
      </MapContainer>
    </Box>
  );
}
