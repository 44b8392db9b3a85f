/**
 * The arithmetic of a pump test (issue 15), one function per quantity, each named with its unit. A
 * quantity that cannot be worked out (a missing input, a zero divisor) is blank with the reason, never
 * Infinity or NaN.
 */

/** A worked-out quantity: its value, or blank and why. */
export type Worked = { value: number; reason?: undefined } | { value: null; reason: string };

/** Acre-feet per day in one gallon per minute (1,440 min / 325,851 gal). */
export const AF_PER_DAY_PER_GPM = 0.0044192;
/** Gallons per minute in one cubic foot per second. */
export const GPM_PER_CFS = 448.83;
/** Feet of water in one psi. */
export const FEET_PER_PSI = 2.31;
/** Foot-gallons per minute in one water horsepower. */
export const WATER_HORSEPOWER_DIVISOR = 3960;
/** Kilowatts in one horsepower. */
export const KW_PER_HORSEPOWER = 0.746;
/** Above this an efficiency is more likely an entry error than a pump. */
export const EFFICIENCY_LIMIT_PERCENT = 100;

export const PUMP_TEST_REASONS = {
  missing: (label: string) => `Needs ${label}.`,
  zeroDrawdown: 'Needs a pumping level below the static level (drawdown is zero or less).',
  zeroInputPower: 'Needs an input power above zero.',
  zeroFlow: 'Needs a flow rate above zero.',
  efficiencyTooHigh:
    'An efficiency above 100% is not possible: check the flow rate, levels, pressure and input power.',
} as const;

const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const worked = (value: number): Worked => ({ value });
const blank = (reason: string): Worked => ({ value: null, reason });

/** The first input that is missing, as a blank quantity; undefined when all are given. */
function missingOf(inputs: [number | null | undefined, string][]): Worked | undefined {
  const missing = inputs.find(([value]) => !given(value));
  return missing && blank(PUMP_TEST_REASONS.missing(missing[1]));
}

export function acreFeetPerDay(flowRateGpm: number | null | undefined): Worked {
  return missingOf([[flowRateGpm, 'a flow rate']]) ?? worked(flowRateGpm! * AF_PER_DAY_PER_GPM);
}

export function flowRateCfs(flowRateGpm: number | null | undefined): Worked {
  return missingOf([[flowRateGpm, 'a flow rate']]) ?? worked(flowRateGpm! / GPM_PER_CFS);
}

export function drawdownFeet(
  staticLevelFeet: number | null | undefined,
  pumpingLevelFeet: number | null | undefined,
): Worked {
  return (
    missingOf([
      [staticLevelFeet, 'a static water level'],
      [pumpingLevelFeet, 'a pumping water level'],
    ]) ?? worked(pumpingLevelFeet! - staticLevelFeet!)
  );
}

/** The discharge pressure as feet of water above the discharge pipe. */
export function dischargeHeadFeet(dischargePressurePsi: number | null | undefined): Worked {
  return (
    missingOf([[dischargePressurePsi, 'a discharge pressure']]) ??
    worked(dischargePressurePsi! * FEET_PER_PSI)
  );
}

/** Total dynamic head: the pumping level plus the discharge pressure as feet of water. */
export function totalDynamicHeadFeet(
  pumpingLevelFeet: number | null | undefined,
  dischargePressurePsi: number | null | undefined,
): Worked {
  return (
    missingOf([
      [pumpingLevelFeet, 'a pumping water level'],
      [dischargePressurePsi, 'a discharge pressure'],
    ]) ?? worked(pumpingLevelFeet! + dischargePressurePsi! * FEET_PER_PSI)
  );
}

export function waterHorsepower(flowRateGpm: number | null | undefined, tdhFeet: Worked): Worked {
  if (tdhFeet.value === null) return tdhFeet;
  return (
    missingOf([[flowRateGpm, 'a flow rate']]) ??
    worked((flowRateGpm! * tdhFeet.value) / WATER_HORSEPOWER_DIVISOR)
  );
}

/** The input horsepower as entered, else from the input power in kilowatts. */
export function inputHorsepower(
  enteredHorsepower: number | null | undefined,
  inputKilowatts: number | null | undefined,
): Worked {
  if (given(enteredHorsepower)) return worked(enteredHorsepower);
  return (
    missingOf([[inputKilowatts, 'an input power (kW) or horsepower input']]) ??
    worked(inputKilowatts! / KW_PER_HORSEPOWER)
  );
}

/** The input power in kilowatts (kilowatt-hours drawn per hour of pumping): as entered, else from the horsepower input. */
export function inputKilowatts(
  enteredKilowatts: number | null | undefined,
  enteredHorsepower: number | null | undefined,
): Worked {
  if (given(enteredKilowatts)) return worked(enteredKilowatts);
  return (
    missingOf([[enteredHorsepower, 'an input power (kW) or horsepower input']]) ??
    worked(enteredHorsepower! * KW_PER_HORSEPOWER)
  );
}

/** Overall plant efficiency: water horsepower over input horsepower. */
export function efficiencyPercent(water: Worked, input: Worked): Worked {
  if (water.value === null) return water;
  if (input.value === null) return input;
  if (input.value <= 0) return blank(PUMP_TEST_REASONS.zeroInputPower);
  return worked((water.value / input.value) * 100);
}

export function specificCapacityGpmPerFoot(flowRateGpm: number | null | undefined, drawdown: Worked): Worked {
  if (drawdown.value === null) return drawdown;
  if (drawdown.value <= 0) return blank(PUMP_TEST_REASONS.zeroDrawdown);
  return missingOf([[flowRateGpm, 'a flow rate']]) ?? worked(flowRateGpm! / drawdown.value);
}

export function kilowattHoursPerAcreFoot(kilowatts: Worked, afPerDay: Worked): Worked {
  if (kilowatts.value === null) return kilowatts;
  if (afPerDay.value === null) return afPerDay;
  if (afPerDay.value <= 0) return blank(PUMP_TEST_REASONS.zeroFlow);
  return worked((kilowatts.value * 24) / afPerDay.value);
}

/** What a pump test's entered values are. */
export interface PumpTestInputs {
  flow_rate: number | null;
  static_water_level: number | null;
  pumping_water_level: number | null;
  discharge_pressure: number | null;
  horsepower_input: number | null;
  kilowatt_input: number | null;
}

/** Every worked-out quantity of a pump test, by the field that holds it. */
export interface PumpTestResults {
  flow_rate_cfs: Worked;
  af_per_day: Worked;
  drawdown: Worked;
  discharge_level: Worked;
  tdh: Worked;
  water_horsepower: Worked;
  input_horsepower: Worked;
  kilowatt_hour_input: Worked;
  kwh_per_af: Worked;
  specific_capacity: Worked;
  efficiency: Worked;
}

export function pumpTestResults(test: PumpTestInputs): PumpTestResults {
  const afPerDay = acreFeetPerDay(test.flow_rate);
  const drawdown = drawdownFeet(test.static_water_level, test.pumping_water_level);
  const tdh = totalDynamicHeadFeet(test.pumping_water_level, test.discharge_pressure);
  const water = waterHorsepower(test.flow_rate, tdh);
  const input = inputHorsepower(test.horsepower_input, test.kilowatt_input);
  const kilowatts = inputKilowatts(test.kilowatt_input, test.horsepower_input);
  return {
    flow_rate_cfs: flowRateCfs(test.flow_rate),
    af_per_day: afPerDay,
    drawdown,
    discharge_level: dischargeHeadFeet(test.discharge_pressure),
    tdh,
    water_horsepower: water,
    input_horsepower: input,
    kilowatt_hour_input: kilowatts,
    kwh_per_af: kilowattHoursPerAcreFoot(kilowatts, afPerDay),
    specific_capacity: specificCapacityGpmPerFoot(test.flow_rate, drawdown),
    efficiency: efficiencyPercent(water, input),
  };
}

/** An efficiency above 100% is kept (the reading may be right) but flagged as a likely entry error. */
export function efficiencyWarning(efficiency: Worked): string | undefined {
  return efficiency.value !== null && efficiency.value > EFFICIENCY_LIMIT_PERCENT
    ? PUMP_TEST_REASONS.efficiencyTooHigh
    : undefined;
}
