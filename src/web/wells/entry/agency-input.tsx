import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { DEFAULT_WELL_AGENCIES } from '../../../domain/wells/well-records';
import type { FormValues } from './form-values';

/** spec 1 §3.3: the default agencies, then the other agencies the loaded wells name. */
export function agencyChoicesOf(wells: readonly { agency: string | null }[] | undefined): string[] {
  const named = new Set<string>(DEFAULT_WELL_AGENCIES);
  const others = [
    ...new Set((wells ?? []).map((well) => well.agency?.trim() ?? '').filter((agency) => agency)),
  ]
    .filter((agency) => !named.has(agency))
    .sort((a, b) => a.localeCompare(b));
  return [...DEFAULT_WELL_AGENCIES, ...others];
}

export interface AgencyInputProps {
  control: Control<FormValues>;
  field: FieldDefinition;
  choices: readonly string[];
  disabled?: boolean;
}

/** The well's agency: free text, with the known agencies offered as it is typed. */
export function AgencyInput({ control, field, choices, disabled }: AgencyInputProps) {
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: bound, fieldState }) => {
        const text = typeof bound.value === 'string' ? bound.value : '';
        return (
          <Autocomplete
            freeSolo
            options={choices}
            value={text || null}
            inputValue={text}
            onInputChange={(_event, value) => bound.onChange(value)}
            onChange={(_event, value) => bound.onChange(value ?? '')}
            disabled={disabled}
            renderInput={(params) => (
              <TextField
                {...params}
                name={bound.name}
                label={field.label}
                inputRef={bound.ref}
                onBlur={bound.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, maxLength: field.maxLength },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}
