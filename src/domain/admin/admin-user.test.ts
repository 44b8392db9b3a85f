import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../http/field-errors';
import { adminUserCreateSchema, adminUserUpdateSchema } from './admin-user';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const user = {
  email: 'casey.lee@example.org',
  first_name: 'Casey',
  last_name: 'Lee',
  phone: '559-555-0142',
  agency: 3,
  role: 'GSP Representative',
  status: 'Active',
};
const newUser = { ...user, password: 'Groundwater-2026', password2: 'Groundwater-2026' };

describe("the administrator's user form", () => {
  it('creates a user with matching passwords of at least 8 characters', () => {
    expect(adminUserCreateSchema.parse(newUser)).toEqual({
      ...newUser,
      address: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
    });
  });

  it("answers 'Passwords do not match' when creating a user with different passwords", () => {
    expect(errorsOf(adminUserCreateSchema, { ...newUser, password2: 'Groundwater-2025' })).toEqual({
      password2: ['Passwords do not match'],
    });
  });

  it("answers 'Invalid password' for a new user's password under 8 characters", () => {
    expect(
      errorsOf(adminUserCreateSchema, { ...newUser, password: 'Short-1', password2: 'Short-1' }),
    ).toEqual({
      password: ['Invalid password'],
    });
  });

  it("answers 'Invalid Email Address' for an email without the usual pattern", () => {
    expect(errorsOf(adminUserUpdateSchema, { ...user, email: 'casey.lee' })).toEqual({
      email: ['Invalid Email Address'],
    });
  });

  it("requires first_name, last_name, phone and agency ('Field is required')", () => {
    expect(
      errorsOf(adminUserUpdateSchema, { ...user, first_name: '', last_name: '', phone: '', agency: '' }),
    ).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
      agency: ['Field is required'],
    });
    const { agency: _agency, ...withoutAgency } = user;
    expect(errorsOf(adminUserUpdateSchema, withoutAgency)).toEqual({ agency: ['Field is required'] });
  });

  it('reads the agency from text as an id', () => {
    expect(adminUserUpdateSchema.parse({ ...user, agency: '7' }).agency).toBe(7);
  });

  it('accepts only the three roles and three statuses', () => {
    expect(errorsOf(adminUserUpdateSchema, { ...user, role: 'Superuser', status: 'Deleted' })).toEqual({
      role: ['Select a valid role.'],
      status: ['Select a valid status.'],
    });
    for (const role of ['Administrator', 'GSP Representative', 'Agency']) {
      for (const status of ['Active', 'Pending', 'Inactive']) {
        expect(adminUserUpdateSchema.safeParse({ ...user, role, status }).success).toBe(true);
      }
    }
  });

  it('takes no password when editing an existing user', () => {
    expect(adminUserUpdateSchema.parse({ ...user, password: 'x' })).not.toHaveProperty('password');
  });
});
