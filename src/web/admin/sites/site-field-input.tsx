import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import {
  isDecimalKeystrokeText,
  isNotesField,
  SITE_SAVE_TEXTS,
} from '../../../domain/monitoring/site-registries';
import type { FieldOptions } from '../admin-api';
import type { ReferenceChoice } from './site-references';

export type SiteFormValues = Record<string, string | boolean>;

interface Choice {
  value: string;
  label: string;
}

export interface SiteFieldInputProps {
  control: Control<SiteFormValues>;
  field: FieldDefinition;
  /** The OPTIONS description of the field: its choices as {display_name, value} (spec 2 §7). */
  options?: FieldOptions;
  references?: readonly ReferenceChoice[];
  /** The typed text a field takes, keystroke by keystroke ('-', '37.' while typing). */
  acceptsText?: (text: string) => boolean;
  filtersNumberKeystrokes?: boolean;
  disabled?: boolean;
  /** A reference was chosen (the interconnected form copies a linked site's coordinates). */
  onReferenceChosen?: (field: FieldDefinition, id: string) => void;
  /** The record's own label of a reference, shown until the list offers it. */
  currentLabel?: string;
}

function choicesOf(field: FieldDefinition, props: SiteFieldInputProps): Choice[] {
  if (field.type === 'choice') {
    const served = props.options?.choices?.map((choice) => ({
      value: String(choice.value),
      label: choice.display_name,
    }));
    return served ?? (field.choices ?? []).map((value) => ({ value, label: value }));
  }
  return (props.references ?? []).map((choice) => ({ value: String(choice.id), label: choice.label }));
}

/** One field of a site form, as its definition says: text, number, date, flag, or a select. */
export function SiteFieldInput(props: SiteFieldInputProps) {
  const { control, field, disabled } = props;
  if (field.type === 'boolean') {
    return (
      <Controller
        control={control}
        name={field.name}
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
  const accepts =
    props.acceptsText ?? (numeric && props.filtersNumberKeystrokes ? isDecimalKeystrokeText : undefined);
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: bound, fieldState }) => {
        const value = typeof bound.value === 'string' ? bound.value : '';
        const choices = select ? choicesOf(field, props) : [];
        // a select must hold its current value, even one its list does not (yet) offer
        if (select && value && !choices.some((choice) => choice.value === value)) {
          choices.push({ value, label: props.currentLabel || value });
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
              if (accepts && !accepts(text)) return;
              bound.onChange(text);
              if (field.type === 'reference') props.onReferenceChosen?.(field, text);
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            size="small"
            fullWidth
            select={select}
            type={field.type === 'date' ? 'date' : 'text'}
            multiline={isNotesField(field)}
            minRows={isNotesField(field) ? 2 : undefined}
            maxRows={isNotesField(field) ? 4 : undefined}
            slotProps={{
              inputLabel: field.type === 'date' ? { shrink: true } : undefined,
              htmlInput: {
                ...(numeric ? { inputMode: 'decimal' } : {}),
                ...(field.maxLength ? { maxLength: field.maxLength } : {}),
              },
            }}
          >
            {select && [
              <MenuItem key="" value="">
                <em>{SITE_SAVE_TEXTS.blankChoice}</em>
              </MenuItem>,
              ...choices.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              )),
            ]}
          </TextField>
        );
      }}
    />
  );
}
