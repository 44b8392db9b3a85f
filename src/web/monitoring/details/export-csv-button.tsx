import { useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SiteReadingTarget } from '../../../domain/monitoring/monitoring-api';
import { apiRequest, ApiError } from '../../api/api-client';
import { saveFile } from '../../components/save-file';

export interface ExportCsvButtonProps {
  label: string;
  /** The readings exported: the server writes every one the user sees (GET sitereadings/{target}/{id}/csv). */
  target: SiteReadingTarget;
  siteId: number;
  /** The name the file is saved under, e.g. 'MW-001_water_levels.csv'. */
  fileName: string;
}

function failureMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.detail ? ` ${error.detail}` : '';
  return `The file could not be exported.${reason} Please try again.`;
}

/** A button that downloads a site's CSV export from the server, and says so when it could not. */
export function ExportCsvButton({ label, target, siteId, fileName }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const exportFile = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await apiRequest<Blob>(`sitereadings/${target}/${siteId}/csv`, { as: 'blob' }), fileName);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => void exportFile()}
        disabled={busy}
      >
        {label}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
