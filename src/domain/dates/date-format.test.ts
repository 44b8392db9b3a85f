import { describe, expect, it } from 'vitest';
import { basinWallClock, usDateLabel } from './date-format';

describe('usDateLabel', () => {
  it('shows a moment as MM/DD/YYYY in the basin', () => {
    expect(usDateLabel(new Date('2024-03-05T18:00:00Z'))).toBe('03/05/2024');
    // 02:00 UTC is still the evening before in California
    expect(usDateLabel(new Date('2024-03-05T02:00:00Z'))).toBe('03/04/2024');
  });

  it('shows the day in another time zone when asked', () => {
    expect(usDateLabel(new Date('2024-03-05T02:00:00Z'), 'UTC')).toBe('03/05/2024');
  });
});

describe('basinWallClock', () => {
  it('gives the basin’s clock time of a moment, in summer and in winter time', () => {
    expect(basinWallClock(new Date('2026-07-01T18:30:15Z')).toISOString()).toBe('2026-07-01T11:30:15.000Z');
    expect(basinWallClock(new Date('2026-11-26T07:05:00Z')).toISOString()).toBe('2026-11-25T23:05:00.000Z');
  });
});
