import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { isCoordinateKeystrokeText } from '../../../domain/maps/coordinate-entry';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { FieldInput, type FieldChoice } from '../../components/field-input/field-input';
import type { FormValues } from './form-values';

export interface RecordFieldsProps {
  fields: readonly FieldDefinition[];
  control: Control<FormValues>;
  disabled?: boolean;
  /** Choices of reference fields (the GSPs a user may enter wells for). */
  choices?: Partial<Record<string, readonly FieldChoice[]>>;
  /** The label of a reference's current value, shown while the list does not offer it. */
  currentLabels?: Partial<Record<string, string>>;
  /** Inputs of the form's own for some fields (the well's agency). */
  inputs?: Partial<Record<string, ReactNode>>;
}

const isWide = (field: FieldDefinition) => field.type === 'text' && (field.maxLength ?? 0) >= 2000;

/**
 * The fields of a well or an entry as the domain's field list gives them, in its order, each a
 * FieldInput: number fields keep only what can become a number, keystroke by keystroke. Long texts
 * take the whole row.
 */
export function RecordFields({
  fields,
  control,
  disabled,
  choices,
  currentLabels,
  inputs,
}: RecordFieldsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {fields.map((field) => (
        <Box key={field.name} sx={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
          {inputs?.[field.name] ?? (
            <FieldInput
              control={control}
              field={field}
              choices={choices?.[field.name]}
              currentLabel={currentLabels?.[field.name]}
              acceptsText={
                field.type === 'number' || field.type === 'integer' ? isCoordinateKeystrokeText : undefined
              }
              disabled={disabled}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
