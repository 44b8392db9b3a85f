import { BASIN_TIME_ZONE, basinWallClock } from '../dates/date-format';

/**
 * The OGC `datetime` parameter as the service filters by it. Readings are dated by calendar day in the basin
 * (their time is local and optional), so an instant is read as the basin's day it falls on and an interval
 * as the days from its start's to its end's, both included. `null` is an open end ('..' or nothing).
 */
export interface DayInterval {
  start: string | null;
  end: string | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Whether year, month and day name a day of the calendar (no 2023-02-29), years 1 to 9999. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD of a moment as a calendar day in the basin. */
export function basinDayOf(moment: Date): string {
  const clock = basinWallClock(moment, BASIN_TIME_ZONE);
  return `${pad(clock.getUTCFullYear(), 4)}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** One instant of an interval (a date, or an RFC 3339 date-time) as the basin's calendar day, or null. */
function dayOf(text: string): string | null {
  const date = DATE.exec(text);
  if (date) {
    const [year, month, day] = date.slice(1, 4).map(Number);
    return isCalendarDay(year, month, day) ? text : null;
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return null;
  const [year, month, day, hour, minute, second] = dateTime.slice(1, 7).map(Number);
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 60) return null;
  const [, , , , , , , , zulu, sign, offsetHours, offsetMinutes] = dateTime;
  // without an offset the time is the basin's own clock: its date is the day
  if (!zulu && !sign) return `${dateTime[1]}-${dateTime[2]}-${dateTime[3]}`;
  if (sign && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return null;
  const offsetMs = sign
    ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000
    : 0;
  const local = new Date(0);
  local.setUTCFullYear(year, month - 1, day);
  local.setUTCHours(hour, minute, Math.min(second, 59));
  return basinDayOf(new Date(local.getTime() - offsetMs));
}

const INVALID =
  "datetime must be a date or an RFC 3339 date-time (2024-01-15, 2024-01-15T08:30:00Z), or an interval of two of them separated by '/', with '..' for an open end (2024-01-01/2024-06-30, ../2024-06-30, 2024-01-01/..)";

/** Parses `datetime` (OGC API - Features Part 1, /req/core/fc-time-definition). */
export function parseDatetime(raw: string): Checked<DayInterval> {
  const text = raw.trim();
  const parts = text.split('/');
  if (parts.length > 2 || text === '') return { ok: false, message: INVALID };
  if (parts.length === 1) {
    const day = dayOf(text);
    return day ? { ok: true, value: { start: day, end: day } } : { ok: false, message: INVALID };
  }
  const [start, end] = parts.map((part) => (part === '..' || part === '' ? null : dayOf(part)));
  const invalid = (part: string, day: string | null) => part !== '..' && part !== '' && day === null;
  if (invalid(parts[0], start) || invalid(parts[1], end)) return { ok: false, message: INVALID };
  if (start && end && start > end)
    return { ok: false, message: `datetime's interval ends (${parts[1]}) before it starts (${parts[0]})` };
  return { ok: true, value: { start, end } };
}

/** The RFC 3339 instant (UTC) at which a calendar day begins in the basin. */
export function basinDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, date);
  // the basin's clock runs behind UTC by its offset; two steps settle a day on which the offset changes
  let instant = midnight.getTime();
  for (let step = 0; step < 2; step++) {
    const offset = basinWallClock(new Date(instant)).getTime() - instant;
    instant = midnight.getTime() - offset;
  }
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

/** The RFC 3339 instant (UTC) of the last second of a calendar day in the basin. */
export function basinDayEnd(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, date + 1);
  const nextDay = `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
  return new Date(Date.parse(basinDayStart(nextDay)) - 1000).toISOString().replace('.000Z', 'Z');
}
