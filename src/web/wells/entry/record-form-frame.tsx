import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { UnsavedChangesDialog } from '../../components/dialogs/unsaved-changes-dialog';
import type { UnsavedChangesGuard } from '../../components/dialogs/use-unsaved-changes-guard';
import { ENTRY_FORM_TEXTS } from './entry-forms';
import type { Fault } from './form-values';

export interface RecordFormFrameProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The user may only look: no Save, no Discard. */
  readOnly: boolean;
  /** Save and Discard wait (an entry being sent). */
  locked?: boolean;
  faults: readonly Fault[];
  /** Why the last save could not be kept. */
  notKept: string | null;
  guard: UnsavedChangesGuard;
  /** Alerts above the fields (read-only, the server's refusal, offline). */
  notices?: ReactNode;
  /** An entry not yet sent: discards it and tells where to go next. */
  onDiscard?: () => Promise<string>;
  children: ReactNode;
}

/**
 * The form of a well or an entry: its notices, the list of fields at fault after a submit, the fields,
 * Save (and Discard for an entry not yet sent, after the spec's delete confirmation), and the question
 * before leaving with unsaved edits.
 */
export function RecordFormFrame({
  label,
  onSubmit,
  saving,
  readOnly,
  locked = false,
  faults,
  notKept,
  guard,
  notices,
  onDiscard,
  children,
}: RecordFormFrameProps) {
  const navigate = useNavigate();
  const faultsId = useId();
  const [discarding, setDiscarding] = useState<'asking' | 'busy' | null>(null);
  const [discardError, setDiscardError] = useState<string | null>(null);

  const discard = async () => {
    if (!onDiscard) return;
    setDiscarding('busy');
    setDiscardError(null);
    try {
      const next = await onDiscard();
      guard.allowLeaving();
      void navigate(next);
    } catch {
      setDiscarding('asking');
      setDiscardError(ENTRY_FORM_TEXTS.notKept);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={2}>
        {notices}
        {faults.length > 0 && (
          <Alert severity="error" id={faultsId}>
            <AlertTitle>{ENTRY_FORM_TEXTS.faultsTitle}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {faults.map((fault) => (
                <li key={fault.name}>{`${fault.label}: ${fault.message}`}</li>
              ))}
            </Box>
          </Alert>
        )}
        {children}
        {notKept && <Alert severity="error">{notKept}</Alert>}
        {!readOnly && (
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={saving || locked}>
              {ENTRY_FORM_TEXTS.save}
            </Button>
            {onDiscard && (
              <Button
                color="error"
                variant="outlined"
                disabled={saving || locked}
                onClick={() => setDiscarding('asking')}
              >
                {ENTRY_FORM_TEXTS.discard}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={discarding !== null}
        title={ENTRY_FORM_TEXTS.discardTitle}
        message={ENTRY_FORM_TEXTS.discardMessage}
        busy={discarding === 'busy'}
        error={discardError}
        onConfirm={() => void discard()}
        onCancel={() => {
          setDiscarding(null);
          setDiscardError(null);
        }}
      />
      <UnsavedChangesDialog {...guard.dialogProps} />
    </Box>
  );
}
