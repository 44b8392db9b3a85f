import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { profileSchema, type ProfileInput } from '../../domain/accounts/account-schemas';
import type { SessionUser } from '../../domain/accounts/session-user';
import { updateMe } from './account-api';
import { AddressFields } from './address-fields';
import { FormError } from './form-error';
import { FormTextField } from './form-text-field';
import { NameFields } from './name-fields';
import { showServerFieldErrors } from './server-errors';
import { useSession } from './session-provider';
import { useAccountForm } from './use-account-form';

const FIELDS = ['first_name', 'last_name', 'phone', 'address', 'address2', 'city', 'state', 'zip'] as const;

function profileOf(user: SessionUser): ProfileInput {
  return Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileInput;
}

/** spec 1 §2.1, /userprofile: section 'User Profile'. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const navigate = useNavigate();
  const form = useAccountForm(profileSchema, profileOf(user));
  const update = useMutation({
    mutationFn: updateMe,
    onSuccess: (updated) => {
      updateUser(updated);
      navigate('/dashboard');
    },
    onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
    >
      <Typography variant="h6" component="h3">
        User Profile
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label="Email (username)"
            value={user.email}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <NameFields control={form.control} />
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="phone"
            label="Telephone"
            type="tel"
            autoComplete="tel"
          />
        </Grid>
        <AddressFields control={form.control} />
      </Grid>
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Update User Information
      </Button>
      <FormError error={update.error} />
      <Link component={RouterLink} to="/dashboard">
        Return to Dashboard
      </Link>
    </Stack>
  );
}
