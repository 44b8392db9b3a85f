import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordChangeSchema } from '../../domain/accounts/account-schemas';
import { changePassword } from './account-api';
import { FormTextField } from './form-text-field';
import { PasswordRequirements } from './password-requirements';
import { serverErrorText, showServerFieldErrors } from './server-errors';
import { useSession } from './session-provider';

const FIELDS = ['current_password', 'new_password1', 'new_password2'] as const;

/** spec 1 §2.1, /userprofile: section 'Update Password'. */
export function PasswordChangeForm() {
  const { replaceToken } = useSession();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', new_password1: '', new_password2: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
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
      <FormTextField
        control={form.control}
        name="new_password1"
        label="New Password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="new_password2"
        label="Retype New Password"
        type="password"
        autoComplete="new-password"
      />
      <PasswordRequirements />
      <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        Update Password
      </Button>
      {change.isError && (
        <Typography role="alert" color="error">
          {serverErrorText(change.error)}
        </Typography>
      )}
      <Link component={RouterLink} to="/dashboard">
        Return to Dashboard
      </Link>
    </Stack>
  );
}
