import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { ApiError } from '../api/api-client';
import { createToken } from './account-api';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { PlainTextField } from './plain-text-field';
import { useSession } from './session-provider';
import { useLazilyCheckedForm } from './use-lazily-checked-form';

const SUPPORT_EMAIL = 'support@basin-dms.org';

const loadLoginSchema = async () => (await import('../../domain/accounts/account-schemas')).loginSchema;

/** spec 1 §8: the first non-field error of the answer; a rate limit's detail; else the first field error. */
function loginFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') {
    return ACCOUNT_TEXTS.unknownServerError;
  }
  const body = error.body as Record<string, unknown>;
  const firstOf = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  return (
    firstOf(body.non_field_errors) ??
    error.detail ??
    Object.values(body).map(firstOf).find(Boolean) ??
    ACCOUNT_TEXTS.unknownServerError
  );
}

/** Route '/': sign-in, or a welcome when already signed in (spec 1 §2.1). */
export function LoginPage() {
  const { user, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const returnTo = (useLocation().state as { from?: string } | null)?.from;

  const form = useLazilyCheckedForm(loadLoginSchema, { email: '', password: '' });

  const login = useMutation({
    mutationFn: createToken,
    onSuccess: (signedIn) => {
      signIn(signedIn);
      if (returnTo) navigate(returnTo, { replace: true });
    },
    onError: () => form.resetField('password'),
  });

  if (user) {
    return (
      <AccountPage title={`Welcome, ${user.first_name}`}>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => navigate('/dashboard')}>
            Continue to Dashboard
          </Button>
          <Button variant="outlined" onClick={() => void signOut()}>
            Logout
          </Button>
        </Stack>
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Login">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <PlainTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <PlainTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" disabled={login.isPending}>
          Login
        </Button>
        <FormError error={login.error} textOf={loginFailureText} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/register">
            Register
          </Link>
          <Link component={RouterLink} to="/password/email">
            Forgot Password?
          </Link>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Need help? Contact <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
        </Typography>
      </Stack>
    </AccountPage>
  );
}
