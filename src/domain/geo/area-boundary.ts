/**
 * The outline of an area, such as a GSP's plan area: a GeoJSON Polygon or MultiPolygon (RFC 7946) in
 * longitudes and latitudes (WGS 84), as DWR's SGMA Portal and every GIS export it.
 */

export type Position = [longitude: number, latitude: number];
/** A closed ring: its first position repeated at its end. */
export type Ring = Position[];
export type AreaBoundary =
  { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

/** The most positions a boundary may have: DWR's most detailed GSP outlines have tens of thousands. */
export const MAX_BOUNDARY_POSITIONS = 500_000;

export const BOUNDARY_TEXTS = {
  notGeoJson:
    'The file is not GeoJSON. Export the boundary from your GIS as GeoJSON (a Polygon or MultiPolygon, or features holding them).',
  noPolygon: 'The GeoJSON holds no polygon. Export the plan area as a Polygon or MultiPolygon.',
  notLongitudeLatitude:
    'The coordinates are not longitudes and latitudes. Export the boundary in WGS 84 (EPSG:4326), as GeoJSON requires.',
  openRing:
    'A ring of the boundary is not closed, or has fewer than four positions. Check the geometry in your GIS.',
  tooLarge: `The boundary has more than ${MAX_BOUNDARY_POSITIONS.toLocaleString('en-US')} positions. Simplify it in your GIS.`,
} as const;

export type BoundaryReading = { ok: true; boundary: AreaBoundary } | { ok: false; message: string };

/**
 * A boundary from what a GeoJSON file holds: a Polygon or MultiPolygon, a Feature of one, or a
 * FeatureCollection whose polygons together make the area (other geometries are left aside).
 */
export function readBoundary(value: unknown): BoundaryReading {
  const polygons: Ring[][] = [];
  if (!collectPolygons(value, polygons)) return { ok: false, message: BOUNDARY_TEXTS.notGeoJson };
  if (!polygons.length) return { ok: false, message: BOUNDARY_TEXTS.noPolygon };
  let positions = 0;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      positions += ring.length;
      if (positions > MAX_BOUNDARY_POSITIONS) return { ok: false, message: BOUNDARY_TEXTS.tooLarge };
      if (!ring.every(isLongitudeLatitude))
        return { ok: false, message: BOUNDARY_TEXTS.notLongitudeLatitude };
      if (!isClosed(ring)) return { ok: false, message: BOUNDARY_TEXTS.openRing };
    }
  }
  const clean = polygons.map((polygon) =>
    polygon.map((ring) => ring.map(([longitude, latitude]): Position => [longitude, latitude])),
  );
  return {
    ok: true,
    boundary:
      clean.length === 1
        ? { type: 'Polygon', coordinates: clean[0] }
        : { type: 'MultiPolygon', coordinates: clean },
  };
}

/** Adds the polygons of a GeoJSON object to `polygons`; false when it is not GeoJSON. */
function collectPolygons(value: unknown, polygons: Ring[][]): boolean {
  if (!value || typeof value !== 'object') return false;
  const object = value as { type?: unknown; coordinates?: unknown; geometry?: unknown; features?: unknown };
  switch (object.type) {
    case 'FeatureCollection':
      return (
        Array.isArray(object.features) &&
        object.features.every((feature) => collectPolygons(feature, polygons))
      );
    case 'Feature':
      return object.geometry === null || collectPolygons(object.geometry, polygons);
    case 'GeometryCollection':
      return (
        Array.isArray((object as { geometries?: unknown }).geometries) &&
        (object as { geometries: unknown[] }).geometries.every((geometry) =>
          collectPolygons(geometry, polygons),
        )
      );
    case 'Polygon':
      if (!isPolygon(object.coordinates)) return false;
      polygons.push(object.coordinates);
      return true;
    case 'MultiPolygon':
      if (!Array.isArray(object.coordinates) || !object.coordinates.every(isPolygon)) return false;
      polygons.push(...(object.coordinates as Ring[][]));
      return true;
    case 'Point':
    case 'MultiPoint':
    case 'LineString':
    case 'MultiLineString':
      return Array.isArray(object.coordinates);
    default:
      return false;
  }
}

function isPolygon(value: unknown): value is Ring[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRing);
}

function isRing(value: unknown): value is Ring {
  return (
    Array.isArray(value) &&
    value.every(
      (position) =>
        Array.isArray(position) &&
        position.length >= 2 &&
        typeof position[0] === 'number' &&
        typeof position[1] === 'number',
    )
  );
}

const isLongitudeLatitude = ([longitude, latitude]: Position) =>
  Number.isFinite(longitude) &&
  Number.isFinite(latitude) &&
  Math.abs(longitude) <= 180 &&
  Math.abs(latitude) <= 90;

function isClosed(ring: Ring): boolean {
  if (ring.length < 4) return false;
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1];
}

/** The polygons of a boundary, each its rings: the first the outline, the others its holes. */
export function polygonsOf(boundary: AreaBoundary): Ring[][] {
  return boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;
}

/** West, south, east, north. */
export type BoundingBox = [west: number, south: number, east: number, north: number];

export function boundingBoxOf(boundary: AreaBoundary): BoundingBox {
  const box: BoundingBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygonsOf(boundary)) {
    for (const [longitude, latitude] of polygon[0]) {
      if (longitude < box[0]) box[0] = longitude;
      if (latitude < box[1]) box[1] = latitude;
      if (longitude > box[2]) box[2] = longitude;
      if (latitude > box[3]) box[3] = latitude;
    }
  }
  return box;
}

/** What a person is told of a boundary: its polygons, positions and extent. */
export function boundarySummary(boundary: AreaBoundary) {
  const polygons = polygonsOf(boundary);
  return {
    polygons: polygons.length,
    positions: polygons.reduce(
      (sum, rings) => sum + rings.reduce((count, ring) => count + ring.length, 0),
      0,
    ),
    bbox: boundingBoxOf(boundary),
  };
}

/**
 * Whether a boundary holds a point: inside the outline of one of its polygons and in none of that
 * polygon's holes (the even-odd rule, as GIS tools test it; a point on an edge may fall either way).
 * Made once per boundary, so a statewide file's 43,807 stations are tested against its extent first.
 */
export function boundaryTest(boundary: AreaBoundary): (longitude: number, latitude: number) => boolean {
  const polygons = polygonsOf(boundary);
  const [west, south, east, north] = boundingBoxOf(boundary);
  return (longitude, latitude) => {
    if (longitude < west || longitude > east || latitude < south || latitude > north) return false;
    return polygons.some(
      ([outline, ...holes]) =>
        ringHolds(outline, longitude, latitude) &&
        !holes.some((hole) => ringHolds(hole, longitude, latitude)),
    );
  };
}

/** The even-odd rule: a ray east from the point crosses the ring's edges an odd number of times. */
function ringHolds(ring: Ring, longitude: number, latitude: number): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [x1, y1] = ring[index];
    const [x2, y2] = ring[previous];
    if (y1 > latitude !== y2 > latitude && longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1) {
      inside = !inside;
    }
  }
  return inside;
}
