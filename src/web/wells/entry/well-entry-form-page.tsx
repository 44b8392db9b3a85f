import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { WELLS_ROUTES } from '../../../domain/wells/wells-texts';
import { ApiError } from '../../api/api-client';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { discardQueuedEntry, editQueuedEntry, queueEntry } from '../../offline/outbox';
import { entryQuery } from './entry-api';
import { ENTRY_FORM_TEXTS, WELL_FIELD, type EntryFormKind } from './entry-forms';
import { EntryPage } from './entry-page';
import { formTargetOf } from './form-target';
import { formValuesOf } from './form-values';
import { PumpTestResults } from './pump-test-results';
import { isLocked, QueuedEntryNotice, useQueuedLookup } from './queued-entry';
import { RecordFields } from './record-fields';
import { RecordFormFrame } from './record-form-frame';
import { useRecordForm, type RecordFormOptions } from './use-record-form';
import { useWellAccess, type WellAccess } from './use-well-access';
import { afterSaving } from '../saved-entry';

interface EntryFormProps {
  kind: EntryFormKind;
  title: string;
  wellId: number;
  access: WellAccess;
  /** The stored entry or the queued body the form starts from; nothing for a new entry. */
  source?: Record<string, unknown>;
  locked?: boolean;
  notices?: ReactNode;
  serverFieldErrors?: Record<string, string[]>;
  save: RecordFormOptions['save'];
  onDiscard?: () => Promise<string>;
}

/**
 * The one form of the three kinds of entries under a well, made from the kind's field list; a pump test
 * adds its worked-out values. Read-only for users who may not enter data for the well.
 */
function EntryForm({
  kind,
  title,
  wellId,
  access,
  source,
  locked = false,
  notices,
  serverFieldErrors,
  save,
  onDiscard,
}: EntryFormProps) {
  const shown = useMemo(() => kind.fields.filter((field) => field.name !== WELL_FIELD), [kind]);
  // the form starts from what it was opened with; later changes to the source do not overwrite typing
  const defaultValues = useMemo(
    () => ({ ...formValuesOf(kind.fields, source), [WELL_FIELD]: String(wellId) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const record = useRecordForm({
    fields: kind.fields,
    schema: kind.schema,
    defaultValues,
    serverFieldErrors,
    save,
  });
  const well = access.state === 'ready' ? access.well : undefined;
  // an entry not yet sent stays the user's to fix or discard, whatever the server will say of it
  const readOnly = !!well && !well.can_edit && !onDiscard;
  // not disabled while saving: the first field at fault must be able to take the focus
  const disabled = readOnly || locked;
  const wellLabel =
    well?.well_id || (typeof source?.well_label === 'string' && source.well_label) || `Well ${wellId}`;

  return (
    <EntryPage title={title} well={{ id: wellId, label: wellLabel }}>
      <RecordFormFrame
        label={title}
        onSubmit={record.submit}
        saving={record.saving}
        readOnly={readOnly}
        locked={locked}
        faults={record.faults}
        notKept={record.notKept}
        guard={record.guard}
        onDiscard={onDiscard}
        notices={
          <>
            {readOnly && <Alert severity="info">{ENTRY_FORM_TEXTS.readOnly}</Alert>}
            {access.state === 'unknown' && (
              <Alert severity="info">{ENTRY_FORM_TEXTS.wellUnknownOffline}</Alert>
            )}
            {notices}
          </>
        }
      >
        <RecordFields fields={shown} control={record.control} disabled={disabled} />
        {kind.kind === 'pumptests' && <PumpTestResults control={record.control} />}
      </RecordFormFrame>
    </EntryPage>
  );
}

/** The page's states before the form can show: loading, failed with Retry, not found. */
function Waiting({ title, children }: { title: string; children: ReactNode }) {
  return <EntryPage title={title}>{children}</EntryPage>;
}

function wellStateView(access: WellAccess, title: string) {
  if (access.state === 'loading')
    return (
      <Waiting title={title}>
        <LoadingState />
      </Waiting>
    );
  if (access.state === 'missing')
    return (
      <Waiting title={title}>
        <ErrorState message={ENTRY_FORM_TEXTS.wellNotFound} />
      </Waiting>
    );
  if (access.state === 'failed')
    return (
      <Waiting title={title}>
        <ErrorState message={ENTRY_FORM_TEXTS.wellLoadFailed} onRetry={access.retry} />
      </Waiting>
    );
  return null;
}

function NewEntry({ kind, wellId }: { kind: EntryFormKind; wellId: number }) {
  const access = useWellAccess(wellId);
  const title = ENTRY_FORM_TEXTS.newEntry(kind.noun);
  const waiting = wellStateView(access, title);
  if (waiting) return waiting;
  return (
    <EntryForm
      kind={kind}
      title={title}
      wellId={wellId}
      access={access}
      save={async (body) => {
        const queued = await queueEntry({ kind: kind.kind, method: 'POST', wellId, body });
        return afterSaving(WELLS_ROUTES.detail(wellId), { kind: kind.kind, key: queued.key });
      }}
    />
  );
}

function StoredEntry({ kind, id }: { kind: EntryFormKind; id: number }) {
  const entry = useQuery(entryQuery(kind.kind, id));
  const wellId = entry.data?.well;
  const access = useWellAccess(wellId);
  const title = entry.data
    ? ENTRY_FORM_TEXTS.storedEntry(kind.noun, entry.data.entry_id)
    : ENTRY_FORM_TEXTS.storedEntry(kind.noun, '').trim();

  if (!entry.data) {
    let state: ReactNode = <LoadingState />;
    if (entry.fetchStatus === 'paused')
      state = <Alert severity="info">{ENTRY_FORM_TEXTS.offlineNotLoaded}</Alert>;
    else if (entry.error instanceof ApiError && entry.error.status === 404)
      state = <ErrorState message={ENTRY_FORM_TEXTS.entryNotFound} />;
    else if (entry.isError)
      state = <ErrorState message={ENTRY_FORM_TEXTS.loadFailed} onRetry={() => void entry.refetch()} />;
    return <Waiting title={title}>{state}</Waiting>;
  }
  const waiting = wellStateView(access, title);
  if (waiting) return waiting;
  const record = entry.data;
  return (
    <EntryForm
      key={record.id}
      kind={kind}
      title={title}
      wellId={record.well}
      access={access}
      source={record}
      save={async (body) => {
        const queued = await queueEntry({
          kind: kind.kind,
          method: 'PATCH',
          recordId: record.id,
          wellId: record.well,
          body,
        });
        return afterSaving(WELLS_ROUTES.detail(record.well), {
          kind: kind.kind,
          key: queued.key,
          recordId: record.id,
        });
      }}
    />
  );
}

function QueuedEntry({ kind, queuedKey }: { kind: EntryFormKind; queuedKey: string }) {
  const lookup = useQueuedLookup(queuedKey);
  const found = lookup.state === 'found' ? lookup : undefined;
  const wellId = found?.entry.wellId ?? (found?.entry.body[WELL_FIELD] as number | undefined);
  const access = useWellAccess(wellId);
  const title = ENTRY_FORM_TEXTS.queuedEntry(kind.noun);

  if (lookup.state === 'looking')
    return (
      <Waiting title={title}>
        <LoadingState />
      </Waiting>
    );
  if (!found || found.entry.kind !== kind.kind || wellId === undefined)
    return (
      <Waiting title={title}>
        <Alert severity="info">{ENTRY_FORM_TEXTS.queuedGone}</Alert>
      </Waiting>
    );
  const waiting = wellStateView(access, title);
  if (waiting) return waiting;
  const { entry } = found;
  return (
    <EntryForm
      key={entry.key}
      kind={kind}
      title={title}
      wellId={wellId}
      access={access}
      source={entry.body}
      locked={isLocked(found)}
      notices={<QueuedEntryNotice entry={entry} left={found.left} />}
      serverFieldErrors={entry.fieldErrors}
      save={async (body) => {
        await editQueuedEntry(entry.key, body);
        return afterSaving(WELLS_ROUTES.detail(wellId), {
          kind: kind.kind,
          key: entry.key,
          ...(entry.recordId === undefined ? {} : { recordId: entry.recordId }),
        });
      }}
      onDiscard={async () => {
        await discardQueuedEntry(entry.key);
        return WELLS_ROUTES.detail(wellId);
      }}
    />
  );
}

/**
 * /pumptestform, /maintenanceform, /watervolume (spec 1 §2.4): a new entry of the well ?well={id}, the
 * stored entry ?id={id}, or the entry not yet sent ?queued={key}. Every save goes through the outbox, so
 * an entry made offline is kept at once; the well's detail shows it as pending until the server has it.
 */
export function WellEntryFormPage({ kind }: { kind: EntryFormKind }) {
  const [params] = useSearchParams();
  const target = formTargetOf(params);
  switch (target.mode) {
    case 'new':
      if (target.well !== undefined) return <NewEntry key={target.well} kind={kind} wellId={target.well} />;
      break;
    case 'stored':
      return <StoredEntry key={target.id} kind={kind} id={target.id} />;
    case 'queued':
      return <QueuedEntry key={target.key} kind={kind} queuedKey={target.key} />;
  }
  return (
    <Waiting title={ENTRY_FORM_TEXTS.newEntry(kind.noun)}>
      <ErrorState message={ENTRY_FORM_TEXTS.badAddress} />
    </Waiting>
  );
}
