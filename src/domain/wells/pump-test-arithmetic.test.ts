import { describe, expect, it } from 'vitest';
import {
  efficiencyWarning,
  PUMP_TEST_REASONS,
  pumpTestResults,
  type PumpTestInputs,
} from './pump-test-arithmetic';

const test: PumpTestInputs = {
  flow_rate: 1000,
  static_water_level: 100,
  pumping_water_level: 150,
  discharge_pressure: 20,
  horsepower_input: null,
  kilowatt_input: 50,
};
const rounded = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

describe('pump test arithmetic', () => {
  it('works out the issue’s example: 1,000 GPM, static 100 ft, pumping 150 ft, 20 psi, 50 kW', () => {
    const results = pumpTestResults(test);
    expect(rounded(results.af_per_day.value, 2)).toBe(4.42);
    expect(rounded(results.flow_rate_cfs.value, 3)).toBe(2.228);
    expect(results.drawdown.value).toBe(50);
    expect(rounded(results.discharge_level.value, 1)).toBe(46.2);
    expect(rounded(results.tdh.value, 1)).toBe(196.2);
    expect(rounded(results.water_horsepower.value, 1)).toBe(49.5);
    expect(rounded(results.input_horsepower.value, 1)).toBe(67.0);
    expect(results.kilowatt_hour_input.value).toBe(50);
    expect(rounded(results.efficiency.value, 1)).toBe(73.9);
    expect(rounded(results.specific_capacity.value, 1)).toBe(20.0);
    expect(rounded(results.kwh_per_af.value, 1)).toBe(271.5);
    expect(efficiencyWarning(results.efficiency)).toBeUndefined();
  });

  it('takes the horsepower input as entered, and the input power from it when no kW is given', () => {
    const results = pumpTestResults({ ...test, kilowatt_input: null, horsepower_input: 80 });
    expect(results.input_horsepower.value).toBe(80);
    expect(rounded(results.kilowatt_hour_input.value, 2)).toBe(59.68);
    expect(rounded(results.efficiency.value, 1)).toBe(61.9);
  });

  it('leaves a quantity blank with its reason when a divisor is zero, never Infinity or NaN', () => {
    const noDrawdown = pumpTestResults({ ...test, pumping_water_level: 100 });
    expect(noDrawdown.specific_capacity).toEqual({ value: null, reason: PUMP_TEST_REASONS.zeroDrawdown });
    const noPower = pumpTestResults({ ...test, kilowatt_input: 0 });
    expect(noPower.efficiency).toEqual({ value: null, reason: PUMP_TEST_REASONS.zeroInputPower });
    const noFlow = pumpTestResults({ ...test, flow_rate: 0 });
    expect(noFlow.kwh_per_af).toEqual({ value: null, reason: PUMP_TEST_REASONS.zeroFlow });
    expect(noFlow.af_per_day.value).toBe(0);
    for (const results of [noDrawdown, noPower, noFlow]) {
      for (const quantity of Object.values(results)) {
        expect(quantity.value === null || Number.isFinite(quantity.value)).toBe(true);
      }
    }
  });

  it('says which input is missing', () => {
    const results = pumpTestResults({ ...test, discharge_pressure: null, kilowatt_input: null });
    expect(results.tdh.reason).toBe('Needs a discharge pressure.');
    expect(results.water_horsepower.reason).toBe('Needs a discharge pressure.');
    expect(results.input_horsepower.reason).toBe('Needs an input power (kW) or horsepower input.');
    expect(results.af_per_day.value).not.toBeNull();
  });

  it('flags an efficiency above 100% as a likely entry error', () => {
    const results = pumpTestResults({ ...test, kilowatt_input: 20 });
    expect(results.efficiency.value).toBeGreaterThan(100);
    expect(efficiencyWarning(results.efficiency)).toBe(PUMP_TEST_REASONS.efficiencyTooHigh);
  });
});
