import { z } from 'zod';
import { ACCOUNT_TEXTS } from './account-texts';
import { PASSWORD_MIN_LENGTH } from './password-rules';
import { US_STATE_CODES } from './us-states';

/** Longest text any field accepts (spec 2 §9, 3 §5: notes up to 4000 characters). */
export const TEXT_MAX_LENGTH = 4000;
export const tooLongMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const optionalText = (max = TEXT_MAX_LENGTH) =>
  z.string().max(max, tooLongMessage(max)).optional().default('');

export const requiredText = (max = TEXT_MAX_LENGTH) =>
  z
    .string({ error: ACCOUNT_TEXTS.fieldRequired })
    .trim()
    .min(1, ACCOUNT_TEXTS.fieldRequired)
    .max(max, tooLongMessage(max));

export const emailField = (message: string) =>
  z.string({ error: message }).trim().max(254, tooLongMessage(254)).regex(EMAIL_PATTERN, message);

export const stateField = z
  .string()
  .optional()
  .default('')
  .refine((value) => value === '' || US_STATE_CODES.includes(value), {
    message: 'Select a valid state from the list.',
  });

export const passwordField = z
  .string({ error: ACCOUNT_TEXTS.invalidPassword })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.invalidPassword)
  .max(128, tooLongMessage(128));

export const confirmationField = z.string({ error: ACCOUNT_TEXTS.fieldRequired });

/** The refinement of every form that asks for a password twice: the retyped one must match. */
export function passwordsMatch<First extends string, Retyped extends string>(first: First, retyped: Retyped) {
  const check = (value: Record<First | Retyped, string>) => value[first] === value[retyped];
  const params = {
    path: [retyped] as PropertyKey[],
    message: ACCOUNT_TEXTS.passwordsDoNotMatch,
    // said together with the form's other messages (an empty agency, say), not only once they are
    // fixed; not over a retyped password that has a message of its own ('Field is required')
    when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => issue.path?.[0] !== retyped),
  };
  return [check, params] as const;
}

/** spec 1 §5, login: validated on submit only. */
export const loginSchema = z.object({
  email: z
    .string({ error: ACCOUNT_TEXTS.emailRequired })
    .trim()
    .min(1, ACCOUNT_TEXTS.emailRequired)
    .max(254, tooLongMessage(254)),
  password: z
    .string({ error: ACCOUNT_TEXTS.passwordRequired })
    .min(1, ACCOUNT_TEXTS.passwordRequired)
    .max(128, tooLongMessage(128)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const addressFields = {
  address: optionalText(250),
  address2: optionalText(250),
  city: optionalText(100),
  state: stateField,
  zip: optionalText(20),
};

/** spec 1 §5, profile: first_name, last_name, phone required. */
export const profileSchema = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  phone: requiredText(50),
  ...addressFields,
});
export type ProfileInput = z.input<typeof profileSchema>;

/** spec 1 §2.1 and §5, registration. */
export const registrationSchema = profileSchema
  .extend({
    email: emailField(ACCOUNT_TEXTS.invalidEmailLower),
    password: passwordField,
    password2: confirmationField,
  })
  .refine(...passwordsMatch('password', 'password2'));
export type RegistrationInput = z.input<typeof registrationSchema>;

/** The registration fields the schema refuses to go without: the form marks them required. */
export const REGISTRATION_REQUIRED_FIELDS: readonly (keyof RegistrationInput)[] = [
  'email',
  'first_name',
  'last_name',
  'password',
  'password2',
  'phone',
];

/** spec 1 §5, password change. */
export const passwordChangeSchema = z
  .object({
    current_password: passwordField,
    new_password1: passwordField,
    new_password2: confirmationField,
  })
  .refine(...passwordsMatch('new_password1', 'new_password2'));
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** spec 1 §5, password reset request. */
export const passwordResetRequestSchema = z.object({
  email: emailField(ACCOUNT_TEXTS.invalidEmailUpper),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The new password set from the emailed link (and by administrators, spec 2 §2.7). */
export const newPasswordSchema = z
  .object({
    new_password1: passwordField,
    new_password2: confirmationField,
  })
  .refine(...passwordsMatch('new_password1', 'new_password2'));

export const passwordResetConfirmSchema = z
  .object({
    uid: z.coerce.number().int().positive(),
    token: z
      .string({ error: ACCOUNT_TEXTS.fieldRequired })
      .min(1, ACCOUNT_TEXTS.fieldRequired)
      .max(200, tooLongMessage(200)),
    new_password1: passwordField,
    new_password2: confirmationField,
  })
  .refine(...passwordsMatch('new_password1', 'new_password2'));
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
