import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';
import { TEXT_MAX_LENGTH, tooLongMessage } from '../accounts/account-schemas';

/**
 * One field of a monitoring record. The lists of these drive the API's validation and OPTIONS,
 * the detail screens' sections and the import templates, so a field is described once.
 */
export interface FieldDefinition {
  name: string;
  label: string;
  type: 'text' | 'number' | 'integer' | 'date' | 'time' | 'boolean' | 'choice' | 'reference';
  /** For 'choice': the allowed values. */
  choices?: readonly string[];
  /** For 'reference': what the id points at. */
  references?: 'agency' | 'gsa' | 'gsp' | 'well site' | 'stream site';
  required?: boolean;
  maxLength?: number;
  /** The detail screen section the field is shown in. */
  section?: string;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The zod type of one field; optional fields accept null, '' and absence as "no value". */
export function fieldSchema(field: FieldDefinition): z.ZodType {
  const required = ACCOUNT_TEXTS.fieldRequired;
  let schema: z.ZodType;
  switch (field.type) {
    case 'number':
      schema = z.coerce.number({ error: 'Enter a number.' }).refine(Number.isFinite, 'Enter a number.');
      break;
    case 'integer':
    case 'reference':
      schema = z.coerce
        .number({ error: 'Enter a whole number.' })
        .int('Enter a whole number.')
        .min(1)
        .max(2_147_483_647);
      break;
    case 'date':
      schema = z
        .string({ error: 'Enter a date as YYYY-MM-DD.' })
        .regex(DATE_PATTERN, { message: 'Enter a date as YYYY-MM-DD.', abort: true })
        .refine(isCalendarDate, 'Enter a valid date.');
      break;
    case 'time':
      schema = z
        .string({ error: 'Enter a time as HH:MM.' })
        .regex(TIME_PATTERN, 'Enter a time as HH:MM.')
        .transform((value) => (value.length === 5 ? `${value}:00` : value));
      break;
    case 'boolean':
      schema = z.preprocess(
        (value) =>
          value === 'True' || value === 'true'
            ? true
            : value === 'False' || value === 'false'
              ? false
              : value,
        z.boolean({ error: 'Enter true or false.' }),
      );
      break;
    case 'choice':
      schema = z.enum(field.choices as [string, ...string[]], {
        error: `Select one of: ${field.choices!.join(', ')}.`,
      });
      break;
    default: {
      const max = field.maxLength ?? TEXT_MAX_LENGTH;
      schema = z.string({ error: 'Enter text.' }).trim().max(max, tooLongMessage(max));
    }
  }
  if (field.type === 'boolean') {
    // A flag not given is off: spec 1 §3.5 counts only true or 'True' as set.
    return z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? false : value),
      schema,
    );
  }
  if (field.required) {
    return z.preprocess(
      blankToNull,
      z
        .any()
        .refine((value) => value !== null, required)
        .pipe(schema),
    );
  }
  return z.preprocess(blankToNull, schema.nullable());
}

/** A schema for a whole record: unknown fields are dropped, every listed field validated. */
export function recordSchema(fields: readonly FieldDefinition[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** The same, for a PATCH: only the fields sent are validated and returned. */
export function partialRecordSchema(fields: readonly FieldDefinition[]) {
  return recordSchema(fields).partial();
}
