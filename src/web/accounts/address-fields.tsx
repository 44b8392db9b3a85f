import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { StateSelect } from './state-select';

type AddressField = 'address' | 'address2' | 'city' | 'state' | 'zip';

/** The address block of the registration and profile forms (spec 1 §2.1), as grid items. */
export function AddressFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const name = (field: AddressField) => field as FieldPath<T>;
  return (
    <>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={name('address')}
          label="Address"
          autoComplete="address-line1"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={name('address2')}
          label="Address 2"
          autoComplete="address-line2"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name={name('city')} label="City" autoComplete="address-level2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <StateSelect control={control} name={name('state')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name={name('zip')} label="Zip" autoComplete="postal-code" />
      </Grid>
    </>
  );
}
