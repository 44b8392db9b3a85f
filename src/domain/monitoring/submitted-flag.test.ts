import { describe, expect, it } from 'vitest';
import { readSubmittedFlag } from './submitted-flag';

describe('readSubmittedFlag', () => {
  it('reads booleans, 0 and 1 and their texts, in any case', () => {
    for (const value of [true, 1, '1', 'True', ' true '])
      expect(readSubmittedFlag(value), String(value)).toBe(true);
    for (const value of [false, 0, '0', 'False']) expect(readSubmittedFlag(value), String(value)).toBe(false);
  });

  it('tells a missing flag from one it cannot read', () => {
    expect(readSubmittedFlag(undefined)).toBeUndefined();
    for (const value of [null, '', 'maybe', 2, [], {}, 'constructor'])
      expect(readSubmittedFlag(value)).toBeNull();
  });
});
