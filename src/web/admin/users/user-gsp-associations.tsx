import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canHoldReportingAuthorization } from '../../../domain/accounts/permissions';
import { USER_ADMIN_TEXTS } from '../../../domain/admin/admin-user';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { collectionListQuery, useDeleteRecord, useSaveRecord } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { AuthorizedReporterSwitch } from '../authorized-reporter-switch';
import { GSP_ASSOCIATIONS_PATH, type AdminUser, type UserGspAssociation } from './users-api';

interface GspChoice {
  id: number;
  name: string;
}

/**
 * spec 2 §2.7: the GSPs an existing user is associated with, 10 a page with the pager above 10 (§9), with
 * the authorized reporter toggle (never for users whose saved role is Agency), delete, and add.
 */
export function UserGspAssociations({ user }: { user: AdminUser }) {
  const associations = useQuery(
    collectionListQuery<UserGspAssociation>(GSP_ASSOCIATIONS_PATH, `user=${user.id}`),
  );
  const gsps = useQuery(collectionListQuery<GspChoice>('gsps'));
  const add = useSaveRecord<UserGspAssociation>(GSP_ASSOCIATIONS_PATH);
  const remove = useDeleteRecord(GSP_ASSOCIATIONS_PATH);
  const [chosenGsp, setChosenGsp] = useState('');
  const [removing, setRemoving] = useState<UserGspAssociation | null>(null);
  const [toggleFailure, setToggleFailure] = useState<string | null>(null);
  const mayReport = canHoldReportingAuthorization(user.role);

  const columns = useMemo(
    (): ReadonlyArray<DataTableColumn<UserGspAssociation>> => [
      { id: 'name', header: 'GSP', value: 'name' },
      {
        id: 'authorized_reporter',
        header: 'Authorized Reporter',
        value: 'authorized_reporter',
        kind: 'number',
        align: 'left',
        // Keyed by the server's value, so a refreshed list shows what the server holds.
        cell: (row) =>
          mayReport ? (
            <AuthorizedReporterSwitch
              key={`${row.id}-${row.authorized_reporter}`}
              userId={row.user}
              gspId={row.gsp}
              authorized={row.authorized_reporter === 1}
              label={`Authorized reporter for ${row.name}`}
              undoneText={USER_ADMIN_TEXTS.toggleUndone(row.name)}
              onResult={setToggleFailure}
            />
          ) : (
            USER_ADMIN_TEXTS.notForAgency
          ),
      },
      {
        id: 'delete',
        header: 'Delete',
        value: () => '',
        sortable: false,
        cell: (row) => (
          <IconButton
            size="small"
            aria-label={`Delete the association with ${row.name}`}
            onClick={() => {
              remove.reset();
              setRemoving(row);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [mayReport, remove],
  );

  const associated = new Set((associations.data ?? []).map((row) => row.gsp));
  const addable = (gsps.data ?? [])
    .filter((gsp) => !associated.has(gsp.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const loading = associations.isPending || (associations.isError && associations.isFetching);
  const error =
    associations.isError && !associations.isFetching
      ? requestErrorText(associations.error, 'The GSP associations could not be loaded.')
      : null;

  const addAssociation = () => {
    if (!chosenGsp) return;
    add.mutate({ user: user.id, gsp: Number(chosenGsp) }, { onSuccess: () => setChosenGsp('') });
  };

  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="user-gsp-associations">
      <Typography variant="h6" component="h3" id="user-gsp-associations">
        {USER_ADMIN_TEXTS.associationsTitle}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="GSP to associate"
          value={chosenGsp}
          onChange={(event) => setChosenGsp(event.target.value)}
          sx={{ minWidth: 280 }}
          disabled={!gsps.data}
          helperText={
            gsps.isError ? requestErrorText(gsps.error, 'The GSPs could not be loaded.') : undefined
          }
          error={gsps.isError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {addable.map((gsp) => (
            <option key={gsp.id} value={gsp.id}>
              {gsp.name}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" onClick={addAssociation} disabled={!chosenGsp || add.isPending}>
          {USER_ADMIN_TEXTS.addAssociation}
        </Button>
        {gsps.isError && <Button onClick={() => void gsps.refetch()}>Retry</Button>}
      </Stack>
      {add.isError && (
        <Alert severity="error" onClose={() => add.reset()}>
          {requestErrorText(add.error, 'The association was not added.')}
        </Alert>
      )}
      {toggleFailure && (
        <Alert severity="error" onClose={() => setToggleFailure(null)}>
          {toggleFailure}
        </Alert>
      )}
      <DataTable<UserGspAssociation>
        label={USER_ADMIN_TEXTS.associationsTitle}
        rows={associations.data ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        pageSize={10}
        emptyText={USER_ADMIN_TEXTS.noAssociations}
        loading={loading}
        error={error}
        onRetry={() => void associations.refetch()}
      />
      <ConfirmDialog
        open={removing !== null}
        message={removing ? `Delete the association of this user with ${removing.name}?` : ''}
        busy={remove.isPending}
        error={remove.isError ? requestErrorText(remove.error, 'Nothing was deleted.') : null}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
