import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import {
  normalizeEmail,
  REGISTRATION_REQUIRED_FIELDS,
  registrationSchema,
  type RegistrationInput,
} from '../../domain/accounts/account-schemas';
import { registerUser } from './account-api';
import { AccountPage } from './account-page';
import { AddressFields } from './address-fields';
import { FormError } from './form-error';
import { FormTextField } from './form-text-field';
import { NameFields } from './name-fields';
import { PasswordRequirements } from './password-requirements';
import { FormPasswordStrength } from './password-strength-meter';
import { showServerFieldErrors } from './server-errors';
import { useAccountForm } from './use-account-form';

const EMPTY_REGISTRATION: RegistrationInput = {
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  password2: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};

const FIELDS = Object.keys(EMPTY_REGISTRATION) as (keyof RegistrationInput)[];
const required = (field: keyof RegistrationInput) => REGISTRATION_REQUIRED_FIELDS.includes(field);

/** Route /register (spec 1 §2.1). */
export function RegisterPage() {
  const navigate = useNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const form = useAccountForm(registrationSchema, EMPTY_REGISTRATION);

  const register = useMutation({
    mutationFn: registerUser,
    onSuccess: (_user, sent) => setRegisteredEmail(sent.email),
    onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
  });

  const submit = form.handleSubmit((values) =>
    register.mutate({ ...values, email: normalizeEmail(values.email) }),
  );

  return (
    <AccountPage title="Register" width={760}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              helperText="Your email is your user name."
              required={required('email')}
            />
          </Grid>
          <NameFields control={form.control} required={required('first_name') && required('last_name')} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required={required('password')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="password2"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required={required('password2')}
            />
          </Grid>
          <Grid size={12}>
            <FormPasswordStrength
              control={form.control}
              password="password"
              ownerFields={{ email: 'email', first_name: 'first_name', last_name: 'last_name' }}
            />
            <PasswordRequirements />
          </Grid>
          <AddressFields control={form.control} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              required={required('phone')}
            />
          </Grid>
        </Grid>
        <Button
          type="submit"
          variant="contained"
          disabled={register.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Register
        </Button>
        <FormError error={register.error} />
        <Link component={RouterLink} to="/">
          Return to Home
        </Link>
      </Stack>

      <Dialog
        open={registeredEmail !== null}
        onClose={() => navigate('/')}
        aria-labelledby="account-registered-title"
      >
        <DialogTitle id="account-registered-title">{ACCOUNT_TEXTS.accountRegisteredTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your account has been registered. An administrator must confirm it before you can sign in.
          </DialogContentText>
          <DialogContentText sx={{ mt: 2 }}>User name: {registeredEmail}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate('/')} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </AccountPage>
  );
}
