import { describe, expect, it } from 'vitest';
import { signInDelayMs } from './sign-in-slowdown';

const slowdown = { stepMs: 250, maxMs: 2000 };

describe('signInDelayMs', () => {
  it('makes no one wait within the free wrong passwords', () => {
    expect(signInDelayMs(0, 2, slowdown)).toBe(0);
    expect(signInDelayMs(2, 2, slowdown)).toBe(0);
  });

  it('doubles the wait with each wrong password past the free ones', () => {
    expect([3, 4, 5, 6].map((failures) => signInDelayMs(failures, 2, slowdown))).toEqual([
      250, 500, 1000, 2000,
    ]);
  });

  it('never makes anyone wait longer than the ceiling, however many passwords were wrong', () => {
    expect(signInDelayMs(7, 2, slowdown)).toBe(2000);
    expect(signInDelayMs(1_000_000, 2, slowdown)).toBe(2000);
  });
});
