import { addDays, LAST_READING_DATE, utcDate } from './basin-climate';
import type { Random } from './random';

/** How often a round was missed: more in the early decades, rarely since SGMA (2015). */
function missed(random: Random, year: number, scale = 1): boolean {
  const chance = year < 1990 ? 0.12 : year < 2015 ? 0.06 : 0.02;
  return random.chance(chance * scale);
}

/** DWR's seasonal rounds: spring (mid February to March, before pumping) and fall (October, after it). */
export function semiannualDates(random: Random, firstYear: number, lastYear = 2026): Date[] {
  const dates: Date[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    if (!missed(random, year)) dates.push(addDays(utcDate(year, 2, 15), random.integer(0, 44)));
    const fall = addDays(utcDate(year, 10, 1), random.integer(0, year === 2026 ? 19 : 40));
    if (!missed(random, year) && fall <= LAST_READING_DATE) dates.push(fall);
  }
  return dates;
}

export function monthlyDates(random: Random, first: Date, last = LAST_READING_DATE, skip = 0.02): Date[] {
  const dates: Date[] = [];
  for (let year = first.getUTCFullYear(), month = first.getUTCMonth() + 1; ; month++) {
    if (month > 12) {
      month = 1;
      year++;
    }
    const date = utcDate(year, month, random.integer(3, 26));
    if (date > last) break;
    if (date >= first && !random.chance(skip)) dates.push(date);
  }
  return dates;
}

/** January, April, July and October rounds. */
export function quarterlyDates(random: Random, firstYear: number, last = LAST_READING_DATE): Date[] {
  const dates: Date[] = [];
  for (let year = firstYear; year <= last.getUTCFullYear(); year++) {
    for (const month of [1, 4, 7, 10]) {
      const date = utcDate(year, month, random.integer(4, 24));
      if (date <= last && !missed(random, year, 0.5)) dates.push(date);
    }
  }
  return dates;
}

export function yearlyDates(random: Random, firstYear: number, months: [number, number], every = 1): Date[] {
  const dates: Date[] = [];
  for (let year = firstYear; year <= 2026; year += every) {
    const month = random.integer(months[0], months[1]);
    const date = utcDate(year, month, random.integer(2, 27));
    if (date <= LAST_READING_DATE && !missed(random, year)) dates.push(date);
  }
  return dates;
}

export function dailyDates(first: Date, last: Date): Date[] {
  const dates: Date[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
