import { TileLayer } from 'react-leaflet';
import { HOME_MAP } from '../../../domain/maps/map-layers';
import { useDefaultBaseMap } from '../../maps/base-map';

/**
 * The tiles of the configured default base map (GET /api/maplayers), as on the home map. Nothing while
 * the layers load or without one: the markers show on a blank map, as they do offline.
 */
export function DefaultBaseMapLayer() {
  const tiles = useDefaultBaseMap();
  if (!tiles) return null;
  return (
    <TileLayer key={tiles.url} url={tiles.url} attribution={tiles.attribution} maxZoom={HOME_MAP.maxZoom} />
  );
}
