import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { passwordResetRequestSchema } from '../../domain/accounts/account-schemas';
import { ApiError } from '../api/api-client';
import { requestPasswordReset } from './account-api';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { FormTextField } from './form-text-field';
import { useAccountForm } from './use-account-form';

/** spec 1 §8: 'Unknown Error. Please try again.'; a rate limit says when to try again. */
function resetFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return ACCOUNT_TEXTS.resetFailed;
}

/** Route /password/email: asks for the password reset email (spec 1 §2.1). */
export function PasswordEmailPage() {
  const form = useAccountForm(passwordResetRequestSchema, { email: '' });
  const reset = useMutation({ mutationFn: requestPasswordReset });

  return (
    <AccountPage title="Reset Password">
      {reset.isSuccess ? (
        <Alert severity="success">{ACCOUNT_TEXTS.resetRequestSent}</Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={form.handleSubmit((values) => reset.mutate(values))}
        >
          <Typography variant="body2">
            Enter the email address of your account and we will send you a link to set a new password.
          </Typography>
          <FormTextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            Reset
          </Button>
          <FormError error={reset.error} textOf={resetFailureText} />
        </Stack>
      )}
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 2 }}>
        Return to Home
      </Link>
    </AccountPage>
  );
}
