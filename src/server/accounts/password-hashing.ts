import { hash, verify } from '@node-rs/argon2';
import { newPasswordProblems } from '../../domain/accounts/password-estimator';
import type { PasswordOwner } from '../../domain/accounts/password-rules';
import type { UserRow } from '../db/schema/accounts';
import { AppError } from '../http/app-error';

// Argon2id with the library's OWASP-aligned defaults (m=19 MiB, t=2, p=1).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of no one's password, so a sign-in for an unknown email costs the same time. */
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hash('decoy password that matches no account');
  return decoyHash.then((decoy) => verifyPassword(decoy, password));
}

/** The names and address a password of this stored user must not resemble. */
export const passwordOwnerOf = (user: UserRow): PasswordOwner => ({
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
});

/**
 * The rules of a new password, strength included (newPasswordProblems); a broken one answers 400 naming
 * the field the password came in, with the reason and a hint.
 */
export function assertStrongPassword(field: string, password: string, owner: PasswordOwner): void {
  const problems = newPasswordProblems(password, owner);
  if (problems.length) throw AppError.badRequest({ [field]: problems });
}
