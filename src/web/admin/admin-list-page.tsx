import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/api-client';
import { DataTable } from '../components/data-table/data-table';
import type { DataTableColumn } from '../components/data-table/data-table-types';
import { ConfirmDialog } from '../components/dialogs/confirm-dialog';
import { collectionListQuery, useDeleteRecord } from './admin-api';
import { requestErrorText } from './admin-errors';
import { AdminPage } from './admin-page';

export interface AdminListPageProps<Row extends { id: number }> {
  /** Heading, browser title and breadcrumb, e.g. 'Manage Agencies'. */
  title: string;
  /** The API collection, e.g. 'agencys'. */
  path: string;
  /** Extra query of the list request, e.g. 'format=json'. */
  query?: string;
  /** The data columns; the Actions column (edit and delete) comes first. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  filterPlaceholder: string;
  emptyText: string;
  addLabel: string;
  addTo: string;
  editTo: (row: Row) => string;
  /** How a row is named to assistive technology: 'Edit {name}', 'Delete {name}'. */
  rowName: (row: Row) => string;
  /** The confirmation's question, e.g. 'Are you sure you wish to delete {site}?'. */
  deleteMessage: (row: Row) => ReactNode;
  deleteConfirmLabel?: string;
  /** What the loading failure says, e.g. 'The agencies could not be loaded.' */
  loadFailedText: string;
  /** Shown above the table (e.g. a filter of its own). */
  children?: ReactNode;
  /** Filters the rows before the table's keyword filter (e.g. a GSP choice). */
  rowFilter?: (row: Row) => boolean;
}

/**
 * One list screen of administration (spec 2 §2.7-§2.18): keyword filter, spec sorting, 25 rows a page
 * with the pager above 25, the empty text, Add, Edit and Delete after a confirmation. A refused delete
 * (something still points to the record) shows the server's reason in the dialog and deletes nothing.
 */
export function AdminListPage<Row extends { id: number }>({
  title,
  path,
  query,
  columns,
  filterPlaceholder,
  emptyText,
  addLabel,
  addTo,
  editTo,
  rowName,
  deleteMessage,
  deleteConfirmLabel,
  loadFailedText,
  children,
  rowFilter,
}: AdminListPageProps<Row>) {
  const list = useQuery(collectionListQuery<Row>(path, query));
  const remove = useDeleteRecord(path);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const allColumns = useMemo((): ReadonlyArray<DataTableColumn<Row>> => {
    const actions: DataTableColumn<Row> = {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      sortable: false,
      cell: (row) => (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Edit">
            <IconButton
              size="small"
              component={RouterLink}
              to={editTo(row)}
              aria-label={`Edit ${rowName(row)}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              size="small"
              aria-label={`Delete ${rowName(row)}`}
              onClick={() => {
                remove.reset();
                setDeleting(row);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    };
    return [actions, ...columns];
  }, [columns, editTo, rowName, remove]);

  const rows = useMemo(
    () => (rowFilter ? (list.data ?? []).filter(rowFilter) : (list.data ?? [])),
    [list.data, rowFilter],
  );
  const loading = list.isPending || (list.isError && list.isFetching);
  const error = list.isError && !list.isFetching ? requestErrorText(list.error, loadFailedText) : null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <AdminPage
      title={title}
      actions={
        <Button component={RouterLink} to={addTo} variant="contained" startIcon={<AddIcon />}>
          {addLabel}
        </Button>
      }
    >
      {children}
      <DataTable<Row>
        label={title}
        rows={rows}
        columns={allColumns}
        getRowId={(row) => row.id}
        filterPlaceholder={filterPlaceholder}
        emptyText={emptyText}
        loading={loading}
        error={error}
        onRetry={() => void list.refetch()}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? deleteMessage(deleting) : ''}
        confirmLabel={deleteConfirmLabel}
        busy={remove.isPending}
        error={remove.isError ? requestErrorText(remove.error, 'Nothing was deleted.') : null}
        confirmDisabled={remove.error instanceof ApiError && remove.error.status === 409}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
