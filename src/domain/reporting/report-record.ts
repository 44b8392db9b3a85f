import { z } from 'zod';
import { TEXT_MAX_LENGTH, tooLongMessage } from '../accounts/account-schemas';
import { FIELD_MESSAGES } from '../monitoring/field-definitions';
import { parseReportNumber, readNumericEntry, roundTo } from '../numbers/number-format';
import {
  CALCULATION_ACCURACIES,
  CALCULATION_METHODS,
  EXTRACTION_METHODS,
  MEASUREMENT_MONTHS,
} from './report-choices';
import {
  tableFields,
  tableTotals,
  type DerivedTotal,
  type ReportCellKind,
  type ReportField,
} from './report-tables';
import { REPORT_TYPES, type ReportType } from './report-types';

/** A report's values by field name: volumes as numbers, text and choices as text, null when empty. */
export type ReportValues = Record<string, number | string | null>;

/** The choice list of a cell kind, if it has one. */
export function choicesOf(kind: ReportCellKind): readonly string[] | undefined {
  switch (kind) {
    case 'method':
      return CALCULATION_METHODS;
    case 'accuracy':
      return CALCULATION_ACCURACIES;
    case 'extractionMethod':
      return EXTRACTION_METHODS;
    case 'month':
      return MEASUREMENT_MONTHS;
    default:
      return undefined;
  }
}

/** Every field of a report's values, tables first, then the notes and the header's month. */
export function reportFields(type: ReportType): ReportField[] {
  const month: ReportField[] = type.monthField
    ? [{ name: type.monthField, label: 'Measurement Month', kind: 'month' }]
    : [];
  const grand = (type.grandTotals ?? []).map((total): ReportField => ({
    name: total.field,
    label: total.label,
    kind: 'volume',
  }));
  return [...month, ...type.tables.flatMap(tableFields), ...type.notes, ...grand];
}

/** Every total of a report in the order it is computed: the tables', then the grand totals. */
export function reportTotals(type: ReportType): DerivedTotal[] {
  return [...type.tables.flatMap(tableTotals), ...(type.grandTotals ?? [])];
}

/** The names of the fields a report computes: never entered, always recomputed. */
export function computedFieldNames(type: ReportType): Set<string> {
  return new Set(reportTotals(type).map((total) => total.field));
}

/**
 * spec 3 §5: every total is the sum of its parts, '-', empty and blank counting as 0. The one rule behind
 * the live totals of the forms and the stored totals of the server. Storage sums whole numbers; the others
 * round to 2 decimals so that 0.1 + 0.2 is 0.3.
 */
export function computeReportTotals(
  type: ReportType,
  values: Readonly<Record<string, unknown>>,
): ReportValues {
  const computed: Record<string, unknown> = { ...values };
  for (const total of reportTotals(type)) {
    const sum = total.sumOf.reduce<number>(
      (result, field) =>
        result + parseReportNumber(computed[field] as string | number | null | undefined, type.entryDecimals),
      0,
    );
    computed[total.field] = roundTo(sum, type.entryDecimals);
  }
  return computed as ReportValues;
}

/** The largest volume a report takes: beyond any basin's water, and exact in a double at 2 decimals. */
export const LARGEST_VOLUME = 1_000_000_000_000;

export const REPORT_FIELD_MESSAGES = {
  volume:
    'Enter a number of acre-feet: digits with an optional leading minus and at most 2 decimals, commas only between groups of three digits (-1,234.56).',
  wholeVolume:
    'Enter a whole number of acre-feet: digits with an optional leading minus, no decimal point, commas only between groups of three digits (-1,234).',
  tooLarge: `Enter a volume between -${LARGEST_VOLUME.toLocaleString('en-US')} and ${LARGEST_VOLUME.toLocaleString('en-US')} acre-feet.`,
} as const;

/**
 * spec 3 §5: a volume as the forms take it (readNumericEntry): '-', empty and blank are "no value" (they
 * count as 0 in totals). Storage takes whole numbers; the others at most 2 decimals. Anything else is
 * refused, never rounded or cut.
 */
export function volumeSchema(decimals: 0 | 2) {
  const message = decimals === 0 ? REPORT_FIELD_MESSAGES.wholeVolume : REPORT_FIELD_MESSAGES.volume;
  return z.unknown().transform((value, context) => {
    if (value === undefined || value === null) return null;
    const read =
      typeof value === 'number' || typeof value === 'string' ? readNumericEntry(value, decimals) : undefined;
    if (!read?.accepted) {
      context.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    if (read.value !== null && Math.abs(read.value) > LARGEST_VOLUME) {
      context.addIssue({ code: 'custom', message: REPORT_FIELD_MESSAGES.tooLarge, input: value });
      return z.NEVER;
    }
    return read.value;
  });
}

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const textSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
  z
    .string({ error: 'Enter text.' })
    .max(TEXT_MAX_LENGTH, tooLongMessage(TEXT_MAX_LENGTH))
    .refine((value) => !UNSTORABLE.test(value), FIELD_MESSAGES.unstorableText)
    .nullable(),
);

function choiceSchema(choices: readonly string[]) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(choices as [string, ...string[]], { error: `Select one of: ${choices.join(', ')}.` }).nullable(),
  );
}

/** The zod type of one report field. */
export function reportFieldSchema(type: ReportType, field: ReportField): z.ZodType {
  if (field.kind === 'volume') return volumeSchema(type.entryDecimals);
  const choices = choicesOf(field.kind);
  return choices ? choiceSchema(choices) : textSchema;
}

/**
 * The values a client or an import may send for a report: every entered field, each optional (spec 3 §5:
 * no required-field messages); computed totals are accepted and ignored, since the server recomputes them.
 */
export function reportValuesSchema(type: ReportType) {
  const computed = computedFieldNames(type);
  const entered = reportFields(type).filter((field) => !computed.has(field.name));
  return z
    .object(
      Object.fromEntries(entered.map((field) => [field.name, reportFieldSchema(type, field).optional()])),
    )
    .transform((values) => values as Record<string, number | string | null | undefined>);
}

/** A complete, consistent set of values: every field present (null when empty) and every total computed. */
export function completeReportValues(
  type: ReportType,
  entered: Readonly<Record<string, unknown>>,
): ReportValues {
  const computed = computedFieldNames(type);
  const values: Record<string, unknown> = {};
  for (const field of reportFields(type)) {
    values[field.name] = computed.has(field.name) ? null : (entered[field.name] ?? null);
  }
  return computeReportTotals(type, values);
}

let labelsByField: Map<string, string> | undefined;

/** The label of a report figure by its field name, in any report type ('Agricultural: Upper Aquifer (AF)'). */
export function reportFieldLabel(field: string): string | undefined {
  if (!labelsByField) {
    labelsByField = new Map();
    for (const type of Object.values(REPORT_TYPES)) {
      for (const entry of reportFields(type)) {
        if (!labelsByField.has(entry.name)) labelsByField.set(entry.name, `${type.title}, ${entry.label}`);
      }
    }
  }
  return labelsByField.get(field);
}
