import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_RUN_STATUS } from '../../../domain/imports/import-texts';
import type { ImportRunView } from './import-run-view';
import { WIZARD_TEXTS } from './wizard-texts';

/** spec 2 §8: a green check only when every row was stored, a red icon on failure. */
function StatusIcon({ view }: { view: ImportRunView }) {
  if (view.status === IMPORT_RUN_STATUS.failure) {
    return <CancelIcon color="error" titleAccess={IMPORT_RUN_STATUS.failure} />;
  }
  if (view.status === IMPORT_RUN_STATUS.success && view.run?.skipped_count === 0) {
    return <CheckCircleIcon color="success" titleAccess={IMPORT_RUN_STATUS.success} />;
  }
  return null;
}

/** spec 2 §4: PROGRESS shows current/total; before the total is known the bar only moves. */
function RunProgress({ view }: { view: ImportRunView }) {
  const run = view.run;
  const counted = run?.status === IMPORT_RUN_STATUS.progress && run.total > 0;
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        aria-label={WIZARD_TEXTS.progress}
        variant={counted ? 'determinate' : 'indeterminate'}
        value={counted ? Math.min(100, (run.current / run.total) * 100) : undefined}
      />
      {counted && (
        <Typography variant="body2" color="text.secondary">
          {WIZARD_TEXTS.progressCount(run.current, run.total)}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The run's status line (spec 2 §4), what stopped it (a refusal or the run's error) and, while it is under
 * way, the progress bar.
 */
export function ImportRunStatus({ view }: { view: ImportRunView }) {
  const failure = view.refusal ?? (view.status === IMPORT_RUN_STATUS.failure ? view.run?.error : null);
  // in PROGRESS, the run's error says it is starting again after its server stopped
  const note = view.active && view.run?.status === IMPORT_RUN_STATUS.progress ? view.run.error : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
        <StatusIcon view={view} />
        <Typography>
          {WIZARD_TEXTS.status}{' '}
          <Typography component="strong" sx={{ fontWeight: 700 }}>
            {view.status}
          </Typography>
        </Typography>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {note && <Alert severity="info">{note}</Alert>}
      {view.unreachable && <Alert severity="warning">{WIZARD_TEXTS.unreachable}</Alert>}
      {view.active && <RunProgress view={view} />}
    </Stack>
  );
}
