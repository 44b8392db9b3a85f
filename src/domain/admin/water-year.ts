import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';

/** spec 2 §3: the server's year_type choices, with their colours (spec 2 §9). */
export const YEAR_TYPES = ['Wet', 'Above Normal', 'Below Normal', 'Dry', 'Critical'] as const;
export type YearType = (typeof YEAR_TYPES)[number];
export const YEAR_TYPE_COLOURS: Record<YearType, string> = {
  Wet: '#0070c0',
  'Above Normal': '#92c5de',
  'Below Normal': '#bfbfbf',
  Dry: '#ffc000',
  Critical: '#c00000',
};
export const OTHER_YEAR_TYPE_COLOUR = 'grey';

export interface WaterYearLike {
  id: number;
  water_year: number;
  is_active: boolean;
}

/** spec 2 §4: the flagged water year, otherwise the one with the highest water_year. */
export function defaultActiveWaterYear<T extends WaterYearLike>(years: readonly T[]): T | undefined {
  const flagged = years.find((year) => year.is_active);
  if (flagged) return flagged;
  return years.reduce<T | undefined>(
    (best, year) => (!best || year.water_year > best.water_year ? year : best),
    undefined,
  );
}

/** A water year runs October 1 of the year before to September 30 (spec 2 §9). */
export function waterYearBounds(waterYear: number): { start: string; end: string } {
  return { start: `${waterYear - 1}-10-01`, end: `${waterYear}-09-30` };
}

/** The water year a calendar date (YYYY-MM-DD) falls in. */
export function waterYearOfDate(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 10 ? year + 1 : year;
}

/** The calendar's months, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The labels water_year_start_lbl / water_year_end_lbl, e.g. 'October 1, 2025'. */
export function waterYearDateLabel(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A real calendar date: Date.parse alone accepts days past the month's end, such as 2026-02-30. */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string({ error: ACCOUNT_TEXTS.fieldRequired })
  .min(1, { message: ACCOUNT_TEXTS.fieldRequired, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD.', abort: true })
  .refine(isCalendarDate, 'Enter a valid date.');

/** A form's empty text or choice is a value not given. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * spec 2 §2.15: the water year form and /wateryears/ (the spec sets no rules; these keep the data sound).
 * An empty import window or year type is stored as not set.
 */
export const waterYearSchema = z
  .object({
    water_year: z.preprocess(
      emptyAsUnset,
      z.coerce
        .number({ error: ACCOUNT_TEXTS.fieldRequired })
        .int('Enter a whole year.')
        .min(1900, 'Enter a year from 1900 to 2200.')
        .max(2200, 'Enter a year from 1900 to 2200.'),
    ),
    water_year_start: isoDate,
    water_year_end: isoDate,
    import_start: z.preprocess(emptyAsNull, isoDate.nullable().optional()),
    import_end: z.preprocess(emptyAsNull, isoDate.nullable().optional()),
    is_active: z.boolean().optional().default(false),
    year_type: z.preprocess(
      emptyAsNull,
      z.enum(YEAR_TYPES, { error: 'Select a valid year type.' }).nullable().optional(),
    ),
  })
  .refine((value) => value.water_year_start < value.water_year_end, {
    path: ['water_year_end'],
    message: 'The end date must be after the start date.',
  })
  .refine((value) => !value.import_start || !value.import_end || value.import_start <= value.import_end, {
    path: ['import_end'],
    message: 'The import end must not be before the import start.',
  });
export type WaterYearInput = z.input<typeof waterYearSchema>;

/** spec 2 §2.15, §8: the texts of the water year screens. */
export const WATER_YEAR_TEXTS = {
  listTitle: 'Manage Water Year',
  filter: 'Filter Water Year',
  add: 'Add Water Year',
  empty: 'No Water Years Found',
  deleteQuestion: (name: string | number) => `Are you sure you wish to delete ${name}?`,
  deleteConfirm: 'Delete Water Year',
  newTitle: 'Add Water Year',
  editTitle: 'Edit Water Year',
} as const;
