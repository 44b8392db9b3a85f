import type { FieldErrors } from 'react-hook-form';
import { fieldSchema, type FieldDefinition } from '../../../domain/monitoring/field-definitions';

/** What the form's inputs hold: text, or a flag for a checkbox. */
export type FormValues = Record<string, string | boolean>;

/** The form's values of a stored record or a queued body: text for every field, flags as booleans. */
export function formValuesOf(
  fields: readonly FieldDefinition[],
  source: Record<string, unknown> | undefined,
): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = source?.[field.name];
      if (field.type === 'boolean') return [field.name, value === true];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** A field at fault: its label and message, in the form's order. */
export interface Fault {
  name: string;
  label: string;
  message: string;
}

export function faultsOf(fields: readonly FieldDefinition[], errors: FieldErrors): Fault[] {
  return fields.flatMap((field) => {
    const message = errors[field.name]?.message;
    return typeof message === 'string' && message ? [{ name: field.name, label: field.label, message }] : [];
  });
}

/** A number field's typed text as the server will read it, or null when it is blank or no number. */
export function typedNumber(field: FieldDefinition, text: unknown): number | null {
  const parsed = fieldSchema(field).safeParse(text);
  return parsed.success && typeof parsed.data === 'number' ? parsed.data : null;
}
