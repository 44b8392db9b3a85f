import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { PointGeometry } from '../../../domain/monitoring/monitoring-api';

// the same base map as the site lists; the shared SiteMap is for many sites, this one shows one
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const SITE_ZOOM = 13;
const MAX_ZOOM = 18;
/** spec 1 §9: marker radius 8. */
const MARKER_RADIUS = 8;

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
        maxZoom={MAX_ZOOM}
        preferCanvas
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={MAX_ZOOM} />
        <CircleMarker
          center={[latitude, longitude]}
          radius={MARKER_RADIUS}
          pathOptions={{ color: '#1f4e79', fillColor: '#1976d2', fillOpacity: 0.9, weight: 2 }}
        >
          <Tooltip>{siteLabel}</Tooltip>
        </CircleMarker>
      </MapContainer>
    </Box>
  );
}
