import type { UserRow } from '../db/schema/accounts';
import type { MailMessage } from '../mail/mailer';

/**
 * What the owner of an email is told when someone registers with it again: nothing was made or
 * changed, and, for an Active account, where to ask for a password reset link (the screen of
 * spec 1 §2.1, which mails a fresh one-time link).
 */
export function registrationAttemptMail(owner: UserRow, publicUrl: string): MailMessage {
  const next = {
    Active:
      `If it was you and you have forgotten your password, ask for a password reset link here:\n\n` +
      `${publicUrl}/password/email\n\nOr sign in with your password here: ${publicUrl}/\n`,
    Pending:
      'Your account is awaiting confirmation by an administrator; you will get an email when it is ready.\n',
    Inactive: 'Your account is inactive. Please contact an administrator.\n',
  }[owner.status];
  return {
    to: owner.email,
    subject: 'Basin DMS: someone tried to register with your email address',
    text:
      `Hello ${owner.firstName},\n\nSomeone tried to register a new Basin DMS account with this email ` +
      `address. It already has an account, so no new account was made and nothing of yours was changed.\n\n` +
      `${next}\nIf it was not you, you can ignore this email.\n`,
  };
}
