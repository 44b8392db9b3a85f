import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { ACCOUNT_TEXTS, formatServerErrors } from '../../domain/accounts/account-texts';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import {
  DIALOG_CLOSE_DELAY_MS,
  EDIT_DIALOG_TITLE,
  editableWellSchema,
} from '../../domain/wells/groundwater-sites';
import { FormTextField } from '../accounts/form-text-field';
import { showServerFieldErrors } from '../accounts/server-errors';
import { ApiError } from '../api/api-client';
import { patchWell, useReferenceOptions, wellsQueryKey, type ReferenceOption } from './editable-wells-api';
import type { EditableWellRecord, EditableWellsConfig } from './editable-wells-config';

type FormValues = Record<string, string>;
type Parsed = Record<string, unknown>;

export const EDIT_WELL_TEXTS = {
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  saved: 'Saved.',
  none: 'None',
  readOnly: "Only administrators and the GSP's authorized reporters can edit this site.",
} as const;

export interface EditWellDialogProps {
  config: Pick<EditableWellsConfig, 'collection' | 'fields'>;
  record: EditableWellRecord;
  /** Shows the fields without a Save, for users who may not edit the row. */
  readOnly?: boolean;
  /** Narrows the choices of a reference field, e.g. a reporter's GSPs. */
  allowOption?: (field: FieldDefinition, option: ReferenceOption) => boolean;
  onClose: () => void;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Messages of an answer the fields could not show: non-field errors, a refusal, a failure. */
function unplacedError(error: unknown, fieldNames: readonly string[]): string | null {
  if (error instanceof ApiError && error.status === 400 && error.body && typeof error.body === 'object') {
    const others = Object.entries(error.body).filter(([name]) => !fieldNames.includes(name));
    return others.length ? formatServerErrors(Object.fromEntries(others)) : null;
  }
  if (error instanceof ApiError && error.detail) return error.detail;
  return ACCOUNT_TEXTS.unknownServerError;
}

/**
 * spec 1 §2.5: the dialog titled 'Edit'. Fields are checked with the domain schema on submit; only the
 * changed ones are sent (PATCH); the server's field errors show under the fields; after a save the
 * lists refresh and the dialog closes 300 ms later.
 */
export function EditWellDialog({
  config,
  record,
  readOnly = false,
  allowOption,
  onClose,
}: EditWellDialogProps) {
  const { fields, collection } = config;
  const titleId = useId();
  const queryClient = useQueryClient();
  const fieldNames = useMemo(() => fields.map((field) => field.name), [fields]);
  const references = useReferenceOptions(fields);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const defaultValues = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, asText(record[field.name])])),
    [fields, record],
  );
  const form = useForm<FormValues, unknown, Parsed>({
    resolver: zodResolver(editableWellSchema(fields)) as unknown as Resolver<FormValues, unknown, Parsed>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // the fields hold text; what the schema makes of it (numbers, nulls) reaches only the submit handler
  const control = form.control as unknown as Control<FormValues>;

  const save = useMutation({
    mutationFn: (body: Parsed) => patchWell(collection, record.id, body),
    onSuccess: async () => {
      setSaved(true);
      closeTimer.current = setTimeout(onClose, DIALOG_CLOSE_DELAY_MS);
      await queryClient.invalidateQueries({ queryKey: wellsQueryKey(collection) });
    },
    onError: (error) => {
      showServerFieldErrors(error, fieldNames, form.setError);
      setFormError(unplacedError(error, fieldNames));
    },
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    // only what the user changed: a reporter's PATCH never carries fields they did not touch
    const typed = form.getValues();
    const changed = Object.fromEntries(
      Object.entries(values).filter(([name]) => typed[name] !== defaultValues[name]),
    );
    if (Object.keys(changed).length === 0) return onClose();
    save.mutate(changed);
  });

  const busy = save.isPending || saved;

  function optionsOf(field: FieldDefinition) {
    if (field.type === 'choice') {
      return (field.choices ?? []).map((choice): Option => ({ value: choice, label: choice }));
    }
    const current = record[field.name];
    return (references[field.references ?? ''] ?? [])
      .filter((option) => option.id === current || !allowOption || allowOption(field, option))
      .map((option): Option => ({ value: String(option.id), label: option.label }));
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{EDIT_DIALOG_TITLE}</DialogTitle>
        <DialogContent dividers>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {EDIT_WELL_TEXTS.readOnly}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.map((field) => {
              const select = field.type === 'choice' || field.type === 'reference';
              return (
                <FormTextField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  disabled={readOnly || busy}
                  size="small"
                  select={select}
                  slotProps={field.type === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
                >
                  {select && [
                    <MenuItem key="" value="">
                      <em>{EDIT_WELL_TEXTS.none}</em>
                    </MenuItem>,
                    ...withCurrentValue(optionsOf(field), currentOption(field, record)).map((option) => (
                      <MenuItem key={option.value} value={option.value}>
                        {option.label}
                      </MenuItem>
                    )),
                  ]}
                </FormTextField>
              );
            })}
          </Box>
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
          {saved && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {EDIT_WELL_TEXTS.saved}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {readOnly ? EDIT_WELL_TEXTS.close : EDIT_WELL_TEXTS.cancel}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={
                save.isPending ? (
                  <CircularProgress size={16} color="inherit" aria-label="Saving" />
                ) : undefined
              }
            >
              {EDIT_WELL_TEXTS.save}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface Option {
  value: string;
  label: string;
}

/** The record's own value, labelled as the record names it ('source_gsp_id' by 'source_gsp_label'). */
function currentOption(field: FieldDefinition, record: EditableWellRecord): Option {
  const value = asText(record[field.name]);
  const label = field.type === 'reference' ? asText(record[`${field.name.replace(/_id$/, '')}_label`]) : '';
  return { value, label: label || value };
}

/** A select must hold its current value, even one its list does not (yet) offer. */
function withCurrentValue(options: Option[], current: Option) {
  if (!current.value || options.some((option) => option.value === current.value)) return options;
  return [...options, current];
}
