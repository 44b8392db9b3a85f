import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { US_STATES } from '../../domain/accounts/us-states';

type UsState = (typeof US_STATES)[number];

const stateLabel = (state: UsState) => `${state.label} (${state.value})`;

/** The state choice of the address forms: label plus two-letter code; the form holds the code. */
export function StateSelect<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={US_STATES}
          getOptionLabel={stateLabel}
          isOptionEqualToValue={(option, value) => option.value === value.value}
          value={US_STATES.find((state) => state.value === field.value) ?? null}
          onChange={(_event, state) => field.onChange(state?.value ?? '')}
          onBlur={field.onBlur}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="State"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
