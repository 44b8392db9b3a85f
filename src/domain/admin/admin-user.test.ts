import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../http/field-errors';
import { adminPasswordResetSchema } from './admin-password-reset';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  deletionConsequenceText,
  USER_ADMIN_TEXTS,
  userDisplayName,
} from './admin-user';
import { authorizedReporterUpdateSchema } from './authorized-reporter';

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

  it("says 'Passwords do not match' together with the form's other messages", () => {
    expect(
      errorsOf(adminUserCreateSchema, { ...newUser, agency: '', password2: 'Groundwater-2025' }),
    ).toEqual({
      agency: ['Field is required'],
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

describe('the texts of the user screens', () => {
  it("asks the spec's delete question with the user's name, else their email", () => {
    expect(
      USER_ADMIN_TEXTS.deleteQuestion(userDisplayName({ ...user, first_name: 'Casey', last_name: 'Lee' })),
    ).toBe('Are you sure you wish to user: Casey Lee?');
    expect(userDisplayName({ first_name: '', last_name: '', email: 'x@example.org' })).toBe('x@example.org');
  });

  it('tells how many associations go with a deleted user', () => {
    expect(deletionConsequenceText(0, 0)).toBe('The user has no GSP or GSA associations.');
    expect(deletionConsequenceText(1, 2)).toBe(
      '1 GSP association and 2 GSA associations will be deleted with the user.',
    );
  });
});

describe("the administrator's set-password call", () => {
  const call = { id: 4, token: 'abc', new_password1: 'Groundwater-2026', new_password2: 'Groundwater-2026' };

  it("refuses short and differing passwords with the spec's messages", () => {
    expect(
      errorsOf(adminPasswordResetSchema, { ...call, new_password1: 'short', new_password2: 'short' }),
    ).toEqual({
      new_password1: ['Invalid password'],
    });
    expect(errorsOf(adminPasswordResetSchema, { ...call, new_password2: 'Groundwater-2027' })).toEqual({
      new_password2: ['Passwords do not match'],
    });
    expect(errorsOf(adminPasswordResetSchema, call)).toEqual({});
  });

  it('refuses fields it does not know', () => {
    expect(Object.keys(errorsOf(adminPasswordResetSchema, { ...call, uid: 4 }))).not.toHaveLength(0);
  });
});

describe('the authorized reporter call', () => {
  it('takes a boolean (or 0 and 1) and a GSP id, and nothing else', () => {
    expect(authorizedReporterUpdateSchema.parse({ authorized_reporter: true, gsp: '7' })).toEqual({
      authorized_reporter: 1,
      gsp: 7,
    });
    expect(authorizedReporterUpdateSchema.parse({ authorized_reporter: 0, gsp: 7 }).authorized_reporter).toBe(
      0,
    );
    expect(authorizedReporterUpdateSchema.safeParse({ authorized_reporter: 'yes', gsp: 7 }).success).toBe(
      false,
    );
    expect(authorizedReporterUpdateSchema.safeParse({ authorized_reporter: true }).success).toBe(false);
    expect(
      authorizedReporterUpdateSchema.safeParse({ authorized_reporter: true, gsp: 7, user: 2 }).success,
    ).toBe(false);
  });
});
