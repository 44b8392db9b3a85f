import { and, asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ALL_MONITORING } from '../http/answer-cache';
import { AppError } from '../http/app-error';
import { presentReading, presentSite, type Row } from './monitoring-presenters';
import type { ReadingAccess } from './reading-access';
import { loadReferenceLabels } from './reference-labels';
import {
  INTERCONNECTED_SITE,
  STREAM_READINGS,
  SUBSIDENCE_READINGS,
  VERTICAL_GRADIENT_READINGS,
  WATER_QUALITY_READINGS,
  WELL_READINGS,
  WELL_SITE,
  type ReadingKind,
  type SiteKind,
} from './site-kinds';

async function siteRow(db: Database, kind: SiteKind, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(kind.table).where(eq(kind.table.id, id));
  return row as Row | undefined;
}

/** The readings of a site a user may see: unsubmitted ones only for the site's GSP and administrators. */
export function visibleReadingsOf(kind: ReadingKind, site: Row, access: ReadingAccess): SQL | undefined {
  const seesAll = access.seesAllOf((site.source_gsp_id as number | null) ?? null);
  return and(eq(kind.table.site_id, site.id as number), seesAll ? undefined : eq(kind.table.submitted, true));
}

/** Readings in time order: date, then time (a reading without a time counts as noon), then id. */
export function timeOrderOf(kind: ReadingKind): SQL[] {
  const column = (name: string) => sql`${kind.table}.${sql.identifier(name)}`;
  return [
    asc(column(kind.dateColumn)),
    asc(sql`coalesce(${column(kind.timeColumn)}, '12:00:00'::time)`),
    asc(kind.table.id),
  ];
}

/**
 * A site's readings in time order, as far as the user may see them; only the named fields when
 * `fieldNames` is given (a chart reads a few of a reading's fields).
 */
export async function readingsOf(
  db: Database,
  kind: ReadingKind,
  site: Row,
  access: ReadingAccess,
  fieldNames?: readonly string[],
): Promise<Row[]> {
  const column = (name: string) => sql`${kind.table}.${sql.identifier(name)}`;
  const fields = fieldNames ? kind.fields.filter((field) => fieldNames.includes(field.name)) : kind.fields;
  const columns = fieldNames
    ? Object.fromEntries(
        ['id', 'submitted', ...fields.map((field) => field.name)].map((name) => [name, column(name)]),
      )
    : undefined;
  const query = columns ? db.select(columns) : db.select();
  const rows = (await query
    .from(kind.table)
    .where(visibleReadingsOf(kind, site, access))
    .orderBy(...timeOrderOf(kind))) as Row[];
  return rows.map((row) => presentReading(fields, row, site.dms_site_id as string));
}

/** Targets of the single-site screens (spec 1 §7): which site and which readings each shows. */
const DETAIL_TARGETS: Record<string, ReadingKind> = {
  wellsitemeasurements: WELL_READINGS,
  streammonitoring: STREAM_READINGS,
  waterqualitymeasurements: WATER_QUALITY_READINGS,
  subsidencemeasurements: SUBSIDENCE_READINGS,
};

/**
 * The data versions a detail answer is kept under (answer-cache.ts): the site (its row and readings) and
 * the names it shows; the interconnected site shows four other sites' readings too, so any change.
 */
export function detailDataAreas(target: string, id: number): string[] {
  const readings = Object.hasOwn(DETAIL_TARGETS, target) ? DETAIL_TARGETS[target] : undefined;
  return readings ? [`${getTableName(readings.site.table)}:${id}`, 'labels'] : ALL_MONITORING;
}

/** GET wellsitedetails/{target}/{id} and {target}/{id}: `{ site }` with its measurements. */
export async function siteDetail(options: {
  db: Database;
  access: ReadingAccess;
  target: string;
  id: number;
  /** False for the screens, which read the readings a page or a chart at a time (site-readings.ts). */
  withReadings?: boolean;
}) {
  const { db, access, id, withReadings = true } = options;
  if (options.target === 'surfacewatermeasurements') {
    return interconnectedSiteDetail(db, access, id, withReadings);
  }
  const readings = Object.hasOwn(DETAIL_TARGETS, options.target) ? DETAIL_TARGETS[options.target] : undefined;
  if (!readings) throw AppError.notFound(`Unknown monitoring target '${options.target}'.`);
  const row = await siteRow(db, readings.site, id);
  if (!row) throw AppError.notFound('Site not found.');
  const labels = await loadReferenceLabels(db, readings.site.fields);
  const site = presentSite(readings.site.fields, row, labels);
  if (readings.site === WELL_SITE) site.gsp_wl_threshold_elev = site.gsp_threshold;
  if (withReadings) site.measurements = await readingsOf(db, readings, row, access);
  return { site };
}

/** spec 1 §2.6: the interconnected site with its stream, three wells and vertical gradients. */
async function interconnectedSiteDetail(
  db: Database,
  access: ReadingAccess,
  id: number,
  withReadings: boolean,
) {
  const row = await siteRow(db, INTERCONNECTED_SITE, id);
  if (!row) throw AppError.notFound('Site not found.');
  const labels = await loadReferenceLabels(db, INTERCONNECTED_SITE.fields);
  const site = presentSite(INTERCONNECTED_SITE.fields, row, labels);
  // spec 1 §3.6 names the monitor type of this screen monitor_type_label, as the list row does.
  site.monitor_type_label = (row.monitor_type as string | null) ?? '';
  const linked = async (readings: ReadingKind, siteId: unknown) => {
    const linkedRow = typeof siteId === 'number' ? await siteRow(db, readings.site, siteId) : undefined;
    if (!linkedRow) return undefined;
    return {
      row: linkedRow,
      readings: withReadings ? await readingsOf(db, readings, linkedRow, access) : [],
    };
  };
  const stream = await linked(STREAM_READINGS, row.dms_strm_site_id);
  if (withReadings) site.dms_strm_site_measurements = stream?.readings ?? [];
  for (const aquifer of ['sa', 'ua', 'la'] as const) {
    const well = await linked(WELL_READINGS, row[`dms_${aquifer}_site_id`]);
    if (withReadings) site[`dms_${aquifer}_site_measurements`] = well?.readings ?? [];
    site[`dms_${aquifer}_site_ground_surface_elev`] = well?.row.ground_surface_elev ?? null;
  }
  if (withReadings) {
    site.dms_vert_grad_sa_ua_measurements = await readingsOf(db, VERTICAL_GRADIENT_READINGS, row, access);
  }
  return { site };
}
