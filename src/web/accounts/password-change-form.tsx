import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordChangeSchema } from '../../domain/accounts/account-schemas';
import { changePassword } from './account-api';
import { FormError } from './form-error';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { showServerFieldErrors } from './server-errors';
import { useSession } from './session-provider';
import { useAccountForm } from './use-account-form';

const FIELDS = ['current_password', 'new_password1', 'new_password2'] as const;

/** spec 1 §2.1, /userprofile: section 'Update Password'. */
export function PasswordChangeForm() {
  const { replaceToken, user } = useSession();
  const navigate = useNavigate();
  const form = useAccountForm(passwordChangeSchema, {
    current_password: '',
    new_password1: '',
    new_password2: '',
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ auth_token }) => {
      // the server revoked every token of the account, this one included
      replaceToken(auth_token);
      navigate('/dashboard');
    },
    onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      <Typography variant="h6" component="h3">
        Update Password
      </Typography>
      <FormTextField
        control={form.control}
        name="current_password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields control={form.control} owner={user ?? undefined} />
      <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        Update Password
      </Button>
      <FormError error={change.error} />
      <Link component={RouterLink} to="/dashboard">
        Return to Dashboard
      </Link>
    </Stack>
  );
}
