import { efficiencyWarning, pumpTestResults, type Worked } from '../../../domain/wells/pump-test-arithmetic';
import type { PumpTestResultName } from '../../../domain/wells/well-records';

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A worked-out value of a pump test as a table shows it: the value the server stored, else the domain's
 * arithmetic over the entered values (an entry not yet sent has only those), with the reason a value is
 * blank. The server stores blanks without their reason, so the reason is always worked out here.
 */
export function workedOutValue(test: Readonly<Record<string, unknown>>, name: PumpTestResultName): Worked {
  const stored = numberOr(test[name]);
  if (stored !== null) return { value: stored };
  return pumpTestResults({
    flow_rate: numberOr(test.flow_rate),
    static_water_level: numberOr(test.static_water_level),
    pumping_water_level: numberOr(test.pumping_water_level),
    discharge_pressure: numberOr(test.discharge_pressure),
    horsepower_input: numberOr(test.horsepower_input),
    kilowatt_input: numberOr(test.kilowatt_input),
  })[name];
}

/** The warning a worked-out value carries: an efficiency above 100% is a likely entry error. */
export function workedOutWarning(name: PumpTestResultName, worked: Worked): string | undefined {
  return name === 'efficiency' ? efficiencyWarning(worked) : undefined;
}
