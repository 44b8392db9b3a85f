import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  API_KEY_TEXTS,
  apiKeyLastUsedText,
  apiKeyStatusText,
  type ApiKeyRecord,
} from '../../../domain/admin/api-keys';
import { usDateLabel } from '../../../domain/dates/date-format';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { requestErrorText } from '../admin-errors';
import { apiKeysQuery, useRevokeApiKey } from './api-keys-api';
import { IssueApiKeyDialog } from './issue-api-key-dialog';
import type { AdminUser } from './users-api';

/**
 * issue 18: the personal API keys of a user's GIS clients, on the administrator's user screen: issue one
 * (shown once), see when each was last used, revoke.
 */
export function UserApiKeys({ user }: { user: AdminUser }) {
  const keys = useQuery(apiKeysQuery(user.id));
  const revoke = useRevokeApiKey(user.id);
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  const [revokedName, setRevokedName] = useState<string | null>(null);
  const revokedNotice = useRef<HTMLDivElement>(null);

  // the Revoke button that opened the dialog is gone with its key's revocation: focus goes to what happened
  useEffect(() => {
    if (revokedName) revokedNotice.current?.focus();
  }, [revokedName]);

  const columns = useMemo(
    (): ReadonlyArray<DataTableColumn<ApiKeyRecord>> => [
      { id: 'name', header: 'Name', value: 'name' },
      {
        id: 'prefix',
        header: 'Prefix',
        value: 'prefix',
        cell: (row) => (
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {row.prefix}
          </Box>
        ),
      },
      {
        id: 'created_at',
        header: 'Created',
        value: 'created_at',
        kind: 'date',
        cell: (row) =>
          `${usDateLabel(new Date(row.created_at))}${row.created_by_name ? ` by ${row.created_by_name}` : ''}`,
      },
      {
        id: 'last_used_at',
        header: 'Last Used',
        value: 'last_used_at',
        kind: 'date',
        cell: apiKeyLastUsedText,
      },
      { id: 'status', header: 'Status', value: apiKeyStatusText },
      {
        id: 'revoke',
        header: 'Revoke',
        value: () => '',
        sortable: false,
        cell: (row) =>
          row.revoked_at ? null : (
            <Button
              size="small"
              color="error"
              aria-label={API_KEY_TEXTS.revokeLabel(row.name)}
              onClick={() => {
                revoke.reset();
                setRevoking(row);
              }}
            >
              {API_KEY_TEXTS.revoke}
            </Button>
          ),
      },
    ],
    [revoke],
  );

  const loading = keys.isPending || (keys.isError && keys.isFetching);
  const error =
    keys.isError && !keys.isFetching ? requestErrorText(keys.error, API_KEY_TEXTS.loadFailed) : null;

  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="user-api-keys">
      <Typography variant="h6" component="h3" id="user-api-keys">
        {API_KEY_TEXTS.title}
      </Typography>
      <Typography variant="body2">{API_KEY_TEXTS.intro}</Typography>
      <Box>
        <Button
          variant="outlined"
          onClick={() => {
            setRevokedName(null);
            setIssuing(true);
          }}
        >
          {API_KEY_TEXTS.issue}
        </Button>
      </Box>
      {revokedName && (
        <Alert
          severity="success"
          role="status"
          ref={revokedNotice}
          tabIndex={-1}
          onClose={() => setRevokedName(null)}
        >
          {API_KEY_TEXTS.revoked(revokedName)}
        </Alert>
      )}
      <DataTable<ApiKeyRecord>
        label={API_KEY_TEXTS.title}
        rows={keys.data ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        pageSize={10}
        emptyText={API_KEY_TEXTS.empty}
        loading={loading}
        error={error}
        onRetry={() => void keys.refetch()}
      />
      {issuing && <IssueApiKeyDialog userId={user.id} onClose={() => setIssuing(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={API_KEY_TEXTS.revokeTitle}
        message={revoking ? API_KEY_TEXTS.revokeQuestion(revoking.name) : ''}
        confirmLabel={API_KEY_TEXTS.revokeConfirm}
        cancelLabel={API_KEY_TEXTS.doNotRevoke}
        busy={revoke.isPending}
        error={revoke.isError ? requestErrorText(revoke.error, API_KEY_TEXTS.revokeFailed) : null}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              setRevokedName(revoking.name);
            },
          })
        }
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
