import type { FeatureCollection, Geometry } from 'geojson';
import type { PlaceSearchItem } from '../../domain/maps/map-layers';

/** Leaflet's [latitude, longitude]. */
export type LatLngTuple = [number, number];
/** South-west and north-east corners. */
export type BoundsTuple = [LatLngTuple, LatLngTuple];

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

/** GeoJSON positions are [longitude, latitude]; Leaflet wants [latitude, longitude]. */
export function toLatLng(position: unknown): LatLngTuple | null {
  return isPosition(position) ? [position[1], position[0]] : null;
}

class BoundsBuilder {
  private south = Infinity;
  private west = Infinity;
  private north = -Infinity;
  private east = -Infinity;

  /** Walks any depth of coordinate arrays (points, lines, polygons, multi-polygons). */
  addCoordinates(coordinates: unknown): void {
    if (isPosition(coordinates)) {
      const [longitude, latitude] = coordinates;
      this.south = Math.min(this.south, latitude);
      this.north = Math.max(this.north, latitude);
      this.west = Math.min(this.west, longitude);
      this.east = Math.max(this.east, longitude);
    } else if (Array.isArray(coordinates)) {
      for (const entry of coordinates) this.addCoordinates(entry);
    }
  }

  addGeometry(geometry: Geometry | null | undefined): void {
    if (!geometry) return;
    if (geometry.type === 'GeometryCollection') geometry.geometries.forEach((part) => this.addGeometry(part));
    else this.addCoordinates(geometry.coordinates);
  }

  result(): BoundsTuple | null {
    if (this.south === Infinity) return null;
    return [
      [this.south, this.west],
      [this.north, this.east],
    ];
  }
}

/** The extent of one geometry, or null when it holds no valid position. */
export function geometryBounds(geometry: Geometry | null | undefined): BoundsTuple | null {
  const builder = new BoundsBuilder();
  builder.addGeometry(geometry);
  return builder.result();
}

/** The extent of every feature of a collection, or null when it is empty. */
export function collectionBounds(collection: FeatureCollection | null | undefined): BoundsTuple | null {
  const builder = new BoundsBuilder();
  for (const feature of collection?.features ?? []) builder.addGeometry(feature.geometry);
  return builder.result();
}

export const boundsCentre = ([[south, west], [north, east]]: BoundsTuple): LatLngTuple => [
  (south + north) / 2,
  (west + east) / 2,
];

/** Where choosing a search result takes the map: a point to fly to, or an extent to fit. */
export type PlaceTarget =
  { type: 'point'; position: LatLngTuple } | { type: 'bounds'; bounds: BoundsTuple; position: LatLngTuple };

export function placeTarget(item: Pick<PlaceSearchItem, 'geometry'>): PlaceTarget | null {
  const geometry = item.geometry as Geometry | null;
  if (!geometry) return null;
  if (geometry.type === 'Point') {
    const position = toLatLng(geometry.coordinates);
    return position ? { type: 'point', position } : null;
  }
  const bounds = geometryBounds(geometry);
  if (!bounds) return null;
  const [[south, west], [north, east]] = bounds;
  // a geometry of one position has no area to fit: fly to it instead
  if (south === north && west === east) return { type: 'point', position: [south, west] };
  return { type: 'bounds', bounds, position: boundsCentre(bounds) };
}

/** A box over the map, in pixels from the map's top left corner. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Leaflet's fitBounds padding: pixels kept free at the top left and at the bottom right, as [x, y]. */
export interface FitPadding {
  paddingTopLeft: [number, number];
  paddingBottomRight: [number, number];
}

/** The room kept between what is fitted and the map's edges or a panel. */
export const FIT_MARGIN = 10;
/** With less room than this beside a panel (a phone's screen), the fit ignores the panel. */
const MIN_FIT_ROOM = 120;

/**
 * fitBounds padding that keeps what is fitted clear of a panel floating over the map (the layer control,
 * open or collapsed to its heading): it goes into the part of the map left of, right of, above or below
 * the panel, whichever is largest. Without a panel, or without room beside it, only the margin.
 */
export function paddingClearOf(
  map: { width: number; height: number },
  panel: PixelBox | null,
  margin = FIT_MARGIN,
): FitPadding {
  const padding = (top: number, right: number, bottom: number, left: number): FitPadding => ({
    paddingTopLeft: [left, top],
    paddingBottomRight: [right, bottom],
  });
  const plain = padding(margin, margin, margin, margin);
  if (!panel) return plain;
  const left = Math.max(0, panel.left);
  const top = Math.max(0, panel.top);
  const right = Math.min(map.width, panel.right);
  const bottom = Math.min(map.height, panel.bottom);
  // not laid out, or off the map
  if (right <= left || bottom <= top) return plain;

  const fullWidth = map.width - 2 * margin;
  const fullHeight = map.height - 2 * margin;
  const candidates = [
    {
      padding: padding(margin, map.width - left + margin, margin, margin),
      width: left - 2 * margin,
      height: fullHeight,
    },
    {
      padding: padding(margin, margin, margin, right + margin),
      width: map.width - right - 2 * margin,
      height: fullHeight,
    },
    {
      padding: padding(margin, margin, map.height - top + margin, margin),
      width: fullWidth,
      height: top - 2 * margin,
    },
    {
      padding: padding(bottom + margin, margin, margin, margin),
      width: fullWidth,
      height: map.height - bottom - 2 * margin,
    },
  ].filter((candidate) => candidate.width >= MIN_FIT_ROOM && candidate.height >= MIN_FIT_ROOM);
  if (candidates.length === 0) return plain;
  const area = (candidate: (typeof candidates)[number]) => candidate.width * candidate.height;
  return candidates.reduce((best, candidate) => (area(candidate) > area(best) ? candidate : best)).padding;
}
