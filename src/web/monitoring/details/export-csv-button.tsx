import { useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CsvFile } from '../../../domain/monitoring/csv-exports';
import { downloadCsv } from './download-csv';

export interface ExportCsvButtonProps {
  label: string;
  /** Builds the file when the button is pressed, from the readings on screen. */
  buildFile: () => CsvFile;
}

/** A button that downloads a CSV export, and says so when the browser could not save it. */
export function ExportCsvButton({ label, buildFile }: ExportCsvButtonProps) {
  const [failed, setFailed] = useState(false);

  const exportFile = () => {
    try {
      downloadCsv(buildFile());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack spacing={1}>
      <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={exportFile}>
        {label}
      </Button>
      {failed && <Alert severity="error">The file could not be saved. Please try again.</Alert>}
    </Stack>
  );
}
