import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordSchema } from '../../domain/accounts/account-schemas';
import { RESET_LINK_PASSWORD_OWNER } from '../../domain/accounts/password-rules';
import { confirmPasswordReset } from './account-api';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { showServerFieldErrors } from './server-errors';
import { useAccountForm } from './use-account-form';

const FIELDS = ['new_password1', 'new_password2'] as const;

interface ResetLink {
  uid: string;
  token: string;
}

/**
 * The uid and token of the emailed link. They travel in the fragment (#uid=..&token=..), which the
 * browser never sends to the server; a link in the query string (?uid=..&token=..) still works.
 */
function resetLinkOf({ hash, search }: Pick<Location, 'hash' | 'search'>): ResetLink {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  return {
    uid: fragment.get('uid') ?? query.get('uid') ?? '',
    token: fragment.get('token') ?? query.get('token') ?? '',
  };
}

/** Route /password/reset#uid=&token=, opened from the emailed link. */
export function PasswordResetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // read once: the address loses them below, the page keeps them
  const [{ uid, token }] = useState(() => resetLinkOf(location));

  // the token must not linger in the address bar nor in the browser's history
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (search || hash) navigate(pathname, { replace: true });
  }, [pathname, search, hash, navigate]);

  const form = useAccountForm(newPasswordSchema, { new_password1: '', new_password2: '' });
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
        <NewPasswordFields control={form.control} autoFocus owner={RESET_LINK_PASSWORD_OWNER} />
        <Button type="submit" variant="contained" disabled={confirm.isPending}>
          Set New Password
        </Button>
        <FormError error={confirm.error} />
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
