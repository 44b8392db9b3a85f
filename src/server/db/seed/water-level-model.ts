import { decimalYear, fieldTime, isoDate, levelAnomaly } from './basin-climate';
import { round, type Random } from './random';

/**
 * A well's groundwater behaviour: depth to water below ground surface in ft as a function of time.
 * Long-term decline (faster since 2000, when orchards replaced field crops), a seasonal swing (deepest in
 * late summer, shallowest in early spring), the valley's droughts and wet years, and measurement noise.
 */
export interface WaterLevelModel {
  depth1960: number;
  declinePerYear: number;
  extraDeclineSince2000: number;
  droughtScale: number;
  seasonalSwing: number;
  noise: number;
}

export function depthAt(model: WaterLevelModel, date: Date): number {
  const year = decimalYear(date);
  const dayOfYear = (year - Math.floor(year)) * 365;
  const seasonal = (model.seasonalSwing / 2) * Math.sin((2 * Math.PI * (dayOfYear - 154)) / 365);
  const depth =
    model.depth1960 +
    model.declinePerYear * (year - 1960) +
    model.extraDeclineSince2000 * Math.max(0, year - 2000) +
    model.droughtScale * levelAnomaly(year) +
    seasonal;
  return Math.max(3, depth);
}

/** The deepest the model gets by 2026 (drought and late summer included), to size the well below it. */
export function deepestDepth(model: WaterLevelModel): number {
  return depthAt(model, new Date(Date.UTC(2026, 7, 30))) + 35 * model.droughtScale + 10;
}

export interface WellReadingContext {
  groundSurface: number;
  referencePoint: number;
  verticalDatum: string;
  measuredBy: (date: Date) => string;
  method: (date: Date) => string;
}

const QUESTIONABLE: ReadonlyArray<readonly [string, number, number]> = [
  ['Pumping', 15, 40],
  ['Pumped recently', 4, 14],
  ['Oil or foreign substance in casing', 0, 2],
  ['Casing leaking or wet', 0, 1],
];
const NOT_MEASURED = [
  'Temporarily inaccessible',
  'Pump house locked',
  'Obstruction in casing',
  'Unable to locate',
];
const COMMENTS = [
  'Measured by well owner',
  'Access port cleaned before measurement',
  'Nearby well pumping',
  'Water cascading in casing',
  'Sounding tube partially blocked',
];

function accuracyOf(method: string): string {
  if (method === 'Steel tape measurement' || method === 'Electronic pressure transducer')
    return 'Water level accuracy to nearest hundredth of a foot';
  if (method === 'Unknown') return 'Water level accuracy is unknown';
  return 'Water level accuracy to nearest tenth of a foot';
}

/**
 * One water level reading: surf_elev is ground surface minus depth (0.1 ft), measurement_depth is from the
 * reference point (spec 1 §3.6). Now and then a reading is questionable or could not be taken.
 */
export function wellReading(
  model: WaterLevelModel,
  context: WellReadingContext,
  date: Date,
  random: Random,
  options: { time?: string | null; quiet?: boolean } = {},
) {
  const method = context.method(date);
  const base = {
    measurement_date: isoDate(date),
    measurement_time: options.time === undefined ? fieldTime(random) : options.time,
    vert_datum: context.verticalDatum,
    meas_method: method,
    meas_accuracy: accuracyOf(method),
    measured_by: context.measuredBy(date),
    no_measurement: null as string | null,
    quest_meas: null as string | null,
    meas_comments: null as string | null,
  };
  if (!options.quiet && random.chance(0.01)) {
    return {
      ...base,
      measurement_time: null,
      no_measurement: random.pick(NOT_MEASURED),
      measurement_depth: null,
      surf_elev: null,
    };
  }
  let depth = depthAt(model, date) + random.normal(0, model.noise);
  if (!options.quiet && random.chance(0.025)) {
    const [code, low, high] = random.pick(QUESTIONABLE);
    base.quest_meas = code;
    depth += random.between(low, high);
  } else if (!options.quiet && random.chance(0.03)) {
    base.meas_comments = random.pick(COMMENTS);
  }
  const surfaceElevation = round(context.groundSurface - depth, 1);
  return {
    ...base,
    surf_elev: surfaceElevation,
    measurement_depth: round(context.referencePoint - surfaceElevation, 1),
  };
}
