import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';

export interface Choice {
  value: string | number;
  display_name: string;
}

export interface ProjectFieldInputProps<Values extends FieldValues> {
  field: FieldDefinition;
  control: Control<Values>;
  /** For choice and reference fields: what may be picked (the server's OPTIONS or a list). */
  choices?: readonly Choice[];
  disabled?: boolean;
  /** Text typed is kept only when this accepts it (spec 2 §5: coordinate keystrokes). */
  acceptText?: (text: string) => boolean;
}

/** One field of a project form or entry dialog, from its definition: text, number, date or a choice. */
export function ProjectFieldInput<Values extends FieldValues>({
  field,
  control,
  choices,
  disabled,
  acceptText,
}: ProjectFieldInputProps<Values>) {
  const isChoice = field.type === 'choice' || field.type === 'reference';
  const long = field.type === 'text' && (field.maxLength ?? 0) >= 4000;
  const options = choices ?? field.choices?.map((value) => ({ value, display_name: value })) ?? [];
  return (
    <Controller
      control={control}
      name={field.name as Path<Values>}
      render={({ field: input, fieldState }) => (
        <TextField
          name={input.name}
          inputRef={input.ref}
          value={input.value ?? ''}
          onBlur={input.onBlur}
          onChange={(event) => {
            if (!acceptText || acceptText(event.target.value)) input.onChange(event.target.value);
          }}
          label={field.label}
          required={field.required}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          fullWidth
          select={isChoice}
          type={field.type === 'date' ? 'date' : 'text'}
          multiline={long}
          // spec 2 §9: notes show up to 4 rows
          maxRows={long ? 4 : undefined}
          minRows={long ? 2 : undefined}
          slotProps={{
            inputLabel: field.type === 'date' ? { shrink: true } : undefined,
            htmlInput: {
              maxLength: field.type === 'text' ? field.maxLength : undefined,
              inputMode: field.type === 'number' || field.type === 'integer' ? 'decimal' : undefined,
            },
          }}
        >
          {isChoice && [
            <MenuItem key="" value="">
              <em>None</em>
            </MenuItem>,
            ...options.map((choice) => (
              <MenuItem key={String(choice.value)} value={String(choice.value)}>
                {choice.display_name}
              </MenuItem>
            )),
          ]}
        </TextField>
      )}
    />
  );
}
