import { useId, useRef, useState, type FormEvent } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_TEXTS,
  apiKeyIssueSchema,
  type IssuedApiKey,
} from '../../../domain/admin/api-keys';
import { toFieldErrors } from '../../../domain/http/field-errors';
import { ApiError } from '../../api/api-client';
import { requestErrorText } from '../admin-errors';
import { useIssueApiKey } from './api-keys-api';

/** The server's message for one field of a 400, when it named that field. */
function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const messages = (error.body as Record<string, unknown> | null)?.[field];
  return Array.isArray(messages) ? messages.join(' ') : undefined;
}

/**
 * Issues a key for the user: its name first, then the key, shown this once with a copy button and how
 * QGIS and GDAL take it. One dialog for both steps, so closing it returns focus to the button that opened it.
 */
export function IssueApiKeyDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const titleId = useId();
  const issue = useIssueApiKey(userId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const [copyResult, setCopyResult] = useState('');
  const keyField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyIssueSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(toFieldErrors(parsed.error).name?.join(' '));
      return;
    }
    setNameError(undefined);
    issue.mutate(parsed.data, { onSuccess: setIssued });
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopyResult(API_KEY_TEXTS.copied);
    } catch {
      keyField.current?.select();
      setCopyResult(API_KEY_TEXTS.copyFailed);
    }
  };

  // an issued key is lost once the dialog closes: a stray click beside it must not close it
  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (issue.isPending || (issued && reason === 'backdropClick')) return;
    onClose();
  };

  const serverNameError = fieldErrorOf(issue.error, 'name');
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {issued ? (
        <>
          <DialogTitle id={titleId}>{API_KEY_TEXTS.issuedTitle}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {issued.name}. {API_KEY_TEXTS.shownOnce}
              </DialogContentText>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label={API_KEY_TEXTS.keyLabel}
                  value={issued.key}
                  inputRef={keyField}
                  fullWidth
                  size="small"
                  onFocus={(event) => event.target.select()}
                  slotProps={{
                    htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
                  }}
                />
                <Button
                  variant="outlined"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => void copy(issued.key)}
                  autoFocus
                >
                  {API_KEY_TEXTS.copy}
                </Button>
              </Stack>
              <Typography role="status" variant="body2">
                {copyResult}
              </Typography>
              <DialogContentText>
                {API_KEY_TEXTS.usage(new URL('/ogcapi', window.location.origin).href)}
              </DialogContentText>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {API_KEY_TEXTS.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{API_KEY_TEXTS.issueTitle}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label={API_KEY_TEXTS.nameLabel}
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
                autoFocus
                fullWidth
                error={Boolean(nameError ?? serverNameError)}
                helperText={nameError ?? serverNameError ?? API_KEY_TEXTS.nameHelp}
                slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX_LENGTH } }}
              />
              {issue.isError && !serverNameError && (
                <Alert severity="error">{requestErrorText(issue.error, API_KEY_TEXTS.issueFailed)}</Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={issue.isPending}>
              {API_KEY_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={issue.isPending}
              startIcon={
                issue.isPending ? (
                  <CircularProgress size={16} color="inherit" aria-label="Working" />
                ) : undefined
              }
            >
              {API_KEY_TEXTS.issueConfirm}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
