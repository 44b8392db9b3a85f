import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { GspStatusRecord, WizardState } from '../../../domain/imports/import-answers';
import { isAdministrator } from '../../../domain/accounts/permissions';
import { IMPORT_TEXTS, SUBMISSION_STATUS } from '../../../domain/imports/import-texts';
import { useSession } from '../../accounts/session-provider';
import { downloadTemplate } from './download-template';
import { recordCountOf, submissionOf, type ImportBlockDataset } from './status-datasets';
import { failureText, importStatusText, STATUS_TEXTS } from './status-texts';

export interface ImportDatasetBlockProps {
  dataset: ImportBlockDataset;
  gsp: GspStatusRecord;
  /** Administrator, or authorized reporter of the GSP (spec 2 §6). */
  authorized: boolean;
}

function StatusLine({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
        {label}
      </Typography>
      {value}
    </Typography>
  );
}

/**
 * One dataset of the import home (spec 2 §2.2): its import and submission status for the water year, its
 * history, the import wizard (closed while the data is Complete) and its spreadsheet template.
 */
export function ImportDatasetBlock({ dataset, gsp, authorized }: ImportDatasetBlockProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const reasonId = useId();
  const template = useMutation({ mutationFn: () => downloadTemplate(dataset.templateFile) });

  const submission = submissionOf(gsp, dataset.module);
  const locked = submission === SUBMISSION_STATUS.complete;
  // the server refuses an import run for a GSP without monitoring import (and for locked data)
  const reason = locked
    ? STATUS_TEXTS.locked
    : dataset.needsMonitoringImport && !gsp.monitoringimport
      ? STATUS_TEXTS.noMonitoringImport
      : null;

  const { user } = useSession();
  const startWizard = (key = dataset.key) => {
    const state: WizardState = { dataset: key };
    void navigate(`/wizard/${gsp.id}`, { state });
  };
  // issue 18: the block's data may also come from DWR's files as DWR publishes them
  const dwrFiles = (dataset.dwrFiles ?? []).filter((dwr) => !dwr.administratorsOnly || isAdministrator(user));

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {dataset.blockTitle}
        </Typography>
        <StatusLine
          label={STATUS_TEXTS.importStatus}
          value={importStatusText(recordCountOf(gsp, dataset.module), dataset.counts)}
        />
        <StatusLine label={STATUS_TEXTS.submissionStatus} value={submission} />
        <Link
          component={RouterLink}
          to={`/importMonitoringHistory/${dataset.key}/${gsp.id}`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {IMPORT_TEXTS.viewExistingData}
        </Link>
        {reason && (
          <Typography id={reasonId} variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {reason}
          </Typography>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => startWizard()}
          disabled={!authorized || reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          {IMPORT_TEXTS.startImportWizard}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          onClick={() => template.mutate()}
          disabled={!authorized || template.isPending}
        >
          {IMPORT_TEXTS.downloadTemplate}
        </Button>
        {dwrFiles.map((dwr) => (
          <Button
            key={dwr.key}
            variant="outlined"
            onClick={() => startWizard(dwr.key)}
            disabled={!authorized || reason !== null}
            aria-describedby={reason ? reasonId : undefined}
          >
            {STATUS_TEXTS.importDwrFile(dwr.blockTitle)}
          </Button>
        ))}
      </CardActions>
      {template.isError && (
        <Stack sx={{ px: 2, pb: 2 }}>
          <Alert severity="error">{failureText(STATUS_TEXTS.templateFailed, template.error)}</Alert>
        </Stack>
      )}
    </Card>
  );
}
