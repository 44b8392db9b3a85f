/** How DWR's files write a value: text as it is, `NA` (or nothing) for an empty one. */

import { DWR_COLUMN_KINDS, type DwrMeasurementColumn, type DwrStationColumn } from './dwr-files';

/** A CSV cell as the reader gives it. */
export type DwrCell = string | null | undefined;

/** What DWR's files write for a value they lack (R's missing value): the measurements file has no empty cell. */
export const DWR_NA = 'NA';

/** The cell's text trimmed, as a key (SITE_CODE) or a code (WLM_QA_DESC) is matched; null when empty or `NA`. */
export function dwrText(cell: DwrCell): string | null {
  if (cell === null || cell === undefined) return null;
  const text = cell.trim();
  return text === '' || text === DWR_NA ? null : text;
}

/**
 * The cell's text as written, spaces and all, as a value (WELL_NAME, MSMT_CMT, ...) is stored and written
 * back; null when it is empty, blank or `NA`.
 */
export function dwrValue(cell: DwrCell): string | null {
  if (cell === null || cell === undefined) return null;
  const text = cell.trim();
  return text === '' || text === DWR_NA ? null : cell;
}

/** A text of one of DWR's columns as the DMS keeps it: a code trimmed, as it is matched; free text as written. */
export function dwrColumnText(column: DwrMeasurementColumn | DwrStationColumn, cell: DwrCell): string | null {
  return DWR_COLUMN_KINDS[column] === 'text' ? dwrValue(cell) : dwrText(cell);
}

/**
 * A stored text as DWR's file writes it in `column`, by the same rule as it is read (dwrColumnText): a code
 * trimmed, free text as written; null when blank.
 */
export function dwrWrittenText(
  column: DwrMeasurementColumn | DwrStationColumn,
  text: string | null,
): string | null {
  if (!text?.trim()) return null;
  return DWR_COLUMN_KINDS[column] === 'text' ? text : text.trim();
}

/** A cell that should hold a number and holds something else. */
export const NOT_A_NUMBER = Symbol('not a number');

/** The cell's number; null when it is empty or `NA`; NOT_A_NUMBER when it is text. */
export function dwrNumber(cell: DwrCell): number | null | typeof NOT_A_NUMBER {
  const text = dwrText(cell);
  if (text === null) return null;
  const value = Number(text.includes(',') ? text.replace(/,/g, '') : text);
  return Number.isFinite(value) ? value : NOT_A_NUMBER;
}

/** A reading's day and clock time, as the DMS keeps them: the basin's local time. */
export interface DwrMoment {
  date: string;
  /** HH:MM:SS; null for DWR's midnight, which is how its file writes a reading taken on a day at no stated time. */
  time: string | null;
}

const pad = (value: number | string) => String(value).padStart(2, '0');
const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?`;
// 2004-03-01T00:00:00Z, as DWR writes it; 2004-03-01 09:30, as a spreadsheet saves it again; or a day alone
const ISO = new RegExp(
  String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]${CLOCK}\s*(?:Z|[+-]\d{2}:?\d{2})?)?$`,
  'i',
);
// 3/1/2004 9:30 AM: the same file opened and saved in a United States spreadsheet
const US = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})(?:\s+${CLOCK}(?:\s*([AP])M)?)?$`, 'i');

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month - 1] + (leap ? 1 : 0);
}

/**
 * MSMT_DATE as the DMS keeps it. DWR's dictionary calls the column "Date/Time (in PST)" and its file
 * writes it as 2004-03-01T00:00:00Z: the clock is the basin's local one, the Z notwithstanding (its
 * readings cluster at field hours, 08:00 to 12:00, and a day alone is written at midnight), so the zone is
 * not applied; applying it would move every such reading to the day before (docs/SPEC-NOTES.md).
 */
export function dwrMoment(cell: DwrCell): DwrMoment | null {
  const text = dwrText(cell);
  if (text === null) return null;
  let parts: { year: number; month: number; day: number; hour: number; minute: number; second: number };
  const iso = ISO.exec(text);
  const us = iso ? null : US.exec(text);
  if (iso) {
    const [, year, month, day, hour = '0', minute = '0', second = '0'] = iso;
    parts = {
      year: +year,
      month: +month,
      day: +day,
      hour: +hour,
      minute: +minute,
      second: +second,
    };
  } else if (us) {
    const [, month, day, year, hour = '0', minute = '0', second = '0', meridiem] = us;
    let hours = +hour;
    if (meridiem) {
      if (hours < 1 || hours > 12) return null;
      hours = (hours % 12) + (meridiem.toUpperCase() === 'P' ? 12 : 0);
    }
    parts = { year: +year, month: +month, day: +day, hour: hours, minute: +minute, second: +second };
  } else {
    return null;
  }
  const { year, month, day, hour, minute, second } = parts;
  if (!validDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const midnight = hour === 0 && minute === 0 && second === 0;
  return { date, time: midnight ? null : `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

/** MSMT_DATE as DWR writes it, from the DMS's day and time (midnight when the reading has no time). */
export function dwrMomentText(date: string, time: string | null): string {
  const clock = /^\d{2}:\d{2}(:\d{2})?/.exec(time ?? '')?.[0];
  const hms = clock ? (clock.length === 5 ? `${clock}:00` : clock) : '00:00:00';
  return `${date.slice(0, 10)}T${hms}Z`;
}
