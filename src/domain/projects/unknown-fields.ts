import type { FieldErrors } from '../http/field-errors';
import type { FieldDefinition } from '../monitoring/field-definitions';

export const UNKNOWN_FIELD_MESSAGE = 'This field is not part of the record.';

/**
 * Field errors for every key of a write that names no field of the record (issue 12: unknown fields are
 * refused). The names a record is answered with (its id, labels, counts) are accepted and ignored, so a
 * record read can be sent back; foreign keys may come as {name} or {name}_id (spec 1 §7).
 */
export function unknownFieldErrors(
  body: unknown,
  fields: readonly FieldDefinition[],
  answered: readonly string[],
): FieldErrors {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const known = new Set([...fields.map((field) => field.name), ...answered]);
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    if (!known.has(key) && !known.has(`${key}_id`)) errors[key] = [UNKNOWN_FIELD_MESSAGE];
  }
  return errors;
}
