import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { USER_ADMIN_TEXTS } from '../../../domain/admin/admin-user';
import { GSP_TEXTS } from '../../../domain/admin/gsp';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { canHoldReportingAuthorization } from '../../../domain/accounts/permissions';
import type { Role } from '../../../domain/accounts/roles';
import { AuthorizedReporterSwitch } from '../authorized-reporter-switch';
import type { OrganisationRecord } from './organisation-kinds';
import { UserAssociationsSection, type UserAssociation } from './user-associations-section';

/** spec 2 §2.10: a GSP's users, each with the authorized reporter toggle and a delete. */
export function GspAssociationsSection({ gsp }: { gsp: OrganisationRecord }) {
  const [toggleFailure, setToggleFailure] = useState<string | null>(null);
  const extraColumns = useMemo(
    (): ReadonlyArray<DataTableColumn<UserAssociation>> => [
      { id: 'role', header: 'Role', value: (row) => row.role ?? '' },
      {
        id: 'authorized_reporter',
        header: 'Authorized Reporter',
        value: (row) => row.authorized_reporter ?? 0,
        kind: 'number',
        align: 'left',
        // Keyed by the server's value, so a refreshed list shows what the server holds.
        cell: (row) =>
          canHoldReportingAuthorization(row.role as Role) ? (
            <AuthorizedReporterSwitch
              key={`${row.id}-${row.authorized_reporter}`}
              userId={row.user}
              gspId={gsp.id}
              authorized={row.authorized_reporter === 1}
              label={`Authorized reporter: ${row.user_label || row.email}`}
              undoneText={USER_ADMIN_TEXTS.toggleUndone(row.user_label || row.email)}
              onResult={setToggleFailure}
            />
          ) : (
            USER_ADMIN_TEXTS.notForAgency
          ),
      },
    ],
    [gsp.id],
  );
  return (
    <>
      <UserAssociationsSection<UserAssociation>
        path="gspassociations"
        parentKey="gsp"
        parentId={gsp.id}
        parentName={gsp.name}
        emptyText={GSP_TEXTS.noAssociations}
        extraColumns={extraColumns}
      />
      {toggleFailure && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setToggleFailure(null)}>
          {toggleFailure}
        </Alert>
      )}
    </>
  );
}
