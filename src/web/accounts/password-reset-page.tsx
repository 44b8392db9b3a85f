import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordSchema } from '../../domain/accounts/account-schemas';
import { confirmPasswordReset } from './account-api';
import { AccountPage } from './account-page';
import { FormTextField } from './form-text-field';
import { PasswordRequirements } from './password-requirements';
import { serverErrorText, showServerFieldErrors } from './server-errors';

const FIELDS = ['new_password1', 'new_password2'] as const;

/** Route /password/reset?uid=&token=, opened from the emailed link. */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const uid = searchParams.get('uid') ?? '';
  const token = searchParams.get('token') ?? '';

  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { new_password1: '', new_password2: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const confirm = useMutation({
    mutationFn: confirmPasswordReset,
    onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
  });

  if (!/^\d+$/.test(uid) || !token) {
    return (
      <AccountPage title="Reset Password">
        <Typography>
          This password reset link is incomplete. Open the link from the email again, or{' '}
          <Link component={RouterLink} to="/password/email">
            request a new reset email
          </Link>
          .
        </Typography>
      </AccountPage>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AccountPage title="Reset Password">
        <Alert severity="success" sx={{ mb: 2 }}>
          Your password has been reset. You can now log in with your new password.
        </Alert>
        <Button variant="contained" onClick={() => navigate('/')}>
          Return to Home
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Reset Password">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((values) => confirm.mutate({ uid: Number(uid), token, ...values }))}
      >
        <FormTextField
          control={form.control}
          name="new_password1"
          label="New Password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="new_password2"
          label="Retype New Password"
          type="password"
          autoComplete="new-password"
        />
        <PasswordRequirements />
        <Button type="submit" variant="contained" disabled={confirm.isPending}>
          Set New Password
        </Button>
        {confirm.isError && (
          <Typography role="alert" color="error">
            {serverErrorText(confirm.error)}
          </Typography>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/">
            Return to Home
          </Link>
          <Link component={RouterLink} to="/password/email">
            Request a new reset email
          </Link>
        </Stack>
      </Stack>
    </AccountPage>
  );
}
