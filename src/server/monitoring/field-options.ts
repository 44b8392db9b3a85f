import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import type { FieldDescription } from '../http/collection-routes';

const TYPES: Record<FieldDefinition['type'], FieldDescription['type']> = {
  text: 'string',
  number: 'field',
  integer: 'integer',
  date: 'date',
  time: 'field',
  boolean: 'boolean',
  choice: 'choice',
  reference: 'field',
};

/** DRF's OPTIONS gives a number field's bounds as min_value and max_value. */
export type NumberFieldDescription = FieldDescription & { min_value?: number; max_value?: number };

/**
 * OPTIONS metadata (DRF's actions.POST) from the field definitions, choices as {display_name, value},
 * a number's range as min_value and max_value.
 */
export function optionsOf(fields: readonly FieldDefinition[]): Record<string, NumberFieldDescription> {
  const described: Record<string, NumberFieldDescription> = {
    id: { type: 'integer', label: 'ID', read_only: true },
  };
  for (const field of fields) {
    described[field.name] = {
      type: TYPES[field.type],
      label: field.label,
      required: !!field.required,
      ...(field.maxLength ? { max_length: field.maxLength } : {}),
      ...(field.min !== undefined ? { min_value: field.min } : {}),
      ...(field.max !== undefined ? { max_value: field.max } : {}),
      ...(field.choices ? { choices: field.choices.map((value) => ({ value, display_name: value })) } : {}),
    };
  }
  return described;
}
