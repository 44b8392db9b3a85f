import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { FormTextField } from './form-text-field';
import { serverErrorText, showServerFieldErrors } from './server-errors';
import { useSession } from './session-provider';

const FIELDS = ['first_name', 'last_name', 'phone', 'address', 'address2', 'city', 'state', 'zip'] as const;

function profileOf(user: SessionUser): ProfileInput {
  return Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileInput;
}

/** spec 1 §2.1, /userprofile: section 'User Profile'. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: profileOf(user),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="first_name"
            label="First Name"
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="last_name"
            label="Last Name"
            autoComplete="family-name"
          />
        </Grid>
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
      {update.isError && (
        <Typography role="alert" color="error">
          {serverErrorText(update.error)}
        </Typography>
      )}
      <Link component={RouterLink} to="/dashboard">
        Return to Dashboard
      </Link>
    </Stack>
  );
}
