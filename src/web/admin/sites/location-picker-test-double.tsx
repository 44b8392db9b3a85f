import { markerPositionOf } from '../../../domain/maps/coordinate-entry';
import type { LocationPickerProps } from '../../components/location-picker/location-picker';

/**
 * jsdom has no layout for Leaflet to drag in: the form's tests see where the picker would put the
 * marker and drag it by a button. The picker itself is exercised in the browser test.
 */
export function LocationPicker({ latitude, longitude, onPick, label }: LocationPickerProps) {
  const position = markerPositionOf(latitude, longitude);
  return (
    <div role="region" aria-label={label}>
      <p>{position ? `Marker at ${position[0]}, ${position[1]}` : 'Marker not placed'}</p>
      <button type="button" onClick={() => onPick('36.801234', '-119.712345')}>
        Drag the marker
      </button>
    </div>
  );
}
