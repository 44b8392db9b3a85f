/**
 * How a representative well's latest groundwater elevation stands against its plan's sustainability
 * criteria: the minimum threshold (gsp_threshold) and the measurable objective, both elevations in feet.
 */

export const CRITERIA_STATUS = {
  noElevation: 'No groundwater elevation measured',
  noCriteria: 'No minimum threshold or measurable objective set',
  atOrAboveObjective: 'At or above the measurable objective',
  betweenThresholdAndObjective: 'Below the measurable objective, above the minimum threshold',
  belowObjective: 'Below the measurable objective',
  aboveThreshold: 'Above the minimum threshold',
  belowThreshold: 'Below the minimum threshold',
} as const;

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function criteriaStatus(
  elevation: number | null | undefined,
  minimumThreshold: number | null | undefined,
  measurableObjective: number | null | undefined,
): string {
  if (!isNumber(elevation)) return CRITERIA_STATUS.noElevation;
  const hasThreshold = isNumber(minimumThreshold);
  const hasObjective = isNumber(measurableObjective);
  if (!hasThreshold && !hasObjective) return CRITERIA_STATUS.noCriteria;
  if (hasThreshold && elevation < minimumThreshold) return CRITERIA_STATUS.belowThreshold;
  if (hasObjective && elevation >= measurableObjective) return CRITERIA_STATUS.atOrAboveObjective;
  if (hasObjective) {
    return hasThreshold ? CRITERIA_STATUS.betweenThresholdAndObjective : CRITERIA_STATUS.belowObjective;
  }
  return CRITERIA_STATUS.aboveThreshold;
}

/**
 * The latest reading that measured the water (a depth or an elevation); a reading that records only why
 * no measurement was taken (its no-measurement code) is passed over. The last reading when none did.
 */
export function latestMeasurement<T extends { measurement_depth: number | null; surf_elev: number | null }>(
  readings: readonly T[],
): T | undefined {
  return (
    readings.findLast((reading) => isNumber(reading.surf_elev) || isNumber(reading.measurement_depth)) ??
    readings.at(-1)
  );
}
