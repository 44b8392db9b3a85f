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

/** OPTIONS metadata (DRF's actions.POST) from the field definitions, choices as {display_name, value}. */
export function optionsOf(fields: readonly FieldDefinition[]): Record<string, FieldDescription> {
  const described: Record<string, FieldDescription> = {
    id: { type: 'integer', label: 'ID', read_only: true },
  };
  for (const field of fields) {
    described[field.name] = {
      type: TYPES[field.type],
      label: field.label,
      required: !!field.required,
      ...(field.maxLength ? { max_length: field.maxLength } : {}),
      ...(field.choices ? { choices: field.choices.map((value) => ({ value, display_name: value })) } : {}),
    };
  }
  return described;
}
