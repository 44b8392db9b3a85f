import type { Random } from './random';

/**
 * The weather the demo hydrographs follow: San Joaquin Valley index year types (W, AN, BN, D, C) as published
 * for 1958-2024; 2025 and 2026 are the demo values of demo-accounts.ts. Droughts (1976-77, 1987-92, 2007-09,
 * 2012-16, 2020-22) deepen water levels and speed up subsidence; wet years do the opposite.
 */
const SJV_YEAR_TYPES =
  'W D C C BN AN D W BN W D W AN BN D AN W W C C W AN W D W W AN D W C C C C C C W C W W W W AN AN D D BN D W W C C BN AN W D C C C D W BN W D C C W AN BN D';
const FIRST_TYPED_YEAR = 1958;
const YEAR_TYPES = SJV_YEAR_TYPES.split(' ');

export type YearTypeCode = 'W' | 'AN' | 'BN' | 'D' | 'C';

export function yearTypeOf(waterYear: number): YearTypeCode {
  const index = Math.max(0, Math.min(YEAR_TYPES.length - 1, waterYear - FIRST_TYPED_YEAR));
  return YEAR_TYPES[index] as YearTypeCode;
}

/** Feet a water level sits deeper than its long-term trend at the end of each water year. */
const DRY_EFFECT: Record<YearTypeCode, number> = { W: -14, AN: -6, BN: 2, D: 8, C: 14 };
const LEVEL_ANOMALY = new Map<number, number>();
{
  let anomaly = 0;
  for (let year = FIRST_TYPED_YEAR; year <= FIRST_TYPED_YEAR + YEAR_TYPES.length; year++) {
    anomaly = 0.62 * anomaly + DRY_EFFECT[yearTypeOf(year)];
    LEVEL_ANOMALY.set(year, anomaly);
  }
}

/** Drought deepening in ft at a decimal year, smoothed between water year ends (September 30). */
export function levelAnomaly(decimal: number): number {
  const waterYear = Math.floor(decimal + 0.25);
  const within = decimal + 0.25 - waterYear;
  const before = LEVEL_ANOMALY.get(waterYear - 1) ?? 0;
  const after = LEVEL_ANOMALY.get(waterYear) ?? before;
  return before + (after - before) * within;
}

/** How much water a stream carries in a water year, relative to a below normal year. */
export function wetness(waterYear: number): number {
  return { W: 2.1, AN: 1.45, BN: 1, D: 0.65, C: 0.35 }[yearTypeOf(waterYear)];
}

/** How fast the clays compact in a water year, relative to an average year. */
export function compactionPace(waterYear: number): number {
  return { W: 0.45, AN: 0.7, BN: 1, D: 1.35, C: 1.75 }[yearTypeOf(waterYear)];
}

/** The water year of a date: October 1 starts the next one. */
export function waterYearOf(date: Date): number {
  return date.getUTCMonth() >= 9 ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
}

export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function decimalYear(date: Date): number {
  const year = date.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  return year + (date.getTime() - start) / (Date.UTC(year + 1, 0, 1) - start);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** A working-hours time, or none (spec 1 §5: such a reading counts as noon). */
export function fieldTime(random: Random, withoutTime = 0.2): string | null {
  if (random.chance(withoutTime)) return null;
  const minutes = random.integer(7 * 60, 16 * 60 + 30);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** The demo's "now": the last readings are the fall 2026 round (spec 2 §9: water years end September 30). */
export const LAST_READING_DATE = utcDate(2026, 10, 20);
/** Readings from this date on belong to the water year GSPs are still collecting (2026). */
export const NEWEST_WATER_YEAR_START = '2025-10-01';
