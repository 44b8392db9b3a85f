import { like, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { agencies } from '../src/server/db/schema/accounts';
import { wellSites } from '../src/server/db/schema/monitoring';
import { gsas, gsps } from '../src/server/db/schema/organisations';
import { levelAnomaly } from '../src/server/db/seed/basin-climate';
import {
  areaAt,
  GRID,
  GSA_AREAS,
  GSP_AREAS,
  groundSurfaceAt,
  randomPointIn,
} from '../src/server/db/seed/basin-geography';
import { bulkInsert } from '../src/server/db/seed/bulk-insert';
import { createRandom, round } from '../src/server/db/seed/random';

/**
 * The basin-scale data set the benchmarks run on: thousands of well sites with long water level records.
 * Sites are made in TypeScript (deterministic, same geography as the demo basin) and sent with one JSON
 * parameter per batch; the readings are made by PostgreSQL itself (generate_series over the sites' model
 * parameters, passed as arrays and spread with unnest), so two million rows need no round trip per row.
 * The same SQL runs on PGlite and on PostgreSQL.
 */
export interface BasinScale {
  wellSites: number;
  /** Monthly readings per ordinary site, back from October 2026. */
  readingsPerSite: number;
  /** Sites with very long records (logger data every few hours), the first sites of the set. */
  longSeries?: number[];
  /** Sites per INSERT ... SELECT of readings. */
  sitesPerBatch?: number;
  /** Batches in flight at once (PostgreSQL runs them on separate connections; PGlite one after another). */
  parallel?: number;
  log?: (line: string) => void;
}

export interface BasinCounts {
  wellSites: number;
  waterLevelReadings: number;
  /** DMS ids of the long series, longest first (for the detail benchmark and the hydrograph test). */
  longSeriesSites: Array<{ dms_site_id: string; id: number; readings: number }>;
  milliseconds: number;
}

/** Every generated site's DMS id starts with this, so the set can be found and replaced. */
export const BENCH_SITE_PREFIX = 'BN-';
const DEFAULT_LONG_SERIES = [50_000, 10_000];
/** GSPs whose newest water year is still open, as in the demo basin (the visibility rule applies). */
const COLLECTING = ['CHOW', 'RC'];

interface SiteModel {
  /** Position in the generated set: the noise hash uses it, not the database id, so reruns match. */
  ordinal: number;
  dmsSiteId: string;
  groundSurface: number;
  referencePoint: number;
  /** Depth to water (ft) in January 1990, its decline (ft/yr), seasonal swing (ft) and noise (ft). */
  depth1990: number;
  decline: number;
  swing: number;
  noise: number;
  droughtScale: number;
  readings: number;
  /** 0: monthly rounds; otherwise hours between logger readings. */
  stepHours: number;
  collecting: boolean;
}

function planSites(
  scale: BasinScale,
  longSeries: number[],
  ids: { agencies: number[]; gsas: Map<string, number>; gsps: Map<string, number> },
) {
  const random = createRandom('basin-dms bench basin');
  const weights: Array<[string, number]> = [
    ['CHOW', 38],
    ['MADJ', 34],
    ['COM', 14],
    ['RC', 14],
  ];
  const counters = new Map<string, number>();
  const rows: Record<string, unknown>[] = [];
  const models: SiteModel[] = [];
  for (let index = 0; index < scale.wellSites; index++) {
    const siteRandom = random.fork(index);
    const gsp = index < longSeries.length ? 'CHOW' : siteRandom.weighted(weights);
    const position = randomPointIn(
      GSP_AREAS.find((area) => area.name === gsp)!,
      siteRandom,
      0.002,
    );
    const gsa = areaAt(GSA_AREAS, position)?.name ?? '';
    const number = (counters.get(gsp) ?? 0) + 1;
    counters.set(gsp, number);
    const dmsSiteId = `${BENCH_SITE_PREFIX}${gsp}-${String(number).padStart(6, '0')}`;
    const east = (position[0] - GRID.west) / (GRID.east - GRID.west);
    const groundSurface = round(groundSurfaceAt(position) + siteRandom.normal(0, 2.5), 1);
    const referencePoint = round(groundSurface + siteRandom.between(1, 2), 1);
    const depth1990 = 40 + 130 * east + siteRandom.normal(0, 12);
    const decline = 0.6 + 2.2 * east + siteRandom.normal(0, 0.3);
    const representative = siteRandom.chance(0.2);
    const long = index < longSeries.length;
    const readings = long ? longSeries[index] : scale.readingsPerSite;
    const agency = ids.agencies.length ? ids.agencies[index % ids.agencies.length] : null;
    const objective = round(groundSurface - depth1990 - decline * 25, 0);
    rows.push({
      dms_site_id: dmsSiteId,
      local_site_id: `BN ${gsp} ${number}`,
      latitude: position[1],
      longitude: position[0],
      source_gsp_id: ids.gsps.get(gsp) ?? null,
      source_gsa_id: ids.gsas.get(gsa) ?? null,
      source_org_id: agency,
      well_owner_id: agency,
      monitor_by_id: agency,
      horz_datum: 'NAD83',
      coordinate_method: 'GPS',
      ground_surface_elev: groundSurface,
      rpe: referencePoint,
      vert_datum: 'NAVD88',
      gsp_mon_network: representative,
      monitor_site_type: representative ? 'Representative' : 'Monitoring',
      aquifer_designation: siteRandom.pick(['Upper', 'Lower', 'Composite']),
      wl_monitoring: true,
      wq_monitoring: false,
      gsp_threshold: representative ? objective - Math.round(siteRandom.between(60, 140)) : null,
      measurable_objective: representative ? objective : null,
      well_use: siteRandom.pick(['Irrigation', 'Observation', 'Observation', 'Residential']),
      well_status: 'Active',
      total_well_depth: Math.round(depth1990 + 250 + siteRandom.between(0, 400)),
      well_notes: long ? `Pressure transducer; ${readings} readings for the benchmarks` : null,
    });
    models.push({
      ordinal: index,
      dmsSiteId,
      groundSurface,
      referencePoint,
      depth1990,
      decline,
      swing: siteRandom.between(4, 28),
      noise: siteRandom.between(0.5, 2.5),
      droughtScale: siteRandom.between(0.4, 1.3),
      readings,
      stepHours: long ? (readings > 20_000 ? 4 : 24) : 0,
      collecting: COLLECTING.includes(gsp),
    });
  }
  return { rows, models };
}

/** Feet deeper than trend at mid-year, per calendar year from 1900 (SQL arrays count from 1: [year - 1899]). */
const ANOMALY_BY_YEAR = Array.from({ length: 140 }, (_, index) => round(levelAnomaly(1900 + index + 0.5), 2));
/** The seasonal swing's share per month: shallowest in February-March, deepest in August-September. */
const SEASON_BY_MONTH = Array.from({ length: 12 }, (_, month) =>
  round(0.5 * Math.sin((2 * Math.PI * (month * 30.4 + 15 - 154)) / 365), 4),
);

/** A PostgreSQL array as one text parameter ('{1,2,3}'): the same on node-postgres and PGlite. */
function arrayLiteral(values: Array<number | boolean>): string {
  return `{${values.map((value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value))).join(',')}}`;
}

/**
 * One batch of readings: for each site, `readings` rows ending in October 2026. The noise is an integer
 * hash of site and row, so the same rows come out on every run and on both engines.
 */
function readingsStatement(models: SiteModel[], siteIds: number[]) {
  const column = (pick: (model: SiteModel) => number | boolean) => arrayLiteral(models.map(pick));
  return sql`
    INSERT INTO well_measurements
      (site_id, submitted, measurement_date, measurement_time, measurement_depth, surf_elev,
       vert_datum, meas_method, meas_accuracy, measured_by)
    SELECT p.site_id,
           NOT p.collecting OR r.at < timestamp '2025-10-01',
           r.at::date,
           CASE WHEN p.step_hours = 0 AND r.h % 5 = 0 THEN NULL ELSE r.at::time END,
           round((p.rpe - w.elevation) * 10) / 10,
           w.elevation,
           'NAVD88',
           CASE WHEN p.step_hours > 0 THEN 'Electronic pressure transducer'
                WHEN r.h % 4 = 0 THEN 'Steel tape measurement' ELSE 'Electric sounder measurement' END,
           CASE WHEN p.step_hours > 0 OR r.h % 4 = 0 THEN 'Water level accuracy to nearest hundredth of a foot'
                ELSE 'Water level accuracy to nearest tenth of a foot' END,
           'Basin benchmark generator'
    FROM unnest(${arrayLiteral(siteIds)}::int[], ${column((m) => m.ordinal)}::int[], ${column((m) => m.referencePoint)}::float8[],
                ${column((m) => m.groundSurface)}::float8[], ${column((m) => m.depth1990)}::float8[],
                ${column((m) => m.decline)}::float8[], ${column((m) => m.swing)}::float8[],
                ${column((m) => m.noise)}::float8[], ${column((m) => m.droughtScale)}::float8[],
                ${column((m) => m.readings)}::int[], ${column((m) => m.stepHours)}::int[],
                ${column((m) => m.collecting)}::bool[])
         AS p(site_id, ordinal, rpe, gse, depth1990, decline, swing, noise, drought, readings, step_hours, collecting)
    CROSS JOIN LATERAL generate_series(0, p.readings - 1) AS g(i)
    CROSS JOIN LATERAL (
      SELECT (x * x + 7) % 2147483647 AS h
      FROM (SELECT (p.ordinal::bigint * 1103515245 + g.i::bigint * 2654435761 + 12345) % 2147483647 AS x) AS seed
    ) AS hash
    CROSS JOIN LATERAL (
      SELECT hash.h,
             CASE WHEN p.step_hours = 0
               THEN timestamp '2026-10-15 08:00' - make_interval(months => p.readings - 1 - g.i)
                    + make_interval(days => (hash.h % 9)::int - 4, mins => (hash.h % 480)::int)
               ELSE timestamp '2026-10-01 06:00' - make_interval(hours => (p.readings - 1 - g.i) * p.step_hours)
             END AS at
    ) AS r
    CROSS JOIN LATERAL (
      SELECT round(10 * (p.gse - greatest(3,
               p.depth1990
               + p.decline * (extract(epoch FROM r.at - timestamp '1990-01-01') / 31557600)
               + p.drought * (${arrayLiteral(ANOMALY_BY_YEAR)}::float8[])[extract(year FROM r.at)::int - 1899]
               + p.swing * (${arrayLiteral(SEASON_BY_MONTH)}::float8[])[extract(month FROM r.at)::int]
               + p.noise * ((hash.h % 2001) - 1000) / 1000.0
             ))) / 10 AS elevation
    ) AS w`;
}

/** Builds the basin-scale set, replacing an earlier one. */
export async function generateBasin(
  db: Database,
  scale: BasinScale = { wellSites: 5000, readingsPerSite: 400 },
): Promise<BasinCounts> {
  const log = scale.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  await db.delete(wellSites).where(like(wellSites.dms_site_id, `${BENCH_SITE_PREFIX}%`));

  const [agencyRows, gsaRows, gspRows] = await Promise.all([
    db.select({ id: agencies.id }).from(agencies),
    db.select({ id: gsas.id, name: gsas.name }).from(gsas),
    db.select({ id: gsps.id, abbreviation: gsps.abbreviation }).from(gsps),
  ]);
  const longSeries = (scale.longSeries ?? DEFAULT_LONG_SERIES).slice(0, scale.wellSites);
  const { rows, models } = planSites(scale, longSeries, {
    agencies: agencyRows.map((row) => row.id),
    gsas: new Map(gsaRows.map((row) => [row.name, row.id])),
    gsps: new Map(gspRows.map((row) => [row.abbreviation, row.id])),
  });
  const inserted = await bulkInsert<{ id: number; dms_site_id: string }>(db, wellSites, rows, {
    chunk: 2500,
    returning: ['id', 'dms_site_id'],
  });
  const idOf = new Map(inserted.map((row) => [row.dms_site_id, Number(row.id)]));
  log(`well sites: ${inserted.length} in ${Math.round(performance.now() - started)} ms`);

  const batch = scale.sitesPerBatch ?? 250;
  const batches: SiteModel[][] = [];
  for (let start = 0; start < models.length; start += batch) batches.push(models.slice(start, start + batch));
  let readings = 0;
  let done = 0;
  const worker = async () => {
    for (let part = batches.shift(); part; part = batches.shift()) {
      await db.execute(
        readingsStatement(
          part,
          part.map((model) => idOf.get(model.dmsSiteId)!),
        ),
      );
      readings += part.reduce((sum, model) => sum + model.readings, 0);
      if (++done % 4 === 0 || batches.length === 0) {
        log(`water level readings: ${readings} after ${Math.round(performance.now() - started)} ms`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, scale.parallel ?? 2) }, worker));
  await db.execute(sql`ANALYZE well_sites`);
  await db.execute(sql`ANALYZE well_measurements`);
  // kept by triggers, and measured at once: without statistics a list's part read its figures through a
  // scan of every site (10 ms a part, 6 s for the 50,000-site summary), as it would until autovacuum ran
  await db.execute(sql`ANALYZE reading_stats`);

  const longSeriesSites = longSeries.map((count, index) => ({
    dms_site_id: models[index].dmsSiteId,
    id: idOf.get(models[index].dmsSiteId)!,
    readings: count,
  }));
  const milliseconds = Math.round(performance.now() - started);
  log(
    `basin ready: ${inserted.length} well sites, ${readings} water level readings in ${(milliseconds / 1000).toFixed(1)} s`,
  );
  return {
    wellSites: inserted.length,
    waterLevelReadings: readings,
    longSeriesSites,
    milliseconds,
  };
}
