import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface PlainTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: ReactNode;
}

/**
 * FormTextField for a plain text input, made of the parts MUI's TextField renders (label, outlined input,
 * message) without TextField itself, which brings its select along (Select, Menu, Popover, Modal: 14 KiB
 * gzipped). For the login page, the first download of every guest (issue 17).
 */
export function PlainTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...input
}: PlainTextFieldProps<T>) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl fullWidth variant="outlined" error={!!fieldState.error} disabled={field.disabled}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...input}
              id={id}
              label={label}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              aria-describedby={message ? helperId : undefined}
            />
            {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
