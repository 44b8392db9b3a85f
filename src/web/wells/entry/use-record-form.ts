import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { useUnsavedChangesGuard } from '../../components/dialogs/use-unsaved-changes-guard';
import { ENTRY_FORM_TEXTS } from './entry-forms';
import { faultsOf, type FormValues } from './form-values';

/** The values as the domain's schema makes them: what the API is sent. */
export type EntryBody = Record<string, unknown>;

export interface RecordFormOptions {
  fields: readonly FieldDefinition[];
  schema: z.ZodObject;
  defaultValues: FormValues;
  /** The field errors the server gave a refused entry, shown under their fields. */
  serverFieldErrors?: Record<string, string[]>;
  /** Keeps the body (in the outbox) and tells where to go next (with the state the screen there reads). */
  save: (body: EntryBody) => Promise<string | { to: string; state: unknown }>;
  /** Moves the focus to a field at fault; the form's own setFocus by default (for fields that hide). */
  focusField?: (name: string) => void;
}

/**
 * A well or entry form: the domain's schema validates on submit, each field at fault is named (under the
 * field and in a list) and the first takes the focus; a valid form is handed to `save`, then the page
 * goes where save says, without the unsaved-changes question.
 */
export function useRecordForm({
  fields,
  schema,
  defaultValues,
  serverFieldErrors,
  save,
  focusField,
}: RecordFormOptions) {
  const navigate = useNavigate();
  const resolver = useMemo(
    () => zodResolver(schema) as unknown as Resolver<FormValues, unknown, EntryBody>,
    [schema],
  );
  const form = useForm<FormValues, unknown, EntryBody>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setError, setFocus } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [notKept, setNotKept] = useState(false);

  useEffect(() => {
    for (const [name, messages] of Object.entries(serverFieldErrors ?? {})) {
      if (fields.some((field) => field.name === name)) {
        setError(name, { type: 'server', message: messages.join(' ') });
      }
    }
  }, [serverFieldErrors, fields, setError]);

  const submit = form.handleSubmit(
    async (body) => {
      setNotKept(false);
      let next: Awaited<ReturnType<typeof save>>;
      try {
        next = await save(body);
      } catch {
        setNotKept(true);
        return;
      }
      guard.allowLeaving();
      if (typeof next === 'string') void navigate(next);
      else void navigate(next.to, { state: next.state });
    },
    (errors) => {
      const first = faultsOf(fields, errors)[0];
      if (first) (focusField ?? ((name: string) => setFocus(name)))(first.name);
    },
  );

  return {
    form,
    // the inputs hold text; what the schema makes of it (numbers, nulls) reaches only `save`
    control: form.control as unknown as Control<FormValues>,
    submit,
    faults: faultsOf(fields, form.formState.errors),
    saving: form.formState.isSubmitting,
    notKept: notKept ? ENTRY_FORM_TEXTS.notKept : null,
    guard,
  };
}
