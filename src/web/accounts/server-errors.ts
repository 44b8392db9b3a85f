import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ACCOUNT_TEXTS, formatServerErrors } from '../../domain/accounts/account-texts';
import { ApiError } from '../api/api-client';

/**
 * spec 1 §8, register, update, recover and change: a 400 shows 'Error: ' and the server's messages;
 * any other failure 'Unknown Server Error'. A rate limit (429) says what it is and when to try again.
 */
export function serverErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return formatServerErrors(error.body);
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return ACCOUNT_TEXTS.unknownServerError;
}

/** Puts the messages of a 400 answer under the form fields they name. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object')
    return;
  for (const [field, messages] of Object.entries(error.body as Record<string, unknown>)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
    setError(field as FieldPath<T>, { type: 'server', message: text });
  }
}
