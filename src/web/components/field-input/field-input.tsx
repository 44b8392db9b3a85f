import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';

export interface FieldChoice {
  value: string;
  label: string;
}

export interface FieldInputProps<Values extends FieldValues> {
  control: Control<Values>;
  field: FieldDefinition;
  /** For choice and reference fields: what may be picked. Default: the definition's own choices. */
  choices?: readonly FieldChoice[];
  /** The text typed is kept only when this accepts it, keystroke by keystroke (spec 2 §5: coordinates). */
  acceptsText?: (text: string) => boolean;
  disabled?: boolean;
  /** A value was typed or chosen (the interconnected site form copies a linked site's coordinates). */
  onChosen?: (field: FieldDefinition, value: string) => void;
  /** The record's own label of its current reference, shown until the list offers it. */
  currentLabel?: string;
  size?: 'small' | 'medium';
  /** The blank choice of a select. */
  blankLabel?: string;
}

/** spec 2 §9: notes hold up to 4,000 characters and show up to 4 rows. */
const isNotes = (field: FieldDefinition) =>
  field.type === 'text' && (/notes$/.test(field.name) || (field.maxLength ?? 0) >= 4000);

/**
 * One field of a record form, as its definition in src/domain says: text, number, date, a flag, or a
 * select of choices or references with a blank choice. The site forms, the project form and its entry
 * dialogs are made of these, so a field looks and behaves the same on every form.
 */
export function FieldInput<Values extends FieldValues>({
  control,
  field,
  choices,
  acceptsText,
  disabled,
  onChosen,
  currentLabel,
  size = 'medium',
  blankLabel = 'None',
}: FieldInputProps<Values>) {
  const name = field.name as Path<Values>;
  if (field.type === 'boolean') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field: bound }) => (
          <FormControlLabel
            label={field.label}
            disabled={disabled}
            control={
              <Checkbox
                name={bound.name}
                checked={bound.value === true}
                onChange={(event) => bound.onChange(event.target.checked)}
                onBlur={bound.onBlur}
                slotProps={{ input: { ref: bound.ref } }}
              />
            }
          />
        )}
      />
    );
  }
  const select = field.type === 'choice' || field.type === 'reference';
  const numeric = field.type === 'number' || field.type === 'integer';
  const notes = isNotes(field);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => {
        const value = bound.value === null || bound.value === undefined ? '' : String(bound.value);
        const options = select
          ? [...(choices ?? (field.choices ?? []).map((choice) => ({ value: choice, label: choice })))]
          : [];
        // a select must hold its current value, even one its list does not (yet) offer
        if (select && value && !options.some((option) => option.value === value)) {
          options.push({ value, label: currentLabel || value });
        }
        return (
          <TextField
            name={bound.name}
            label={field.label}
            value={value}
            required={field.required}
            disabled={disabled}
            inputRef={bound.ref}
            onBlur={bound.onBlur}
            onChange={(event) => {
              const text = event.target.value;
              if (acceptsText && !acceptsText(text)) return;
              bound.onChange(text);
              onChosen?.(field, text);
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            size={size}
            fullWidth
            select={select}
            type={field.type === 'date' ? 'date' : 'text'}
            multiline={notes}
            minRows={notes ? 2 : undefined}
            maxRows={notes ? 4 : undefined}
            slotProps={{
              inputLabel: field.type === 'date' ? { shrink: true } : undefined,
              htmlInput: {
                ...(numeric ? { inputMode: 'decimal' } : {}),
                ...(field.type === 'text' && field.maxLength ? { maxLength: field.maxLength } : {}),
              },
            }}
          >
            {select && [
              <MenuItem key="" value="">
                <em>{blankLabel}</em>
              </MenuItem>,
              ...options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              )),
            ]}
          </TextField>
        );
      }}
    />
  );
}
