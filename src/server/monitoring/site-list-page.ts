import { getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SiteListPage } from '../../domain/monitoring/monitoring-api';
import type { SummaryTarget } from '../../domain/monitoring/monitoring-lists';
import {
  orderingParameter,
  parseOrdering,
  type ColumnKind,
  type SortState,
} from '../../domain/table/table-rules';
import type { Database } from '../db/client';
import { markerCoordinate } from '../db/marker-coordinate';
import { rowsOf } from '../db/raw-results';
import { readingStats } from '../db/schema/monitoring';
import { JsonText } from '../http/answer-cache';
import { AppError } from '../http/app-error';
import { visibleReadings, type ReadingAccess } from './reading-access';
import { referenceNames } from './reference-labels';
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
import { listRows } from './site-summary';

/**
 * The monitoring lists a page at a time (issue 17: a screen loads what it shows). The database filters,
 * sorts and counts every site; only the page's rows are built, by the same code as the spec's
 * GET wellsitesummary/{target}, so a list costs the same at 500 sites as at 50,000.
 */

/** A column of a list as the table sorts it (domain table-rules' compareCells) and as the keyword finds it. */
interface ListColumn {
  kind: ColumnKind;
  /** The text the column shows, matched by the keyword. */
  text: SQL;
  /** What it sorts by when not its text: a count, a date. */
  sortKey?: SQL;
  sortable?: boolean;
  /** Read from the readings' figures: the query joins them only when it needs them. */
  stats?: boolean;
  /** Written from the readings themselves (the water quality characteristics' counts). */
  fromReadings?: boolean;
}

interface ListSource {
  site: SiteKind;
  readings?: ReadingKind;
  /** The sites of the table that belong on this list (spec 1 §3.5: wl_monitoring, wq_monitoring). */
  scope?: (table: Record<string, PgColumn>) => SQL;
}

const LIST_SOURCES: Record<SummaryTarget, ListSource> = {
  wellsitemeasurements: {
    site: WELL_SITE,
    readings: WELL_READINGS,
    scope: (table) => sql`${table.wl_monitoring} = true`,
  },
  waterqualitymeasurements: { site: WELL_SITE, scope: (table) => sql`${table.wq_monitoring} = true` },
  subsidencemeasurements: { site: SUBSIDENCE_READINGS.site, readings: SUBSIDENCE_READINGS },
  streamsites: { site: STREAM_SITE, readings: STREAM_READINGS },
  surfacewatermeasurements: { site: INTERCONNECTED_SITE },
};

/** The largest page a list answers (the table offers 10 to 100 rows). */
export const SITE_LIST_PAGE_MAX = 250;

/** The list a request names, or 404 for a list that does not exist. */
export function siteListTarget(target: string): SummaryTarget {
  if (!Object.hasOwn(LIST_SOURCES, target)) throw AppError.notFound(`Unknown monitoring list '${target}'.`);
  return target as SummaryTarget;
}

const sourceOf = (target: string): ListSource => LIST_SOURCES[siteListTarget(target)];

const referencedSites = { 'well site': WELL_SITE, 'stream site': STREAM_SITE } as const;

/** The names of the agencies, GSAs and GSPs a site table's fields point at, read at once, as JSON texts. */
async function referenceNameTexts(db: Database, site: SiteKind): Promise<ColumnContext['namesOf']> {
  const kinds = [
    ...new Set(site.fields.flatMap((field) => (field.references ? [field.references] : []))),
  ].filter((kind) => !(kind in referencedSites)) as Referenced[];
  const texts = new Map(
    await Promise.all(
      kinds.map(async (kind) => [kind, JSON.stringify(await referenceNames(db, kind))] as const),
    ),
  );
  return (kind) => texts.get(kind) ?? '{}';
}

type Referenced = Parameters<typeof referenceNames>[1];

/** What a list's columns are built from besides the site table: the readings the user may see, the names. */
interface ColumnContext {
  /** The water quality readings the user may see, as a condition (their characteristics' counts). */
  visibleWaterQuality: SQL;
  /** The names of the agencies, GSAs or GSPs by id, as JSON text. */
  namesOf: (kind: Referenced) => string;
}

/** Builds the SQL of each list's columns over the site table and its readings' figures. */
function columnsOf(target: SummaryTarget, context: ColumnContext): Record<string, ListColumn> {
  const { site } = LIST_SOURCES[target];
  const table = getTableColumns(site.table) as Record<string, PgColumn>;
  const text = (name: string): ListColumn => ({
    kind: 'text',
    text: sql`coalesce(${table[name]}::text, '')`,
  });
  const yesNo = (name: string): ListColumn => ({
    kind: 'text',
    text: sql`case when ${table[name]} then 'Yes' else 'No' end`,
  });
  const label = (name: string): ListColumn => {
    const references = site.fields.find((field) => field.name === name)?.references;
    if (references === 'well site' || references === 'stream site') {
      const other = sql.identifier(`${name}_site`);
      return {
        kind: 'text',
        text: sql`coalesce((select ${other}.dms_site_id from ${referencedSites[references].table} ${other}
          where ${other}.id = ${table[name]}), '')`,
      };
    }
    if (!references) throw new Error(`${name} names nothing`);
    // the names parsed once for the query (an InitPlan), not once per site
    return {
      kind: 'text',
      text: sql`coalesce((select ${context.namesOf(references)}::jsonb) ->> ${table[name]}::text, '')`,
    };
  };

  // the readings' count and first and last date as the user may see them, from the `stats` join (statsJoin)
  const count = sql`coalesce(stats.count, 0)`;
  const measurements: ListColumn = { kind: 'number', text: sql`${count}::text`, sortKey: count, stats: true };
  const dateRange: ListColumn = {
    kind: 'date',
    text: sql`coalesce(to_char(stats.first, 'MM/DD/YYYY') || ' - ' || to_char(stats.last, 'MM/DD/YYYY'), '')`,
    sortKey: sql`stats.first`,
    stats: true,
  };

  const common = {
    dms_site_id: text('dms_site_id'),
    local_site_id: text('local_site_id'),
    source_gsp_label: label('source_gsp_id'),
  };
  switch (target) {
    case 'wellsitemeasurements':
      return {
        ...common,
        monitor_site_type: text('monitor_site_type'),
        source_gsa_label: label('source_gsa_id'),
        num_measurements: measurements,
        date_range: dateRange,
      };
    case 'waterqualitymeasurements': {
      const wq = WATER_QUALITY_READINGS.table;
      return {
        ...common,
        gsp_mon_network: yesNo('gsp_mon_network'),
        characteristic_counts: {
          kind: 'text',
          fromReadings: true,
          text: sql`coalesce((select string_agg(entry.characteristic || ' (' || entry.count || ')', ', '
              order by entry.characteristic)
            from (select ${wq}.characteristic, count(*) as count from ${wq}
                  where ${wq.site_id} = ${table.id} and ${context.visibleWaterQuality}
                  group by ${wq}.characteristic) entry), '')`,
        },
      } satisfies Record<string, ListColumn>;
    }
    case 'subsidencemeasurements':
    case 'streamsites':
      return {
        ...common,
        owner_label: label('owner_id'),
        monitor_by_label: label('monitor_by_id'),
        meas_type_label: text('meas_type'),
        ...(target === 'subsidencemeasurements'
          ? { gsp_mon_network: yesNo('gsp_mon_network') }
          : { link: { ...text('link'), sortable: false } }),
        num_measurements: measurements,
        date_range: dateRange,
      };
    case 'surfacewatermeasurements':
      return {
        ...common,
        monitor_type_label: text('monitor_type'),
        dms_strm_site_label: label('dms_strm_site_id'),
        dms_sa_site_label: label('dms_sa_site_id'),
        dms_ua_site_label: label('dms_ua_site_id'),
        dms_la_site_label: label('dms_la_site_id'),
      };
  }
}

/** Each site's readings as the user may see them, for the columns marked `stats` (reading_stats, trigger-kept). */
function statsJoin(source: ListSource, table: Record<string, PgColumn>, access: ReadingAccess): SQL {
  if (!source.readings) return sql``;
  const visible =
    access.gspIds === null
      ? sql`true`
      : access.gspIds.length
        ? sql`(${readingStats.submitted} or ${readingStats.site_id} in
            (select ${table.id} from ${source.site.table} where ${inArray(table.source_gsp_id, access.gspIds)}))`
        : sql`${readingStats.submitted}`;
  // one pass over the list's statistics rows, grouped by site, joined by hash: not a lookup per site
  return sql`left join (
      select ${readingStats.site_id} as site_id, sum(${readingStats.readings})::int as count,
             min(${readingStats.first_date}) as first, max(${readingStats.last_date}) as last
      from ${readingStats}
      where ${readingStats.reading_table} = ${getTableName(source.readings.table)} and ${visible}
      group by ${readingStats.site_id}) stats on stats.site_id = ${table.id}`;
}

/** For what the columns are, not for a query: their names and kinds. */
const NO_CONTEXT: ColumnContext = { visibleWaterQuality: sql`true`, namesOf: () => '{}' };

/** The columns of a list a client may sort by, in `ordering` (the data table's names): all but `sortable: false`. */
const SORTABLE = Object.fromEntries(
  (Object.keys(LIST_SOURCES) as SummaryTarget[]).map((target) => [
    target,
    Object.entries(columnsOf(target, NO_CONTEXT))
      .filter(([, column]) => column.sortable !== false)
      .map(([name]) => name),
  ]),
) as Record<SummaryTarget, string[]>;

/** Each list's columns read from the readings: its figures (`stats`) and those written from them. */
const READING_COLUMNS = Object.fromEntries(
  (Object.keys(LIST_SOURCES) as SummaryTarget[]).map((target) => [
    target,
    Object.values(columnsOf(target, NO_CONTEXT)).filter((column) => column.stats || column.fromReadings),
  ]),
) as Record<SummaryTarget, ListColumn[]>;

function sortOf(target: string, ordering: string | undefined): SortState | null {
  sourceOf(target);
  return parseOrdering(ordering, SORTABLE[target as SummaryTarget]);
}

/** The ordering a list page is kept under in the answer cache: one key for every way of saying it. */
export function canonicalListOrdering(target: string, ordering: string | undefined): string {
  const sort = sortOf(target, ordering);
  return sort ? orderingParameter(sort) : '';
}

/** The keyword as the list matches it: trimmed, any case. */
export const canonicalSearch = (search: string | undefined) => (search ?? '').trim().toLowerCase();

/**
 * The readings' count and date range are written with digits, '/', ' ' and '-' alone: a keyword with any
 * other character cannot be in them, and the list is searched without joining the readings' figures.
 */
const mayBeInFigures = (search: string) => /^[\d/ -]+$/.test(search);

/**
 * Whether the sites a list's keyword finds depend on the readings: only a keyword that may be in the
 * readings' figures or in a column written from the readings. A list's map view without one is kept in
 * the answer cache across writes of readings, which change no marker (at 50,000 sites it takes 0.5 s).
 */
export function keywordReadsReadings(target: string, search: string | undefined): boolean {
  const keyword = canonicalSearch(search);
  if (!keyword) return false;
  return READING_COLUMNS[siteListTarget(target)].some(
    (column) => column.fromReadings || mayBeInFigures(keyword),
  );
}

/** The sites of the list the keyword finds (spec 1 §5: any field), as a condition on the site table. */
function matching(columns: Record<string, ListColumn>, search: string): SQL {
  if (!search) return sql`true`;
  const texts = sql.join(
    Object.values(columns)
      .filter((column) => !column.stats || mayBeInFigures(search))
      .map((column) => column.text),
    sql`, `,
  );
  return sql`strpos(lower(concat_ws(E'\\n', ${texts})), ${search}) > 0`;
}

/** The sort of compareCells: numbers by value, dates with empty ones last, text upper-cased; then the site id. */
function orderOf(
  table: Record<string, PgColumn>,
  columns: Record<string, ListColumn>,
  sort: SortState | null,
) {
  const siteOrder = [sql`${table.dms_site_id}`, sql`${table.id}`];
  if (!sort) return siteOrder;
  const column = columns[sort.column];
  const key = column.sortKey ?? column.text;
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  switch (column.kind) {
    case 'date':
      return [sql`${key} is null`, sql`${key} ${direction}`, ...siteOrder];
    case 'number':
      return [sql`${key} ${direction}`, ...siteOrder];
    default:
      return [sql`upper(${key}) collate "C" ${direction}`, ...siteOrder];
  }
}

async function listQuery(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  search?: string;
  sort?: SortState | null;
}) {
  const { db, access, target, sort } = options;
  const source = sourceOf(target);
  const table = getTableColumns(source.site.table) as Record<string, PgColumn>;
  const columns = columnsOf(target as SummaryTarget, {
    visibleWaterQuality: visibleReadings(WATER_QUALITY_READINGS, access) ?? sql`true`,
    namesOf: await referenceNameTexts(db, source.site),
  });
  const search = canonicalSearch(options.search);
  const hasStats = Object.values(columns).some((column) => column.stats);
  const withStats = (needed: boolean) =>
    sql`${source.site.table} ${hasStats && needed ? statsJoin(source, table, access) : sql``}`;
  const where = sql`${source.scope ? source.scope(table) : sql`true`} and ${matching(columns, search)}`;
  return {
    table,
    columns,
    where,
    search,
    // the readings' figures only where the keyword or the sort reads them
    from: withStats(!!search && mayBeInFigures(search)),
    sortedFrom: withStats((!!search && mayBeInFigures(search)) || !!(sort && columns[sort.column].stats)),
  };
}

/** GET /api/sitelists/{target}?limit=&offset=&ordering=&search=: a page of a monitoring list. */
export async function siteListPage(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  limit: number;
  offset: number;
  ordering?: string;
  search?: string;
}): Promise<SiteListPage<unknown>> {
  const { db, access, target, limit, offset } = options;
  const sort = sortOf(target, options.ordering);
  const { table, columns, from, sortedFrom, where, search } = await listQuery({ ...options, sort });
  const order = sql.join(orderOf(table, columns, sort), sql`, `);
  const countOf = async () =>
    Number(
      rowsOf<{ count: number | string }>(
        await db.execute(sql`select count(*) as count from ${from} where ${where}`),
      )[0].count,
    );
  // ORDER BY ... LIMIT keeps only the rows of the page while it sorts. A keyword is matched once, for the
  // count and the page together; without one, the count needs no text and the page can follow an index.
  const page = rowsOf<{ id: number; total: number | string }>(
    await db.execute(sql`select ${table.id} as id, ${search ? sql`count(*) over ()` : sql`null`} as total
      from ${sortedFrom} where ${where} order by ${order} limit ${limit} offset ${offset}`),
  );
  const count = search && page.length > 0 ? Number(page[0].total) : await countOf();
  const ids = page.map((row) => Number(row.id));
  return { count, results: await listRows({ db, access, target, ids }) };
}

/**
 * GET /api/sitelists/{target}/markers?search=: every site the list finds, in the compact form its map draws
 * ({markers: SiteListMarker[]}), written as JSON by the database.
 */
export async function siteListMarkers(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  search?: string;
}): Promise<JsonText> {
  const { db } = options;
  const { table, from, where } = await listQuery(options);
  const siteType = 'monitor_site_type' in table ? sql`${table.monitor_site_type}` : sql`null`;
  const [{ answer }] = rowsOf<{ answer: string }>(
    await db.execute(sql`
      select json_build_object('markers', coalesce(json_agg(json_build_array(${table.id},
               ${markerCoordinate(table.longitude)}, ${markerCoordinate(table.latitude)}, ${table.dms_site_id},
               ${table.local_site_id}, ${siteType}) order by ${table.dms_site_id}), '[]'))::text as answer
      from ${from} where ${where}`),
  );
  return new JsonText(answer);
}
