import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BOUNDARY_FILE_MB, GSP_TEXTS } from '../../../domain/admin/gsp';
import { readBoundary, type AreaBoundary, type BoundingBox } from '../../../domain/geo/area-boundary';
import { formatCount } from '../../../domain/numbers/number-format';
import { ApiError, apiRequest } from '../../api/api-client';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { collectionKey } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import type { OrganisationRecord } from './organisation-kinds';

interface BoundaryFeature {
  properties: { polygons: number; positions: number; bbox: BoundingBox };
  geometry: AreaBoundary;
}

/** The GSP's boundary, or null when it has none (the server's 404 for it). */
function boundaryQuery(gspId: number) {
  return {
    queryKey: [...collectionKey('gsps'), 'boundary', gspId],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await apiRequest<BoundaryFeature>(`gsps/${gspId}/boundary`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && error.detail === GSP_TEXTS.noBoundary)
          return null;
        throw error;
      }
    },
  };
}

const degrees = (value: number) => value.toFixed(4);

/**
 * The GSP's plan area boundary on its form (issue 18): what it holds, a GeoJSON file to set or replace it,
 * and its removal. The file is checked here by the domain's rules before it is sent, and again by the server.
 */
export function GspBoundarySection({ gsp }: { gsp: OrganisationRecord }) {
  const queryClient = useQueryClient();
  const boundary = useQuery(boundaryQuery(gsp.id));
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const uploadButton = useRef<HTMLLabelElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: collectionKey('gsps') });

  const upload = useMutation({
    mutationFn: (content: unknown) => apiRequest(`gsps/${gsp.id}/boundary`, { method: 'PUT', body: content }),
    onSuccess: () => {
      setMessage({ severity: 'success', text: GSP_TEXTS.boundarySaved });
      void refresh();
    },
    onError: (error) =>
      setMessage({ severity: 'error', text: requestErrorText(error, GSP_TEXTS.boundaryNotSaved) }),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(`gsps/${gsp.id}/boundary`, { method: 'DELETE' }),
    onSuccess: () => {
      setConfirming(false);
      setMessage({ severity: 'success', text: GSP_TEXTS.boundaryRemoved });
      void refresh();
      // the Remove button is gone with the boundary: focus goes to what sets a new one
      uploadButton.current?.focus();
    },
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    const refuse = (text: string) =>
      setMessage({ severity: 'error', text: `${GSP_TEXTS.boundaryNotSaved} ${text}` });
    if (file.size > BOUNDARY_FILE_MB * 1024 * 1024) return refuse(GSP_TEXTS.boundaryTooBig(BOUNDARY_FILE_MB));
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return refuse(GSP_TEXTS.boundaryUnreadableFile);
    }
    const reading = readBoundary(content);
    if (!reading.ok) return refuse(reading.message);
    upload.mutate(reading.boundary);
  };

  const busy = upload.isPending || remove.isPending;
  const feature = boundary.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="gsp-boundary-title"
      sx={{ p: 2, mt: 3, maxWidth: 640 }}
    >
      <Typography id="gsp-boundary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {GSP_TEXTS.boundaryTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {GSP_TEXTS.boundaryHelp}
      </Typography>
      {boundary.isPending ? (
        <LoadingState />
      ) : boundary.isError ? (
        <ErrorState
          message={requestErrorText(boundary.error, 'The boundary could not be loaded.')}
          onRetry={() => void boundary.refetch()}
        />
      ) : (
        <Stack spacing={2}>
          {feature ? (
            <div>
              <Typography>
                {GSP_TEXTS.boundaryShown(
                  feature.properties.polygons,
                  formatCount(feature.properties.positions),
                )}
              </Typography>
              <Typography>
                {GSP_TEXTS.boundaryExtent(
                  ...(feature.properties.bbox.map(degrees) as [string, string, string, string]),
                )}
              </Typography>
            </div>
          ) : (
            <Typography>{GSP_TEXTS.noBoundary}</Typography>
          )}
          {message && (
            <Alert severity={message.severity} onClose={() => setMessage(null)}>
              {message.text}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              ref={uploadButton}
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
            >
              {upload.isPending
                ? 'Saving...'
                : feature
                  ? GSP_TEXTS.replaceBoundary
                  : GSP_TEXTS.uploadBoundary}
              <input
                type="file"
                hidden
                accept=".geojson,.json,application/geo+json,application/json"
                aria-label={GSP_TEXTS.boundaryInput}
                disabled={busy}
                onChange={(event) => void chooseFile(event)}
              />
            </Button>
            {feature && (
              <Button ref={removeButton} color="error" disabled={busy} onClick={() => setConfirming(true)}>
                {GSP_TEXTS.removeBoundary}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={GSP_TEXTS.removeBoundary}
        message={GSP_TEXTS.confirmRemoveBoundary(gsp.name)}
        confirmLabel={GSP_TEXTS.removeBoundary}
        cancelLabel="Keep It"
        busy={remove.isPending}
        error={remove.isError ? requestErrorText(remove.error, 'The boundary was not removed.') : null}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
          removeButton.current?.focus();
        }}
      />
    </Paper>
  );
}
