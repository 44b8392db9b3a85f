import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectChoice {
  value: string | number;
  label: string;
}

/** A native select bound to a react-hook-form field, labelled, with the field's message under it. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  blankLabel,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly SelectChoice[];
  /** Offers a blank first choice with this text (may be empty). */
  blankLabel?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {blankLabel !== undefined && <option value="">{blankLabel}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
