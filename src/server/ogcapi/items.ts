import { sql } from 'drizzle-orm';
import type { OgcCollectionId } from '../../domain/ogcapi/collections';
import type { OgcFormat } from '../../domain/ogcapi/format-negotiation';
import { itemsLinks, type Link } from '../../domain/ogcapi/links';
import type { ItemsQuery } from '../../domain/ogcapi/query-parameters';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { JsonText } from '../http/answer-cache';
import type { ReadingAccess } from '../monitoring/reading-access';
import { readingStatsBySite } from '../monitoring/reading-stats';
import { columnsOf, featureSource, matchingFeatures, type CollectionSource } from './collection-sources';

export interface FeaturePage {
  /** How many features match the filters (numberMatched). */
  matched: number;
  returned: number;
  /** The page's features, a JSON array written by the database. */
  features: string;
  /** When the page was read (timeStamp). */
  timeStamp: string;
  links: Link[];
}

/** The most site ids a count sends the database as parameters (PostgreSQL takes 65,535 in all). */
const SITE_IDS_AS_PARAMETERS = 2000;

interface PageOptions {
  db: Database;
  collection: OgcCollectionId;
  access: ReadingAccess;
  query: ItemsQuery;
  base: string;
  format: OgcFormat;
}

/**
 * How many readings match: without a date filter, counted from the trigger-kept reading_stats
 * (readingStatsBySite, with the same visibility) rather than by counting millions of rows.
 */
async function matchedCount(options: PageOptions, source: CollectionSource): Promise<number> {
  const { db, access, query } = options;
  if (source.features === 'readings' && !query.datetime) {
    let siteIds: number[] | undefined;
    if (query.bbox || query.site !== null) {
      const sites = matchingFeatures({ ...source, features: 'sites' }, access, { ...query, datetime: null });
      const bySite =
        query.site !== null ? sql` and ${columnsOf(source.site.table).dms_site_id} = ${query.site}` : sql``;
      siteIds = rowsOf<{ id: number }>(
        await db.execute(sql`select ${sites.id} as id from ${sites.from} where ${sites.where}${bySite}`),
      ).map((row) => Number(row.id));
      if (siteIds.length === 0) return 0;
    }
    // past a few thousand sites, every site's figures are read and kept to the bbox's here, not sent as parameters
    const stats = await readingStatsBySite(
      db,
      source.readings,
      access,
      siteIds && siteIds.length <= SITE_IDS_AS_PARAMETERS ? siteIds : undefined,
    );
    const inFilter = siteIds ? new Set(siteIds) : null;
    let count = 0;
    for (const [siteId, stat] of stats) if (!inFilter || inFilter.has(siteId)) count += stat.count;
    return count;
  }
  const matching = matchingFeatures(source, access, query);
  const [row] = rowsOf<{ matched: number }>(
    await db.execute(sql`select count(*)::int as matched from ${matching.from} where ${matching.where}`),
  );
  return Number(row.matched);
}

/**
 * One page of a collection's features in id order (stable across pages): the page's ids are found first,
 * then only their features are built, as JSON by the database. Sites are matched once for the count and the
 * page (with datetime, each site's latest reading is read once); readings are counted apart (matchedCount).
 */
export async function featurePage(options: PageOptions): Promise<FeaturePage> {
  const { db, collection, access, query, base, format } = options;
  const features = featureSource(collection, access);
  const matching = matchingFeatures(features.source, access, query);
  const timeStamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const build = sql`select count(*)::int as returned,
      coalesce(json_agg(${features.feature} order by ${features.id}), '[]')::text as features
    from page join ${features.table} on ${features.id} = page.id ${features.joins}`;
  let matched: number;
  let page: { returned: number; features: string };
  if (features.source.features === 'sites') {
    const [row] = rowsOf<{ matched: number; returned: number; features: string }>(
      await db.execute(sql`
        with matching as (select ${matching.id} as id from ${matching.from} where ${matching.where}),
             page as (select id from matching order by id limit ${query.limit} offset ${query.offset})
        select (select count(*) from matching)::int as matched, built.*
        from (${build}) built`),
    );
    matched = Number(row.matched);
    page = row;
  } else {
    [matched, [page]] = await Promise.all([
      matchedCount(options, features.source),
      db
        .execute(
          sql`with page as (
                select ${matching.id} as id from ${matching.from} where ${matching.where}
                order by ${matching.id} limit ${query.limit} offset ${query.offset})
              ${build}`,
        )
        .then((result) => rowsOf<{ returned: number; features: string }>(result)),
    ]);
  }
  const returned = Number(page.returned);
  return {
    matched,
    returned,
    features: page.features,
    timeStamp,
    links: itemsLinks({
      base,
      collectionId: collection,
      filters: query.filters,
      limit: query.limit,
      offset: query.offset,
      returned,
      matched,
      format,
    }),
  };
}

/** The page as the GeoJSON FeatureCollection the service answers (/req/core/fc-response, /req/geojson/content). */
export function featureCollectionText(page: FeaturePage): JsonText {
  return new JsonText(
    `{"type":"FeatureCollection","timeStamp":${JSON.stringify(page.timeStamp)},"numberMatched":${page.matched},` +
      `"numberReturned":${page.returned},"links":${JSON.stringify(page.links)},"features":${page.features}}`,
  );
}
