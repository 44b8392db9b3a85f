import { useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import {
  acceptNumericEntry,
  formatNumber,
  parseReportNumber,
  roundTo,
} from '../../../domain/numbers/number-format';

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
  // the text being typed while the field has focus; null shows the formatted value
  const [editingText, setEditingText] = useState<string | null>(null);

  const startEditing = () => {
    setEditingText(value === null ? '' : String(roundTo(value, decimals)));
  };

  const changeText = (event: ChangeEvent<HTMLInputElement>) => {
    const accepted = acceptNumericEntry(event.target.value, decimals);
    if (accepted === null) return;
    setEditingText(accepted);
    onChange(accepted.trim() === '' ? null : parseReportNumber(accepted, decimals === 0), accepted);
  };

  const stopEditing = () => {
    setEditingText(null);
    onBlur?.();
  };

  return (
    <TextField
      label={label}
      name={name}
      value={editingText ?? formatNumber(value, decimals)}
      onFocus={startEditing}
      onChange={changeText}
      onBlur={stopEditing}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      // no inputMode="decimal": the iOS decimal pad has no minus key, and values can be negative
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
    />
  );
}
