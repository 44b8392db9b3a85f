import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newPasswordSchema } from '../../../domain/accounts/account-schemas';
import { ADMIN_PASSWORD_TEXTS } from '../../../domain/admin/admin-password-reset';
import { USER_ADMIN_TEXTS, userDisplayName } from '../../../domain/admin/admin-user';
import { FormError } from '../../accounts/form-error';
import { NewPasswordFields } from '../../accounts/new-password-fields';
import { showServerFieldErrors } from '../../accounts/server-errors';
import { useAccountForm } from '../../accounts/use-account-form';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { collectionRecordQuery } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { AdminPage } from '../admin-page';
import { formLevelError } from './form-level-error';
import { USERS_PATH, adminResetTokenQuery, useSetPassword, type AdminUser } from './users-api';

const FIELDS = ['new_password1', 'new_password2'] as const;

/**
 * spec 2 §2.7 and §7: /adminusers/{id}/resetpassword. The screen takes a one-time token for the user,
 * then sets the password with it and returns to the user. Unlike the old system, a refusal or a network
 * failure is said (SPEC-NOTES: failures the old system hid).
 */
export function UserPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useQuery(collectionRecordQuery<AdminUser>(USERS_PATH, id));
  const token = useQuery(adminResetTokenQuery(id));
  const setPassword = useSetPassword();
  const form = useAccountForm(newPasswordSchema, { new_password1: '', new_password2: '' });
  const crumbs = [
    { label: USER_ADMIN_TEXTS.listTitle, to: '/adminusers' },
    { label: user.data ? userDisplayName(user.data) : USER_ADMIN_TEXTS.editTitle, to: `/adminusers/${id}` },
    { label: USER_ADMIN_TEXTS.resetPassword },
  ];
  const title = user.data
    ? `${ADMIN_PASSWORD_TEXTS.title}: ${userDisplayName(user.data)}`
    : ADMIN_PASSWORD_TEXTS.title;

  const failed = [user, token].find((query) => query.isError && !query.isFetching);
  if (failed) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <ErrorState
          message={requestErrorText(failed.error, 'The set-password form could not be opened.')}
          onRetry={() => void failed.refetch()}
        />
      </AdminPage>
    );
  }
  if (!user.data || !token.data) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <LoadingState />
      </AdminPage>
    );
  }
  const { uid } = token.data;

  return (
    <AdminPage title={title} crumbs={crumbs}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ maxWidth: 480 }}
        aria-label={ADMIN_PASSWORD_TEXTS.title}
        onSubmit={form.handleSubmit((values) =>
          setPassword.mutate(
            { id: uid, token: token.data.token, ...values },
            {
              onSuccess: () => navigate(`/adminusers/${uid}`),
              onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
            },
          ),
        )}
      >
        <NewPasswordFields control={form.control} autoFocus owner={user.data} />
        <Button
          type="submit"
          variant="contained"
          disabled={setPassword.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {ADMIN_PASSWORD_TEXTS.title}
        </Button>
        <FormError
          error={formLevelError(setPassword.error, FIELDS)}
          textOf={(error) => requestErrorText(error, 'The password was not set.')}
        />
      </Stack>
    </AdminPage>
  );
}
