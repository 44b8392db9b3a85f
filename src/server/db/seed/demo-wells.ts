import type { AQUIFER_DESIGNATIONS, WELL_USES } from '../../../domain/monitoring/choices';
import { addDays, isoDate, utcDate } from './basin-climate';
import {
  dwrSiteCode,
  GRID,
  groundSurfaceAt,
  isOverClay,
  publicLandSurvey,
  shortStateWellNumber,
} from './basin-geography';
import {
  GSP_WEIGHTS,
  shareOut,
  SiteContext,
  STATE_AGENCY,
  type Row,
  type SitePlace,
} from './demo-site-context';
import { waterQualityReadings } from './demo-water-quality';
import { dailyDates, monthlyDates, semiannualDates } from './reading-schedules';
import { round, type Random } from './random';
import { deepestDepth, depthAt, wellReading, type WaterLevelModel } from './water-level-model';

type Aquifer = (typeof AQUIFER_DESIGNATIONS)[number];
type WellUse = (typeof WELL_USES)[number];

/** A well site ready to insert, with its readings (their site_id is set once the site has its id). */
export interface PlannedWell {
  row: Row;
  place: SitePlace;
  model: WaterLevelModel | null;
  groundSurface: number;
  referencePoint: number;
  /** Middle of the screened interval, ft below ground (for vertical gradients). */
  screenMiddle: number;
  waterLevels: Row[];
  waterQuality: Row[];
}

export interface WellOptions {
  place: SitePlace;
  dmsSiteId: string;
  wl: boolean;
  wq: boolean;
  representative?: boolean;
  aquifer?: Aquifer;
  use?: WellUse;
  interconnected?: boolean;
  nested?: boolean;
  /** Water level rounds: semiannual from firstYear unless dates are given; none when wl is false. */
  firstYear?: number;
  schedule?: 'semiannual' | 'monthly' | 'transducer';
  dates?: Date[];
  notes?: string | null;
  /** For the wells of one nested site: the ground surface they share and a model tied to a sibling's. */
  groundSurface?: number;
  model?: WaterLevelModel;
}

const east = (longitude: number) => (longitude - GRID.west) / (GRID.east - GRID.west);

function levelModel(random: Random, aquifer: Aquifer, place: SitePlace): WaterLevelModel {
  const e = east(place.position[0]);
  const clay = isOverClay(place.position) ? 0.3 : 0;
  switch (aquifer) {
    case 'Shallow':
      return {
        depth1960: 8 + 10 * e + random.between(0, 6),
        declinePerYear: random.between(0.05, 0.2),
        extraDeclineSince2000: random.between(0, 0.12),
        droughtScale: random.between(0.15, 0.35),
        seasonalSwing: random.between(2, 6),
        noise: random.between(0.3, 0.7),
      };
    case 'Upper':
      return {
        depth1960: 12 + 45 * e + random.normal(0, 5),
        declinePerYear: 0.3 + 0.8 * e + random.normal(0, 0.1),
        extraDeclineSince2000: random.between(0, 0.4),
        droughtScale: random.between(0.4, 0.8),
        seasonalSwing: random.between(4, 12),
        noise: random.between(0.5, 1.5),
      };
    case 'Lower':
      return {
        depth1960: 25 + 85 * e + random.normal(0, 8),
        declinePerYear: 1.1 + 1.6 * e + clay + random.normal(0, 0.2),
        extraDeclineSince2000: random.between(0.3, 0.9),
        droughtScale: random.between(0.9, 1.4),
        seasonalSwing: random.between(12, 30),
        noise: random.between(1, 2.5),
      };
    default:
      return {
        depth1960: 25 + 80 * e + random.normal(0, 8),
        declinePerYear: 1 + 1.5 * e + random.normal(0, 0.2),
        extraDeclineSince2000: random.between(0.2, 0.7),
        droughtScale: random.between(0.7, 1.2),
        seasonalSwing: random.between(8, 22),
        noise: random.between(0.8, 2),
      };
  }
}

/** Well depth and screens by aquifer, kept below the deepest water the well will see. */
function construction(random: Random, aquifer: Aquifer, deepest: number) {
  const ranges: Record<Aquifer, [number, number, number, number]> = {
    Shallow: [30, 70, 0.6, 0.95],
    Upper: [120, 320, 0.5, 0.95],
    Lower: [420, 900, 0.4, 0.96],
    Composite: [260, 760, 0.3, 0.96],
    Unknown: [200, 600, 0.4, 0.95],
  };
  const [shallowest, deepestWell, topShare, bottomShare] = ranges[aquifer];
  const total = Math.round(
    Math.max(random.between(shallowest, deepestWell), aquifer === 'Shallow' ? 0 : deepest + 40),
  );
  const top = Math.round(total * (topShare + random.between(-0.05, 0.05)));
  const bottom = Math.round(total * bottomShare);
  const intervals: Array<[number, number]> = [];
  if (aquifer !== 'Shallow' && random.chance(0.35)) {
    const gap = Math.round(top + (bottom - top) * random.between(0.35, 0.55));
    intervals.push([top, gap], [gap + Math.round(random.between(20, 60)), bottom]);
  } else intervals.push([top, bottom]);
  return { total, top, bottom, intervals };
}

const REFERENCE_POINTS = [
  'Top of casing',
  'Hole in pump base',
  'Access port in well cap',
  'Top of sounding tube',
];

/** The elevation survey behind ground surface and reference point (DWR's methods and accuracies). */
function elevationSurvey(random: Random, representative: boolean) {
  if (representative || random.chance(0.3)) {
    return {
      elevation_method: 'Surveyed to a benchmark',
      elevation_source: random.pick(['Field survey by GSA consultant', 'Survey-grade GNSS']),
      elevation_accuracy: '0.1 ft.',
      meas_elev_date: isoDate(addDays(utcDate(2016, 1, 1), random.integer(0, 1400))),
    };
  }
  return random.pick([
    {
      elevation_method: 'Digital Elevation Model',
      elevation_source: 'USGS 10 m DEM',
      elevation_accuracy: '2.5 ft',
      meas_elev_date: null,
    },
    {
      elevation_method: 'USGS quad',
      elevation_source: 'USGS 7.5-minute quadrangle',
      elevation_accuracy: '10 ft.',
      meas_elev_date: null,
    },
    {
      elevation_method: 'GPS',
      elevation_source: 'Handheld GPS',
      elevation_accuracy: '20 ft.',
      meas_elev_date: isoDate(addDays(utcDate(2005, 1, 1), random.integer(0, 5000))),
    },
  ]);
}

/** How a demo site was located: mostly GPS, some digitized from quads or surveyed. */
export function coordinateColumns(random: Random) {
  const method = random.weighted([
    ['GPS', 55],
    ['Digitize from USGS Quad Maps', 20],
    ['Survey', 15],
    ['Unknown', 10],
  ] as const);
  const accuracy = {
    GPS: '10 ft',
    'Digitize from USGS Quad Maps': '100 ft',
    Survey: '1 ft',
    Unknown: 'Unknown',
  }[method];
  const datum =
    method === 'Digitize from USGS Quad Maps' && random.chance(0.5)
      ? 'NAD27'
      : random.chance(0.06)
        ? 'WGS84'
        : 'NAD83';
  return { coordinate_method: method, coordinate_accuracy: accuracy, horz_datum: datum };
}

function pumpColumns(random: Random, use: WellUse) {
  if (use === 'Observation') return { power_type: 'None', volumetric_calc_type: null };
  if (use === 'Unknown' || use === 'Other') return { power_type: 'Unknown', volumetric_calc_type: null };
  const power = random.weighted([
    ['Electric', 80],
    ['Diesel', use === 'Irrigation' ? 14 : 2],
    ['Natural Gas', use === 'Irrigation' ? 4 : 1],
    ['Solar', 2],
  ] as const);
  const calc =
    use === 'Irrigation' || use === 'Public Supply' || use === 'Industrial'
      ? random.pick(['Kw/h', 'Kw/h', 'Hours', 'AF'])
      : null;
  return { power_type: power, volumetric_calc_type: calc };
}

function measurementMethod(random: Random, date: Date, transducer: boolean): string {
  const year = date.getUTCFullYear();
  if (transducer) return 'Electronic pressure transducer';
  if (year < 1975) return random.chance(0.7) ? 'Steel tape measurement' : 'Unknown';
  if (year < 2000)
    return random.weighted([
      ['Steel tape measurement', 40],
      ['Electric sounder measurement', 50],
      ['Unknown', 10],
    ] as const);
  return random.weighted([
    ['Electric sounder measurement', 75],
    ['Steel tape measurement', 15],
    ['Acoustic or sonic sounder', 10],
  ] as const);
}

/** One well site with everything a detail screen shows, and its readings. */
export function planWell(context: SiteContext, random: Random, options: WellOptions): PlannedWell {
  const { place } = options;
  const representative = options.representative ?? false;
  const clay = isOverClay(place.position);
  const aquifer: Aquifer =
    options.aquifer ??
    random.weighted(
      clay
        ? ([
            ['Lower', 55],
            ['Upper', 25],
            ['Composite', 20],
          ] as const)
        : ([
            ['Composite', 70],
            ['Upper', 15],
            ['Lower', 12],
            ['Unknown', 3],
          ] as const),
    );
  const use: WellUse =
    options.use ??
    (options.wq && !options.wl
      ? random.weighted([
          ['Public Supply', 35],
          ['Residential', 30],
          ['Irrigation', 20],
          ['Observation', 15],
        ] as const)
      : options.wl
        ? random.weighted([
            ['Observation', 35],
            ['Irrigation', 40],
            ['Public Supply', 5],
            ['Residential', 10],
            ['Other', 4],
            ['Unknown', 6],
          ] as const)
        : random.weighted([
            ['Irrigation', 60],
            ['Residential', 20],
            ['Stockwatering', 5],
            ['Industrial', 5],
            ['Unknown', 10],
          ] as const));
  const groundSurface =
    options.groundSurface ?? round(groundSurfaceAt(place.position) + random.normal(0, 2.5), 1);
  const referencePoint = round(groundSurface + random.between(1, 2), 1);
  const model = options.wl ? (options.model ?? levelModel(random, aquifer, place)) : null;
  const built = construction(random, aquifer, model ? deepestDepth(model) : 200);
  const firstYear = options.firstYear ?? random.integer(1960, 2005);
  const status =
    representative || options.interconnected
      ? 'Active'
      : random.weighted([
          ['Active', 85],
          ['Inactive', 10],
          ['Unknown', 3],
          ['Destroyed', 2],
        ] as const);
  // Inactive and destroyed wells stopped being measured some years ago.
  const lastYear =
    status === 'Inactive' || status === 'Destroyed'
      ? random.integer(Math.min(2024, firstYear + 8), 2024)
      : 2026;
  const plss = publicLandSurvey(place.position);
  const stateWellNumber = context.nextStateWellNumber(place.position);
  const monitorAgency = random.chance(0.3) ? STATE_AGENCY : place.agency;
  const verticalDatum = random.chance(0.92) ? 'NAVD88' : 'NGVD29';
  const handover = random.integer(2012, 2018);
  const drilled = random.chance(0.8)
    ? addDays(utcDate(firstYear - random.integer(1, 12), 1, 1), random.integer(0, 364))
    : null;
  const casgem = options.wl && random.chance(0.4) ? String(context.next('casgem') * 7 + 37_012) : null;
  const localSiteId =
    monitorAgency === STATE_AGENCY || random.chance(0.3)
      ? shortStateWellNumber(stateWellNumber)
      : `${context.agencyAbbreviation(place.agency)}-${String(context.next(`local:${place.agency}`)).padStart(3, '0')}`;

  const row: Row = {
    dms_site_id: options.dmsSiteId,
    local_site_id: localSiteId,
    // the well's DWR site code, as DWR's stations file gives it and its measurements file names it
    dwr_site_code: context.nextDwrSiteCode(place.position),
    alt_site_id: dwrSiteCode(place.position),
    origin_site_id: casgem ? String(20_000 + context.next('stn')) : null,
    dwr_well_id: stateWellNumber,
    casgem_well_id: casgem,
    source_org_id: context.agencyId(monitorAgency),
    well_owner_id: context.agencyId(
      use === 'Observation' ? place.agency : random.chance(0.5) ? place.agency : 'Madera County',
    ),
    monitor_by_id: context.agencyId(monitorAgency),
    ...context.planColumns(place),
    ...coordinateColumns(random),
    township: plss.township,
    range: plss.range,
    section: plss.section,
    quarter_section: plss.quarter_section,
    ground_surface_elev: groundSurface,
    ...elevationSurvey(random, representative),
    rpe: referencePoint,
    rp_desc:
      use === 'Observation'
        ? random.pick(['Top of casing', 'Top of 2-inch PVC casing'])
        : random.pick(REFERENCE_POINTS),
    vert_datum: verticalDatum,
    gsp_mon_network: representative || !!options.interconnected || (options.wq && random.chance(0.45)),
    monitor_site_type: options.wl || options.wq ? (representative ? 'Representative' : 'Monitoring') : null,
    aquifer_designation: aquifer,
    wl_monitoring: options.wl,
    wq_monitoring: options.wq,
    interconnected_monitoring: !!options.interconnected,
    well_notes: options.notes ?? (random.chance(0.15) ? random.pick(WELL_NOTES) : null),
    well_use: use,
    well_status: status,
    well_completion_type: options.nested
      ? 'Part of a nested/multi-completion well'
      : random.chance(0.8)
        ? 'Single Well'
        : 'Unknown',
    well_completion_number:
      drilled && drilled.getUTCFullYear() >= 2016
        ? `WCR${drilled.getUTCFullYear()}-${String(random.integer(1000, 19999)).padStart(6, '0')}`
        : String(random.integer(100_000, 999_999)).padStart(7, '0'),
    date_drilled: drilled ? isoDate(drilled) : null,
    total_well_depth: built.total,
    perforated_interval_top: built.top,
    perforated_interval_bottom: built.bottom,
    perforated_intervals_screen: built.intervals.map(([top, bottom]) => `${top}-${bottom}`).join(', '),
    ...Object.fromEntries(
      built.intervals.map(([top, bottom], index) => [
        `perforated_intervals_range_${index + 1}`,
        `${top}-${bottom}`,
      ]),
    ),
    ...pumpColumns(random, use),
  };

  const waterLevels: Row[] = [];
  if (model) {
    const readingContext = {
      groundSurface,
      referencePoint,
      verticalDatum,
      measuredBy: (date: Date) =>
        date.getUTCFullYear() < handover && random.chance(0.5) ? STATE_AGENCY : monitorAgency,
      method: (date: Date) => measurementMethod(random, date, false),
    };
    const transducerStart = utcDate(2019, 10, 1);
    const dates =
      options.dates ??
      (options.schedule === 'monthly'
        ? monthlyDates(random, utcDate(firstYear, 1, 1))
        : semiannualDates(random, firstYear, lastYear).filter(
            (date) => options.schedule !== 'transducer' || date < transducerStart,
          ));
    for (const date of dates) {
      const reading = wellReading(model, readingContext, date, random);
      waterLevels.push({ ...reading, submitted: context.isSubmitted(place.gsp, reading.measurement_date) });
    }
    if (options.schedule === 'transducer') {
      const logger = { ...readingContext, method: () => 'Electronic pressure transducer' };
      for (const date of dailyDates(transducerStart, utcDate(2026, 10, 1))) {
        const reading = wellReading(model, logger, date, random, { time: '06:00:00', quiet: true });
        waterLevels.push({ ...reading, submitted: context.isSubmitted(place.gsp, reading.measurement_date) });
      }
    }
    if (representative) Object.assign(row, sustainabilityCriteria(random, model, groundSurface, waterLevels));
  }

  const waterQuality = options.wq
    ? waterQualityReadings(random, {
        position: place.position,
        firstYear: Math.max(firstYear, random.integer(1990, 2012)),
        publicSupply: use === 'Public Supply',
        sampledBy: monitorAgency,
      }).map((reading) => ({ ...reading, submitted: context.isSubmitted(place.gsp, reading.meas_date) }))
    : [];

  return {
    row,
    place,
    model,
    groundSurface,
    referencePoint,
    screenMiddle: (built.top + built.bottom) / 2,
    waterLevels,
    waterQuality,
  };
}

const WELL_NOTES = [
  'CASGEM voluntary well',
  'Access through locked gate; call the owner a day ahead',
  'Replacement for a destroyed well nearby',
  'Sounding tube installed 2016',
  'Well shared with neighbouring parcel',
  'Measure before the pump starts in the morning',
];

/**
 * Minimum threshold, measurable objective and interim milestones as water surface elevations (ft),
 * set as the GSPs did: the objective near the 2015 levels, the threshold below the historical low, and
 * the milestones stepping from the threshold toward the objective. A few thresholds sit above the
 * lowest readings, so the charts show exceedances.
 */
function sustainabilityCriteria(
  random: Random,
  model: WaterLevelModel,
  groundSurface: number,
  readings: Row[],
) {
  const levels = readings
    .map((reading) => reading.surf_elev)
    .filter((value): value is number => typeof value === 'number');
  const lowest = levels.length ? Math.min(...levels) : groundSurface - depthAt(model, utcDate(2016, 9, 1));
  const objective = round(groundSurface - depthAt(model, utcDate(2015, 3, 1)) + random.between(0, 15), 0);
  const margin = random.chance(0.12) ? -random.between(5, 15) : random.between(20, 60);
  const threshold = Math.min(round(lowest - margin, 0), objective - 25);
  const step = (share: number) =>
    round(threshold + (objective - threshold) * (share + random.between(-0.04, 0.04)), 0);
  return {
    gsp_threshold: threshold,
    measurable_objective: objective,
    yr5_milestone: step(0.3),
    yr10_milestone: step(0.5),
    yr15_milestone: step(0.72),
  };
}

/**
 * The basin's ordinary wells (the interconnected sites add their own): representative and other water
 * level wells, water quality wells (some both) and registered wells nobody monitors.
 */
export function planBasinWells(context: SiteContext, random: Random): PlannedWell[] {
  const kinds: Array<{ kind: 'representative' | 'wl' | 'both' | 'wq' | 'registry'; count: number }> = [
    { kind: 'representative', count: 60 },
    { kind: 'wl', count: 45 },
    { kind: 'both', count: 20 },
    { kind: 'wq', count: 55 },
    { kind: 'registry', count: 65 },
  ];
  const wells: PlannedWell[] = [];
  for (const { kind, count } of kinds) {
    const gsps = shareOut(count, GSP_WEIGHTS);
    gsps.forEach((gsp, index) => {
      const siteRandom = random.fork(`${kind}:${index}`);
      const wl = kind === 'representative' || kind === 'wl' || kind === 'both';
      const wq = kind === 'both' || kind === 'wq';
      const prefix = wl ? 'WL' : wq ? 'WQ' : 'GW';
      // The first representatives of each GSP carry long monthly records; one logs daily (spec 1 §2.6 charts).
      const monthly = kind === 'representative' && (gsps.indexOf(gsp) === index || index === 12);
      const transducer = kind === 'representative' && index === 1;
      wells.push(
        planWell(context, siteRandom, {
          place: context.placeIn(gsp, siteRandom),
          dmsSiteId: context.nextSiteId(prefix, gsp),
          wl,
          wq,
          representative: kind === 'representative',
          firstYear: monthly ? siteRandom.integer(1962, 1975) : undefined,
          schedule: transducer ? 'transducer' : monthly ? 'monthly' : 'semiannual',
          notes: transducer ? 'Pressure transducer logs daily since October 2019' : undefined,
        }),
      );
    });
  }
  return wells;
}
