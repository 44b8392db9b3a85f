import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { collectionKey, collectionListQuery, useDeleteRecord, useSaveRecord } from '../admin-api';
import { requestErrorText } from '../admin-errors';

/** A GSA or GSP association as /gsaassociations/ and /gspassociations/ answer it (spec 2 §3). */
export interface UserAssociation {
  id: number;
  user: number;
  user_label: string;
  email: string;
  agency: string;
  role?: string;
  authorized_reporter?: 0 | 1;
}

interface UserChoice {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

const userChoiceLabel = (user: UserChoice) =>
  `${`${user.first_name} ${user.last_name}`.trim() || user.email} (${user.email})`;

/** spec 2 §9: association tables hold 10 rows a page, with the pager above 10. */
const ASSOCIATION_PAGE_SIZE = 10;

export interface UserAssociationsSectionProps<Row extends UserAssociation> {
  path: 'gsaassociations' | 'gspassociations';
  /** The query field and body field naming the GSA or GSP. */
  parentKey: 'gsa' | 'gsp';
  parentId: number;
  parentName: string;
  emptyText: string;
  /** Columns after the user's name, email and agency (the authorized reporter toggle). */
  extraColumns?: ReadonlyArray<DataTableColumn<Row>>;
}

/**
 * spec 2 §2.9, §2.10: the users associated with a GSA or GSP; one is added by choosing a user, and
 * one is deleted after a confirmation. Each add and delete is a collection write, so the change
 * history records it.
 */
export function UserAssociationsSection<Row extends UserAssociation>({
  path,
  parentKey,
  parentId,
  parentName,
  emptyText,
  extraColumns = [],
}: UserAssociationsSectionProps<Row>) {
  const queryClient = useQueryClient();
  const associations = useQuery(collectionListQuery<Row>(path, `${parentKey}=${parentId}`));
  const users = useQuery(collectionListQuery<UserChoice>('users'));
  const add = useSaveRecord<Row>(path);
  const remove = useDeleteRecord(path);
  const [chosen, setChosen] = useState<UserChoice | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  // A user's GSP names show on the user list; they change with the associations.
  const refreshUsers = () => void queryClient.invalidateQueries({ queryKey: collectionKey('users') });

  const associatedIds = useMemo(
    () => new Set((associations.data ?? []).map((association) => association.user)),
    [associations.data],
  );
  const choices = useMemo(
    () => (users.data ?? []).filter((user) => !associatedIds.has(user.id)),
    [users.data, associatedIds],
  );

  const columns = useMemo((): ReadonlyArray<DataTableColumn<Row>> => {
    const actions: DataTableColumn<Row> = {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      sortable: false,
      cell: (row) => (
        <Tooltip title="Delete">
          <IconButton
            size="small"
            aria-label={`Delete the association of ${row.user_label || row.email}`}
            onClick={() => {
              remove.reset();
              setDeleting(row);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    };
    return [
      actions,
      { id: 'user_label', header: 'User', value: 'user_label' },
      { id: 'email', header: 'Email', value: 'email' },
      { id: 'agency', header: 'Agency', value: 'agency' },
      ...extraColumns,
    ];
  }, [extraColumns, remove]);

  const addChosen = () => {
    if (!chosen) return;
    add.mutate(
      { user: chosen.id, [parentKey]: parentId },
      {
        onSuccess: () => {
          setChosen(null);
          refreshUsers();
        },
      },
    );
  };

  const loading = associations.isPending || (associations.isError && associations.isFetching);
  const heading = `Users associated with ${parentName}`;

  return (
    <Box component="section" aria-label={heading} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        User Associations
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Autocomplete<UserChoice>
          sx={{ minWidth: 320 }}
          options={choices}
          value={chosen}
          onChange={(_event, value) => {
            add.reset();
            setChosen(value);
          }}
          getOptionLabel={userChoiceLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={users.isPending}
          renderInput={(params) => <TextField {...params} label="User" size="small" />}
        />
        <Button variant="outlined" onClick={addChosen} disabled={!chosen || add.isPending}>
          Add Association
        </Button>
      </Stack>
      {users.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void users.refetch()}>
              Retry
            </Button>
          }
        >
          {requestErrorText(users.error, 'The users to choose from could not be loaded.')}
        </Alert>
      )}
      {add.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {requestErrorText(add.error, 'The association was not added.')}
        </Alert>
      )}
      <DataTable<Row>
        label={heading}
        rows={associations.data ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        pageSize={ASSOCIATION_PAGE_SIZE}
        emptyText={emptyText}
        loading={loading}
        error={
          associations.isError && !associations.isFetching
            ? requestErrorText(associations.error, 'The associations could not be loaded.')
            : null
        }
        onRetry={() => void associations.refetch()}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you wish to delete the association of ${deleting.user_label}?` : ''}
        busy={remove.isPending}
        error={remove.isError ? requestErrorText(remove.error, 'Nothing was deleted.') : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              refreshUsers();
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
