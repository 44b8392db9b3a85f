import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ROLES, USER_STATUSES } from '../../../domain/accounts/roles';
import {
  USER_ADMIN_TEXTS,
  adminUserCreateSchema,
  adminUserUpdateSchema,
} from '../../../domain/admin/admin-user';
import { agencyDisplayName } from '../../../domain/admin/agency';
import { AddressFields } from '../../accounts/address-fields';
import { FormError } from '../../accounts/form-error';
import { FormTextField } from '../../accounts/form-text-field';
import { NameFields } from '../../accounts/name-fields';
import { FormPasswordStrength } from '../../accounts/password-strength-meter';
import { showServerFieldErrors } from '../../accounts/server-errors';
import { useAccountForm } from '../../accounts/use-account-form';
import { useSaveRecord } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { formLevelError } from './form-level-error';
import { FormSelectField } from './form-select-field';
import { USERS_PATH, type AdminUser } from './users-api';

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'agency',
  'role',
  'status',
  'password',
  'password2',
] as const;

export interface AgencyChoice {
  id: number;
  name: string;
}

const toChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function valuesOf(user: AdminUser | undefined) {
  return {
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    address2: user?.address2 ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zip: user?.zip ?? '',
    agency: user?.agency ?? '',
    role: user?.role ?? '',
    status: user?.status ?? '',
    password: '',
    password2: '',
  };
}

/**
 * spec 2 §2.7 and §5: the administrator's user form; the password fields only for a new user. It checks
 * on submit with the domain's schema, the one the server uses, and shows the server's refusals under the
 * fields they name.
 */
export function UserForm({
  user,
  agencies,
  onSaved,
}: {
  user?: AdminUser;
  agencies: readonly AgencyChoice[];
  onSaved: (saved: AdminUser) => void;
}) {
  const isNew = !user;
  // One set of fields for both: an existing user's form simply has no password fields to fill.
  const form = useAccountForm(
    (isNew ? adminUserCreateSchema : adminUserUpdateSchema) as typeof adminUserCreateSchema,
    valuesOf(user) as Record<string, unknown>,
  );
  const save = useSaveRecord<AdminUser>(USERS_PATH, user?.id);
  const agencyChoices = useMemo(
    () =>
      [...agencies]
        .sort((a, b) => agencyDisplayName(a.name).localeCompare(agencyDisplayName(b.name)))
        .map((agency) => ({ value: agency.id, label: agencyDisplayName(agency.name) })),
    [agencies],
  );
  const control = form.control;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={isNew ? USER_ADMIN_TEXTS.newTitle : USER_ADMIN_TEXTS.editTitle}
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values as Record<string, unknown>, {
          onSuccess: onSaved,
          onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
        }),
      )}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
        </Grid>
        <NameFields control={control} />
        <Grid size={12}>
          <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
        </Grid>
        <AddressFields control={control} />
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="agency"
            label="Agency"
            choices={agencyChoices}
            blankLabel=""
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="role"
            label="Role"
            choices={toChoices(ROLES)}
            blankLabel=""
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="status"
            label="Status"
            choices={toChoices(USER_STATUSES)}
            blankLabel=""
          />
        </Grid>
        {isNew && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="password2"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
              />
            </Grid>
            <Grid size={12}>
              <FormPasswordStrength
                control={control}
                password="password"
                ownerFields={{ email: 'email', first_name: 'first_name', last_name: 'last_name' }}
              />
            </Grid>
          </>
        )}
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {USER_ADMIN_TEXTS.save}
        </Button>
        {user && (
          <Button component={RouterLink} to={`/adminusers/${user.id}/resetpassword`} variant="outlined">
            {USER_ADMIN_TEXTS.resetPassword}
          </Button>
        )}
      </Stack>
      <FormError
        error={formLevelError(save.error, FIELDS)}
        textOf={(error) => requestErrorText(error, USER_ADMIN_TEXTS.saveFailed)}
      />
    </Stack>
  );
}
