import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { USER_ADMIN_TEXTS, userDisplayName } from '../../../domain/admin/admin-user';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { collectionListQuery, collectionRecordQuery } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { AdminPage } from '../admin-page';
import { LastChangedLine } from '../last-changed-line';
import { UserForm, type AgencyChoice } from './user-form';
import { UserApiKeys } from './user-api-keys';
import { UserGspAssociations } from './user-gsp-associations';
import { USERS_PATH, type AdminUser } from './users-api';

const LIST_CRUMB = { label: USER_ADMIN_TEXTS.listTitle, to: '/adminusers' };

/**
 * spec 2 §2.7: /adminusers/{id|new}. A new user, once saved, opens as an existing one so that GSP
 * associations can be added at once; saving an existing user returns to the list.
 */
export function UserFormPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const validId = isNew || /^\d+$/.test(id);
  const navigate = useNavigate();
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const user = useQuery({ ...collectionRecordQuery<AdminUser>(USERS_PATH, id), enabled: validId && !isNew });
  const agencies = useQuery(collectionListQuery<AgencyChoice>('agencys'));
  const title = isNew ? USER_ADMIN_TEXTS.newTitle : USER_ADMIN_TEXTS.editTitle;
  const crumbs = [
    LIST_CRUMB,
    { label: isNew || !user.data ? title : `${title}: ${userDisplayName(user.data)}` },
  ];

  if (!validId) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <ErrorState message={USER_ADMIN_TEXTS.notFound} />
      </AdminPage>
    );
  }
  const failed = [user, agencies].find((query) => query.isError && !query.isFetching);
  if (failed) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <ErrorState
          message={requestErrorText(failed.error, 'The user could not be loaded.')}
          onRetry={() => void failed.refetch()}
        />
      </AdminPage>
    );
  }
  if ((!isNew && !user.data) || !agencies.data) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <LoadingState />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} crumbs={crumbs}>
      {justCreated && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {USER_ADMIN_TEXTS.created}
        </Alert>
      )}
      <UserForm
        key={user.data?.id ?? 'new'}
        user={user.data}
        agencies={agencies.data}
        onSaved={(saved) =>
          isNew
            ? navigate(`/adminusers/${saved.id}`, { replace: true, state: { created: true } })
            : navigate('/adminusers')
        }
      />
      {user.data && (
        <>
          <LastChangedLine path={USERS_PATH} id={user.data.id} />
          <UserGspAssociations user={user.data} />
          <UserApiKeys user={user.data} />
        </>
      )}
    </AdminPage>
  );
}
