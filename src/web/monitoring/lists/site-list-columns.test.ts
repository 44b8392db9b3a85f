import { describe, expect, it } from 'vitest';
import { dateRangeStart } from './site-list-columns';

describe('dateRangeStart', () => {
  it("reads the first date of 'MM/DD/YYYY - MM/DD/YYYY' as YYYY-MM-DD", () => {
    expect(dateRangeStart('03/01/2016 - 09/30/2023')).toBe('2016-03-01');
  });

  it('is empty for a site without readings', () => {
    expect(dateRangeStart('')).toBe('');
    expect(dateRangeStart(null)).toBe('');
  });
});
