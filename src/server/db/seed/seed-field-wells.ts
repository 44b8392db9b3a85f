import { asc, eq, sql } from 'drizzle-orm';
import { isAdministrator } from '../../../domain/accounts/permissions';
import type { VOLUMETRIC_CALC_TYPES } from '../../../domain/monitoring/choices';
import {
  acreFeetPerDay,
  KW_PER_HORSEPOWER,
  totalDynamicHeadFeet,
  waterHorsepower,
  type PumpTestInputs,
} from '../../../domain/wells/pump-test-arithmetic';
import {
  canEnterWellData,
  entryId,
  nextEntryCode,
  pumpTestStoredResults,
  type VOLUME_CALCULATION_TYPES,
  type WELL_TYPES,
} from '../../../domain/wells/well-records';
import type { Database } from '../client';
import { rowsOf } from '../raw-results';
import { users } from '../schema/accounts';
import { gspAssociations } from '../schema/organisations';
import { pumpTests, wellMaintenance, wells, wellVolumePumps } from '../schema/wells';
import { addDays, decimalYear, isoDate, LAST_READING_DATE, utcDate, yearTypeOf } from './basin-climate';
import {
  GRID,
  GSA_AREAS,
  GSP_AREAS,
  publicLandSurvey,
  randomPointIn,
  type BasinArea,
} from './basin-geography';
import { bulkInsert } from './bulk-insert';
import type { SiteEditor } from './demo-groundwater-sites';
import { SiteContext, type Row, type SeedOrganisations } from './demo-site-context';
import { createRandom, round, type Random } from './random';
import { depthAt, type WaterLevelModel } from './water-level-model';

type WellType = (typeof WELL_TYPES)[number];
type CalcType = (typeof VOLUMETRIC_CALC_TYPES)[number];
type Schedule = Extract<(typeof VOLUME_CALCULATION_TYPES)[number], 'monthly' | 'semiannually' | 'annually'>;
/** What a well's water is for; it sets the pump, the pumping season and the upkeep. */
type Use = 'irrigation' | 'open discharge' | 'drip' | 'municipal' | 'stock' | 'domestic' | 'monitoring';
type PumpedUse = 'irrigation' | 'open discharge' | 'drip' | 'municipal';
const isPumped = (use: Use): use is PumpedUse =>
  use === 'irrigation' || use === 'open discharge' || use === 'drip' || use === 'municipal';

interface FieldWellPlan {
  gsp: 'CHOW' | 'MADJ' | 'COM' | 'RC';
  /** The GSA area the well stands in, within the GSP's. */
  gsa: string;
  agency: string;
  /** The Well ID is the prefix and a number: 'CWD-IRR-014'. */
  prefix: string;
  wellType: WellType;
  use: Use;
  calc?: CalcType;
  schedule?: Schedule;
  /** Pump tests from this year on; a well without it has none. */
  testedFrom?: number;
  diesel?: boolean;
  monitoring?: { wl: boolean; wq: boolean; siteType: 'Representative' | 'Monitoring' };
  notes?: string;
}

const CWD = 'Chowchilla Water District';
const MID = 'Madera Irrigation District';
const COUNTY = 'Madera County';

/** The demo basin's wells of the field, spread over the GSPs by the basin's usual weights (10, 8, 3, 3). */
const FIELD_WELLS: FieldWellPlan[] = [
  {
    gsp: 'CHOW',
    gsa: 'Chowchilla Water District GSA',
    agency: CWD,
    prefix: 'CWD-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2016,
  },
  {
    gsp: 'CHOW',
    gsa: 'Chowchilla Water District GSA',
    agency: CWD,
    prefix: 'CWD-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2016,
    monitoring: { wl: true, wq: false, siteType: 'Monitoring' },
    notes: 'Measured for the monitoring network in spring and fall, with the pump off for 24 hours.',
  },
  {
    gsp: 'CHOW',
    gsa: 'Chowchilla Water District GSA',
    agency: CWD,
    prefix: 'CWD-IRR',
    wellType: 'AG',
    use: 'open discharge',
    calc: 'Hours',
    schedule: 'semiannually',
    testedFrom: 2017,
    diesel: true,
    notes: 'Diesel engine through a right-angle gear drive; open discharge into the ditch.',
  },
  {
    gsp: 'CHOW',
    gsa: 'Chowchilla Water District GSA',
    agency: CWD,
    prefix: 'CWD-IRR',
    wellType: 'SUBMERSE AG',
    use: 'drip',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2016,
  },
  {
    gsp: 'CHOW',
    gsa: 'City of Chowchilla GSA',
    agency: 'City of Chowchilla',
    prefix: 'COC-MUN',
    wellType: 'SUBMERSE DOM',
    use: 'municipal',
    calc: 'AF',
    schedule: 'monthly',
    testedFrom: 2016,
    monitoring: { wl: false, wq: true, siteType: 'Monitoring' },
    notes: 'Municipal supply well; sampled for the drinking water permit.',
  },
  {
    gsp: 'CHOW',
    gsa: 'City of Chowchilla GSA',
    agency: 'City of Chowchilla',
    prefix: 'COC-MUN',
    wellType: 'SUBMERSE DOM',
    use: 'municipal',
    calc: 'AF',
    schedule: 'monthly',
    testedFrom: 2018,
    notes: 'Municipal supply well.',
  },
  {
    gsp: 'CHOW',
    gsa: 'Triangle T Water District GSA',
    agency: COUNTY,
    prefix: 'MAD-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Hours',
    schedule: 'annually',
    testedFrom: 2016,
  },
  {
    gsp: 'CHOW',
    gsa: 'Sierra Vista Mutual Water Company GSA',
    agency: COUNTY,
    prefix: 'MAD-STK',
    wellType: 'Stockwatering',
    use: 'stock',
    calc: 'Hours',
    schedule: 'annually',
    notes: 'Windmill replaced by a 5 HP submersible; fills two stock tanks.',
  },
  {
    gsp: 'CHOW',
    gsa: 'Sierra Vista Mutual Water Company GSA',
    agency: 'DWR',
    prefix: 'DWR-MON',
    wellType: 'MONITOR',
    use: 'monitoring',
    monitoring: { wl: true, wq: false, siteType: 'Representative' },
  },
  {
    gsp: 'CHOW',
    gsa: 'Chowchilla Water District GSA',
    agency: CWD,
    prefix: 'CWD-OBS',
    wellType: 'Observation',
    use: 'monitoring',
    monitoring: { wl: true, wq: false, siteType: 'Monitoring' },
  },
  {
    gsp: 'MADJ',
    gsa: 'Madera Irrigation District GSA',
    agency: MID,
    prefix: 'MID-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2016,
  },
  {
    gsp: 'MADJ',
    gsa: 'Madera Irrigation District GSA',
    agency: MID,
    prefix: 'MID-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'semiannually',
    testedFrom: 2016,
  },
  {
    gsp: 'MADJ',
    gsa: 'Madera Irrigation District GSA',
    agency: MID,
    prefix: 'MID-IRR',
    wellType: 'SUBMERSE AG',
    use: 'drip',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2017,
  },
  {
    gsp: 'MADJ',
    gsa: 'Gravelly Ford Water District GSA',
    agency: 'Gravelly Ford Water District',
    prefix: 'GFWD-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'AF',
    schedule: 'annually',
    testedFrom: 2016,
  },
  {
    gsp: 'MADJ',
    gsa: 'Gravelly Ford Water District GSA',
    agency: 'Gravelly Ford Water District',
    prefix: 'GFWD-IRR',
    wellType: 'AG',
    use: 'open discharge',
    calc: 'Hours',
    schedule: 'annually',
    notes: "Replacement well drilled in 2022; flow rate from the driller's test until its first pump test.",
  },
  {
    gsp: 'MADJ',
    gsa: 'Madera County GSA',
    agency: COUNTY,
    prefix: 'MAD-DOM',
    wellType: 'Residential',
    use: 'domestic',
    monitoring: { wl: false, wq: true, siteType: 'Monitoring' },
    notes: "Domestic well sampled for nitrate and arsenic with the owner's consent.",
  },
  {
    gsp: 'MADJ',
    gsa: 'Madera County GSA',
    agency: COUNTY,
    prefix: 'MAD-OBS',
    wellType: 'Observation',
    use: 'monitoring',
    monitoring: { wl: true, wq: false, siteType: 'Representative' },
  },
  {
    gsp: 'MADJ',
    gsa: 'Gravelly Ford Water District GSA',
    agency: 'DWR',
    prefix: 'DWR-MON',
    wellType: 'MONITOR',
    use: 'monitoring',
    monitoring: { wl: true, wq: true, siteType: 'Representative' },
  },
  {
    gsp: 'COM',
    gsa: 'Madera Irrigation District GSA',
    agency: MID,
    prefix: 'MID-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2016,
  },
  {
    gsp: 'COM',
    gsa: 'Madera Irrigation District GSA',
    agency: COUNTY,
    prefix: 'MAD-MUN',
    wellType: 'SUBMERSE DOM',
    use: 'municipal',
    calc: 'AF',
    schedule: 'monthly',
    testedFrom: 2016,
    notes: 'Supply well of a county maintenance district water system.',
  },
  {
    gsp: 'COM',
    gsa: 'Madera Irrigation District GSA',
    agency: MID,
    prefix: 'MID-OBS',
    wellType: 'Observation',
    use: 'monitoring',
    monitoring: { wl: true, wq: false, siteType: 'Monitoring' },
  },
  {
    gsp: 'RC',
    gsa: 'Root Creek Water District GSA',
    agency: 'Root Creek Water District',
    prefix: 'RCWD-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'monthly',
    testedFrom: 2016,
  },
  {
    gsp: 'RC',
    gsa: 'Root Creek Water District GSA',
    agency: 'Fresno Irrigation District',
    prefix: 'FID-IRR',
    wellType: 'Irrigation',
    use: 'irrigation',
    calc: 'Kw/h',
    schedule: 'semiannually',
    testedFrom: 2018,
    notes: 'Supplemental supply well under the Root Creek exchange agreement.',
  },
  {
    gsp: 'RC',
    gsa: 'Root Creek Water District GSA',
    agency: 'City of Fresno',
    prefix: 'COF-MON',
    wellType: 'MONITOR',
    use: 'monitoring',
    monitoring: { wl: true, wq: true, siteType: 'Monitoring' },
    notes: 'Monitoring well of the City of Fresno, measured with Root Creek Water District.',
  },
];

/** Who reads the meters of each agency's wells. */
const METER_READERS: Record<string, string> = {
  [CWD]: 'Jordan Nakamura',
  'City of Chowchilla': 'Pat Morgan',
  [COUNTY]: 'Sam Okafor',
  [MID]: 'Maria Lopez',
  'Gravelly Ford Water District': 'Chris Walker',
  'Root Creek Water District': 'Dev Patel',
  'Fresno Irrigation District': 'Tomas Alvarez',
};

const PUMP_TESTERS = [
  'Valley Pump Efficiency Testing',
  'Central Valley Pump Check',
  'San Joaquin Pump Testing',
];
const PUMP_SHOPS = [
  'Madera Pump & Well',
  'Chowchilla Pump Service',
  'Sierra Turbine & Motor',
  'Westside Pump Co.',
];

/** How a pump is built and wears (the first test's figures and what it loses each year). */
interface PumpDesign {
  flowGpm: number;
  specificCapacity: number;
  pressurePsi: number;
  efficiencyPercent: number;
  efficiencyLossPerYear: number;
  capacityLossPerYear: number;
  flowLossPerYear: number;
}

function pumpDesign(random: Random, use: PumpedUse): PumpDesign {
  const wear = {
    efficiencyLossPerYear: random.between(1.0, 1.6),
    capacityLossPerYear: random.between(0.015, 0.03),
    flowLossPerYear: random.between(0.006, 0.012),
  };
  switch (use) {
    case 'open discharge':
      return {
        flowGpm: random.between(1400, 2300),
        specificCapacity: random.between(28, 48),
        pressurePsi: random.between(2, 5),
        efficiencyPercent: random.between(66, 73),
        ...wear,
      };
    case 'drip':
      return {
        flowGpm: random.between(450, 900),
        specificCapacity: random.between(10, 20),
        pressurePsi: random.between(38, 50),
        efficiencyPercent: random.between(62, 67),
        ...wear,
        efficiencyLossPerYear: random.between(0.9, 1.3),
      };
    case 'municipal':
      return {
        flowGpm: random.between(900, 1500),
        specificCapacity: random.between(15, 28),
        pressurePsi: random.between(50, 60),
        efficiencyPercent: random.between(67, 73),
        ...wear,
        efficiencyLossPerYear: random.between(0.8, 1.2),
      };
    default:
      return {
        flowGpm: random.between(900, 1900),
        specificCapacity: random.between(18, 42),
        pressurePsi: random.between(8, 22),
        efficiencyPercent: random.between(69, 75),
        ...wear,
      };
  }
}

/**
 * The water level a production well sees (screened through the whole aquifer system): deeper to the east,
 * falling three to four feet a year since orchards spread in the 2000s, more in droughts, so that even after
 * the wet years the static levels of 2026 lie well below those of 2016.
 */
function productionWellLevels(random: Random, longitude: number): WaterLevelModel {
  const east = (longitude - GRID.west) / (GRID.east - GRID.west);
  return {
    depth1960: 20 + 60 * east + random.normal(0, 6),
    declinePerYear: 0.8 + 1.2 * east + random.normal(0, 0.15),
    extraDeclineSince2000: random.between(1.5, 2.3),
    droughtScale: random.between(0.6, 0.9),
    seasonalSwing: random.between(8, 20),
    noise: 1,
  };
}

const MOTOR_SIZES_HP = [5, 7.5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 350, 400];
const ENGINE_SIZES_HP = [100, 125, 150, 175, 200, 250, 300, 350, 400];
/** Motors are sized a little above the first test's input, engines with a fifth in reserve. */
const nameplateFor = (diesel: boolean, inputHp: number) => {
  const sizes = diesel ? ENGINE_SIZES_HP : MOTOR_SIZES_HP;
  return sizes.find((size) => size >= inputHp * (diesel ? 1.2 : 1.05)) ?? sizes[sizes.length - 1];
};

const yearsBetween = (from: Date, to: Date) => decimalYear(to) - decimalYear(from);

/** Spring tests before the irrigation season, now and then a second one in the fall. */
function testDates(random: Random, firstYear: number): Date[] {
  const dates: Date[] = [];
  for (let year = firstYear; year <= LAST_READING_DATE.getUTCFullYear(); year++) {
    if (year === firstYear || !random.chance(0.12))
      dates.push(addDays(utcDate(year, 1, 20), random.integer(0, 75)));
    const fall = addDays(utcDate(year, 9, 8), random.integer(0, 40));
    if (random.chance(0.25) && fall <= LAST_READING_DATE) dates.push(fall);
  }
  return dates;
}

/** What a pump test read, with the figures the volume entries after it use. */
interface PlannedTest {
  date: Date;
  row: Row;
  flowGpm: number;
  kilowatts: number;
  kwhPerAcreFoot: number;
}

/** A pump's history of tests and of the bowl replacements its tests called for. */
interface PumpHistory {
  tests: PlannedTest[];
  bowlReplacements: Date[];
}

const TEST_NOTES = [
  'Flow measured with a clamp-on ultrasonic meter.',
  'Flow from the propeller meter, checked against a pitot tube.',
  'Static level by airline; the sounding tube is blocked.',
  'Pump ran 45 minutes before the readings.',
  'Discharge valve partly closed during the test.',
];

/** The worked-out values of a pump test, by the server's own rule (as on every save). */
function workedOut(inputs: PumpTestInputs): Row {
  return pumpTestStoredResults({ ...inputs });
}

/**
 * Tests of a pump wearing in a falling aquifer: the static level deepens with the water levels, the
 * well's specific capacity falls as its screens clog, the pump lifts less water for more power. A test
 * below 61% efficiency now and then leads to new bowls, which win back most of what was lost.
 */
function pumpHistory(
  random: Random,
  plan: FieldWellPlan,
  longitude: number,
  design: PumpDesign,
): PumpHistory {
  const levels = productionWellLevels(random, longitude);
  const dates = testDates(random, plan.testedFrom!);
  const switchYear = random.integer(2019, 2023);
  const [firstTester, laterTester] = [random.pick(PUMP_TESTERS), random.pick(PUMP_TESTERS)];
  const tests: PlannedTest[] = [];
  const bowlReplacements: Date[] = [];
  let pumpSince = dates[0];
  let startEfficiency = design.efficiencyPercent;
  let startFlow = design.flowGpm;
  let firstStatic: number | undefined;
  let firstHead: number | undefined;
  let motorHp: number | undefined;
  let lowNoted = false;
  let retest = false;
  for (const date of dates) {
    const replaced = bowlReplacements.at(-1);
    if (replaced && replaced < date && pumpSince < replaced) {
      pumpSince = replaced;
      startEfficiency = design.efficiencyPercent - random.between(2, 4);
      startFlow = design.flowGpm * 0.97;
      lowNoted = false;
      retest = true;
    }
    const pumpYears = yearsBetween(pumpSince, date);
    const staticLevel = round(depthAt(levels, date) + random.normal(0, 0.6), 1);
    firstStatic ??= staticLevel;
    const capacity =
      design.specificCapacity *
      (1 - design.capacityLossPerYear * yearsBetween(dates[0], date)) *
      (1 + random.normal(0, 0.02));
    const liftShare = firstHead ? Math.max(0.6, 1 - (0.8 * (staticLevel - firstStatic)) / firstHead) : 1;
    const flowGpm = Math.round(
      startFlow * (1 - design.flowLossPerYear * pumpYears) * liftShare * (1 + random.normal(0, 0.01)),
    );
    const pumpingLevel = round(staticLevel + flowGpm / capacity, 1);
    const pressurePsi = Math.max(1, Math.round(2 * (design.pressurePsi + random.normal(0, 0.8))) / 2);
    const efficiency = startEfficiency - design.efficiencyLossPerYear * pumpYears + random.normal(0, 0.6);
    const head = totalDynamicHeadFeet(pumpingLevel, pressurePsi);
    firstHead ??= head.value!;
    const inputHp = waterHorsepower(flowGpm, head).value! / (efficiency / 100);
    motorHp ??= nameplateFor(!!plan.diesel, inputHp);
    const inputs: PumpTestInputs = {
      flow_rate: flowGpm,
      static_water_level: staticLevel,
      pumping_water_level: pumpingLevel,
      discharge_pressure: pressurePsi,
      // an engine's input is taken from its fuel rate as horsepower; a motor's is metered in kW
      horsepower_input: plan.diesel ? round(inputHp, 1) : null,
      kilowatt_input: plan.diesel ? null : round(inputHp * KW_PER_HORSEPOWER, 1),
    };
    const results = workedOut(inputs);
    const notes: string[] = [];
    if (retest) notes.push('Retest after the bowl assembly was replaced.');
    if (efficiency < 60 && !lowNoted) {
      notes.push('Overall plant efficiency below 60%: pump repair recommended.');
      lowNoted = true;
    }
    if (random.chance(0.12)) notes.push(random.pick(TEST_NOTES));
    retest = false;
    tests.push({
      date,
      row: {
        test_date: isoDate(date),
        tested_by: date.getUTCFullYear() < switchYear ? firstTester : laterTester,
        ...inputs,
        motor_horsepower: motorHp,
        pump_test_notes: notes.length ? notes.join(' ') : null,
        ...results,
      },
      flowGpm,
      kilowatts: results.kilowatt_hour_input as number,
      kwhPerAcreFoot: results.kwh_per_af as number,
    });
    if (
      efficiency < 61 &&
      bowlReplacements.length === 0 &&
      date.getUTCFullYear() <= 2024 &&
      random.chance(0.7)
    ) {
      bowlReplacements.push(addDays(date, random.integer(25, 120)));
    }
  }
  return { tests, bowlReplacements };
}

/** A maintenance job before it is numbered. */
interface Job {
  date: Date;
  performedby: string;
  description: string;
}

/** Jobs every few months to years from 2016 to the demo's last date. */
function recurring(random: Random, monthsBetween: [number, number], job: (date: Date) => Omit<Job, 'date'>) {
  const jobs: Job[] = [];
  for (
    let date = addDays(utcDate(2016, 1, 1), random.integer(30, 400));
    date <= LAST_READING_DATE;
    date = addDays(date, random.integer(monthsBetween[0] * 30, monthsBetween[1] * 30))
  ) {
    jobs.push({ date, ...job(date) });
  }
  return jobs;
}

function maintenanceJobs(
  random: Random,
  plan: FieldWellPlan,
  crew: string,
  shop: string,
  bowlReplacements: Date[],
): Job[] {
  const submersible = plan.wellType.startsWith('SUBMERSE') || plan.use === 'stock' || plan.use === 'domestic';
  const jobs: Job[] = [];
  if (plan.use === 'monitoring') {
    const chores = [
      'Cleared the sounding tube and checked it with a steel tape.',
      'Replaced the well cap lock and the access port plug.',
      'Resurveyed the reference point after the wellhead was rebuilt.',
      'Cut back weeds around the wellhead and repainted the well ID.',
    ];
    for (let count = random.integer(1, 3), index = 0; index < count; index++) {
      jobs.push({
        date: addDays(utcDate(2016 + index * 3, 1, 1), random.integer(0, 3 * 365 - 1)),
        performedby: crew,
        description: chores[(index + random.integer(0, 3)) % chores.length],
      });
    }
    return jobs;
  }
  if (plan.use === 'domestic' || plan.use === 'stock') {
    const repairs = [
      'Pulled the submersible; replaced the check valve and the drop cable splice.',
      plan.use === 'stock'
        ? 'Replaced the float switch on the stock tank.'
        : 'Replaced the pressure switch; pump cycles at 40/60 psi.',
    ];
    jobs.push(
      ...recurring(random, [30, 54], () => ({ performedby: shop, description: random.pick(repairs) })),
    );
    return jobs;
  }
  if (submersible) {
    jobs.push(
      ...recurring(random, [20, 34], () => ({
        performedby: plan.use === 'municipal' ? crew : shop,
        description: random.pick([
          'Megger and amperage check of the submersible motor; cable insulation good, phases balanced.',
          'Replaced the motor starter contactor and the phase monitor relay.',
          'Cleaned the control panel; checked the overload settings against the motor nameplate.',
        ]),
      })),
    );
  } else {
    jobs.push(
      ...recurring(random, [14, 28], () => ({
        performedby: crew,
        description: random.pick([
          'Adjusted the packing gland; leak-off set to a steady drip.',
          'Replaced the pump head packing (5 rings) and flushed the stuffing box.',
          'Repacked the stuffing box; shaft sleeve worn but serviceable.',
        ]),
      })),
      ...recurring(random, [30, 46], () => ({
        performedby: shop,
        description: plan.diesel
          ? random.pick([
              'Engine service: oil and filters changed, gear drive oil replaced.',
              'Engine service: injectors rebuilt, coolant hoses and belts replaced.',
            ])
          : random.pick([
              'Motor service: bearings greased, winding insulation tested (megger), phases balanced.',
              'Motor service: upper thrust bearing replaced; vibration within limits.',
            ]),
      })),
    );
  }
  for (const date of bowlReplacements) {
    jobs.push({
      date,
      performedby: shop,
      description: submersible
        ? 'Pulled the pump; replaced the pump end (bowls and impellers), motor kept after a megger test.'
        : 'Pulled the pump; replaced the bowl assembly and impellers, inspected the column and lineshaft.',
    });
  }
  if (random.chance(0.5)) {
    jobs.push({
      date: addDays(utcDate(2017, 1, 1), random.integer(0, 3000)),
      performedby: crew,
      description: random.pick([
        'Flow meter calibrated against a portable ultrasonic meter; reading 3% high, register adjusted.',
        'Replaced the flow meter register.',
        'Replaced the discharge check valve.',
        'Video survey of the casing: perforations partly encrusted, no casing damage.',
      ]),
    });
  }
  return jobs;
}

/** Share of a year's pumping in each month from October (the water year's first) to September. */
const MONTHLY_SHARE = {
  irrigation: [0.07, 0.03, 0.005, 0.005, 0.02, 0.06, 0.1, 0.13, 0.16, 0.17, 0.16, 0.09],
  municipal: [0.085, 0.065, 0.055, 0.055, 0.055, 0.065, 0.08, 0.095, 0.11, 0.12, 0.115, 0.1],
};
/** Growers pump more in dry years, when less surface water comes down the canals. */
const YEAR_PUMPING = { W: 0.82, AN: 0.9, BN: 1, D: 1.1, C: 1.18 };
const FIRST_VOLUME_WATER_YEAR = 2023;
const LAST_VOLUME_WATER_YEAR = 2026;

const READING_NOTES: Record<CalcType, string> = {
  'Kw/h': 'Meter read from the utility bill.',
  Hours: 'Hour meter read by the grower.',
  AF: 'Totalizer read a few days after the period ended.',
};

/** The water year's months a period covers, as indexes from October. */
function periodsOf(schedule: Schedule): number[][] {
  if (schedule === 'annually') return [[...Array(12).keys()]];
  if (schedule === 'semiannually')
    return [
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
    ];
  return [...Array(12).keys()].map((month) => [month]);
}
/** The first day of a water year's month (0 = October of the year before). */
const monthStart = (waterYear: number, month: number) => utcDate(waterYear - 1, 10 + month, 1);

/** What the volume entries use when a well has no pump test yet. */
interface VolumeBasis {
  flowGpm: number;
  kilowatts: number | null;
  kwhPerAcreFoot: number | null;
  source: string;
}

function basisAt(tests: PlannedTest[], start: Date, untested: VolumeBasis): VolumeBasis {
  const test = tests.filter((candidate) => candidate.date <= start).at(-1) ?? tests[0];
  if (!test) return untested;
  return {
    flowGpm: test.flowGpm,
    kilowatts: test.kilowatts,
    kwhPerAcreFoot: test.kwhPerAcreFoot,
    source: `pump test of ${isoDate(test.date)}`,
  };
}

interface VolumeEntry {
  startdate: string;
  enddate: string;
  values: Row;
}

/**
 * Volume pumped over the last water years, worked out the way the well's volumetric calculation says:
 * utility kWh over the latest pump test's kWh per acre-foot, hours run times its flow rate, or the flow
 * meter's totalizer.
 */
function volumeEntries(
  random: Random,
  plan: FieldWellPlan,
  history: PumpHistory,
  designFlowGpm: number,
): VolumeEntry[] {
  const use = plan.use === 'municipal' ? 'municipal' : 'irrigation';
  const shares = MONTHLY_SHARE[use];
  const baseHours =
    plan.use === 'municipal'
      ? random.between(3600, 4600)
      : plan.use === 'stock'
        ? random.between(1200, 2000)
        : random.between(2000, 3000);
  const winterOff = use === 'irrigation' && random.chance(0.5);
  const untested: VolumeBasis = {
    flowGpm: designFlowGpm,
    kilowatts: null,
    kwhPerAcreFoot: null,
    source: plan.use === 'stock' ? "owner's estimate" : "driller's test",
  };
  const meterChange = plan.calc === 'Kw/h' && random.chance(0.3) ? random.integer(14, 30) : -1;
  let totalizer = round(random.between(800, 9000), 2);
  let month = 0;
  const entries: VolumeEntry[] = [];
  for (let waterYear = FIRST_VOLUME_WATER_YEAR; waterYear <= LAST_VOLUME_WATER_YEAR; waterYear++) {
    const factor = YEAR_PUMPING[yearTypeOf(waterYear)] ** (use === 'municipal' ? 0.3 : 1);
    const yearHours = baseHours * factor * (1 + random.normal(0, 0.05));
    for (const months of periodsOf(plan.schedule!)) {
      const start = monthStart(waterYear, months[0]);
      const end = addDays(monthStart(waterYear, months[months.length - 1] + 1), -1);
      let hours = 0;
      for (const index of months) {
        // December and January: some growers leave the pump off
        if (winterOff && (index === 2 || index === 3)) continue;
        const hoursInMonth =
          (monthStart(waterYear, index + 1).getTime() - monthStart(waterYear, index).getTime()) / 3_600_000;
        hours += Math.min(0.95 * hoursInMonth, yearHours * shares[index] * (1 + random.normal(0, 0.08)));
      }
      const basis = basisAt(history.tests, start, untested);
      const acreFeet = (acreFeetPerDay(basis.flowGpm).value! * hours) / 24;
      const notes: string[] = [];
      const newMeter = month++ === meterChange;
      if (newMeter) notes.push('New utility meter installed; kWh from the new meter.');
      if (hours === 0) notes.push('Pump off for the winter.');
      else if (random.chance(0.05)) notes.push(READING_NOTES[plan.calc!]);
      const values: Row = {
        calculationtype: plan.schedule,
        pgmeter: newMeter,
        volumetric: plan.calc,
        collectedby: METER_READERS[plan.agency] ?? 'Field staff',
        flowmeter_start: null,
        kwh: null,
        hours: null,
        volumepumped: null,
        additionalparameters: null,
        wellvolumepumpnotes: notes.length ? notes.join(' ') : null,
      };
      if (plan.calc === 'Kw/h' && basis.kilowatts !== null && basis.kwhPerAcreFoot !== null) {
        const kwh = Math.round(hours * basis.kilowatts);
        Object.assign(values, {
          kwh,
          volumepumped: round(kwh / basis.kwhPerAcreFoot, 2),
          additionalparameters: `${round(basis.kwhPerAcreFoot, 1)} kWh per AF (${basis.source})`,
        });
      } else if (plan.calc === 'AF') {
        const volume = round(acreFeet, 2);
        Object.assign(values, {
          flowmeter_start: totalizer,
          volumepumped: volume,
          additionalparameters: 'Flow meter totalizer in acre-feet',
        });
        totalizer = round(totalizer + volume, 2);
      } else {
        const rounded = round(hours, 1);
        Object.assign(values, {
          hours: rounded,
          volumepumped: round((acreFeetPerDay(basis.flowGpm).value! * rounded) / 24, 2),
          additionalparameters: `${basis.flowGpm} GPM (${basis.source})`,
        });
      }
      entries.push({ startdate: isoDate(start), enddate: isoDate(end), values });
    }
  }
  return entries;
}

/** A well and its entries, ready to insert (the entries get the well's id once it has one). */
export interface PlannedFieldWell {
  row: Row;
  pumpTests: Row[];
  maintenance: Row[];
  volumePumps: Row[];
}

export interface FieldWellInputs {
  context: SiteContext;
  editors: SiteEditor[];
  /** State well numbers the basin's other sites already carry. */
  takenStateWells: Set<string>;
}

/** The next free state well number of a position's 40-acre tract. */
function stateWellNumber(position: [number, number], taken: Set<string>): string {
  const plss = publicLandSurvey(position);
  for (let sequence = 1; ; sequence++) {
    const number = plss.stateWellNumber(sequence);
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

function areaOf(plan: FieldWellPlan): BasinArea {
  const gsa = GSA_AREAS.find((area) => area.name === plan.gsa)!;
  const gsp = GSP_AREAS.find((area) => area.name === plan.gsp)!;
  return { name: plan.gsa, band: gsa.band, from: Math.max(gsa.from, gsp.from), to: Math.min(gsa.to, gsp.to) };
}

/** A well's record was last changed between these dates. */
const WELL_RECORDS_CHANGED_FROM = utcDate(2023, 1, 1);
const WELL_RECORD_CHANGE_DAYS = Math.round(
  (LAST_READING_DATE.getTime() - WELL_RECORDS_CHANGED_FROM.getTime()) / 86_400_000,
);

/** Who enters a well's data: one of its GSP's representatives, else an administrator. */
function enteredBy(random: Random, editors: SiteEditor[], gspId: number | null): number | null {
  const allowed = editors.filter((editor) => canEnterWellData(editor.actor, editor.associations, gspId));
  const representatives = allowed.filter((editor) => !isAdministrator(editor.actor));
  const pool = representatives.length ? representatives : allowed;
  return pool.length ? random.pick(pool).actor.id : null;
}

/** A time in the basin's working day (16:00-24:59 UTC) some days after a date. */
function enteredAt(random: Random, date: Date, days: [number, number]): string {
  const day = addDays(date, random.integer(days[0], days[1]));
  return new Date(day.getTime() + random.integer(16 * 60, 25 * 60 - 1) * 60_000).toISOString();
}

/**
 * Numbers a well's entries as the API does (nextEntryCode under the well, id '{well id}-{code}'), in
 * date order.
 */
function numbered<T>(wellId: string, entries: T[], row: (entry: T) => Row): Row[] {
  let code: string | null = null;
  return entries.map((entry) => {
    code = nextEntryCode([code]);
    return { code, entry_id: entryId(wellId, code), ...row(entry) };
  });
}

/** The demo's wells of the field with their pump tests, maintenance log and volume pumping; pure. */
export function planFieldWells({ context, editors, takenStateWells }: FieldWellInputs): PlannedFieldWell[] {
  const random = createRandom('basin-dms field wells');
  const taken = new Set(takenStateWells);
  const numbers = new Map<string, number>();
  return FIELD_WELLS.map((plan, index) => {
    const wellRandom = random.fork(index);
    const number = (numbers.get(plan.prefix) ?? wellRandom.integer(2, 12)) + wellRandom.integer(1, 9);
    numbers.set(plan.prefix, number);
    const wellId = `${plan.prefix}-${String(number).padStart(3, '0')}`;
    const position = randomPointIn(areaOf(plan), wellRandom);
    const gspId = context.gspId(plan.gsp);
    const editor = enteredBy(wellRandom, editors, gspId);
    const crew = `${plan.agency} field crew`;
    const shop = wellRandom.pick(PUMP_SHOPS);
    const design = isPumped(plan.use) ? pumpDesign(wellRandom, plan.use) : null;
    const history: PumpHistory =
      design && plan.testedFrom
        ? pumpHistory(wellRandom, plan, position[0], design)
        : { tests: [], bowlReplacements: [] };
    const jobs = maintenanceJobs(wellRandom, plan, crew, shop, history.bowlReplacements)
      .filter((job) => job.date <= LAST_READING_DATE)
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    // one job a day under a well, so its codes follow its dates
    for (let at = 1; at < jobs.length; at++) {
      if (jobs[at].date <= jobs[at - 1].date) jobs[at].date = addDays(jobs[at - 1].date, 1);
    }
    const designFlow = design ? Math.round(design.flowGpm) : plan.use === 'stock' ? 25 : 0;
    const volumes = plan.calc && plan.schedule ? volumeEntries(wellRandom, plan, history, designFlow) : [];
    const entered = { created_by_id: editor, updateby_id: editor };

    const row: Row = {
      well_id: wellId,
      state_well: stateWellNumber(position, taken),
      agency: plan.agency,
      well_type: plan.wellType,
      source_gsp_id: gspId,
      volumetric_calc_type: plan.calc ?? null,
      latitude: position[1],
      longitude: position[0],
      gsp_mon_network: !!plan.monitoring,
      wl_monitoring: plan.monitoring?.wl ?? false,
      wq_monitoring: plan.monitoring?.wq ?? false,
      monitor_site_type: plan.monitoring?.siteType ?? null,
      well_notes: plan.notes ?? null,
      ...entered,
      updated_at: enteredAt(wellRandom, WELL_RECORDS_CHANGED_FROM, [0, WELL_RECORD_CHANGE_DAYS]),
    };
    return {
      row,
      pumpTests: numbered(wellId, history.tests, (test) => ({
        ...entered,
        updated_at: enteredAt(wellRandom, test.date, [2, 14]),
        ...test.row,
      })),
      maintenance: numbered(wellId, jobs, (job) => ({
        ...entered,
        updated_at: enteredAt(wellRandom, job.date, [0, 5]),
        date: isoDate(job.date),
        performedby: job.performedby,
        description: job.description,
      })),
      volumePumps: numbered(wellId, volumes, (entry) => ({
        ...entered,
        updated_at: enteredAt(wellRandom, new Date(`${entry.enddate}T00:00:00Z`), [2, 15]),
        startdate: entry.startdate,
        enddate: entry.enddate,
        ...entry.values,
      })),
    };
  });
}

/** What the plan reads from the database: the GSPs, who may enter well data, the state well numbers taken. */
export async function readFieldWellInputs(
  db: Database,
  organisations: SeedOrganisations,
): Promise<FieldWellInputs> {
  const people = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.status, 'Active'))
    .orderBy(asc(users.id));
  const associations = await db
    .select({
      user: gspAssociations.userId,
      gsp: gspAssociations.gspId,
      authorized_reporter: gspAssociations.authorizedReporter,
    })
    .from(gspAssociations)
    .orderBy(asc(gspAssociations.id));
  const stateWells = rowsOf<{ number: string }>(
    await db.execute(
      sql`select dwr_well_id as number from well_sites where dwr_well_id is not null
          union select dwr_well_id from groundwater_sites where dwr_well_id is not null`,
    ),
  );
  return {
    context: new SiteContext(organisations),
    editors: people.map((actor) => ({
      actor,
      associations: associations.filter((association) => association.user === actor.id),
    })),
    takenStateWells: new Set(stateWells.map((row) => row.number)),
  };
}

/**
 * The wells of the field (issue 15) in the demo basin, after its monitoring sites: irrigation, municipal
 * and monitoring wells in every GSP, their pump tests since 2016, maintenance log and the last water
 * years' volume pumping. The same rows on every run.
 */
export async function seedFieldWells(tx: Database, organisations: SeedOrganisations): Promise<void> {
  const planned = planFieldWells(await readFieldWellInputs(tx, organisations));
  const inserted = await bulkInsert<{ id: number; well_id: string }>(
    tx,
    wells,
    planned.map((well) => well.row),
    { returning: ['id', 'well_id'] },
  );
  const ids = new Map(inserted.map((row) => [row.well_id, Number(row.id)]));
  const under = (entries: (well: PlannedFieldWell) => Row[]) =>
    planned.flatMap((well) =>
      entries(well).map((entry) => ({ well: ids.get(well.row.well_id as string)!, ...entry })),
    );
  await bulkInsert(
    tx,
    pumpTests,
    under((well) => well.pumpTests),
  );
  await bulkInsert(
    tx,
    wellMaintenance,
    under((well) => well.maintenance),
  );
  await bulkInsert(
    tx,
    wellVolumePumps,
    under((well) => well.volumePumps),
  );
}
