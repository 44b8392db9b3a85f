import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SiteReadingTarget } from '../../../domain/monitoring/monitoring-api';
import { useFileDownload } from '../../components/use-file-download';

export interface ExportCsvButtonProps {
  label: string;
  /** The readings exported: the server writes every one the user sees (GET sitereadings/{target}/{id}/csv). */
  target: SiteReadingTarget;
  siteId: number;
  /** The name the file is saved under, e.g. 'MW-001_water_levels.csv'. */
  fileName: string;
}

/** A button that downloads a site's CSV export from the server, and says so when it could not. */
export function ExportCsvButton({ label, target, siteId, fileName }: ExportCsvButtonProps) {
  const { busy, failure, download } = useFileDownload();

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => void download(`sitereadings/${target}/${siteId}/csv`, fileName)}
        disabled={busy}
      >
        {label}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
