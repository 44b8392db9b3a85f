import { describe, expect, it } from 'vitest';
import { usDateLabel } from './date-format';

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
