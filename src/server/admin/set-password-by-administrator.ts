import { ADMIN_PASSWORD_TEXTS, adminPasswordResetSchema } from '../../domain/admin/admin-password-reset';
import { setPasswordWithToken } from '../accounts/set-password-with-token';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';

/**
 * spec 2 §7: POST passwordreset/confirm/ with the token of passwordreset/token/{id}. The administrator
 * sets the password of a user of any status; every sign-in of that user ends.
 */
export async function setPasswordByAdministrator(options: {
  db: Database;
  actor: UserRow;
  body: unknown;
}): Promise<{ detail: string; uid: number }> {
  const input = adminPasswordResetSchema.parse(options.body ?? {});
  const user = await setPasswordWithToken({
    db: options.db,
    userId: input.id,
    token: input.token,
    newPassword: input.new_password1,
    refusal: ADMIN_PASSWORD_TEXTS.tokenRefused,
    actor: options.actor,
  });
  return { detail: ADMIN_PASSWORD_TEXTS.passwordSet, uid: user.id };
}
