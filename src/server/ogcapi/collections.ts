import { sql } from 'drizzle-orm';
import { OGC_COLLECTION_IDS, OGC_COLLECTIONS, type OgcCollectionId } from '../../domain/ogcapi/collections';
import { basinDayEnd, basinDayStart } from '../../domain/ogcapi/datetime-interval';
import type { OgcFormat } from '../../domain/ogcapi/format-negotiation';
import { collectionLinks, collectionsLinks, type Link } from '../../domain/ogcapi/links';
import { CRS84 } from '../../domain/ogcapi/query-parameters';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { readingStatsBySite } from '../monitoring/reading-stats';
import type { ReadingAccess } from '../monitoring/reading-access';
import type { OgcCaller } from './access';
import { COLLECTION_SOURCES, columnsOf, latestReadingJoin } from './collection-sources';

const GREGORIAN = 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian';

export interface CollectionDescription {
  id: OgcCollectionId;
  title: string;
  description: string;
  links: Link[];
  extent?: {
    spatial?: { bbox: number[][]; crs: string };
    temporal?: { interval: Array<Array<string | null>>; trs: string };
  };
  itemType: 'feature';
  crs: string[];
  storageCrs: string;
}

export interface CollectionsDocument {
  links: Link[];
  collections: CollectionDescription[];
}

interface Extent {
  bbox: [number, number, number, number] | null;
  firstDay: string | null;
  lastDay: string | null;
}

/**
 * Where and when a collection's features are. The bbox: its sites' points (for readings, every well's).
 * The time: for site collections, the range of their latest readings' dates (what `datetime` filters by);
 * for readings, of the readings' dates; both only of readings the caller may see.
 */
async function extentOf(db: Database, id: OgcCollectionId, access: ReadingAccess): Promise<Extent> {
  const source = COLLECTION_SOURCES[id];
  const site = columnsOf(source.site.table);
  const sites = source.features === 'sites';
  const [row] = rowsOf<{
    min_lon: number | null;
    min_lat: number | null;
    max_lon: number | null;
    max_lat: number | null;
    first_day: string | null;
    last_day: string | null;
  }>(
    await db.execute(sql`
      select min(${site.longitude}) as min_lon, min(${site.latitude}) as min_lat,
             max(${site.longitude}) as max_lon, max(${site.latitude}) as max_lat,
             ${sites ? sql`min(latest.date)::text` : sql`null`} as first_day,
             ${sites ? sql`max(latest.date)::text` : sql`null`} as last_day
      from ${source.site.table} ${sites ? latestReadingJoin(source, access) : sql``}
      where ${source.scope ? source.scope(site) : sql`true`}`),
  );
  const bbox =
    row.min_lon === null
      ? null
      : ([row.min_lon, row.min_lat, row.max_lon, row.max_lat].map(Number) as Extent['bbox']);
  if (sites) return { bbox, firstDay: row.first_day, lastDay: row.last_day };
  const stats = [...(await readingStatsBySite(db, source.readings, access)).values()];
  const firsts = stats.flatMap((stat) => (stat.first ? [stat.first] : [])).sort();
  const lasts = stats.flatMap((stat) => (stat.last ? [stat.last] : [])).sort();
  return { bbox, firstDay: firsts[0] ?? null, lastDay: lasts.at(-1) ?? null };
}

async function describe(
  db: Database,
  id: OgcCollectionId,
  caller: OgcCaller,
  base: string,
  format: OgcFormat,
): Promise<CollectionDescription> {
  const collection = OGC_COLLECTIONS[id];
  const extent = await extentOf(db, id, caller.access);
  return {
    id,
    title: collection.title,
    description: collection.description,
    links: collectionLinks(base, id, format),
    ...(extent.bbox || extent.firstDay
      ? {
          extent: {
            ...(extent.bbox ? { spatial: { bbox: [extent.bbox], crs: CRS84 } } : {}),
            ...(extent.firstDay && extent.lastDay
              ? {
                  temporal: {
                    interval: [[basinDayStart(extent.firstDay), basinDayEnd(extent.lastDay)]],
                    trs: GREGORIAN,
                  },
                }
              : {}),
          },
        }
      : {}),
    itemType: 'feature',
    crs: [CRS84],
    storageCrs: CRS84,
  };
}

/** GET /ogcapi/collections (/req/core/fc-md-success): the collections the caller may read, described. */
export async function describeCollections(options: {
  db: Database;
  caller: OgcCaller;
  base: string;
  format: OgcFormat;
}): Promise<CollectionsDocument> {
  const { db, caller, base, format } = options;
  const collections: CollectionDescription[] = [];
  for (const id of OGC_COLLECTION_IDS.filter((candidate) => caller.mayRead(candidate)))
    collections.push(await describe(db, id, caller, base, format));
  return { links: collectionsLinks(base, format), collections };
}

/** GET /ogcapi/collections/{collectionId} (/req/core/sfc-md-success). */
export function describeCollection(options: {
  db: Database;
  caller: OgcCaller;
  id: OgcCollectionId;
  base: string;
  format: OgcFormat;
}): Promise<CollectionDescription> {
  return describe(options.db, options.id, options.caller, options.base, options.format);
}
