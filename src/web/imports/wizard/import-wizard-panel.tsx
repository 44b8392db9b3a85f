import { useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isDwrDatasetKey } from '../../../domain/dwr/dwr-datasets';
import { IMPORT_TEXTS, UPLOAD_INSTRUCTIONS } from '../../../domain/imports/import-texts';
import { ImportRunResult } from './import-run-result';
import { ImportRunStatus } from './import-run-status';
import { useImportRun, type ImportTarget } from './use-import-run';
import { DWR_INSTRUCTIONS, WIZARD_TEXTS } from './wizard-texts';

/** The server judges a file by its content; the chooser only offers the kinds it takes. */
const ACCEPTED_FILES =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
/** DWR publishes its files as CSV, often zipped. */
const ACCEPTED_DWR_FILES = '.csv,.zip,text/csv,application/zip';

export interface ImportWizardPanelProps {
  target: ImportTarget;
  /** Administrator, or authorized reporter of the GSP (spec 2 §2.3, §6). */
  allowed: boolean;
}

/**
 * spec 2 §2.3: the instructions, the file chooser, 'Begin Validate and Import', the run's status and
 * progress, and its result.
 */
export function ImportWizardPanel({ target, allowed }: ImportWizardPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const { view, begin, reset } = useImportRun(target);
  const dwr = isDwrDatasetKey(target.dataset);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // cleared so that the same file, corrected, can be chosen again
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    // spec 2 §2.3: a new file resets the status to Not Started
    reset();
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {WIZARD_TEXTS.instructions}
        </Typography>
        <Typography component="ol" sx={{ m: 0, pl: 3 }}>
          {(dwr ? DWR_INSTRUCTIONS : UPLOAD_INSTRUCTIONS).map((instruction) => (
            <li key={instruction}>{instruction}</li>
          ))}
        </Typography>
      </Paper>

      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={!allowed || view.active}
        >
          {WIZARD_TEXTS.chooseFile}
          <input
            type="file"
            hidden
            accept={dwr ? ACCEPTED_DWR_FILES : ACCEPTED_FILES}
            aria-label={dwr ? WIZARD_TEXTS.dwrFileInput : WIZARD_TEXTS.fileInput}
            disabled={!allowed || view.active}
            onChange={chooseFile}
          />
        </Button>
        <Typography color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : WIZARD_TEXTS.noFileChosen}
        </Typography>
        <Button
          variant="contained"
          disabled={!allowed || !file || view.active}
          onClick={() => file && begin(file)}
        >
          {IMPORT_TEXTS.beginValidateAndImport}
        </Button>
      </Stack>

      <ImportRunStatus view={view} />
      <ImportRunResult view={view} dataset={target.dataset} gspId={target.gspId} />
    </Stack>
  );
}
