import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type NameField = 'first_name' | 'last_name';

/**
 * First and last name, side by side: the registration and profile forms (spec 1 §2.1), as grid items;
 * `required` marks both (asterisk and aria-required) where the form's schema requires them.
 */
export function NameFields<T extends FieldValues>({
  control,
  required = false,
}: {
  control: Control<T>;
  required?: boolean;
}) {
  const name = (field: NameField) => field as FieldPath<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('first_name')}
          label="First Name"
          required={required}
          autoComplete="given-name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('last_name')}
          label="Last Name"
          required={required}
          autoComplete="family-name"
        />
      </Grid>
    </>
  );
}
