import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { passwordResetConfirmSchema } from '../../domain/accounts/account-schemas';
import { RESET_LINK_PASSWORD_OWNER } from '../../domain/accounts/password-rules';
import type { Database } from '../db/client';
import { setPasswordWithToken } from './set-password-with-token';

/** spec 1 §7: POST auth/password/reset/confirm/ with the uid and token of the emailed link. */
export async function confirmPasswordReset(options: {
  db: Database;
  body: unknown;
}): Promise<{ detail: string }> {
  const input = passwordResetConfirmSchema.parse(options.body);
  await setPasswordWithToken({
    db: options.db,
    userId: input.uid,
    token: input.token,
    newPassword: input.new_password1,
    refusal: AUTH_MESSAGES.invalidResetLink,
    // whoever holds the mailbox is the owner, but only an Active account may sign in again this way
    accepts: (user) => user.status === 'Active',
    ownerOf: () => RESET_LINK_PASSWORD_OWNER,
  });
  return { detail: 'Your password has been reset. You can now log in with your new password.' };
}
