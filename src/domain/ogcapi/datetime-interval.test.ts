import { describe, expect, it } from 'vitest';
import { basinDayEnd, basinDayOf, basinDayStart, parseDatetime } from './datetime-interval';

const days = (raw: string) => {
  const parsed = parseDatetime(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('parseDatetime', () => {
  it('reads a date as that day', () => {
    expect(days('2024-01-15')).toEqual({ start: '2024-01-15', end: '2024-01-15' });
  });

  it("reads a date-time as the basin's calendar day it falls on", () => {
    expect(days('2024-01-15T20:00:00Z')).toEqual({ start: '2024-01-15', end: '2024-01-15' });
    // 05:00 UTC is still the evening before in California
    expect(days('2024-01-16T05:00:00Z')).toEqual({ start: '2024-01-15', end: '2024-01-15' });
    expect(days('2024-01-15T23:30:00-08:00')).toEqual({ start: '2024-01-15', end: '2024-01-15' });
    expect(days('2024-07-01T06:59:59.5Z')).toEqual({ start: '2024-06-30', end: '2024-06-30' });
    // without an offset the time is the basin's own clock
    expect(days('2024-01-16T01:00:00')).toEqual({ start: '2024-01-16', end: '2024-01-16' });
  });

  it('reads the interval forms, bounded and half-bounded, with .. or nothing for an open end', () => {
    expect(days('2024-01-01/2024-06-30')).toEqual({ start: '2024-01-01', end: '2024-06-30' });
    expect(days('../2024-06-30')).toEqual({ start: null, end: '2024-06-30' });
    expect(days('2024-01-01/..')).toEqual({ start: '2024-01-01', end: null });
    expect(days('/2024-06-30')).toEqual({ start: null, end: '2024-06-30' });
    expect(days('2024-01-01/')).toEqual({ start: '2024-01-01', end: null });
    expect(days('../..')).toEqual({ start: null, end: null });
    expect(days('2024-01-01T00:00:00Z/2024-02-01T12:00:00Z')).toEqual({
      start: '2023-12-31',
      end: '2024-02-01',
    });
  });

  it('refuses what is no date, a day the calendar has not, and an interval that ends before it starts', () => {
    for (const raw of [
      '',
      'yesterday',
      '2024-13-01',
      '2023-02-29',
      '2024-01-15T25:00:00Z',
      '2024-01-15 10:00',
      '2024/01/15/x',
      '0000-01-01',
    ]) {
      expect(parseDatetime(raw).ok, raw).toBe(false);
    }
    const backwards = parseDatetime('2024-06-30/2024-01-01');
    expect(backwards).toEqual({ ok: false, message: expect.stringMatching(/ends .* before it starts/) });
    expect(parseDatetime('2024-02-29').ok).toBe(true);
  });
});

describe('the basin day of a moment and its bounds', () => {
  it('gives the calendar day in California', () => {
    expect(basinDayOf(new Date('2024-03-05T02:00:00Z'))).toBe('2024-03-04');
    expect(basinDayOf(new Date('2024-03-05T18:00:00Z'))).toBe('2024-03-05');
  });

  it('gives when a day begins and ends there, in winter and in summer time', () => {
    expect(basinDayStart('2024-01-15')).toBe('2024-01-15T08:00:00Z');
    expect(basinDayEnd('2024-01-15')).toBe('2024-01-16T07:59:59Z');
    expect(basinDayStart('2024-07-01')).toBe('2024-07-01T07:00:00Z');
    expect(basinDayEnd('2024-12-31')).toBe('2025-01-01T07:59:59Z');
    // the day the clocks go forward has 23 hours
    expect(basinDayStart('2024-03-10')).toBe('2024-03-10T08:00:00Z');
    expect(basinDayEnd('2024-03-10')).toBe('2024-03-11T06:59:59Z');
  });
});
