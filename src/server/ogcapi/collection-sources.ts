import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { NOON } from '../../domain/monitoring/measurement-definitions';
import { OGC_COLLECTIONS, type FeatureProperty, type OgcCollectionId } from '../../domain/ogcapi/collections';
import type { DayInterval } from '../../domain/ogcapi/datetime-interval';
import type { Bbox } from '../../domain/ogcapi/query-parameters';
import { gsps } from '../db/schema/organisations';
import { visibleReadings, type ReadingAccess } from '../monitoring/reading-access';
import {
  INTERCONNECTED_SITE,
  STREAM_READINGS,
  STREAM_SITE,
  SUBSIDENCE_READINGS,
  SUBSIDENCE_SITE,
  VERTICAL_GRADIENT_READINGS,
  WATER_QUALITY_READINGS,
  WELL_READINGS,
  WELL_SITE,
  type ReadingKind,
  type SiteKind,
} from '../monitoring/site-kinds';

export type Columns = Record<string, PgColumn>;
export const columnsOf = (table: PgTable): Columns => getTableColumns(table) as unknown as Columns;

/** Where a collection's features come from: sites of a registry (with their readings), or the readings themselves. */
export interface CollectionSource {
  features: 'sites' | 'readings';
  site: SiteKind;
  readings: ReadingKind;
  /** The sites of the table that belong to the collection (the lists' rule: wl_monitoring, wq_monitoring). */
  scope?: (site: Columns) => SQL;
}

export const COLLECTION_SOURCES: Record<OgcCollectionId, CollectionSource> = {
  'water-level-sites': {
    features: 'sites',
    site: WELL_SITE,
    readings: WELL_READINGS,
    scope: (site) => sql`${site.wl_monitoring} = true`,
  },
  'water-quality-sites': {
    features: 'sites',
    site: WELL_SITE,
    readings: WATER_QUALITY_READINGS,
    scope: (site) => sql`${site.wq_monitoring} = true`,
  },
  'subsidence-sites': { features: 'sites', site: SUBSIDENCE_SITE, readings: SUBSIDENCE_READINGS },
  'stream-sites': { features: 'sites', site: STREAM_SITE, readings: STREAM_READINGS },
  'interconnected-sites': {
    features: 'sites',
    site: INTERCONNECTED_SITE,
    readings: VERTICAL_GRADIENT_READINGS,
  },
  readings: { features: 'readings', site: WELL_SITE, readings: WELL_READINGS },
};

/**
 * The data versions a collection's answers are kept under (answer-cache.ts; migration
 * list_and_map_data_versions): its sites, the GSPs' names, the submitted readings, and the unsubmitted
 * readings the caller sees (all for administrators, those of their GSPs' sites for others, none without a
 * token), as the lists are kept.
 */
export function collectionDataAreas(collection: OgcCollectionId, access: ReadingAccess): string[] {
  const source = COLLECTION_SOURCES[collection];
  const readings = `readings:${getTableName(source.readings.table)}`;
  return [
    'labels',
    `sites:${getTableName(source.site.table)}`,
    `${readings}:submitted`,
    ...(access.gspIds === null
      ? [`${readings}:unsubmitted`]
      : access.gspIds.map((gsp) => `${readings}:gsp:${gsp}`)),
  ];
}

const siteColumns = (source: CollectionSource) => columnsOf(source.site.table);
const readingColumns = (source: CollectionSource) => columnsOf(source.readings.table);

/**
 * The latest reading of the site in the FROM clause that the caller may see (visibleReadings, the app's one
 * rule), as the lateral subquery `latest` with its `date` and the given columns: read from the
 * (site_id, date) index backwards, the latest time of the day first (a reading without a time counts as noon,
 * spec 1 §5), then the latest written.
 */
export function latestReadingJoin(
  source: CollectionSource,
  access: ReadingAccess,
  columns: readonly string[] = [],
) {
  const site = siteColumns(source);
  const reading = readingColumns(source);
  const date = reading[source.readings.dateColumn];
  const time = reading[source.readings.timeColumn];
  const visible = visibleReadings(source.readings, access);
  const picked = [
    sql`${date} as date`,
    ...columns.map((column) => sql`${reading[column]} as ${sql.identifier(column)}`),
  ];
  return sql`left join lateral (
      select ${sql.join(picked, sql`, `)} from ${source.readings.table}
      where ${reading.site_id} = ${site.id} and ${date} is not null${visible ? sql` and (${visible})` : sql``}
      order by ${date} desc, coalesce(${time}, ${NOON}::time) desc, ${reading.id} desc
      limit 1) latest on true`;
}

/** A point's longitude and latitude inside a bbox; one whose west edge lies east of its east edge crosses the antimeridian. */
function inBbox(longitude: PgColumn, latitude: PgColumn, bbox: Bbox): SQL {
  const longitudes =
    bbox.minLon <= bbox.maxLon
      ? sql`${longitude} between ${bbox.minLon} and ${bbox.maxLon}`
      : sql`(${longitude} >= ${bbox.minLon} or ${longitude} <= ${bbox.maxLon})`;
  return sql`${longitudes} and ${latitude} between ${bbox.minLat} and ${bbox.maxLat}`;
}

/** A date inside the interval's days, both ends included; a missing date is in no interval. */
function inDays(date: SQL | PgColumn, interval: DayInterval): SQL {
  const conditions = [sql`${date} is not null`];
  if (interval.start) conditions.push(sql`${date} >= ${interval.start}::date`);
  if (interval.end) conditions.push(sql`${date} <= ${interval.end}::date`);
  return sql.join(conditions, sql` and `);
}

export interface FeatureFilters {
  bbox: Bbox | null;
  datetime: DayInterval | null;
  /** The readings collection: one site's readings, by DMS Site ID. */
  site: string | null;
}

/**
 * The FROM and WHERE of a collection's matching features, in id order, and the feature's id: for sites the
 * site table (with `latest` joined when datetime filters by it), for readings the reading table joined with
 * its site and kept to the readings the caller may see.
 */
export function matchingFeatures(source: CollectionSource, access: ReadingAccess, filters: FeatureFilters) {
  const site = siteColumns(source);
  const conditions: SQL[] = [];
  if (source.scope) conditions.push(source.scope(site));
  if (filters.bbox) conditions.push(inBbox(site.longitude, site.latitude, filters.bbox));
  if (source.features === 'sites') {
    if (filters.datetime) conditions.push(inDays(sql`latest.date`, filters.datetime));
    return {
      id: site.id,
      from: sql`${source.site.table} ${filters.datetime ? latestReadingJoin(source, access) : sql``}`,
      where: conditions.length ? sql.join(conditions, sql` and `) : sql`true`,
    };
  }
  const reading = readingColumns(source);
  const visible = visibleReadings(source.readings, access);
  if (visible) conditions.push(visible);
  if (filters.site !== null) conditions.push(sql`${site.dms_site_id} = ${filters.site}`);
  if (filters.datetime) conditions.push(inDays(reading[source.readings.dateColumn], filters.datetime));
  return {
    id: reading.id,
    from: sql`${source.readings.table} join ${source.site.table} on ${site.id} = ${reading.site_id}`,
    where: conditions.length ? sql.join(conditions, sql` and `) : sql`true`,
  };
}

const PROPERTY_NAME = /^[a-z_][a-z0-9_]*$/;

/** A property's value in SQL, over the site, `latest`, the reading and the GSP joined by featureSource. */
function propertyValue(source: CollectionSource, property: FeatureProperty): SQL {
  const site = siteColumns(source);
  const reading = readingColumns(source);
  switch (property.source.from) {
    case 'site':
      return sql`${site[property.source.column]}`;
    case 'site id':
      return sql`${site.id}`;
    case 'gsp name':
      return sql`${gsps.name}`;
    case 'latest reading':
      return sql`latest.${sql.identifier(property.source.column)}`;
    case 'latest reading date':
      return sql`latest.date`;
    case 'reading':
      return sql`${reading[property.source.column]}`;
  }
}

/**
 * The collection's features as GeoJSON, built by the database (json_build_object): the feature expression,
 * the table whose rows are the features, and the joins it reads (the site of a reading, the GSP's name, and a
 * site's latest reading the caller may see).
 */
export function featureSource(collection: OgcCollectionId, access: ReadingAccess) {
  const source = COLLECTION_SOURCES[collection];
  const site = siteColumns(source);
  const reading = readingColumns(source);
  const properties = OGC_COLLECTIONS[collection].properties;
  const pairs = properties.map((property) => {
    // property names are the domain's own identifiers, written into the query as literals
    if (!PROPERTY_NAME.test(property.name)) throw new Error(`property name ${property.name}`);
    return sql`${sql.raw(`'${property.name}'`)}, ${propertyValue(source, property)}`;
  });
  const reads = (from: FeatureProperty['source']['from']) =>
    properties.some((property) => property.source.from === from);
  const latestColumns = properties.flatMap((property) =>
    property.source.from === 'latest reading' ? [property.source.column] : [],
  );
  const joins: SQL[] = [];
  if (source.features === 'readings')
    joins.push(sql`join ${source.site.table} on ${site.id} = ${reading.site_id}`);
  if (reads('gsp name')) joins.push(sql`left join ${gsps} on ${gsps.id} = ${site.source_gsp_id}`);
  if (reads('latest reading') || reads('latest reading date'))
    joins.push(latestReadingJoin(source, access, latestColumns));
  return {
    source,
    id: source.features === 'sites' ? site.id : reading.id,
    table: source.features === 'sites' ? source.site.table : source.readings.table,
    joins: sql.join(joins, sql` `),
    feature: sql`json_build_object('type', 'Feature', 'id', ${source.features === 'sites' ? site.id : reading.id},
      'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(${site.longitude}, ${site.latitude})),
      'properties', json_build_object(${sql.join(pairs, sql`, `)}))`,
  };
}
