import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '../../domain/admin/api-keys';
import { hashSecret, newSecret } from './auth-tokens';

/**
 * A new API key: the prefix and 256 random bits. Its SHA-256 is what is stored: a slow password hash
 * (argon2) protects guessable passwords, but nobody can guess 256 random bits, and a fast hash lets every
 * request find its key by one lookup of the unique hash.
 */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${newSecret()}`;
  return { key, prefix: key.slice(0, API_KEY_SHOWN_LENGTH), keyHash: hashSecret(key) };
}
