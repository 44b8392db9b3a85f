import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { GSP_TEXTS } from '../../../domain/admin/gsp';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { AuthorizedReporterSwitch } from './authorized-reporter-switch';
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
        cell: (row) => (
          <AuthorizedReporterSwitch
            key={`${row.id}-${row.authorized_reporter}`}
            association={row}
            onResult={setToggleFailure}
          />
        ),
      },
    ],
    [],
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
