import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, formatServerErrors } from './account-texts';

describe('formatServerErrors', () => {
  it("joins the server's field and non-field messages after 'Error: '", () => {
    expect(formatServerErrors({ email: ['a'], non_field_errors: ['b'] })).toBe('Error: a, b');
  });

  it('collects messages from nested objects and lists in order', () => {
    expect(
      formatServerErrors({
        email: ['A user with that email already exists.'],
        password: ['This password is too short.', 'This password is entirely numeric.'],
        address: { city: ['Too long.'] },
      }),
    ).toBe(
      'Error: A user with that email already exists., This password is too short., This password is entirely numeric., Too long.',
    );
  });

  it('accepts a plain message', () => {
    expect(formatServerErrors('Not found.')).toBe('Error: Not found.');
  });

  it('skips values that are not messages', () => {
    expect(formatServerErrors({ detail: 'x', code: 400, ok: false, empty: null })).toBe('Error: x');
  });
});

describe('ACCOUNT_TEXTS', () => {
  it('lists the password requirements shown on registration', () => {
    expect(ACCOUNT_TEXTS.passwordRequirements).toEqual([
      'Minimum 8 characters',
      'Cannot be part of your name or email',
      'Cannot be entirely numeric',
    ]);
  });
});
