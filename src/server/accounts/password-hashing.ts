import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblems, type PasswordOwner } from '../../domain/accounts/password-rules';

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

const commonPasswords = new Set(dictionary['passwords-common'] as string[]);

export function serverPasswordProblems(password: string, owner: PasswordOwner): string[] {
  return passwordProblems(password, owner, (candidate) => commonPasswords.has(candidate));
}
