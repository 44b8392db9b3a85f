import { USER_ADMIN_TEXTS, userDisplayName } from '../../../domain/admin/admin-user';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { AdminListPage } from '../admin-list-page';
import { UserDeleteMessage } from './user-delete-message';
import { USERS_PATH, type AdminUser } from './users-api';

const COLUMNS: ReadonlyArray<DataTableColumn<AdminUser>> = [
  { id: 'first_name', header: 'First Name', value: 'first_name' },
  { id: 'last_name', header: 'Last Name', value: 'last_name' },
  { id: 'city', header: 'City', value: 'city' },
  { id: 'email', header: 'Email', value: 'email' },
  { id: 'status', header: 'Status', value: 'status' },
  { id: 'phone', header: 'Phone', value: 'phone' },
  { id: 'agency', header: 'Agency', value: 'agency_label' },
  { id: 'role', header: 'Role', value: 'role' },
  { id: 'gsp', header: 'GSP Association', value: 'gsp_label' },
];

const editTo = (user: AdminUser) => `/adminusers/${user.id}`;
const deleteMessage = (user: AdminUser) => <UserDeleteMessage user={user} />;

/** spec 2 §2.7: /adminusers. */
export function UserListPage() {
  return (
    <AdminListPage<AdminUser>
      title={USER_ADMIN_TEXTS.listTitle}
      path={USERS_PATH}
      columns={COLUMNS}
      filterPlaceholder={USER_ADMIN_TEXTS.filterPlaceholder}
      emptyText={USER_ADMIN_TEXTS.empty}
      addLabel={USER_ADMIN_TEXTS.addUser}
      addTo="/adminusers/new"
      editTo={editTo}
      rowName={userDisplayName}
      deleteMessage={deleteMessage}
      loadFailedText={USER_ADMIN_TEXTS.loadFailed}
    />
  );
}
