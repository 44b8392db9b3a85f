import { Readable } from 'node:stream';
import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { HydrographData, HydrographKind } from '../../domain/monitoring/chart-rules';
import { MAX_CHART_BUCKETS } from '../../domain/monitoring/chart-series';
import {
  csvLine,
  SUBSIDENCE_CSV,
  WATER_LEVEL_CSV,
  WATER_QUALITY_CSV,
  type ReadingsCsv,
} from '../../domain/monitoring/csv-exports';
import { columnKindOf } from '../../domain/monitoring/field-definitions';
import type { SiteReadingTarget } from '../../domain/monitoring/monitoring-api';
import { siteChartAnswer } from '../../domain/monitoring/site-chart';
import type { SiteChartRequest } from '../../domain/monitoring/site-chart-api';
import { orderingParameter, parseOrdering } from '../../domain/table/table-rules';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { presentReading, type Row } from './monitoring-presenters';
import type { ReadingAccess } from './reading-access';
import { chartedFromColumns, columnChartAnswer } from './site-readings-chart';
import { readingsOf, timeOrderOf, visibleReadingsOf } from './site-details';
import {
  STREAM_READINGS,
  SUBSIDENCE_READINGS,
  VERTICAL_GRADIENT_READINGS,
  WATER_QUALITY_READINGS,
  WELL_READINGS,
  type ReadingKind,
} from './site-kinds';

/**
 * The reading kind of each target, the charts its readings are drawn in (the first by default) and, for
 * charts not read from columns (site-readings-chart.ts), the fields they read (chart-rules' chartPoints).
 */
const TARGETS: Record<
  SiteReadingTarget,
  { readings: ReadingKind; charts: HydrographKind[]; chartFields?: string[]; csv?: ReadingsCsv<never> }
> = {
  wellsitemeasurements: {
    readings: WELL_READINGS,
    csv: WATER_LEVEL_CSV,
    charts: ['waterLevel', 'interconnectedWell'],
  },
  streammonitoring: {
    readings: STREAM_READINGS,
    charts: ['streamflow', 'interconnectedStream'],
  },
  waterqualitymeasurements: {
    readings: WATER_QUALITY_READINGS,
    csv: WATER_QUALITY_CSV,
    charts: ['waterQuality'],
    chartFields: ['meas_date', 'meas_time', 'characteristic', 'result_value', 'result_units'],
  },
  subsidencemeasurements: {
    readings: SUBSIDENCE_READINGS,
    csv: SUBSIDENCE_CSV,
    charts: ['subsidence'],
  },
  // a gradient's date comes from one of several sources: every field
  surfacewatermeasurements: { readings: VERTICAL_GRADIENT_READINGS, charts: ['verticalGradient'] },
};

/** The data versions of a site's readings answers (answer-cache.ts): the site's row and readings. */
export function readingsDataAreas(target: string, id: number): string[] {
  return [`${getTableName(targetOf(target).readings.site.table)}:${id}`];
}

function targetOf(target: string) {
  if (!Object.hasOwn(TARGETS, target)) throw AppError.notFound(`Unknown monitoring target '${target}'.`);
  return TARGETS[target as SiteReadingTarget];
}

async function siteOf(db: Database, readings: ReadingKind, id: number): Promise<Row> {
  const [row] = await db
    .select({
      id: readings.site.table.id,
      dms_site_id: readings.site.table.dms_site_id,
      source_gsp_id: readings.site.table.source_gsp_id,
    })
    .from(readings.site.table)
    .where(eq(readings.site.table.id, id));
  if (!row) throw AppError.notFound('Site not found.');
  return row;
}

function sortOf(readings: ReadingKind, ordering: string | undefined) {
  const columns = readings.fields.filter((field) => field.name !== 'dms_site_id').map((field) => field.name);
  return parseOrdering(ordering, columns);
}

/** The ordering a readings page is kept under in the answer cache: one key for every way of saying it. */
export function canonicalOrdering(target: string, ordering: string | undefined): string {
  const sort = sortOf(targetOf(target).readings, ordering);
  return sort ? orderingParameter(sort) : '';
}

/** The order of a sorted table column (domain table-rules' compareCells), then the readings' own order. */
function orderOf(readings: ReadingKind, ordering: string | undefined): SQL[] {
  const column = (name: string) => sql`${readings.table}.${sql.identifier(name)}`;
  const timeOrder = timeOrderOf(readings);
  const sort = sortOf(readings, ordering);
  if (!sort) return timeOrder;
  const fields = readings.fields.filter((field) => field.name !== 'dms_site_id');
  const field = fields.find((entry) => entry.name === sort.column)!;
  const value = column(field.name);
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  switch (columnKindOf(field)) {
    case 'date':
      // empty dates last whatever the direction
      return [sql`${value} is null`, sql`${value} ${direction}`, ...timeOrder];
    case 'number':
      // an empty number sorts as the smallest
      return [
        sort.direction === 'asc' ? sql`${value} asc nulls first` : sql`${value} desc nulls last`,
        ...timeOrder,
      ];
    default:
      return [sql`upper(coalesce(trim(${value}::text), '')) collate "C" ${direction}`, ...timeOrder];
  }
}

/** GET /api/sitereadings/{target}/{id}: a page of a site's readings, sorted on the server like the table. */
export async function siteReadingsPage(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  id: number;
  limit: number;
  offset: number;
  ordering?: string;
}) {
  const { db, access, id } = options;
  const { readings } = targetOf(options.target);
  const site = await siteOf(db, readings, id);
  const where = visibleReadingsOf(readings, site, access);
  const [{ total }] = await db.select({ total: count() }).from(readings.table).where(where);
  const rows = (await db
    .select()
    .from(readings.table)
    .where(where)
    .orderBy(...orderOf(readings, options.ordering))
    .limit(options.limit)
    .offset(options.offset)) as Row[];
  return {
    count: total,
    results: rows.map((row) => presentReading(readings.fields, row, site.dms_site_id as string)),
  };
}

/** Readings fetched at a time while a CSV streams: memory stays bounded whatever the site's length. */
const CSV_PAGE = 5000;

/**
 * GET /api/sitereadings/{target}/{id}/csv: the detail screen's CSV export of every reading the user sees,
 * oldest first, written a page at a time (the screens no longer hold every reading to build it).
 */
export async function siteReadingsCsv(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  id: number;
}) {
  const { db, access, id } = options;
  const { readings, csv } = targetOf(options.target);
  if (!csv) throw AppError.notFound(`The ${readings.name}s of a site have no CSV export.`);
  const site = await siteOf(db, readings, id);
  const where = visibleReadingsOf(readings, site, access);
  const column = (name: string) => sql`${readings.table}.${sql.identifier(name)}`;
  const moment = sql`(${column(readings.dateColumn)}, coalesce(${column(readings.timeColumn)}, '12:00:00'::time), ${readings.table.id})`;
  async function* lines() {
    // lets spreadsheet programs read units such as µg/L as UTF-8
    yield `\uFEFF${csvLine(csv!.columns)}`;
    // pages follow on from the last reading written (not by offset), so a reading added or removed
    // meanwhile neither repeats a row nor drops one
    let after: SQL | undefined;
    for (;;) {
      const rows = (await db
        .select()
        .from(readings.table)
        .where(and(where, after))
        .orderBy(...timeOrderOf(readings))
        .limit(CSV_PAGE)) as Row[];
      if (rows.length > 0) {
        yield rows
          .map((row) =>
            csvLine(csv!.row(presentReading(readings.fields, row, site.dms_site_id as string) as never)),
          )
          .join('');
      }
      if (rows.length < CSV_PAGE) return;
      const last = rows[rows.length - 1];
      after = sql`${moment} > (${last[readings.dateColumn]}::date, coalesce(${last[readings.timeColumn]}::time, '12:00:00'::time), ${last.id as number})`;
    }
  }
  return { fileName: csv.fileName(site.dms_site_id as string), lines: Readable.from(lines()) };
}

/** GET /api/sitecharts/{target}/{id}: the site's chart at the chart's resolution, with its year figures. */
export async function siteChart(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  id: number;
  chart?: string;
  request: SiteChartRequest;
}) {
  const { db, access, id, request } = options;
  const { readings, charts, chartFields } = targetOf(options.target);
  const chart = options.chart ? charts.find((kind) => kind === options.chart) : charts[0];
  if (!chart) throw AppError.badRequest({ chart: [`Choose one of ${charts.join(', ')}.`] });
  if (request.buckets !== undefined && !(request.buckets >= 1 && request.buckets <= MAX_CHART_BUCKETS)) {
    throw AppError.badRequest({ buckets: [`Ask for 1 to ${MAX_CHART_BUCKETS} buckets.`] });
  }
  const site = await siteOf(db, readings, id);
  const answer = chartedFromColumns(chart)
    ? await columnChartAnswer({
        db,
        kind: chart,
        readings,
        visible: visibleReadingsOf(readings, site, access),
        request,
      })
    : siteChartAnswer(
        // the rows are the presented readings of the chart's kind (readingsOf)
        {
          kind: chart,
          measurements: await readingsOf(db, readings, site, access, chartFields),
        } as unknown as HydrographData,
        request,
      );
  if (request.choice !== undefined && answer.series.choice !== request.choice) {
    throw AppError.badRequest({ choice: [`This site's chart has no '${request.choice}'.`] });
  }
  return answer;
}
