import type { z } from 'zod';
import { waterYearOfDate } from '../admin/water-year';
import { recordSchema, settledRecord, type FieldDefinition } from '../monitoring/field-definitions';
import type { MappedColumn } from './column-mapping';
import { IMPORT_MESSAGES } from './import-texts';
import type { MonitoringDataset } from './monitoring-datasets';
import { isBlank, readCell, type CellContent } from './spreadsheet-cells';

/** What reading a row needs of a dataset. */
export type RowsOfDataset = Pick<
  MonitoringDataset,
  'fields' | 'dateColumns' | 'timeColumns' | 'readingOfColumn'
>;

/** A record ready for the dataset's recordSchema, and as that schema returns it: field name to value. */
export type ImportRecord = Record<string, unknown>;

/** One reason a row is not stored: its spreadsheet row number, the field's column id and what to do. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export type ImportRowReading =
  | { kind: 'record'; record: ImportRecord }
  | { kind: 'problems'; problems: ImportProblem[] }
  | { kind: 'empty' };

const DAY_MS = 86_400_000;
/** Excel's day 0 (1899-12-30), which exceljs also uses: its dates are UTC midnights, its times fall on this day. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/**
 * Excel counts a 29 February 1900 that never was, so its serial numbers before 1 March 1900 (61) name the
 * wrong day; no monitoring reading is that old, so they are not read as dates.
 */
const FIRST_SERIAL = 61;
const LAST_SERIAL = 2_958_466; // 10000-01-01
const FIRST_DATE_MS = EXCEL_EPOCH_MS + FIRST_SERIAL * DAY_MS;

const pad = (value: number) => String(value).padStart(2, '0');
const MIDNIGHT = '00:00:00';
/** Day texts by day number: a file names the same few hundred days again and again. */
const dayTexts = new Map<number, string>();
function isoDay(moment: Date): string {
  const day = Math.floor(moment.getTime() / DAY_MS);
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = moment.toISOString().slice(0, 10);
    if (dayTexts.size < 100_000) dayTexts.set(day, text);
  }
  return text;
}
const excelDate = (serial: number) => new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS));

/** HH:MM:SS of a UTC moment, to the nearest second (Excel keeps times as fractions of a day). */
function clockTime(moment: Date): string {
  const ms = ((moment.getTime() % DAY_MS) + DAY_MS) % DAY_MS;
  if (ms === 0) return MIDNIGHT;
  const seconds = Math.min(Math.round(ms / 1000), 86_399);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

const TIME_TEXT = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*([ap])\.?\s*m\.?)?`;
const TIME = new RegExp(`^${TIME_TEXT}$`, 'i');
// Readings are kept in the basin's local time as written; a zone suffix ('Z', '-08:00') is not applied,
// since converting would move readings to another day.
const ISO_DATE = new RegExp(
  `^(\\d{4})[-/](\\d{1,2})[-/](\\d{1,2})(?:[T ]${TIME_TEXT}\\s*(?:Z|[+-]\\d{2}:?\\d{2})?)?$`,
  'i',
);
// A US basin: a date written with slashes or dashes and the year last is month/day/year, as Excel shows
// dates in the United States.
// Two-digit years are refused rather than guessed.
const US_DATE = new RegExp(`^(\\d{1,2})[/-](\\d{1,2})[/-](\\d{4})(?:\\s+${TIME_TEXT})?$`, 'i');

/** 'HH:MM:SS' from the parts of a written time, or undefined when they are no time of day. */
function timeOf(hours: string, minutes: string, seconds: string | undefined, meridiem: string | undefined) {
  let hour = Number(hours);
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  // out-of-range hours and minutes are left for the field's own check to report
  return `${pad(hour)}:${minutes}:${seconds ?? '00'}`;
}

interface DateReading {
  /** What the date field's schema gets: 'YYYY-MM-DD', or the cell unchanged when it is no date. */
  value: unknown;
  /** A time of day the cell carries too (a date-time), other than midnight. */
  time?: string;
}

function fromMoment(moment: Date): DateReading {
  const time = clockTime(moment);
  return { value: isoDay(moment), time: time === MIDNIGHT ? undefined : time };
}

function dateReading(value: CellContent): DateReading {
  if (value instanceof Date) {
    // a time-only cell (Excel's day 0 or 1) is no date: its text lets the schema say so
    return value.getTime() < FIRST_DATE_MS ? { value: clockTime(value) } : fromMoment(value);
  }
  if (typeof value === 'number') {
    // a date read without its number format (exceljs's streaming reader, and its formula results) is Excel's serial day
    return value >= FIRST_SERIAL && value < LAST_SERIAL ? fromMoment(excelDate(value)) : { value };
  }
  if (typeof value !== 'string') return { value };
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  const match = iso ?? us;
  if (!match) return { value: text };
  const [year, month, day] = iso ? [match[1], match[2], match[3]] : [match[3], match[1], match[2]];
  const [hours, minutes, seconds, meridiem] = match.slice(4, 8);
  const time = hours === undefined ? undefined : timeOf(hours, minutes, seconds, meridiem);
  if (hours !== undefined && time === undefined) return { value: text };
  return {
    value: `${year}-${pad(Number(month))}-${pad(Number(day))}`,
    time: time === MIDNIGHT ? undefined : time,
  };
}

function timeValue(value: CellContent): unknown {
  if (value instanceof Date) return clockTime(value);
  if (typeof value === 'number') {
    // a time cell read without its number format is a fraction of a day
    return value >= 0 && value < 1 ? clockTime(excelDate(value)) : value;
  }
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const match = TIME.exec(text);
  return (match && timeOf(match[1], match[2], match[3], match[4])) ?? text;
}

function textValue(value: CellContent): unknown {
  if (value instanceof Date) {
    const time = clockTime(value);
    return time === MIDNIGHT ? isoDay(value) : `${isoDay(value)} ${time}`;
  }
  // a site id such as 1234 is a number to Excel; Excel shows booleans as TRUE and FALSE
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value;
}

function choiceValue(field: FieldDefinition, value: CellContent): unknown {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return text;
  const wanted = text.trim().toLowerCase();
  const matches = (field.choices ?? []).filter((choice) => choice.toLowerCase() === wanted);
  return matches.length === 1 ? matches[0] : text;
}

function booleanValue(value: CellContent): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : value;
}

/** The cell as its field's schema takes it; the schema, not this, decides whether it is valid. */
function fieldValue(field: FieldDefinition, value: CellContent): unknown {
  switch (field.type) {
    case 'text':
      return textValue(value);
    case 'choice':
      return choiceValue(field, value);
    case 'time':
      return timeValue(value);
    case 'boolean':
      return booleanValue(value);
    default:
      return value;
  }
}

// one schema per field list: building it for each of 100,000 rows would cost more than checking the rows
const schemas = new WeakMap<readonly FieldDefinition[], z.ZodType<ImportRecord>>();
function schemaOf(fields: readonly FieldDefinition[]): z.ZodType<ImportRecord> {
  let schema = schemas.get(fields);
  if (!schema) {
    schema = recordSchema(fields) as z.ZodType<ImportRecord>;
    schemas.set(fields, schema);
  }
  return schema;
}

/**
 * One spreadsheet row (cells from column A, as exceljs gives them) read into a record of the dataset, or
 * the problems that keep it out, each with the row number and the column id. A row with nothing in any
 * mapped column is empty and skipped. A reading without a time keeps an empty time: it counts as noon
 * where a moment is needed (measurementMoment).
 */
export function readImportRow(
  dataset: RowsOfDataset,
  mapping: { columns: readonly MappedColumn[] },
  cells: readonly unknown[],
  rowNumber: number,
): ImportRowReading {
  const values: ImportRecord = {};
  // made only for the rare row that needs them: an import reads hundreds of thousands of rows
  let unreadable: Map<string, string> | undefined;
  let timesOfDates: Map<string, string> | undefined;
  let empty = true;

  for (const { index, field } of mapping.columns) {
    const cell = readCell(cells[index]);
    if (!cell.ok) {
      (unreadable ??= new Map()).set(field.name, cell.message);
      empty = false;
      continue;
    }
    if (isBlank(cell.value)) {
      values[field.name] = null;
      continue;
    }
    empty = false;
    if (field.type === 'date') {
      const reading = dateReading(cell.value);
      values[field.name] = reading.value;
      const timeColumn = dataset.timeColumns[dataset.dateColumns.indexOf(field.name)];
      if (reading.time && timeColumn) (timesOfDates ??= new Map()).set(timeColumn, reading.time);
    } else {
      values[field.name] = fieldValue(field, cell.value);
    }
  }
  if (empty) return { kind: 'empty' };

  // a date-time in the date column dates and times the reading when its time column is empty
  for (const [timeColumn, time] of timesOfDates ?? []) {
    if (values[timeColumn] === null || values[timeColumn] === undefined) values[timeColumn] = time;
  }

  const problems: ImportProblem[] = [...(unreadable ?? [])].map(([column, message]) => ({
    row: rowNumber,
    column,
    message,
  }));
  const settled = problems.length === 0 ? settledRecord(dataset.fields, values) : undefined;
  const parsed = settled
    ? ({ success: true, data: settled } as const)
    : schemaOf(dataset.fields).safeParse(values);
  if (parsed.success) {
    if (problems.length === 0) {
      const undated = datingProblem(dataset, parsed.data);
      if (!undated) return { kind: 'record', record: parsed.data };
      problems.push({ row: rowNumber, ...undated });
    }
  } else {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0]);
      // one message a column: an unreadable cell also fails its field's schema
      if (!problems.some((problem) => problem.column === column)) {
        problems.push({ row: rowNumber, column, message: issue.message });
      }
    }
  }
  return { kind: 'problems', problems: orderedByColumn(dataset, problems) };
}

/** A valid record still needs a date to be placed in a water year, and each time needs its date. */
function datingProblem(dataset: RowsOfDataset, record: ImportRecord): Omit<ImportProblem, 'row'> | null {
  for (const [at, dateColumn] of dataset.dateColumns.entries()) {
    const timeColumn = dataset.timeColumns[at];
    if (timeColumn && record[timeColumn] !== null && record[dateColumn] === null) {
      return { column: dateColumn, message: IMPORT_MESSAGES.timeWithoutDate(timeColumn) };
    }
  }
  return datedBy(dataset, record)
    ? null
    : { column: dataset.dateColumns[0], message: IMPORT_MESSAGES.noReadingDate(dataset.dateColumns) };
}

/** Problems in the order of the dataset's columns, as the result table lists them. */
function orderedByColumn(dataset: RowsOfDataset, problems: ImportProblem[]): ImportProblem[] {
  const position = (column: string) => dataset.fields.findIndex((field) => field.name === column);
  return problems.sort((a, b) => position(a.column) - position(b.column));
}

/**
 * The day that dates a record, and the column it comes from: the first filled of the dataset's date columns.
 * It decides the water year the reading belongs to and the one-reading-per-site-and-day rule.
 */
export function datedBy(
  dataset: Pick<RowsOfDataset, 'dateColumns'>,
  record: ImportRecord,
): { column: string; day: string } | null {
  for (const column of dataset.dateColumns) {
    const day = record[column];
    if (typeof day === 'string' && day !== '') return { column, day };
  }
  return null;
}

/** The record's date, 'YYYY-MM-DD' (first filled of the dataset's date columns), or null. */
export function readingDay(dataset: Pick<RowsOfDataset, 'dateColumns'>, record: ImportRecord): string | null {
  return datedBy(dataset, record)?.day ?? null;
}

/** The water year (October to September) the record's reading falls in, or null without a date. */
export function readingWaterYear(
  dataset: Pick<RowsOfDataset, 'dateColumns'>,
  record: ImportRecord,
): number | null {
  const day = readingDay(dataset, record);
  return day === null ? null : waterYearOfDate(day);
}
