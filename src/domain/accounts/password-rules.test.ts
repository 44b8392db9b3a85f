import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblems, similarityRatio } from './password-rules';

const tooShort = 'This password is too short. It must contain at least 8 characters.';

describe('passwordProblems', () => {
  it('requires at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblems('Aq7!xyz', {})).toEqual([tooShort]);
    expect(passwordProblems('Aq7!xyzw', {})).toEqual([]);
  });

  it('rejects a password that is entirely numeric', () => {
    expect(passwordProblems('20260415', {})).toEqual(['This password is entirely numeric.']);
    expect(passwordProblems('2026041a', {})).toEqual([]);
  });

  it('reports every rule broken at once', () => {
    expect(passwordProblems('1234', {})).toEqual([tooShort, 'This password is entirely numeric.']);
  });

  it('rejects a password too similar to the email address', () => {
    expect(passwordProblems('jordan.nakamura', { email: 'jordan.nakamura@x.org' })).toEqual([
      'This password is too similar to the email address.',
    ]);
  });

  it('rejects a password that contains a part of the email address', () => {
    expect(passwordProblems('Sierra-Basin-77', { email: 'sierra@example.org' })).toEqual([
      'This password is too similar to the email address.',
    ]);
  });

  it('rejects a password too similar to the first name, ignoring case', () => {
    expect(passwordProblems('JordanRocks!', { first_name: 'Jordan' })).toEqual([
      'This password is too similar to the first name.',
    ]);
  });

  it('rejects a password too similar to the last name', () => {
    expect(passwordProblems('nakamura77', { last_name: 'Nakamura' })).toEqual([
      'This password is too similar to the last name.',
    ]);
  });

  it('names only the first attribute the password is similar to', () => {
    expect(
      passwordProblems('jordan.nakamura', {
        email: 'jordan.nakamura@x.org',
        first_name: 'Jordan',
        last_name: 'Nakamura',
      }),
    ).toEqual([PASSWORD_MESSAGES.tooSimilar('email address')]);
  });

  it('ignores missing or empty user attributes', () => {
    expect(
      passwordProblems('Groundwater-2026', { email: null, first_name: '', last_name: undefined }),
    ).toEqual([]);
  });

  it('consults the common-password list with the lower-cased password', () => {
    const isCommon = vi.fn((candidate: string) => candidate === 'sunshine1');
    expect(passwordProblems('SunShine1', {}, isCommon)).toEqual(['This password is too common.']);
    expect(isCommon).toHaveBeenCalledWith('sunshine1');
    expect(isCommon).toHaveBeenCalledTimes(1);
  });

  it('accepts a good password', () => {
    expect(
      passwordProblems(
        'Groundwater-2026',
        { email: 'admin@example.org', first_name: 'Alex', last_name: 'Rivera' },
        () => false,
      ),
    ).toEqual([]);
  });
});

describe('similarityRatio', () => {
  it('is 1 for identical texts', () => {
    expect(similarityRatio('nakamura', 'nakamura')).toBe(1);
  });

  it('is 0 for texts with no character in common', () => {
    expect(similarityRatio('abc', 'xyz')).toBe(0);
  });

  it('is twice the matched characters over the total length', () => {
    expect(similarityRatio('abcd', 'abce')).toBe(0.75);
    expect(similarityRatio('abcd', '')).toBe(0);
  });
});

describe('the email domain', () => {
  it('does not count against a password, since a whole agency shares it', () => {
    expect(passwordProblems('Recharge-Basin-41', { email: 'taylor.reyes@basin.test' })).toEqual([]);
  });
});
