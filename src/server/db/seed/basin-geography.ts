import { createRandom, round, type Random } from './random';

/**
 * The synthetic demo basin: about 40 x 30 km around the home map's centre (spec 1 §2.3: 37.0545 / -120.25).
 * Its outline is two wavy curves (south and north edge) over a grid of longitudes; a third curve splits it
 * into a northern and a southern band. Every area (GSP, GSA, water budget subregion) is a band between two
 * longitudes of that grid, so the areas tile the basin exactly and share their edges.
 */
export const BASIN_CENTRE = { latitude: 37.0545, longitude: -120.25 };
const WEST = -120.48;
const EAST = -120.02;
const STEP = 0.01;
const COLUMNS = Math.round((EAST - WEST) / STEP);

export type Position = [longitude: number, latitude: number];
export type Band = 'north' | 'south' | 'all';

const lonOf = (column: number) => round(WEST + column * STEP, 5);
const columnOf = (longitude: number) => Math.round((longitude - WEST) / STEP);
/** -1 at the west edge, 1 at the east edge. */
const across = (longitude: number) => (longitude - BASIN_CENTRE.longitude) / ((EAST - WEST) / 2);

function centreLine(longitude: number) {
  return BASIN_CENTRE.latitude + 0.012 * across(longitude);
}
function halfHeight(longitude: number) {
  return 0.135 * Math.sqrt(1 - 0.8 * across(longitude) ** 6);
}
function northEdge(longitude: number) {
  const u = across(longitude);
  return (
    centreLine(longitude) +
    halfHeight(longitude) +
    0.006 * Math.sin(3.1 * Math.PI * u + 0.4) +
    0.003 * Math.sin(7.3 * u + 1)
  );
}
function southEdge(longitude: number) {
  const u = across(longitude);
  return (
    centreLine(longitude) -
    halfHeight(longitude) -
    0.005 * Math.sin(2.3 * Math.PI * u + 1.2) -
    0.003 * Math.sin(9.1 * u)
  );
}
/** The line between the Chowchilla (north) and Madera (south) halves. */
function bandDivide(longitude: number) {
  return centreLine(longitude) + 0.02 + 0.008 * Math.sin(2 * Math.PI * across(longitude));
}

function limitsOf(band: Band): [(longitude: number) => number, (longitude: number) => number] {
  if (band === 'north') return [bandDivide, northEdge];
  if (band === 'south') return [southEdge, bandDivide];
  return [southEdge, northEdge];
}

/** A counter-clockwise ring (RFC 7946) around a band between two grid longitudes. */
function bandRing(band: Band, from: number, to: number): Position[] {
  const [lower, upper] = limitsOf(band);
  const first = columnOf(from);
  const last = columnOf(to);
  const ring: Position[] = [];
  for (let column = first; column <= last; column++)
    ring.push([lonOf(column), round(lower(lonOf(column)), 5)]);
  for (let column = last; column >= first; column--)
    ring.push([lonOf(column), round(upper(lonOf(column)), 5)]);
  ring.push(ring[0]);
  return ring;
}

export interface BasinArea {
  name: string;
  band: Band;
  from: number;
  to: number;
}

/** GSA areas (names as in demo-accounts.ts). */
export const GSA_AREAS: BasinArea[] = [
  { name: 'Triangle T Water District GSA', band: 'north', from: WEST, to: -120.38 },
  { name: 'Chowchilla Water District GSA', band: 'north', from: -120.38, to: -120.29 },
  { name: 'City of Chowchilla GSA', band: 'north', from: -120.29, to: -120.22 },
  { name: 'Sierra Vista Mutual Water Company GSA', band: 'north', from: -120.22, to: EAST },
  { name: 'Madera County GSA', band: 'south', from: WEST, to: -120.33 },
  { name: 'Gravelly Ford Water District GSA', band: 'south', from: -120.33, to: -120.21 },
  { name: 'Madera Irrigation District GSA', band: 'south', from: -120.21, to: -120.08 },
  { name: 'Root Creek Water District GSA', band: 'south', from: -120.08, to: EAST },
];

/** GSP areas by the GSP abbreviation of demo-accounts.ts. */
export const GSP_AREAS: BasinArea[] = [
  { name: 'CHOW', band: 'north', from: WEST, to: EAST },
  { name: 'MADJ', band: 'south', from: WEST, to: -120.14 },
  { name: 'COM', band: 'south', from: -120.14, to: -120.08 },
  { name: 'RC', band: 'south', from: -120.08, to: EAST },
];

export const SUBREGION_AREAS: BasinArea[] = [
  { name: 'Chowchilla West', band: 'north', from: WEST, to: -120.29 },
  { name: 'Chowchilla East', band: 'north', from: -120.29, to: EAST },
  { name: 'Madera West', band: 'south', from: WEST, to: -120.27 },
  { name: 'Madera Central', band: 'south', from: -120.27, to: -120.14 },
  { name: 'Madera East', band: 'south', from: -120.14, to: EAST },
];

export function areaPolygon(area: BasinArea) {
  return { type: 'Polygon' as const, coordinates: [bandRing(area.band, area.from, area.to)] };
}

export function basinPolygon() {
  return { type: 'Polygon' as const, coordinates: [bandRing('all', WEST, EAST)] };
}

export function isInArea(area: BasinArea, [longitude, latitude]: Position): boolean {
  if (longitude < area.from || longitude > area.to) return false;
  const [lower, upper] = limitsOf(area.band);
  return latitude > lower(longitude) && latitude < upper(longitude);
}

export function isInBasin(position: Position): boolean {
  return isInArea({ name: 'basin', band: 'all', from: WEST, to: EAST }, position);
}

export function areaAt(areas: readonly BasinArea[], position: Position): BasinArea | undefined {
  return areas.find((area) => isInArea(area, position));
}

/** A uniformly spread point inside an area, kept a little away from its edges. */
export function randomPointIn(area: BasinArea, random: Random, margin = 0.004): Position {
  const [lower, upper] = limitsOf(area.band);
  const longitude = random.between(area.from + margin, area.to - margin);
  const latitude = random.between(lower(longitude) + margin, upper(longitude) - margin);
  return [round(longitude, 5), round(latitude, 5)];
}

/** Land surface elevation in ft: about 150 ft in the west rising to about 350 ft in the east. */
export function groundSurfaceAt([longitude, latitude]: Position): number {
  const east = (longitude - WEST) / (EAST - WEST);
  const north = (latitude - BASIN_CENTRE.latitude) / 0.15;
  return 150 + 190 * east ** 1.15 + 12 * north + 6 * Math.sin(longitude * 140) * Math.cos(latitude * 110);
}

/**
 * Township, range, section and quarter of the Mount Diablo meridian, fitted to the state well numbers of the
 * area (9S/14E-27R1 lies at 37.1166 / -120.4193); approximate, but it makes plausible state well numbers.
 */
export function publicLandSurvey([longitude, latitude]: Position) {
  const mileLatitude = 1 / 69.05;
  const mileLongitude = 1 / (69.17 * Math.cos((latitude * Math.PI) / 180));
  const township9Top = 37.1829;
  const range15West = -120.379;
  const townshipOffset = (township9Top - latitude) / (6 * mileLatitude);
  const rangeOffset = (longitude - range15West) / (6 * mileLongitude);
  const township = 9 + Math.floor(townshipOffset);
  const range = 15 + Math.floor(rangeOffset);
  const rowFraction = (townshipOffset - Math.floor(townshipOffset)) * 6;
  const columnFraction = (rangeOffset - Math.floor(rangeOffset)) * 6;
  const row = Math.min(5, Math.floor(rowFraction));
  const column = Math.min(5, Math.floor(columnFraction));
  // Sections run boustrophedon: 6..1 on the top row west to east, 7..12 on the next, and so on.
  const section = row % 2 === 0 ? row * 6 + (6 - column) : row * 6 + 1 + column;
  const tractRow = Math.min(3, Math.floor((rowFraction - row) * 4));
  const tractColumn = Math.min(3, Math.floor((columnFraction - column) * 4));
  // 40-acre tracts, listed west to east per row, north row first.
  const tracts = ['DCBA', 'EFGH', 'MLKJ', 'NPQR'];
  const tract = tracts[tractRow][tractColumn];
  const quarter = `${tractRow < 2 ? 'N' : 'S'}${tractColumn < 2 ? 'W' : 'E'}`;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    township: `${pad(township)}S`,
    range: `${pad(range)}E`,
    section: pad(section),
    quarter_section: quarter,
    tract,
    stateWellNumber: (sequence: number) =>
      `${pad(township)}S${pad(range)}E${pad(section)}${tract}${String(sequence).padStart(3, '0')}M`,
  };
}

/** The short form local agencies write a state well number in: 09S14E27R001M is 9S/14E-27R1. */
export function shortStateWellNumber(stateWellNumber: string): string {
  const township = Number(stateWellNumber.slice(0, 2));
  const range = Number(stateWellNumber.slice(3, 5));
  const section = Number(stateWellNumber.slice(6, 8));
  const tract = stateWellNumber.slice(8, 9);
  const sequence = Number(stateWellNumber.slice(9, 12));
  return `${township}S/${range}E-${section}${tract}${sequence}`;
}

/** DWR's site code: latitude and longitude in ten-thousandths of a degree, e.g. 371166N1204193W001. */
export function dwrSiteCode([longitude, latitude]: Position, sequence = 1): string {
  return `${Math.round(latitude * 10000)}N${Math.round(-longitude * 10000)}W${String(sequence).padStart(3, '0')}`;
}

export interface Waterway {
  name: string;
  kind: 'River' | 'Creek' | 'Slough';
  path: Position[];
}

/** A meandering line through control points (east to west, as the streams of the valley floor run). */
function meander(name: string, controls: Position[], amplitude: number, points = 70): Position[] {
  const random = createRandom(`waterway:${name}`);
  const wobble = Array.from({ length: 4 }, () => ({
    phase: random.between(0, 6.3),
    frequency: random.between(3, 11),
  }));
  const path: Position[] = [];
  for (let index = 0; index <= points; index++) {
    const t = index / points;
    const scaled = t * (controls.length - 1);
    const segment = Math.min(controls.length - 2, Math.floor(scaled));
    const local = scaled - segment;
    const [x0, y0] = controls[segment];
    const [x1, y1] = controls[segment + 1];
    const offset =
      wobble.reduce((sum, { phase, frequency }) => sum + Math.sin(phase + frequency * t * Math.PI), 0) / 4;
    path.push([round(x0 + (x1 - x0) * local, 5), round(y0 + (y1 - y0) * local + amplitude * offset, 5)]);
  }
  return path;
}

export const WATERWAYS: Waterway[] = [
  {
    name: 'Chowchilla River',
    kind: 'River',
    path: meander(
      'Chowchilla River',
      [
        [-119.99, 37.152],
        [-120.15, 37.138],
        [-120.3, 37.132],
        [-120.52, 37.112],
      ],
      0.006,
    ),
  },
  {
    name: 'Fresno River',
    kind: 'River',
    path: meander(
      'Fresno River',
      [
        [-119.99, 36.99],
        [-120.12, 36.985],
        [-120.3, 36.995],
        [-120.52, 37.01],
      ],
      0.006,
    ),
  },
  {
    name: 'Berenda Slough',
    kind: 'Slough',
    path: meander(
      'Berenda Slough',
      [
        [-120.1, 37.035],
        [-120.22, 37.04],
        [-120.34, 37.05],
        [-120.46, 37.055],
      ],
      0.004,
      50,
    ),
  },
  {
    name: 'Ash Slough',
    kind: 'Slough',
    path: meander(
      'Ash Slough',
      [
        [-120.08, 37.175],
        [-120.2, 37.165],
        [-120.34, 37.16],
        [-120.5, 37.15],
      ],
      0.003,
      50,
    ),
  },
  {
    name: 'Dry Creek',
    kind: 'Creek',
    path: meander(
      'Dry Creek',
      [
        [-120.03, 37.01],
        [-120.1, 37.015],
        [-120.18, 37.02],
      ],
      0.003,
      30,
    ),
  },
];

/** A point along a waterway, `fraction` of the way from its first to its last vertex. */
export function pointAlong(waterway: Waterway, fraction: number): Position {
  const scaled = fraction * (waterway.path.length - 1);
  const index = Math.min(waterway.path.length - 2, Math.floor(scaled));
  const local = scaled - index;
  const [x0, y0] = waterway.path[index];
  const [x1, y1] = waterway.path[index + 1];
  return [round(x0 + (x1 - x0) * local, 5), round(y0 + (y1 - y0) * local, 5)];
}

/** The eastern edge of the Corcoran Clay: west of this line the clay confines the lower aquifer. */
export function clayEdgeAt(latitude: number): number {
  return -120.2 + 0.55 * (latitude - BASIN_CENTRE.latitude) + 0.015 * Math.sin(latitude * 90);
}

export function isOverClay([longitude, latitude]: Position): boolean {
  return longitude < clayEdgeAt(latitude);
}

export function clayExtentPolygon() {
  const south = 36.86;
  const north = 37.26;
  const ring: Position[] = [[-120.62, south]];
  for (let step = 0; step <= 20; step++) {
    const latitude = south + ((north - south) * step) / 20;
    ring.push([round(clayEdgeAt(latitude), 5), round(latitude, 5)]);
  }
  ring.push([-120.62, north], [-120.62, south]);
  return { type: 'Polygon' as const, coordinates: [ring] };
}

/** Distance in feet between two positions (equirectangular; fine at basin scale). */
export function distanceFeet([lon1, lat1]: Position, [lon2, lat2]: Position): number {
  const feetPerDegree = 364_000;
  const dx = (lon2 - lon1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180) * feetPerDegree;
  const dy = (lat2 - lat1) * feetPerDegree;
  return Math.hypot(dx, dy);
}

/** Moves a position by metres east and north. */
export function offsetMetres([longitude, latitude]: Position, east: number, north: number): Position {
  const metresPerDegree = 111_320;
  return [
    round(longitude + east / (metresPerDegree * Math.cos((latitude * Math.PI) / 180)), 5),
    round(latitude + north / metresPerDegree, 5),
  ];
}

export const GRID = { west: WEST, east: EAST, step: STEP, columns: COLUMNS };
