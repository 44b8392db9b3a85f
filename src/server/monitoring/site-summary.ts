import { eq, getTableColumns, getTableName, gt, inArray, and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SummaryTarget } from '../../domain/monitoring/monitoring-lists';
import type { Database } from '../db/client';
import { ALL_MONITORING, JsonText } from '../http/answer-cache';
import { AppError } from '../http/app-error';
import { rowsOf as rowsOfResult } from '../db/raw-results';
import { dateRange, geometryOf, type Row } from './monitoring-presenters';
import { readingStatsBySite } from './reading-stats';
import { visibleReadings, type ReadingAccess } from './reading-access';
import { loadReferenceLabels, type ReferenceLabels } from './reference-labels';
import {
  INTERCONNECTED_SITE,
  STREAM_READINGS,
  STREAM_SITE,
  SUBSIDENCE_READINGS,
  WATER_QUALITY_READINGS,
  WELL_READINGS,
  WELL_SITE,
  type ReadingKind,
  type SiteKind,
} from './site-kinds';

interface SummaryContext {
  db: Database;
  labels: ReferenceLabels;
  access: ReadingAccess;
  /** Only these sites (a page of a list, at most SITES_AT_A_TIME), in this order; all when absent. */
  ids?: readonly number[];
}

const field = (kind: SiteKind, name: string) => kind.fields.find((candidate) => candidate.name === name)!;

const ROW_COLUMNS = ['id', 'dms_site_id', 'local_site_id', 'latitude', 'longitude', 'source_gsp_id'];

/**
 * Sites a list reads at a time. Each part is read and turned into rows before the next is asked for, and
 * other requests are served in between: a list of 5,000 sites is built in parts of a few milliseconds
 * each, so no request waits behind the whole of it (issue 17; on the embedded database a query runs on
 * the server's own thread, and a part of 250 sites kept a request waiting up to 52 ms there).
 */
const SITES_AT_A_TIME = 125;

const otherRequestsFirst = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The sites of a list in dms_site_id order, a part at a time, with only the columns its rows show. Each
 * part comes as one JSON text: the embedded database hands over a row object per site several times
 * slower.
 */
async function* sitesOf(
  { db, ids }: SummaryContext,
  kind: SiteKind,
  columns: string[],
): AsyncGenerator<Row[]> {
  const all = getTableColumns(kind.table) as Record<string, PgColumn>;
  const picked = sql.join(
    [...ROW_COLUMNS, ...columns].map((name) => sql`${all[name]} as ${sql.identifier(name)}`),
    sql`, `,
  );
  if (ids) {
    if (ids.length === 0) return;
    const chosen: Record<string, PgColumn> = Object.fromEntries(
      [...ROW_COLUMNS, ...columns].map((name) => [name, all[name]]),
    );
    const rows = (await db
      .select(chosen)
      .from(kind.table)
      .where(inArray(kind.table.id, [...ids]))) as Row[];
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    yield ids.flatMap((id): Row[] => {
      const site = byId.get(id);
      return site ? [site] : [];
    });
    return;
  }
  let after: string | undefined;
  for (;;) {
    const [{ sites: text }] = rowsOfResult<{ sites: string }>(
      await db.execute(sql`
        select coalesce(json_agg(part order by part.dms_site_id), '[]')::text as sites
        from (select ${picked} from ${kind.table}
              where ${after === undefined ? sql`true` : gt(kind.table.dms_site_id, after)}
              order by ${kind.table.dms_site_id} limit ${SITES_AT_A_TIME}) part`),
    );
    const sites = JSON.parse(text) as Row[];
    if (sites.length > 0) yield sites;
    if (sites.length < SITES_AT_A_TIME) return;
    after = sites[sites.length - 1].dms_site_id as string;
    await otherRequestsFirst();
  }
}

/** Each part of the sites made into list rows, part by part. */
async function rowsOf<T>(parts: AsyncGenerator<Row[]>, rows: (sites: Row[]) => Promise<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const sites of parts) all.push(await rows(sites));
  return all;
}

const idsOf = (sites: Row[]) => sites.map((site) => site.id as number);

/** The columns every list row has (spec 1 §3.5). */
function commonColumns(kind: SiteKind, site: Row, labels: ReferenceLabels) {
  return {
    id: site.id,
    dms_site_id: site.dms_site_id,
    local_site_id: site.local_site_id ?? null,
    source_gsp_label: labels.label(field(kind, 'source_gsp_id'), site.source_gsp_id),
    geometry: geometryOf(site),
  };
}

async function waterLevelRows(context: SummaryContext) {
  const { db, labels, access } = context;
  const kind = WELL_READINGS.site;
  return rowsOf(
    sitesOf(context, kind, ['monitor_site_type', 'source_gsa_id', 'wl_monitoring']),
    async (sites) => {
      const stats = await readingStatsBySite(db, WELL_READINGS, access, idsOf(sites));
      return sites.map((site) => {
        const stat = stats.get(site.id as number);
        return {
          ...commonColumns(kind, site, labels),
          monitor_site_type: site.monitor_site_type ?? null,
          source_gsa_label: labels.label(field(kind, 'source_gsa_id'), site.source_gsa_id),
          num_measurements: stat?.count ?? 0,
          date_range: dateRange(stat?.first ?? null, stat?.last ?? null),
          wl_monitoring: site.wl_monitoring,
        };
      });
    },
  );
}

async function waterQualityRows(context: SummaryContext) {
  const { db, labels, access } = context;
  const kind = WATER_QUALITY_READINGS.site;
  const table = WATER_QUALITY_READINGS.table;
  return rowsOf(sitesOf(context, kind, ['gsp_mon_network', 'wq_monitoring']), async (sites) => {
    const counts = await db
      .select({
        siteId: table.site_id,
        characteristic: sql<string>`characteristic`,
        count: sql<number>`count(*)::int`,
      })
      .from(table)
      .innerJoin(kind.table, eq(kind.table.id, table.site_id))
      .where(and(visibleReadings(WATER_QUALITY_READINGS, access), inArray(table.site_id, idsOf(sites))))
      .groupBy(table.site_id, sql`characteristic`)
      .orderBy(sql`characteristic`);
    const bySite = new Map<number, { characteristic: string; count: number }[]>();
    for (const row of counts)
      bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), { ...row, count: Number(row.count) }]);
    return sites.map((site) => {
      const characteristics = bySite.get(site.id as number) ?? [];
      return {
        ...commonColumns(kind, site, labels),
        gsp_mon_network: site.gsp_mon_network,
        characteristics: characteristics.map((entry) => entry.characteristic).join(', '),
        characteristic_counts: characteristics
          .map((entry) => `${entry.characteristic} (${entry.count})`)
          .join(', '),
        wq_monitoring: site.wq_monitoring,
      };
    });
  });
}

async function ownedSiteRows(context: SummaryContext, readings: ReadingKind) {
  const { db, labels, access } = context;
  const kind = readings.site;
  const columns = [
    'owner_id',
    'monitor_by_id',
    'meas_type',
    'gsp_mon_network',
    'interconnected_monitoring',
    'link',
  ].filter((name) => name in getTableColumns(kind.table));
  return rowsOf(sitesOf(context, kind, columns), async (sites) => {
    const stats = await readingStatsBySite(db, readings, access, idsOf(sites));
    return sites.map((site) => {
      const stat = stats.get(site.id as number);
      const extra =
        kind === STREAM_READINGS.site
          ? { interconnected_monitoring: site.interconnected_monitoring, link: site.link ?? null }
          : { gsp_mon_network: site.gsp_mon_network };
      return {
        ...commonColumns(kind, site, labels),
        owner_label: labels.label(field(kind, 'owner_id'), site.owner_id),
        monitor_by_label: labels.label(field(kind, 'monitor_by_id'), site.monitor_by_id),
        meas_type_label: (site.meas_type as string | null) ?? '',
        ...extra,
        num_measurements: stat?.count ?? 0,
        date_range: dateRange(stat?.first ?? null, stat?.last ?? null),
      };
    });
  });
}

async function interconnectedRows(context: SummaryContext) {
  const { labels } = context;
  const kind = INTERCONNECTED_SITE;
  const columns = ['monitor_type', 'dms_strm_site_id', 'dms_sa_site_id', 'dms_ua_site_id', 'dms_la_site_id'];
  return rowsOf(sitesOf(context, kind, columns), async (sites) =>
    sites.map((site) => ({
      ...commonColumns(kind, site, labels),
      monitor_type_label: (site.monitor_type as string | null) ?? '',
      dms_strm_site_label: labels.label(field(kind, 'dms_strm_site_id'), site.dms_strm_site_id),
      dms_sa_site_label: labels.label(field(kind, 'dms_sa_site_id'), site.dms_sa_site_id),
      dms_ua_site_label: labels.label(field(kind, 'dms_ua_site_id'), site.dms_ua_site_id),
      dms_la_site_label: labels.label(field(kind, 'dms_la_site_id'), site.dms_la_site_id),
    })),
  );
}

const LIST_ROWS: Record<SummaryTarget, [SiteKind, (context: SummaryContext) => Promise<unknown[][]>]> = {
  wellsitemeasurements: [WELL_SITE, waterLevelRows],
  waterqualitymeasurements: [WELL_SITE, waterQualityRows],
  subsidencemeasurements: [
    SUBSIDENCE_READINGS.site,
    (context) => ownedSiteRows(context, SUBSIDENCE_READINGS),
  ],
  streamsites: [STREAM_READINGS.site, (context) => ownedSiteRows(context, STREAM_READINGS)],
  surfacewatermeasurements: [INTERCONNECTED_SITE, interconnectedRows],
};

/** The rows of a monitoring list (spec 1 §3.5) a part at a time: every site's, or those of the given sites. */
async function listRowParts(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  ids?: readonly number[];
}): Promise<unknown[][]> {
  const { db, access, ids } = options;
  const list = Object.hasOwn(LIST_ROWS, options.target)
    ? LIST_ROWS[options.target as SummaryTarget]
    : undefined;
  if (!list) throw AppError.notFound(`Unknown monitoring list '${options.target}'.`);
  const [kind, build] = list;
  return build({ db, labels: await loadReferenceLabels(db, kind.fields), access, ids });
}

/** The rows of a monitoring list (spec 1 §3.5): every site's, or those of the given sites in their order. */
export async function listRows(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  ids?: readonly number[];
}): Promise<unknown[]> {
  return (await listRowParts(options)).flat();
}

/**
 * spec 1 §7: GET wellsitesummary/{target}, the rows of a monitoring list, written out as JSON a part at a
 * time with other requests served in between: written at once, the 17.5 MB of 50,000 sites held the
 * server's thread for 100-150 ms (issue 17: no request waits more than 50 ms behind another's answer).
 */
export async function siteSummary(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
}): Promise<JsonText> {
  const chunks = [Buffer.from('{"sites":[')];
  for (const rows of await listRowParts(options)) {
    if (rows.length === 0) continue;
    const text = JSON.stringify(rows);
    chunks.push(Buffer.from(`${chunks.length > 1 ? ',' : ''}${text.slice(1, -1)}`));
    await otherRequestsFirst();
  }
  chunks.push(Buffer.from(']}'));
  return new JsonText(Buffer.concat(chunks));
}

/** The sites (their rows and names) and readings each list is read from. */
const LIST_SOURCES: Record<SummaryTarget, { sites: SiteKind[]; readings?: ReadingKind }> = {
  wellsitemeasurements: { sites: [WELL_SITE], readings: WELL_READINGS },
  waterqualitymeasurements: { sites: [WELL_SITE], readings: WATER_QUALITY_READINGS },
  subsidencemeasurements: { sites: [SUBSIDENCE_READINGS.site], readings: SUBSIDENCE_READINGS },
  streamsites: { sites: [STREAM_SITE], readings: STREAM_READINGS },
  // the rows name their linked stream and wells
  surfacewatermeasurements: { sites: [INTERCONNECTED_SITE, STREAM_SITE, WELL_SITE] },
};

/**
 * The data versions a list is kept under (answer-cache.ts, migration list_and_map_data_versions): its
 * sites, the names it shows, the submitted readings every user sees, and the unsubmitted readings this
 * user sees (all for administrators, else those of their GSPs' sites). A GSP importing readings it has
 * not submitted leaves the lists of other GSPs' users as they were.
 */
export function summaryDataAreas(target: string, access: ReadingAccess): string[] {
  const list = Object.hasOwn(LIST_SOURCES, target) ? LIST_SOURCES[target as SummaryTarget] : undefined;
  if (!list) return ALL_MONITORING;
  const areas = ['labels', ...list.sites.map((kind) => `sites:${getTableName(kind.table)}`)];
  if (list.readings) {
    const readings = `readings:${getTableName(list.readings.table)}`;
    areas.push(`${readings}:submitted`);
    if (access.gspIds === null) areas.push(`${readings}:unsubmitted`);
    else areas.push(...access.gspIds.map((gsp) => `${readings}:gsp:${gsp}`));
  }
  return areas;
}
