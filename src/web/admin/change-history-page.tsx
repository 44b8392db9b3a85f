import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  CHANGE_HISTORY_TEXTS,
  CHANGE_RECORD_TYPES,
  changeValueText,
  type ChangeEntry,
  type ChangeHistoryPage,
} from '../../domain/admin/change-history';
import { apiRequest } from '../api/api-client';
import { EmptyState } from '../components/states/empty-state';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { collectionListQuery } from './admin-api';
import { requestErrorText } from './admin-errors';
import { AdminPage } from './admin-page';

const PAGE_SIZE = 25;

interface UserOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

function ChangeList({ entry }: { entry: ChangeEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entry.changes.map((change) => (
        <li key={change.field}>
          <strong>{change.label ? `${change.label} (${change.field})` : change.field}</strong>:{' '}
          {entry.operation === 'INSERT'
            ? changeValueText(change.after)
            : entry.operation === 'DELETE'
              ? changeValueText(change.before)
              : `${changeValueText(change.before)} → ${changeValueText(change.after)}`}
        </li>
      ))}
    </Box>
  );
}

/** The change history of administration (issue: who, when, before and after), newest first. */
export function ChangeHistoryPage() {
  const [recordType, setRecordType] = useState('');
  const [changedBy, setChangedBy] = useState('');
  const [page, setPage] = useState(0);
  const users = useQuery(collectionListQuery<UserOption>('users'));
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) });
  if (recordType) params.set('record_type', recordType);
  if (changedBy) params.set('changed_by', changedBy);
  const history = useQuery({
    queryKey: ['admin', 'changehistory', params.toString()],
    queryFn: ({ signal }) => apiRequest<ChangeHistoryPage>(`changehistory/?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });

  let body;
  if (history.isPending || (history.isError && history.isFetching)) body = <LoadingState />;
  else if (history.isError)
    body = (
      <ErrorState
        message={requestErrorText(history.error, CHANGE_HISTORY_TEXTS.loadFailed)}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.results.length === 0) body = <EmptyState text={CHANGE_HISTORY_TEXTS.empty} />;
  else
    body = (
      <>
        {/* a keyboard scrolls the table when a narrow screen cuts it (WCAG 2.1.1) */}
        <TableContainer component={Paper} variant="outlined" tabIndex={0}>
          <Table size="small" aria-label={CHANGE_HISTORY_TEXTS.title}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Record Type</TableCell>
                <TableCell>Record</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>Changed By</TableCell>
                <TableCell>Values</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.results.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{new Date(entry.changed_at).toLocaleString('en-US')}</TableCell>
                  <TableCell>{entry.record_type_label}</TableCell>
                  <TableCell>{entry.record_label}</TableCell>
                  <TableCell>{entry.operation_label}</TableCell>
                  <TableCell>{entry.changed_by_name}</TableCell>
                  <TableCell>
                    <ChangeList entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {history.data.count > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={history.data.count}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next)}
          />
        )}
      </>
    );

  return (
    <AdminPage title={CHANGE_HISTORY_TEXTS.title}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={CHANGE_HISTORY_TEXTS.filterRecordType}
          value={recordType}
          onChange={(event) => {
            setRecordType(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{CHANGE_HISTORY_TEXTS.allRecordTypes}</MenuItem>
          {CHANGE_RECORD_TYPES.map((type) => (
            <MenuItem key={type.value} value={type.value}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={CHANGE_HISTORY_TEXTS.filterUser}
          value={changedBy}
          onChange={(event) => {
            setChangedBy(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{CHANGE_HISTORY_TEXTS.allUsers}</MenuItem>
          {(users.data ?? []).map((user) => (
            <MenuItem key={user.id} value={String(user.id)}>
              {`${user.first_name} ${user.last_name}`.trim() || user.email}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {users.isError && !users.isFetching && (
        <ErrorState
          message={requestErrorText(users.error, CHANGE_HISTORY_TEXTS.usersFailed)}
          onRetry={() => void users.refetch()}
        />
      )}
      {body}
    </AdminPage>
  );
}
