import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../http/field-errors';
import {
  loginSchema,
  newPasswordSchema,
  normalizeEmail,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  REGISTRATION_REQUIRED_FIELDS,
  registrationSchema,
} from './account-schemas';

/** The field errors a schema answers for the input, in DRF's shape; {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const validRegistration = {
  email: 'jordan.nakamura@example.org',
  first_name: 'Jordan',
  last_name: 'Nakamura',
  phone: '559-555-0100',
  password: 'Groundwater-2026',
  password2: 'Groundwater-2026',
  address: '100 Main St',
  address2: '',
  city: 'Fresno',
  state: 'CA',
  zip: '93721',
};

describe('loginSchema', () => {
  it("asks for the email with 'Email is required.' and the password with 'Password is required.'", () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: ['Email is required.'],
      password: ['Password is required.'],
    });
  });

  it('treats an email of blanks as missing', () => {
    expect(errorsOf(loginSchema, { email: '   ', password: 'x' })).toEqual({ email: ['Email is required.'] });
  });

  it('accepts any non-empty email and password and trims the email', () => {
    expect(loginSchema.parse({ email: ' a@b.org ', password: 'x' })).toEqual({
      email: 'a@b.org',
      password: 'x',
    });
  });
});

describe('registrationSchema', () => {
  it('requires exactly the fields the form marks required', () => {
    const fields = Object.keys(validRegistration) as (keyof typeof validRegistration)[];
    const refusedWhenEmpty = fields.filter(
      (field) => !registrationSchema.safeParse({ ...validRegistration, [field]: '' }).success,
    );
    expect(refusedWhenEmpty.sort()).toEqual([...REGISTRATION_REQUIRED_FIELDS].sort());
  });

  it('accepts a complete registration', () => {
    expect(registrationSchema.parse(validRegistration)).toEqual(validRegistration);
  });

  it("answers 'Field is required' for an empty first_name, last_name or phone", () => {
    expect(
      errorsOf(registrationSchema, { ...validRegistration, first_name: '', last_name: ' ', phone: '' }),
    ).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
  });

  it("answers 'Field is required' when first_name, last_name or phone are left out entirely", () => {
    const { first_name: _first, last_name: _last, phone: _phone, ...rest } = validRegistration;
    expect(errorsOf(registrationSchema, rest)).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
  });

  it("answers 'Invalid email address' for an email without the usual pattern", () => {
    for (const email of ['jordan', 'jordan@example', 'jordan @example.org', '@example.org']) {
      expect(errorsOf(registrationSchema, { ...validRegistration, email })).toEqual({
        email: ['Invalid email address'],
      });
    }
  });

  it("answers 'Invalid password' for a password under 8 characters", () => {
    expect(
      errorsOf(registrationSchema, { ...validRegistration, password: 'Short-1', password2: 'Short-1' }),
    ).toEqual({
      password: ['Invalid password'],
    });
  });

  it("answers 'Passwords do not match' on password2", () => {
    expect(errorsOf(registrationSchema, { ...validRegistration, password2: 'Groundwater-2027' })).toEqual({
      password2: ['Passwords do not match'],
    });
  });

  it('accepts a US state or territory code, or no state', () => {
    expect(registrationSchema.parse({ ...validRegistration, state: 'PR' }).state).toBe('PR');
    expect(registrationSchema.parse({ ...validRegistration, state: '' }).state).toBe('');
    const { state: _state, ...withoutState } = validRegistration;
    expect(registrationSchema.parse(withoutState).state).toBe('');
  });

  it('rejects a state that is not a US code', () => {
    expect(errorsOf(registrationSchema, { ...validRegistration, state: 'XX' })).toEqual({
      state: ['Select a valid state from the list.'],
    });
    expect(errorsOf(registrationSchema, { ...validRegistration, state: 'California' })).toEqual({
      state: ['Select a valid state from the list.'],
    });
  });

  it('limits the address to 250 characters', () => {
    expect(registrationSchema.parse({ ...validRegistration, address: 'a'.repeat(250) }).address).toHaveLength(
      250,
    );
    expect(errorsOf(registrationSchema, { ...validRegistration, address: 'a'.repeat(4001) })).toEqual({
      address: ['Ensure this field has no more than 250 characters.'],
    });
  });

  it('limits the password to 128 characters', () => {
    const long = 'Ab3-'.repeat(33);
    expect(errorsOf(registrationSchema, { ...validRegistration, password: long, password2: long })).toEqual({
      password: ['Ensure this field has no more than 128 characters.'],
    });
  });

  it('drops fields a registration may not set, such as role and status', () => {
    const parsed = registrationSchema.parse({
      ...validRegistration,
      role: 'Administrator',
      status: 'Active',
    });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('status');
  });
});

describe('profileSchema', () => {
  const profile = { first_name: 'Alex', last_name: 'Rivera', phone: '559-555-0199' };

  it('requires first_name, last_name and phone', () => {
    expect(errorsOf(profileSchema, { first_name: '', last_name: '', phone: '' })).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
  });

  it('fills missing address fields with empty text', () => {
    expect(profileSchema.parse(profile)).toEqual({
      ...profile,
      address: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
    });
  });

  it('does not change the email', () => {
    expect(profileSchema.parse({ ...profile, email: 'other@example.org' })).not.toHaveProperty('email');
  });
});

describe('passwordChangeSchema', () => {
  it("answers 'Invalid password' for a current or new password under 8 characters", () => {
    expect(
      errorsOf(passwordChangeSchema, {
        current_password: 'short',
        new_password1: 'tiny',
        new_password2: 'tiny',
      }),
    ).toEqual({ current_password: ['Invalid password'], new_password1: ['Invalid password'] });
  });

  it("answers 'Passwords do not match' on the retyped new password", () => {
    expect(
      errorsOf(passwordChangeSchema, {
        current_password: 'Old-password-1',
        new_password1: 'Groundwater-2026',
        new_password2: 'Groundwater-2025',
      }),
    ).toEqual({ new_password2: ['Passwords do not match'] });
  });

  it('accepts a valid change', () => {
    const input = {
      current_password: 'Old-password-1',
      new_password1: 'Groundwater-2026',
      new_password2: 'Groundwater-2026',
    };
    expect(passwordChangeSchema.parse(input)).toEqual(input);
  });
});

describe('passwordResetRequestSchema', () => {
  it("answers 'Invalid Email Address' for an address without the usual pattern", () => {
    expect(errorsOf(passwordResetRequestSchema, { email: 'not-an-address' })).toEqual({
      email: ['Invalid Email Address'],
    });
    expect(errorsOf(passwordResetRequestSchema, { email: '' })).toEqual({ email: ['Invalid Email Address'] });
  });

  it('accepts an address and trims it', () => {
    expect(passwordResetRequestSchema.parse({ email: ' jordan@example.org ' })).toEqual({
      email: 'jordan@example.org',
    });
  });
});

describe('setting a new password', () => {
  it('requires matching passwords of at least 8 characters', () => {
    expect(errorsOf(newPasswordSchema, { new_password1: 'short', new_password2: 'short' })).toEqual({
      new_password1: ['Invalid password'],
    });
    expect(
      errorsOf(newPasswordSchema, { new_password1: 'Groundwater-2026', new_password2: 'groundwater-2026' }),
    ).toEqual({
      new_password2: ['Passwords do not match'],
    });
  });

  it('reads the uid of the emailed link as a number and requires the token', () => {
    expect(
      passwordResetConfirmSchema.parse({
        uid: '7',
        token: 'abc',
        new_password1: 'Groundwater-2026',
        new_password2: 'Groundwater-2026',
      }).uid,
    ).toBe(7);
    expect(
      errorsOf(passwordResetConfirmSchema, {
        uid: '7',
        token: '',
        new_password1: 'Groundwater-2026',
        new_password2: 'Groundwater-2026',
      }),
    ).toEqual({ token: ['Field is required'] });
  });
});

describe('normalizeEmail', () => {
  it('lower-cases and trims the email before it is sent or stored', () => {
    expect(normalizeEmail('  Jordan.Nakamura@Example.ORG ')).toBe('jordan.nakamura@example.org');
  });
});

describe('a field left out of the request', () => {
  it('is named with the spec message, not a type error', () => {
    const result = registrationSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      phone: '1',
      password: 'Long-enough-1',
    });
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error!);
    expect(errors.email).toEqual(['Invalid email address']);
    expect(errors.password2).toEqual(['Field is required']);
  });
});
