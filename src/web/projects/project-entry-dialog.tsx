import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import { PROJECT_TEXTS } from '../../domain/projects/project-texts';
import { showServerFieldErrors } from '../accounts/server-errors';
import { useDeleteRecord, useSaveRecord } from '../admin/admin-api';
import { requestErrorText } from '../admin/admin-errors';
import { ConfirmDialog } from '../components/dialogs/confirm-dialog';
import type { ProjectChildPath, ProjectChildRecord } from './project-api';
import { FieldInput, type FieldChoice } from '../components/field-input/field-input';

/** spec 2 §9: dialogs close 300 ms after a save. */
export const DIALOG_CLOSE_DELAY_MS = 300;

type Values = Record<string, string>;

export interface ProjectEntryDialogProps {
  /** 'Project Status' or 'Annual Status'. */
  title: string;
  path: ProjectChildPath;
  /** The entry's fields (projectform_id included: it is kept, not shown). */
  fields: readonly FieldDefinition[];
  schema: z.ZodType;
  record: ProjectChildRecord;
  choices?: Record<string, readonly FieldChoice[]>;
  /** The read-only screens (spec 3 §2.5): every field disabled, no save or delete. */
  readOnly?: boolean;
  onClose: () => void;
}

const valuesOf = (fields: readonly FieldDefinition[], record: ProjectChildRecord): Values =>
  Object.fromEntries(
    fields.map((field) => {
      const value = (record as unknown as Record<string, unknown>)[field.name];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );

/**
 * The dialog of one status entry or annual update (spec 2 §2.18): 'Save Record' saves it and closes
 * 300 ms later; 'Delete Record' asks 'Are you sure you want to delete?' first. Read-only on the
 * implementation screens.
 */
export function ProjectEntryDialog({
  title,
  path,
  fields,
  schema,
  record,
  choices = {},
  readOnly = false,
  onClose,
}: ProjectEntryDialogProps) {
  const titleId = useId();
  const save = useSaveRecord<ProjectChildRecord>(path, record.id);
  const remove = useDeleteRecord(path);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const shown = useMemo(() => fields.filter((field) => field.name !== 'projectform_id'), [fields]);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: valuesOf(fields, record),
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    reValidateMode: 'onSubmit',
  });

  const onSave = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        setSaved(true);
        closeTimer.current = setTimeout(onClose, DIALOG_CLOSE_DELAY_MS);
      },
      onError: (error) =>
        showServerFieldErrors(
          error,
          shown.map((field) => field.name),
          setError,
        ),
    }),
  );

  return (
    <Dialog
      open
      onClose={save.isPending || remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={onSave}
        >
          {shown.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              control={control}
              choices={choices[field.name]}
              disabled={readOnly || save.isPending}
            />
          ))}
          {save.isError && (
            <Alert severity="error">{requestErrorText(save.error, 'The entry was not saved.')}</Alert>
          )}
          {saved && <Alert severity="success">Saved.</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {!readOnly && (
          <>
            <Button color="error" onClick={() => setConfirming(true)} disabled={save.isPending}>
              {PROJECT_TEXTS.deleteRecord}
            </Button>
            <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={save.isPending}>
              {PROJECT_TEXTS.saveRecord}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{PROJECT_TEXTS.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        message={PROJECT_TEXTS.confirmChildDelete}
        confirmLabel={PROJECT_TEXTS.deleteRecord}
        busy={remove.isPending}
        error={remove.isError ? requestErrorText(remove.error, 'Nothing was deleted.') : null}
        onConfirm={() => remove.mutate(record.id, { onSuccess: onClose })}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
