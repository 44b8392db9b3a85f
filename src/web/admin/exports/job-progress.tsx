import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileJobState } from './use-file-job';
import { EXPORTS_TEXTS } from './exports-texts';

const count = (value: number) => value.toLocaleString('en-US');

/** What the job is doing, in words; the bar's count once the total is known. */
function phaseText(state: FileJobState, unit: string): string | null {
  switch (state.phase) {
    case 'starting':
      return 'Sending the request...';
    case 'running':
      if (state.job.status === 'PENDING') return 'Waiting for the server to take it up...';
      // a big export counts its rows before the first is written
      return state.job.total > 0
        ? `${count(state.job.current)} / ${count(state.job.total)} ${unit}`
        : 'Preparing the file...';
    case 'saving':
      return `Downloading ${state.fileName}...`;
    case 'saved':
      return `${state.fileName} saved.`;
    default:
      return null;
  }
}

/**
 * A background job's progress (issue 14): a bar with '{done} / {total} {unit}' while it runs, the saved
 * file's name at the end, and on failure the reason with 'Try again'.
 */
export function JobProgress({
  state,
  label,
  unit,
  onRetry,
}: {
  state: FileJobState;
  /** The bar's accessible name, e.g. 'Export progress'. */
  label: string;
  /** What the count counts: rows, sections. */
  unit: string;
  onRetry: () => void;
}) {
  const text = phaseText(state, unit);
  const counted = state.phase === 'running' && state.job.status === 'PROGRESS' && state.job.total > 0;
  const active = state.phase === 'starting' || state.phase === 'running' || state.phase === 'saving';
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {active && (
        <LinearProgress
          aria-label={label}
          aria-valuetext={text ?? undefined}
          variant={counted ? 'determinate' : 'indeterminate'}
          value={counted ? Math.min(100, (state.job.current / state.job.total) * 100) : undefined}
        />
      )}
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
        {text}
      </Typography>
      {/* before it ends, a job's error says it is starting again after its server restarted */}
      {state.phase === 'running' && state.job.error && <Alert severity="info">{state.job.error}</Alert>}
      {state.phase === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {EXPORTS_TEXTS.tryAgain}
            </Button>
          }
        >
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
