import { parseDatetime, type DayInterval } from './datetime-interval';

/** OGC API - Features Part 1 (/req/core/fc-limit-*): the page size when none is asked for, and the largest. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;
/** The furthest offset a page may start at (the database's integer range). */
export const MAX_OFFSET = 2_147_483_647;

/** The one CRS of every collection: WGS 84 longitude, latitude (OGC's CRS84). */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/** A bounding box in CRS84; minLon > maxLon crosses the antimeridian, as the standard allows. */
export interface Bbox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** What an items request asks for, checked. */
export interface ItemsQuery {
  limit: number;
  offset: number;
  bbox: Bbox | null;
  datetime: DayInterval | null;
  /** The readings of one site, by its DMS Site ID (the readings collection only). */
  site: string | null;
  /**
   * The filters as the next page's link repeats them and the answer cache keys them: bbox as its four
   * numbers, datetime and site as given (trimmed), in this order.
   */
  filters: Array<[name: 'bbox' | 'datetime' | 'site', value: string]>;
}

/** A parameter the request got wrong: the 400 answer names it. */
export interface ParameterError {
  parameter: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ParameterError };

type Query = Record<string, unknown>;

const refuse = (parameter: string, message: string): { ok: false; error: ParameterError } => ({
  ok: false,
  error: { parameter, message },
});

/** The parameters every resource of the service takes: the format, and the CRS parameters of Part 2 when they name CRS84. */
const COMMON_PARAMETERS = ['f'];
const CRS_PARAMETERS = ['crs', 'bbox-crs'];
const ITEMS_PARAMETERS = ['limit', 'offset', 'bbox', 'datetime', ...CRS_PARAMETERS];

/**
 * The query's parameters, refused (Part 1, /req/core/query-param-unknown) when one is not among `allowed`
 * or is given more than once; each value as a string.
 */
export function singleValues(query: Query, allowed: readonly string[]): Checked<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (![...COMMON_PARAMETERS, ...allowed].includes(name))
      return refuse(
        name,
        `Unknown query parameter '${name}'. This resource takes: ${[...COMMON_PARAMETERS, ...allowed].join(', ')}.`,
      );
    if (Array.isArray(value)) return refuse(name, `${name} may be given only once.`);
    values[name] = String(value ?? '');
  }
  for (const name of CRS_PARAMETERS) {
    if (values[name] !== undefined && values[name] !== CRS84)
      return refuse(
        name,
        `${name} must be ${CRS84}: the features are given in WGS 84 longitude and latitude only.`,
      );
  }
  return { ok: true, value: values };
}

/** The parameters of a resource that takes no filters (landing page, conformance, collections, one feature). */
export const plainResourceQuery = (query: Query) => singleValues(query, []);

/** `limit`: a whole number from 1; past MAX_LIMIT it is lowered to MAX_LIMIT (/req/core/fc-limit-response-1). */
export function parseLimit(raw: string | undefined): Checked<number> {
  if (raw === undefined) return { ok: true, value: DEFAULT_LIMIT };
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1)
    return refuse(
      'limit',
      `limit must be a whole number from 1 to ${MAX_LIMIT}; a larger one is read as ${MAX_LIMIT}.`,
    );
  return { ok: true, value: Math.min(Number(raw), MAX_LIMIT) };
}

/** `offset`: how many matching features the page skips, a whole number from 0. */
export function parseOffset(raw: string | undefined): Checked<number> {
  if (raw === undefined) return { ok: true, value: 0 };
  if (!/^\d+$/.test(raw.trim()) || Number(raw) > MAX_OFFSET)
    return refuse('offset', `offset must be a whole number from 0 to ${MAX_OFFSET}.`);
  return { ok: true, value: Number(raw) };
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * `bbox`: minimum longitude, minimum latitude, maximum longitude, maximum latitude (CRS84); or six numbers
 * with a minimum height after the latitude and a maximum after the other (Part 1,
 * /req/core/fc-bbox-definition). The sites are points without a height, so the heights are ignored.
 */
export function parseBbox(raw: string | undefined): Checked<Bbox | null> {
  if (raw === undefined) return { ok: true, value: null };
  const parts = raw.split(',').map((part) => part.trim());
  if ((parts.length !== 4 && parts.length !== 6) || !parts.every((part) => NUMBER.test(part)))
    return refuse(
      'bbox',
      'bbox must be four numbers separated by commas: minLon,minLat,maxLon,maxLat (WGS 84 degrees), or six with heights: minLon,minLat,minHeight,maxLon,maxLat,maxHeight.',
    );
  const numbers = parts.map(Number);
  const [minLon, minLat, maxLon, maxLat] =
    numbers.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers;
  if (
    [minLon, maxLon].some((lon) => lon < -180 || lon > 180) ||
    [minLat, maxLat].some((lat) => lat < -90 || lat > 90)
  )
    return refuse('bbox', 'bbox longitudes must be within -180 to 180 and latitudes within -90 to 90.');
  if (minLat > maxLat)
    return refuse('bbox', "bbox's minimum latitude (second number) is above its maximum (fourth).");
  return { ok: true, value: { minLon, minLat, maxLon, maxLat } };
}

/** Checks an items request: `site` only where the collection filters by site (readings). */
export function parseItemsQuery(query: Query, options: { siteFilter: boolean }): Checked<ItemsQuery> {
  const values = singleValues(query, options.siteFilter ? [...ITEMS_PARAMETERS, 'site'] : ITEMS_PARAMETERS);
  if (!values.ok) return values;
  const {
    limit: rawLimit,
    offset: rawOffset,
    bbox: rawBbox,
    datetime: rawDatetime,
    site: rawSite,
  } = values.value;
  const limit = parseLimit(rawLimit);
  if (!limit.ok) return limit;
  const offset = parseOffset(rawOffset);
  if (!offset.ok) return offset;
  const bbox = parseBbox(rawBbox);
  if (!bbox.ok) return bbox;
  let datetime: DayInterval | null = null;
  if (rawDatetime !== undefined) {
    const parsed = parseDatetime(rawDatetime);
    if (!parsed.ok) return refuse('datetime', parsed.message);
    datetime = parsed.value;
  }
  const site = rawSite === undefined ? null : rawSite.trim();
  if (site === '') return refuse('site', 'site must be the DMS Site ID of a well.');
  const filters: ItemsQuery['filters'] = [];
  if (bbox.value) {
    const { minLon, minLat, maxLon, maxLat } = bbox.value;
    filters.push(['bbox', [minLon, minLat, maxLon, maxLat].join(',')]);
  }
  if (rawDatetime !== undefined) filters.push(['datetime', rawDatetime.trim()]);
  if (site !== null) filters.push(['site', site]);
  return {
    ok: true,
    value: { limit: limit.value, offset: offset.value, bbox: bbox.value, datetime, site, filters },
  };
}
