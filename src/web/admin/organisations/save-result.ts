import { ApiError } from '../../api/api-client';
import { requestErrorText } from '../admin-errors';

/**
 * What a failed save says above the form: nothing more when every message of a 400 sits under one of
 * the form's fields, otherwise the server's words (non_field_errors, 403, a lost connection, ...).
 */
export function saveFailureText(
  error: unknown,
  fields: readonly string[],
  whatFailed: string,
): string | null {
  if (
    error instanceof ApiError &&
    error.status === 400 &&
    error.body &&
    typeof error.body === 'object' &&
    Object.keys(error.body).every((key) => fields.includes(key))
  )
    return null;
  return requestErrorText(error, whatFailed);
}
