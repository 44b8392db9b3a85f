import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../http/field-errors';
import {
  defaultActiveWaterYear,
  waterYearBounds,
  waterYearDateLabel,
  waterYearOfDate,
  waterYearSchema,
  YEAR_TYPE_COLOURS,
  YEAR_TYPES,
} from './water-year';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('defaultActiveWaterYear', () => {
  it('is the water year flagged active, even when a later one exists', () => {
    const years = [
      { id: 1, water_year: 2024, is_active: false },
      { id: 2, water_year: 2025, is_active: true },
      { id: 3, water_year: 2026, is_active: false },
    ];
    expect(defaultActiveWaterYear(years)?.id).toBe(2);
  });

  it('is the one with the highest water_year when none is flagged', () => {
    const years = [
      { id: 1, water_year: 2024, is_active: false },
      { id: 3, water_year: 2026, is_active: false },
      { id: 2, water_year: 2025, is_active: false },
    ];
    expect(defaultActiveWaterYear(years)?.id).toBe(3);
  });

  it('is undefined when there are no water years', () => {
    expect(defaultActiveWaterYear([])).toBeUndefined();
  });
});

describe('waterYearBounds', () => {
  it('runs from October 1 of the previous year to September 30', () => {
    expect(waterYearBounds(2026)).toEqual({ start: '2025-10-01', end: '2026-09-30' });
  });
});

describe('waterYearOfDate', () => {
  it('counts September 30 in the water year of its calendar year', () => {
    expect(waterYearOfDate('2025-09-30')).toBe(2025);
  });

  it('counts October 1 in the next water year', () => {
    expect(waterYearOfDate('2025-10-01')).toBe(2026);
    expect(waterYearOfDate('2025-12-31')).toBe(2026);
    expect(waterYearOfDate('2026-01-01')).toBe(2026);
  });
});

describe('waterYearDateLabel', () => {
  it("writes a date as 'Month D, YYYY'", () => {
    expect(waterYearDateLabel('2025-10-01')).toBe('October 1, 2025');
    expect(waterYearDateLabel('2026-09-30')).toBe('September 30, 2026');
  });

  it('ignores a time part', () => {
    expect(waterYearDateLabel('2026-01-05T00:00:00Z')).toBe('January 5, 2026');
  });

  it('is empty for a missing date', () => {
    expect(waterYearDateLabel(null)).toBe('');
    expect(waterYearDateLabel(undefined)).toBe('');
    expect(waterYearDateLabel('')).toBe('');
  });
});

describe('year types', () => {
  it("are the server's choices with their colours", () => {
    expect(YEAR_TYPES).toEqual(['Wet', 'Above Normal', 'Below Normal', 'Dry', 'Critical']);
    expect(YEAR_TYPE_COLOURS).toEqual({
      Wet: '#0070c0',
      'Above Normal': '#92c5de',
      'Below Normal': '#bfbfbf',
      Dry: '#ffc000',
      Critical: '#c00000',
    });
  });
});

describe('waterYearSchema', () => {
  const year2026 = { water_year: 2026, water_year_start: '2025-10-01', water_year_end: '2026-09-30' };

  it('accepts a water year and reads the year from text', () => {
    expect(waterYearSchema.parse({ ...year2026, water_year: '2026' })).toEqual({
      ...year2026,
      is_active: false,
    });
  });

  it('requires the year', () => {
    expect(errorsOf(waterYearSchema, { ...year2026, water_year: 'abc' })).toEqual({
      water_year: ['Field is required'],
    });
    expect(errorsOf(waterYearSchema, { ...year2026, water_year: 2026.5 })).toEqual({
      water_year: ['Enter a whole year.'],
    });
  });

  it('requires the end date to be after the start date', () => {
    expect(errorsOf(waterYearSchema, { ...year2026, water_year_end: '2025-10-01' })).toEqual({
      water_year_end: ['The end date must be after the start date.'],
    });
    expect(errorsOf(waterYearSchema, { ...year2026, water_year_end: '2025-09-30' })).toEqual({
      water_year_end: ['The end date must be after the start date.'],
    });
  });

  it('does not let the import window end before it starts', () => {
    expect(
      errorsOf(waterYearSchema, { ...year2026, import_start: '2026-10-01', import_end: '2026-09-30' }),
    ).toEqual({ import_end: ['The import end must not be before the import start.'] });
    expect(
      waterYearSchema.parse({ ...year2026, import_start: '2026-10-01', import_end: '2026-10-01' }).import_end,
    ).toBe('2026-10-01');
  });

  it('leaves the import window open when one end is not set', () => {
    expect(
      waterYearSchema.parse({ ...year2026, import_start: '2026-10-01', import_end: null }).import_start,
    ).toBe('2026-10-01');
  });

  it('accepts only the listed year types', () => {
    expect(waterYearSchema.parse({ ...year2026, year_type: 'Below Normal' }).year_type).toBe('Below Normal');
    expect(waterYearSchema.parse({ ...year2026, year_type: null }).year_type).toBeNull();
    expect(errorsOf(waterYearSchema, { ...year2026, year_type: 'Very Wet' })).toEqual({
      year_type: ['Select a valid year type.'],
    });
  });

  it('requires dates written as YYYY-MM-DD', () => {
    expect(errorsOf(waterYearSchema, { ...year2026, water_year_start: '10/01/2025' })).toEqual({
      water_year_start: ['Enter a date as YYYY-MM-DD.'],
    });
  });

  it('rejects a calendar date that does not exist', () => {
    expect(errorsOf(waterYearSchema, { ...year2026, water_year_start: '2025-13-01' })).toEqual({
      water_year_start: ['Enter a valid date.'],
    });
    expect(errorsOf(waterYearSchema, { ...year2026, import_start: '2026-02-30' })).toEqual({
      import_start: ['Enter a valid date.'],
    });
    expect(errorsOf(waterYearSchema, { ...year2026, import_start: '2026-04-31' })).toEqual({
      import_start: ['Enter a valid date.'],
    });
    expect(waterYearSchema.parse({ ...year2026, import_start: '2024-02-29' }).import_start).toBe(
      '2024-02-29',
    );
  });
});

describe('waterYearSchema and the form', () => {
  const form = {
    water_year: '2027',
    water_year_start: '2026-10-01',
    water_year_end: '2027-09-30',
    import_start: '',
    import_end: '',
    is_active: false,
    year_type: '',
  };

  it('reads the form as typed: the year as a number, an empty import window and year type as not set', () => {
    expect(waterYearSchema.parse(form)).toEqual({
      water_year: 2027,
      water_year_start: '2026-10-01',
      water_year_end: '2027-09-30',
      import_start: null,
      import_end: null,
      is_active: false,
      year_type: null,
    });
  });

  it("says 'Field is required' for an empty year, start or end", () => {
    expect(
      errorsOf(waterYearSchema, { ...form, water_year: '', water_year_start: '', water_year_end: '' }),
    ).toEqual({
      water_year: ['Field is required'],
      water_year_start: ['Field is required'],
      water_year_end: ['Field is required'],
    });
  });
});
