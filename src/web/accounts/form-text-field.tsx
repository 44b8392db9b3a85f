import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A text field bound to a react-hook-form field; shows the field's message under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={props.disabled ?? field.disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth={props.fullWidth ?? true}
        />
      )}
    />
  );
}
