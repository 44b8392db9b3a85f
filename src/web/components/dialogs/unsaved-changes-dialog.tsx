import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_TEXTS } from '../../../domain/app/dialog-texts';

export interface UnsavedChangesDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** spec 1 §8: leaving a page with unsaved edits. Usually fed by useUnsavedChangesGuard. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{DIALOG_TEXTS.leavePageTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>The changes you made on this page will be lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="contained" autoFocus>
          {DIALOG_TEXTS.stayOnPage}
        </Button>
        <Button onClick={onLeave} color="error">
          {DIALOG_TEXTS.leavePage}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
