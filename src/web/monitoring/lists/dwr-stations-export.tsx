import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canViewGspData, isAdministrator } from '../../../domain/accounts/permissions';
import { dwrStationsFileName } from '../../../domain/dwr/dwr-station-file';
import { useSession } from '../../accounts/session-provider';
import { gspListQuery } from '../../admin/exports/exports-api';
import { reasonOf } from '../../api/error-reason';
import { useFileDownload } from '../../components/use-file-download';

export const DWR_STATIONS_EXPORT_TEXTS = {
  gsp: 'GSP of the DWR stations file',
  button: 'Export DWR stations file',
  gspsFailed: (reason: string) => `The GSPs of the DWR stations file could not be loaded. ${reason}`,
  retry: 'Retry',
} as const;

/**
 * On the water level list: a GSP's water level wells as DWR's periodic groundwater level stations file
 * (GET dwrstations/{gsp}), for the users of that GSP and administrators. A user of no GSP sees nothing.
 */
export function DwrStationsExport() {
  const { user } = useSession();
  const associations = user?.gsp_associations ?? [];
  const mayExport = isAdministrator(user) || associations.length > 0;
  const gsps = useQuery({ ...gspListQuery, enabled: mayExport });
  const choices = (gsps.data ?? []).filter((gsp) => canViewGspData(user, associations, gsp.id));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = choices.find((gsp) => gsp.id === chosenId) ?? choices[0];
  const file = useFileDownload();

  if (!mayExport) return null;
  if (gsps.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void gsps.refetch()}>
            {DWR_STATIONS_EXPORT_TEXTS.retry}
          </Button>
        }
      >
        {DWR_STATIONS_EXPORT_TEXTS.gspsFailed(reasonOf(gsps.error))}
      </Alert>
    );
  }
  const loading = gsps.isPending;
  if (!loading && !chosen) return null;

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={DWR_STATIONS_EXPORT_TEXTS.gsp}
          value={chosen?.id ?? ''}
          disabled={loading || file.busy}
          onChange={(event) => setChosenId(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        >
          {choices.map((gsp) => (
            <option key={gsp.id} value={gsp.id}>
              {gsp.name}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          loading={loading || file.busy}
          loadingPosition="start"
          onClick={() => {
            if (chosen) void file.download(`dwrstations/${chosen.id}`, dwrStationsFileName(chosen));
          }}
        >
          {DWR_STATIONS_EXPORT_TEXTS.button}
        </Button>
      </Stack>
      {file.failure && <Alert severity="error">{file.failure}</Alert>}
    </Stack>
  );
}
