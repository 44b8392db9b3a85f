import { fieldTime, isoDate } from './basin-climate';
import { isOverClay, type Position } from './basin-geography';
import { yearlyDates } from './reading-schedules';
import { round, type Random } from './random';

/**
 * The constituents the basin's GSPs track, with units, methods and typical levels of the east side of the
 * San Joaquin Valley (drinking water MCLs: nitrate as N 10 mg/L, arsenic 10 ug/L, uranium 20 pCi/L,
 * 1,2,3-TCP 0.005 ug/L). `median` and `spread` describe a lognormal per-well level.
 */
interface Characteristic {
  name: string;
  units: string;
  method: string;
  median: number;
  spread: number;
  /** Reporting limit: lower results are reported as "<" the limit. */
  limit: number;
  decimals: number;
  /** Sampled every n-th year. */
  every: number;
  /** Relative change per year (nitrate keeps rising under fertilised land). */
  trend?: number;
  firstYear?: number;
}

const NITRATE: Characteristic = {
  name: 'Nitrate as N',
  units: 'mg/L',
  method: 'EPA 300.0',
  median: 3.8,
  spread: 0.6,
  limit: 0.4,
  decimals: 1,
  every: 1,
  trend: 0.018,
};
const CONDUCTANCE: Characteristic = {
  name: 'Specific Conductance',
  units: 'umhos/cm',
  method: 'SM 2510B',
  median: 430,
  spread: 0.35,
  limit: 1,
  decimals: 0,
  every: 1,
};
const TDS: Characteristic = {
  name: 'Total Dissolved Solids',
  units: 'mg/L',
  method: 'SM 2540C',
  median: 290,
  spread: 0.35,
  limit: 10,
  decimals: 0,
  every: 3,
};
const OTHERS: Characteristic[] = [
  {
    name: 'Arsenic',
    units: 'ug/L',
    method: 'EPA 200.8',
    median: 4,
    spread: 0.6,
    limit: 2,
    decimals: 1,
    every: 3,
  },
  {
    name: 'Uranium',
    units: 'pCi/L',
    method: 'EPA 908.0',
    median: 3.5,
    spread: 0.9,
    limit: 1,
    decimals: 1,
    every: 4,
  },
  {
    name: 'Chloride',
    units: 'mg/L',
    method: 'EPA 300.0',
    median: 24,
    spread: 0.6,
    limit: 1,
    decimals: 0,
    every: 3,
  },
  {
    name: 'Sodium',
    units: 'mg/L',
    method: 'EPA 200.7',
    median: 32,
    spread: 0.5,
    limit: 1,
    decimals: 0,
    every: 3,
  },
  {
    name: 'Sulfate',
    units: 'mg/L',
    method: 'EPA 300.0',
    median: 18,
    spread: 0.7,
    limit: 0.5,
    decimals: 1,
    every: 3,
  },
  {
    name: 'Hexavalent Chromium',
    units: 'ug/L',
    method: 'EPA 218.7',
    median: 2.2,
    spread: 0.6,
    limit: 1,
    decimals: 1,
    every: 2,
    firstYear: 2014,
  },
  {
    name: '1,2,3-Trichloropropane',
    units: 'ug/L',
    method: 'SRL 524M-TCP',
    median: 0.003,
    spread: 1.1,
    limit: 0.005,
    decimals: 3,
    every: 1,
    firstYear: 2017,
  },
  {
    name: 'Gross Alpha',
    units: 'pCi/L',
    method: 'EPA 900.0',
    median: 3.2,
    spread: 0.8,
    limit: 3,
    decimals: 1,
    every: 4,
  },
];
const PH: Characteristic = {
  name: 'pH',
  units: 'pH units',
  method: 'SM 4500-H+ B',
  median: 7.7,
  spread: 0.03,
  limit: 0,
  decimals: 1,
  every: 1,
};

const LABS = [
  'BSK Associates',
  'Moore Twining Associates',
  'FGL Environmental',
  'Eurofins Eaton Analytical',
  'Fresno County Public Health Laboratory',
];
const SAMPLERS = ['Provost & Pritchard Consulting Group', 'Luhdorff & Scalmanini', 'GEI Consultants'];
const COMMENTS = [
  'Sampled after three casing volumes purged',
  'Field duplicate collected',
  'Sample received on ice',
];

/**
 * A well's water quality history: sampling rounds every year or so from `firstYear`, each with the
 * constituents due that year. Public supply wells carry the full drinking water list.
 */
export function waterQualityReadings(
  random: Random,
  options: { position: Position; firstYear: number; publicSupply: boolean; sampledBy: string },
) {
  const chosen = [NITRATE, CONDUCTANCE, TDS, PH];
  const pool = OTHERS.filter(() => options.publicSupply || random.chance(0.45));
  chosen.push(...(pool.length ? pool : [OTHERS[0]]));
  // Levels belong to the well: salts are higher on the clay (west), uranium on the east side.
  const west = isOverClay(options.position) ? 1.35 : 0.9;
  const levels = new Map(
    chosen.map((characteristic) => {
      let factor = Math.exp(random.normal(0, characteristic.spread));
      if (characteristic === TDS || characteristic === CONDUCTANCE || characteristic.name === 'Chloride')
        factor *= west;
      if (characteristic.name === 'Uranium') factor /= west;
      return [characteristic.name, characteristic.median * factor];
    }),
  );
  // Conductance follows the dissolved solids (TDS is about 0.65 of it).
  levels.set(CONDUCTANCE.name, levels.get(TDS.name)! / 0.65);
  const lab = random.pick(LABS);
  const sampler = random.chance(0.4) ? random.pick(SAMPLERS) : options.sampledBy;
  const offset = random.integer(0, 5);
  const rows = [];
  for (const date of yearlyDates(random, options.firstYear, [4, 9])) {
    const year = date.getUTCFullYear();
    const time = fieldTime(random);
    const drift = 1 + random.normal(0, 0.04);
    for (const characteristic of chosen) {
      if (characteristic.firstYear && year < characteristic.firstYear) continue;
      if ((year + offset) % characteristic.every !== 0) continue;
      const trend = 1 + (characteristic.trend ?? 0) * (year - 2000);
      const value =
        characteristic === PH
          ? levels.get(PH.name)! + random.normal(0, 0.12)
          : levels.get(characteristic.name)! *
            Math.max(0.3, trend) *
            drift *
            Math.exp(random.normal(0, 0.12));
      const belowLimit = value < characteristic.limit;
      rows.push({
        meas_date: isoDate(date),
        meas_time: time,
        lab_name: year < 2005 && random.chance(0.5) ? 'Fresno County Public Health Laboratory' : lab,
        analytical_method: characteristic.method,
        characteristic: characteristic.name,
        result_value: round(belowLimit ? characteristic.limit : value, characteristic.decimals),
        result_units: characteristic.units,
        result_qualifier: belowLimit ? '<' : random.chance(0.02) ? 'J' : null,
        sampled_by: sampler,
        meas_comments: random.chance(0.03) ? random.pick(COMMENTS) : null,
      });
    }
  }
  return rows;
}
