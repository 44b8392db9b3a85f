import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';
import {
  confirmationField,
  passwordField,
  passwordsMatch,
  tooLongMessage,
} from '../accounts/account-schemas';

/** spec 2 §7: GET passwordreset/token/{id} answers the one-time token an administrator sets a password with. */
export interface AdminResetToken {
  uid: number;
  token: string;
}

/** spec 2 §7: POST passwordreset/confirm/ with id (the token's uid), token, new_password1, new_password2. */
export const adminPasswordResetSchema = z
  .strictObject({
    id: z.coerce.number().int().positive(),
    token: z
      .string({ error: ACCOUNT_TEXTS.fieldRequired })
      .min(1, ACCOUNT_TEXTS.fieldRequired)
      .max(200, tooLongMessage(200)),
    new_password1: passwordField,
    new_password2: confirmationField,
  })
  .refine(...passwordsMatch('new_password1', 'new_password2'));
export type AdminPasswordResetInput = z.input<typeof adminPasswordResetSchema>;

export const ADMIN_PASSWORD_TEXTS = {
  title: 'Set Password',
  tokenRefused:
    'This set-password form is no longer valid: it was used, replaced by a newer one or has expired. Open Reset Password again.',
  passwordSet: 'The password has been set. Every sign-in of the user has ended.',
} as const;
