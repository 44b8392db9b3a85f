import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type NameField = 'first_name' | 'last_name';

/** First and last name, side by side: the registration and profile forms (spec 1 §2.1), as grid items. */
export function NameFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const name = (field: NameField) => field as FieldPath<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('first_name')}
          label="First Name"
          autoComplete="given-name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('last_name')}
          label="Last Name"
          autoComplete="family-name"
        />
      </Grid>
    </>
  );
}
