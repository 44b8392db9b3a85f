import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_TEXTS } from '../../../domain/app/dialog-texts';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  /** Shown under the message, outside its paragraph: a list the user should look at before confirming. */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: buttons disabled, progress shown, the dialog cannot be dismissed. */
  busy?: boolean;
  /** The failure of the confirmed action, shown in the dialog so the user can retry. */
  error?: string | null;
  /** The action was refused for good (a 409 saying what still depends on the record): no retry offered. */
  confirmDisabled?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  details,
  confirmLabel = DIALOG_TEXTS.deleteEntry,
  cancelLabel = DIALOG_TEXTS.doNotDelete,
  onConfirm,
  onCancel,
  busy = false,
  error,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={messageId}
    >
      {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {details}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Working" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
