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
  /** For 'number' and 'integer': the smallest and largest values allowed (inclusive). */
  min?: number;
  max?: number;
  /** For 'text': 'url' takes only http(s) web addresses, the only ones the screens show as links. */
  format?: 'url';
  /** The detail screen section the field is shown in. */
  section?: string;
  /** What a 'number' field says of text that is no number, instead of 'Enter a number.' (spec 2 §5). */
  invalidMessage?: string;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A YYYY-MM-DD that names a day of the calendar (no 2023-02-29); by arithmetic, as imports check many. */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  // PostgreSQL has no year 0: '0000-01-01' would fail the whole statement that stores it
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** An http(s) web address with a host and no spaces: the only links the screens open. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;

/** Whether a value is a web address the screens may show as a link (not javascript:, data:, ...). */
export function isWebAddress(value: unknown): value is string {
  return typeof value === 'string' && WEB_ADDRESS.test(value);
}

/**
 * A decimal number as text: digits with an optional sign, point and exponent. Blanks, '0x10' and
 * 'Infinity' are not numbers here, though JavaScript's Number() reads them as 0, 16 and Infinity.
 */
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** What a field says of a value of the wrong kind. */
export const FIELD_MESSAGES = {
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  webAddress: 'Enter a valid URL.',
  unstorableText: 'Remove the NUL or broken characters from this text: they cannot be stored.',
} as const;

/**
 * A NUL, or half of a character outside the basic plane without its other half: PostgreSQL's text holds
 * neither (a NUL failed the whole statement that stored it), and a spreadsheet cell or a request can
 * carry both.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** 'Enter a latitude between -90 and 90.': the message of a value outside the field's min and max. */
export function rangeMessage(field: Pick<FieldDefinition, 'label' | 'min' | 'max'>): string {
  const noun = field.label.toLowerCase();
  const article = /^[aeiou]/.test(noun) ? 'an' : 'a';
  if (field.min !== undefined && field.max !== undefined) {
    return `Enter ${article} ${noun} between ${field.min} and ${field.max}.`;
  }
  return field.min !== undefined
    ? `Enter ${article} ${noun} of at least ${field.min}.`
    : `Enter ${article} ${noun} of at most ${field.max}.`;
}

/** Text loses its surrounding spaces; blank text and absence are "no value". */
function blankToNull(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Numbers, and text that spells one: never booleans, arrays or blanks (z.coerce.number() makes true 1
 * and ' ' or [] 0). zod's number refuses NaN and Infinity.
 */
function numberSchema(message: string, checks: (schema: z.ZodNumber) => z.ZodNumber) {
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
    checks(z.number({ error: message })),
  );
}

/** The field's min and max, if it has them, with its range message. */
const inRange = (field: FieldDefinition) => (schema: z.ZodNumber) => {
  const message = rangeMessage(field);
  let ranged = schema;
  if (field.min !== undefined) ranged = ranged.min(field.min, message);
  if (field.max !== undefined) ranged = ranged.max(field.max, message);
  return ranged;
};

const LARGEST_ID = 2_147_483_647;

/**
 * The zod type of one field. Text is trimmed first; optional fields take null, blank text and absence
 * as "no value", required ones answer 'Field is required' for them.
 */
export function fieldSchema(field: FieldDefinition): z.ZodType {
  const required = ACCOUNT_TEXTS.fieldRequired;
  let schema: z.ZodType;
  switch (field.type) {
    case 'number':
      schema = numberSchema(field.invalidMessage ?? FIELD_MESSAGES.number, inRange(field));
      break;
    case 'integer':
      schema = numberSchema(FIELD_MESSAGES.integer, (number) =>
        inRange(field)(number.int(FIELD_MESSAGES.integer)),
      );
      break;
    case 'reference':
      // ids are positive PostgreSQL integers
      schema = numberSchema(FIELD_MESSAGES.integer, (number) =>
        number.int(FIELD_MESSAGES.integer).min(1).max(LARGEST_ID),
      );
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
      const text = z
        .string({ error: 'Enter text.' })
        .trim()
        .max(max, tooLongMessage(max))
        .refine(isStorableText, FIELD_MESSAGES.unstorableText);
      schema = field.format === 'url' ? text.refine(isWebAddress, FIELD_MESSAGES.webAddress) : text;
    }
  }
  if (field.type === 'boolean') {
    // A flag not given is off: spec 1 §3.5 counts only true or 'True' as set.
    return z.preprocess((value) => blankToNull(value) ?? false, schema);
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

/**
 * Whether fieldSchema(field) accepts `value` and returns it unchanged: a finite number in range, text
 * already trimmed and not too long, a date or a HH:MM:SS time as the schema writes them, one of the
 * choices, a boolean, or null where no value is required. Any other value, valid or not, is for the
 * schema to judge.
 */
function isSettledValue(field: FieldDefinition, value: unknown): boolean {
  if (value === null) return !field.required && field.type !== 'boolean';
  switch (field.type) {
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (field.min === undefined || value >= field.min) &&
        (field.max === undefined || value <= field.max)
      );
    case 'date':
      return typeof value === 'string' && DATE_PATTERN.test(value) && isCalendarDate(value);
    case 'time':
      return typeof value === 'string' && value.length === 8 && TIME_PATTERN.test(value);
    case 'choice':
      return typeof value === 'string' && field.choices!.includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'text':
      return (
        field.format === undefined &&
        typeof value === 'string' &&
        value !== '' &&
        value.length <= (field.maxLength ?? TEXT_MAX_LENGTH) &&
        value.trim() === value &&
        isStorableText(value)
      );
    default:
      return false;
  }
}

/**
 * What recordSchema(fields) returns for `values` when every field's value is already as the schema
 * returns it (an absent field counts as null), without running the schema; otherwise undefined, and the
 * schema must judge. An import checks hundreds of thousands of rows: running the schema on each was a
 * tenth of the import's time, and nearly every row of a good file is settled.
 */
export function settledRecord(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const record: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name] ?? null;
    if (!isSettledValue(field, value)) return undefined;
    record[field.name] = value;
  }
  return record;
}

/** The same, for a PATCH: only the fields sent are validated and returned. */
export function partialRecordSchema(fields: readonly FieldDefinition[]) {
  return recordSchema(fields).partial();
}

/** How a reading table sorts a field's column (table-rules): dates as dates, decimals as numbers, the rest as text. */
export function columnKindOf(field: FieldDefinition): 'date' | 'number' | 'text' {
  return field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text';
}
