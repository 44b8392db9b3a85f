import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { divIcon, type LatLngTuple, type Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { LOCATION_PICKER, coordinateText, markerPositionOf } from '../../../domain/maps/coordinate-entry';
import { DefaultBaseMapLayer } from '../site-map/default-base-map-layer';
import { DEFAULT_MAP_CENTER, MAX_MAP_ZOOM } from '../site-map/site-map-view';

export interface LocationPickerProps {
  /** The form's latitude and longitude as typed. */
  latitude: string;
  longitude: string;
  /** The marker was dragged or the map clicked: the new coordinates as the form's text. */
  onPick: (latitude: string, longitude: string) => void;
  /** Accessible name of the map region, e.g. 'Location of MW-12'. */
  label: string;
  /** How long typing must pause before the marker follows (spec 2 §5: 1 s on the project form). */
  delayMs?: number;
  disabled?: boolean;
  height?: number;
}

// a pin drawn in CSS: Leaflet's default marker images are not bundled by Vite without extra wiring
const PIN = divIcon({
  className: '',
  html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#c62828;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.5)"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function FollowPosition({ position }: { position: LatLngTuple | null }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.setView(position, Math.max(map.getZoom(), LOCATION_PICKER.zoom));
  }, [map, position]);
  return null;
}

function PickOnClick({ onPick, disabled }: { onPick: LocationPickerProps['onPick']; disabled?: boolean }) {
  useMapEvents({
    click: (event) => {
      if (!disabled) onPick(coordinateText(event.latlng.lat), coordinateText(event.latlng.lng));
    },
  });
  return null;
}

/** The typed position, once typing has paused for delayMs; null until both coordinates are usable. */
function useTypedPosition(latitude: string, longitude: string, delayMs: number): LatLngTuple | null {
  const typed = useMemo(() => markerPositionOf(latitude, longitude), [latitude, longitude]);
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    if (delayMs === 0) return setSettled(typed);
    const timer = setTimeout(() => setSettled(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  const current = delayMs === 0 ? typed : settled;
  // keep the tuple's identity while its numbers stay the same, so the map is not moved again
  const last = useRef<LatLngTuple | null>(null);
  if (!current) return last.current;
  if (!last.current || last.current[0] !== current[0] || last.current[1] !== current[1])
    last.current = current;
  return last.current;
}

/**
 * The map of the site and project forms (spec 2 §2.11, §5, §9): 300 px high, a draggable marker whose
 * drag (or a click on the map) fills latitude and longitude, and which follows typed coordinates when
 * both are non-zero numbers. The coordinates stay editable as text beside it, for keyboard users.
 */
export function LocationPicker({
  latitude,
  longitude,
  onPick,
  label,
  delayMs = 0,
  disabled = false,
  height = LOCATION_PICKER.height,
}: LocationPickerProps) {
  const typed = useTypedPosition(latitude, longitude, delayMs);
  const [initialCenter] = useState<LatLngTuple>(() => typed ?? DEFAULT_MAP_CENTER);
  const markerRef = useRef<LeafletMarker>(null);
  const position = typed ?? initialCenter;

  return (
    <Box role="region" aria-label={label} sx={{ height, width: '100%' }}>
      <MapContainer
        center={initialCenter}
        zoom={LOCATION_PICKER.zoom}
        maxZoom={MAX_MAP_ZOOM}
        style={{ height: '100%', width: '100%' }}
      >
        <DefaultBaseMapLayer />
        <FollowPosition position={typed} />
        <PickOnClick onPick={onPick} disabled={disabled} />
        <Marker
          ref={markerRef}
          position={position}
          icon={PIN}
          draggable={!disabled}
          title={`${label}: drag to move`}
          alt={label}
          eventHandlers={{
            dragend: () => {
              const moved = markerRef.current?.getLatLng();
              if (moved) onPick(coordinateText(moved.lat), coordinateText(moved.lng));
            },
          }}
        />
      </MapContainer>
    </Box>
  );
}
