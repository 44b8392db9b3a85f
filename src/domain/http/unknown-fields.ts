import type { FieldErrors } from './field-errors';

export const UNKNOWN_FIELD_MESSAGE = 'This field is not part of the record.';

/**
 * Names a record is answered with besides its fields (ids, labels, the last editor): a client may send a
 * record back as it read it, and these are ignored rather than refused.
 */
export function isAnsweredName(name: string, answered: readonly string[] = []): boolean {
  return (
    answered.includes(name) ||
    ['id', 'label', 'updateby_id', 'updatedate'].includes(name) ||
    /_(label|lbl)$/.test(name)
  );
}

/**
 * Field errors for every key of a write that names no field of the record (issue 12: unknown fields are
 * refused). Foreign keys may come as {name} or {name}_id (spec 1 §7).
 */
export function unknownFieldErrors(
  body: unknown,
  fieldNames: readonly string[],
  answered: readonly string[] = [],
): FieldErrors {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const known = new Set(fieldNames);
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    const alias = key.endsWith('_id') ? key.slice(0, -3) : `${key}_id`;
    if (!known.has(key) && !known.has(alias) && !isAnsweredName(key, answered)) {
      errors[key] = [UNKNOWN_FIELD_MESSAGE];
    }
  }
  return errors;
}
