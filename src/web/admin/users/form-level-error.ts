import { ApiError } from '../../api/api-client';

/**
 * The failure to show under a form: none for a 400 whose every message is already shown under a field
 * of the form, the failure itself otherwise.
 */
export function formLevelError(error: unknown, fields: readonly string[]): unknown {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object')
    return error;
  return Object.keys(error.body).every((key) => fields.includes(key)) ? null : error;
}
