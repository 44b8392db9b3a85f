import { addDays, fieldTime, isoDate, utcDate, waterYearOf, wetness } from './basin-climate';
import {
  distanceFeet,
  groundSurfaceAt,
  isInBasin,
  offsetMetres,
  pointAlong,
  publicLandSurvey,
  WATERWAYS,
  type Position,
  type Waterway,
} from './basin-geography';
import { SiteContext, STATE_AGENCY, type Row, type SitePlace } from './demo-site-context';
import { planWell, type PlannedWell } from './demo-wells';
import { monthlyDates, quarterlyDates } from './reading-schedules';
import { round, type Random } from './random';

/** How full a stream runs through the year (rain in winter, snowmelt in spring, dry by late summer). */
const MONTH_SHAPE = [0.6, 0.8, 1, 1, 0.8, 0.45, 0.2, 0.1, 0.05, 0.05, 0.15, 0.35];

interface StageModel {
  /** Peak stage in ft of a below normal year. */
  peak: number;
  baseflow: number;
  /** The lower reaches of these streams run dry most summers. */
  ephemeral: boolean;
}

function stageAt(model: StageModel, date: Date, random: Random): number {
  const flow = wetness(waterYearOf(date)) * MONTH_SHAPE[date.getUTCMonth()];
  if (model.ephemeral && flow < 0.22 && random.chance(0.85)) return 0;
  return round(Math.max(0, model.baseflow + model.peak * flow * Math.exp(random.normal(0, 0.18))), 2);
}

export interface PlannedStream {
  row: Row;
  place: SitePlace;
  model: StageModel;
  /** Gauge datum: the channel bottom, ft. */
  datum: number;
  readings: Row[];
}

const STREAM_SITES: Array<{ name: string; code: string; count: number }> = [
  { name: 'Chowchilla River', code: 'CH', count: 15 },
  { name: 'Fresno River', code: 'FR', count: 14 },
  { name: 'Berenda Slough', code: 'BS', count: 11 },
];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Madera County's road grid: Road 4 in the west to Road 29 in the east, a mile apart. */
export const roadNear = (longitude: number) => 4 + Math.round((longitude + 120.47) / 0.01813);

function streamSite(
  context: SiteContext,
  random: Random,
  waterway: Waterway,
  code: string,
  index: number,
  fraction: number,
  interconnected: boolean,
): PlannedStream {
  const position = pointAlong(waterway, fraction);
  const place = context.placeAt(position);
  const plss = publicLandSurvey(position);
  const station = `${code}${LETTERS[index]}`;
  const datum = round(groundSurfaceAt(position) - random.between(10, 18), 1);
  const model: StageModel = {
    peak: random.between(2.5, 6) * (waterway.kind === 'Slough' ? 0.5 : 1) * (1.2 - 0.5 * fraction),
    baseflow: waterway.kind === 'Slough' ? 0 : random.between(0, 0.4) * (1 - fraction),
    ephemeral: waterway.kind === 'Slough' || fraction > 0.45,
  };
  const discharge = random.chance(0.35);
  const owner = random.chance(0.35) ? STATE_AGENCY : place.agency;
  const row: Row = {
    dms_site_id: context.nextSiteId('SF', place.gsp, 3),
    local_site_id: `${waterway.name} ${index % 2 ? 'near' : 'at'} Road ${roadNear(position[0])}`,
    alt_site_id: station,
    stream_name: waterway.name,
    owner_id: context.agencyId(owner),
    monitor_by_id: context.agencyId(random.chance(0.5) ? owner : place.agency),
    link: `https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=${station}`,
    ...context.planColumns(place),
    horz_datum: 'NAD83',
    coordinate_method: random.pick(['GPS', 'Survey']),
    coordinate_accuracy: random.pick(['1 ft', '10 ft']),
    township: plss.township,
    range: plss.range,
    section: plss.section,
    quarter_section: plss.quarter_section,
    ground_surface_elev: datum,
    meas_elev_date: isoDate(addDays(utcDate(2016, 6, 1), random.integer(0, 900))),
    vert_datum: 'NAVD88',
    elevation_source: random.pick(['Field survey of gauge datum', 'Survey-grade GNSS', 'USGS 10 m DEM']),
    elevation_accuracy: random.pick(['0.1 ft', '0.5 ft']),
    meas_type: discharge ? 'Stage and Discharge' : 'Stage',
    interconnected_monitoring: interconnected,
    site_notes: model.ephemeral
      ? 'Channel dry most summers; stage 0 means no flow'
      : random.chance(0.3)
        ? 'Staff plate on the bridge pier'
        : null,
  };
  const firstYear = random.integer(1985, 2012);
  const readings = monthlyDates(random, utcDate(firstYear, random.integer(1, 12), 1), undefined, 0.03).map(
    (date) => {
      const stage = stageAt(model, date, random);
      const meas_date = isoDate(date);
      return {
        meas_date,
        meas_time: fieldTime(random, 0.3),
        stream_stage: stage,
        meas_comments:
          stage === 0
            ? 'Dry'
            : random.chance(0.03)
              ? random.pick([
                  'Estimated from staff plate',
                  'Gauge reset after high flows',
                  'Debris on control',
                ])
              : null,
        submitted: context.isSubmitted(place.gsp, meas_date),
      };
    },
  );
  return { row, place, model, datum, readings };
}

/** Stream sites along the basin's rivers and sloughs, upstream (east) to downstream (west). */
export function planStreams(
  context: SiteContext,
  random: Random,
  interconnectedCount: number,
): PlannedStream[] {
  const planned: Array<{ waterway: Waterway; code: string; index: number; fraction: number }> = [];
  for (const { name, code, count } of STREAM_SITES) {
    const waterway = WATERWAYS.find((candidate) => candidate.name === name)!;
    const inside = Array.from({ length: 201 }, (_, step) => step / 200).filter((fraction) =>
      isInBasin(pointAlong(waterway, fraction)),
    );
    const first = inside[0] + 0.01;
    const last = inside[inside.length - 1] - 0.01;
    for (let index = 0; index < count; index++) {
      const fraction = first + ((last - first) * (index + random.between(0.2, 0.8))) / count;
      planned.push({ waterway, code, index, fraction });
    }
  }
  // Spread the interconnected monitoring over all streams: every n-th site along each.
  const chosen = new Set(
    planned
      .map((_, position) => position)
      .sort((a, b) => (a % 8) - (b % 8) || a - b)
      .filter((position) => position % 8 !== 7 && position % 8 !== 4)
      .slice(0, interconnectedCount),
  );
  return planned.map((site, position) =>
    streamSite(
      context,
      random.fork(`stream:${position}`),
      site.waterway,
      site.code,
      site.index,
      site.fraction,
      chosen.has(position),
    ),
  );
}

type Aquifer = 'sa' | 'ua' | 'la';
const AQUIFER_NAMES: Record<Aquifer, 'Shallow' | 'Upper' | 'Lower'> = {
  sa: 'Shallow',
  ua: 'Upper',
  la: 'Lower',
};

export interface PlannedInterconnected {
  row: Row;
  place: SitePlace;
  stream: PlannedStream;
  wells: Partial<Record<Aquifer, PlannedWell>>;
  readings: Row[];
}

const WELL_SETS: Aquifer[][] = [
  ...Array.from({ length: 9 }, (): Aquifer[] => ['sa', 'ua', 'la']),
  ...Array.from({ length: 8 }, (): Aquifer[] => ['sa', 'ua']),
  ...Array.from({ length: 4 }, (): Aquifer[] => ['ua', 'la']),
  ...Array.from({ length: 4 }, (): Aquifer[] => ['sa']),
];

/**
 * Interconnected surface water sites: each beside a stream site, with one to three nested wells (shallow,
 * upper and lower aquifer) measured quarterly, and the gradients between stream and aquifers worked out on
 * the same rounds. A few sites are new and have no gradient readings yet.
 */
export function planInterconnected(
  context: SiteContext,
  random: Random,
  streams: PlannedStream[],
): PlannedInterconnected[] {
  const linked = streams.filter((stream) => stream.row.interconnected_monitoring);
  return linked.map((stream, index) => {
    const siteRandom = random.fork(`isw:${index}`);
    const angle = siteRandom.between(0, 2 * Math.PI);
    const position = offsetMetres(stream.place.position, 150 * Math.cos(angle), 150 * Math.sin(angle));
    const place = { ...context.placeAt(position), gsp: stream.place.gsp };
    const firstYear = siteRandom.integer(2012, 2018);
    const dates = quarterlyDates(siteRandom, firstYear);
    const set = WELL_SETS[index % WELL_SETS.length];
    const wells: Partial<Record<Aquifer, PlannedWell>> = {};
    const wellAngle = angle + siteRandom.between(-0.6, 0.6);
    const distance = siteRandom.between(60, 400);
    const wellPosition: Position = offsetMetres(
      stream.place.position,
      distance * Math.cos(wellAngle),
      distance * Math.sin(wellAngle),
    );
    const groundSurface = round(groundSurfaceAt(wellPosition) + siteRandom.normal(0, 2), 1);
    for (const aquifer of set) {
      const upper = wells.ua?.model;
      // Below the upper aquifer the lower one follows it, a little deeper and more drawn down by pumping.
      const model =
        aquifer === 'la' && upper
          ? {
              ...upper,
              depth1960: upper.depth1960 + siteRandom.between(5, 20),
              declinePerYear: upper.declinePerYear + siteRandom.between(0.1, 0.5),
              seasonalSwing: upper.seasonalSwing + siteRandom.between(4, 10),
            }
          : undefined;
      wells[aquifer] = planWell(context, siteRandom.fork(aquifer), {
        groundSurface,
        model,
        place: { ...place, position: wellPosition },
        dmsSiteId: context.nextSiteId('WL', place.gsp),
        wl: true,
        wq: false,
        aquifer: AQUIFER_NAMES[aquifer],
        use: 'Observation',
        interconnected: true,
        nested: set.length > 1,
        dates,
        notes: `Interconnected surface water well beside ${stream.row.stream_name as string}`,
      });
    }
    const streamDistance = distanceFeet(stream.place.position, wellPosition);
    const newSite = index % 7 === 3;
    const regionalSlope = { ua: siteRandom.between(0.001, 0.004), la: siteRandom.between(0.002, 0.006) };
    const readings: Row[] = [];
    if (!newSite) {
      for (const date of dates) {
        const day = isoDate(date);
        const stage = stageAt(stream.model, date, siteRandom);
        const reading: Row = {
          stream_meas_date: day,
          stream_meas_time: fieldTime(siteRandom, 0.3),
          stream_stage: stage,
          meas_accuracy: '0.01 ft',
          meas_comments: stage === 0 ? 'Stream dry; no shallow horizontal gradient' : null,
          submitted: context.isSubmitted(place.gsp, day),
        };
        const levels: Partial<Record<Aquifer, number>> = {};
        for (const aquifer of set) {
          const wellReading = wells[aquifer]!.waterLevels.find(
            (candidate) => candidate.measurement_date === day,
          );
          const level = wellReading?.surf_elev;
          if (typeof level !== 'number') continue;
          levels[aquifer] = level;
          reading[`${aquifer}_gwe_meas_date`] = day;
          reading[`${aquifer}_gwe_meas_time`] = wellReading!.measurement_time;
          reading[`${aquifer}_gwe`] = level;
          // Shallow: from the stream to the well (positive: the stream loses water); deeper: the aquifer's own slope.
          reading[`horiz_grad_${aquifer}`] =
            aquifer !== 'sa'
              ? round(regionalSlope[aquifer] * (1 + siteRandom.normal(0, 0.08)), 4)
              : stage > 0
                ? round((stream.datum + stage - level) / streamDistance, 4)
                : null;
        }
        const vertical = (upper: Aquifer, lower: Aquifer) =>
          levels[upper] !== undefined && levels[lower] !== undefined
            ? round(
                (levels[upper]! - levels[lower]!) / (wells[lower]!.screenMiddle - wells[upper]!.screenMiddle),
                4,
              )
            : null;
        reading.vert_grad_sa_ua = vertical('sa', 'ua');
        reading.vert_grad_ua_la = vertical('ua', 'la');
        readings.push(reading);
      }
    }
    const origin = readings[0] ?? {};
    const shallowest = wells.sa ?? wells.ua ?? wells.la!;
    const levels = shallowest.waterLevels
      .filter((reading) => String(reading.measurement_date) < '2018-01-01')
      .map((reading) => reading.surf_elev)
      .filter((value): value is number => typeof value === 'number');
    const network = siteRandom.chance(0.6) && levels.length > 0;
    const objective = network
      ? round(levels.reduce((sum, value) => sum + value, 0) / levels.length + 2, 0)
      : null;
    const threshold = objective !== null ? round(Math.min(...levels) - siteRandom.between(5, 15), 0) : null;
    const step = (share: number) =>
      objective !== null && threshold !== null ? round(threshold + (objective - threshold) * share, 0) : null;
    const row: Row = {
      dms_site_id: context.nextSiteId('ISW', place.gsp, 3),
      local_site_id: `ISW ${stream.row.alt_site_id as string}`,
      alt_site_id: `${stream.row.stream_name as string} transect ${index + 1}`,
      owner_id: context.agencyId(place.agency),
      monitor_by_id: context.agencyId(place.agency),
      monitor_type: 'Stream and Wells',
      ...context.planColumns(place),
      origin_horz_grad_sa: origin.horiz_grad_sa ?? null,
      origin_horz_grad_ua: origin.horiz_grad_ua ?? null,
      origin_horz_grad_la: origin.horiz_grad_la ?? null,
      origin_vert_grad_sa_ua: origin.vert_grad_sa_ua ?? null,
      origin_vert_grad_ua_la: origin.vert_grad_ua_la ?? null,
      gsp_mon_network: network,
      gsp_threshold: threshold,
      meas_objective: objective,
      yr5_milestone: step(0.35),
      yr10_milestone: step(0.55),
      yr15_milestone: step(0.75),
      site_notes: newSite ? 'Wells installed; gradient calculations start with the next round' : null,
    };
    return { row, place, stream, wells, readings };
  });
}
