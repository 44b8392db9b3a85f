import type { ReactNode, Ref } from 'react';
import TextField from '@mui/material/TextField';
import { parseReportNumber } from '../../../domain/numbers/number-format';
import { useNumericEditing } from './use-numeric-editing';

export interface NumericInputProps {
  label: string;
  value: number | null;
  /** The parsed number (null when the field is empty) and the text as typed, commas stripped. */
  onChange: (value: number | null, text: string) => void;
  /** Decimals accepted and shown; 0 keeps whole numbers only. Default 2. */
  decimals?: number;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * spec 3 §5: while typing only what acceptNumericEntry accepts is kept (a refused keystroke leaves
 * the previous text); away from the field the value shows with thousands separators.
 */
export function NumericInput({
  label,
  value,
  onChange,
  decimals = 2,
  name,
  disabled,
  required,
  fullWidth,
  error,
  helperText,
  onBlur,
  inputRef,
}: NumericInputProps) {
  const editing = useNumericEditing({
    value,
    entryDecimals: decimals,
    displayDecimals: decimals,
    inputRef,
    onAccepted: (accepted) =>
      onChange(accepted.trim() === '' ? null : parseReportNumber(accepted, decimals), accepted),
  });

  return (
    <TextField
      label={label}
      name={name}
      value={editing.value}
      onFocus={editing.onFocus}
      onChange={editing.onChange}
      onBlur={() => {
        editing.onBlur();
        onBlur?.();
      }}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      error={error}
      helperText={helperText}
      inputRef={editing.inputRef}
      // no inputMode="decimal": the iOS decimal pad has no minus key, and values can be negative
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
    />
  );
}
