import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { isAdministrator } from '../../../domain/accounts/permissions';
import { canEnterWellData, WELL_FIELDS, wellSchema } from '../../../domain/wells/well-records';
import { WELLS_ROUTES } from '../../../domain/wells/wells-texts';
import { useSession } from '../../accounts/session-provider';
import type { FieldChoice } from '../../components/field-input/field-input';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { discardQueuedEntry, editQueuedEntry, queueEntry } from '../../offline/outbox';
import { AgencyInput, agencyChoicesOf } from './agency-input';
import { gspListQuery, wellListQuery, type WellRecord } from './entry-api';
import { ENTRY_FORM_TEXTS } from './entry-forms';
import { EntryPage } from './entry-page';
import { formTargetOf } from './form-target';
import { formValuesOf } from './form-values';
import { isLocked, QueuedEntryNotice, useQueuedLookup } from './queued-entry';
import { RecordFields } from './record-fields';
import { RecordFormFrame } from './record-form-frame';
import { useRecordForm, type EntryBody } from './use-record-form';
import { useWellAccess } from './use-well-access';
import { CLICK_ON_MAP, ENTER_COORDINATES, WellLocation, type LocationChoice } from './well-location';

const COORDINATES = ['latitude', 'longitude'];
const LATITUDE = WELL_FIELDS.find((field) => field.name === 'latitude')!;
const LONGITUDE = WELL_FIELDS.find((field) => field.name === 'longitude')!;
const FIRST_COORDINATE = WELL_FIELDS.indexOf(LATITUDE);
/** The well's own fields before its location, and its monitoring flags and notes after it. */
const IDENTITY_FIELDS = WELL_FIELDS.slice(0, FIRST_COORDINATE);
const MONITORING_FIELDS = WELL_FIELDS.slice(FIRST_COORDINATE).filter(
  (field) => !COORDINATES.includes(field.name),
);

export const WELL_FORM_SECTIONS = {
  well: 'Well',
  location: 'Location',
  monitoring: 'Monitoring and Notes',
} as const;

/**
 * The GSPs the user may enter wells for (canEnterWellData): every GSP for an administrator, a GSP
 * Representative's own GSPs (from the session, so the form opens offline too).
 */
function useWellGsps() {
  const { user } = useSession();
  const administrator = isAdministrator(user);
  const gsps = useQuery({ ...gspListQuery, enabled: administrator });
  const choices = useMemo((): FieldChoice[] => {
    if (administrator) return (gsps.data ?? []).map((gsp) => ({ value: String(gsp.id), label: gsp.name }));
    const associations = user?.gsp_associations ?? [];
    return associations
      .filter((association) => canEnterWellData(user, associations, association.gsp))
      .map((association) => ({ value: String(association.gsp), label: association.gsp_label }));
  }, [administrator, gsps.data, user]);
  return {
    choices,
    mayEnterWells: administrator || choices.length > 0,
    failed: gsps.isError ? () => void gsps.refetch() : undefined,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface WellFormProps {
  title: string;
  /** The stored well, or the queued body, the form starts from; nothing for a new well. */
  source?: Record<string, unknown>;
  /** The stored well (its id and label for the breadcrumb, its GSP's name). */
  well?: WellRecord;
  readOnly?: boolean;
  locked?: boolean;
  notices?: ReactNode;
  serverFieldErrors?: Record<string, string[]>;
  save: (body: EntryBody) => Promise<string>;
  onDiscard?: () => Promise<string>;
}

/**
 * Enter New Well (spec 1 §2.4, §3.3, §4): its identity, agency (free text offering the known agencies),
 * well type, GSP (those the user may enter wells for), volumetric pumping calculation, location by GPS,
 * map or typed coordinates, monitoring flags and notes.
 */
function WellForm({
  title,
  source,
  well,
  readOnly = false,
  locked = false,
  notices,
  serverFieldErrors,
  save,
  onDiscard,
}: WellFormProps) {
  const gsps = useWellGsps();
  const wells = useQuery(wellListQuery);
  const agencies = useMemo(() => agencyChoicesOf(wells.data), [wells.data]);
  const [choice, setChoice] = useState<LocationChoice>(source ? ENTER_COORDINATES : CLICK_ON_MAP);
  const choiceRef = useRef<HTMLInputElement>(null);
  // the form starts from what it was opened with; later changes to the source do not overwrite typing
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValues = useMemo(() => formValuesOf(WELL_FIELDS, source), []);
  const record = useRecordForm({
    fields: WELL_FIELDS,
    schema: wellSchema,
    defaultValues,
    serverFieldErrors,
    save,
    // latitude and longitude are hidden unless typed: the location's choice takes the focus for them
    focusField: (name) => {
      if (COORDINATES.includes(name) && choice !== ENTER_COORDINATES) choiceRef.current?.focus();
      else record.form.setFocus(name);
    },
  });
  // not disabled while saving: the first field at fault must be able to take the focus
  const disabled = readOnly || locked;
  const pick = (latitude: string, longitude: string) => {
    record.form.setValue('latitude', latitude, { shouldDirty: true });
    record.form.setValue('longitude', longitude, { shouldDirty: true });
  };
  const gspLabel =
    typeof source?.source_gsp_label === 'string' ? source.source_gsp_label : well?.source_gsp_label;
  const wellLabel = well?.well_id ?? (typeof source?.well_id === 'string' ? source.well_id : undefined);

  return (
    <EntryPage title={title} well={well && { id: well.id, label: well.well_id }}>
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
            {gsps.failed && (
              <ErrorState message="The GSPs to choose from could not be loaded." onRetry={gsps.failed} />
            )}
            {notices}
          </>
        }
      >
        <Section title={WELL_FORM_SECTIONS.well}>
          <RecordFields
            fields={IDENTITY_FIELDS}
            control={record.control}
            disabled={disabled}
            choices={{ source_gsp_id: gsps.choices }}
            currentLabels={{ source_gsp_id: gspLabel }}
            inputs={{
              agency: (
                <AgencyInput
                  control={record.control}
                  field={IDENTITY_FIELDS.find((field) => field.name === 'agency')!}
                  choices={agencies}
                  disabled={disabled}
                />
              ),
            }}
          />
        </Section>
        <Section title={WELL_FORM_SECTIONS.location}>
          <WellLocation
            control={record.control}
            latitudeField={LATITUDE}
            longitudeField={LONGITUDE}
            choice={choice}
            onChoice={setChoice}
            onPick={pick}
            faults={record.faults
              .filter((fault) => COORDINATES.includes(fault.name))
              .map((fault) => `${fault.label}: ${fault.message}`)}
            mapLabel={wellLabel ? `Location of ${wellLabel}` : 'Location of the new well'}
            disabled={disabled}
            choiceRef={choiceRef}
          />
        </Section>
        <Section title={WELL_FORM_SECTIONS.monitoring}>
          <RecordFields fields={MONITORING_FIELDS} control={record.control} disabled={disabled} />
        </Section>
      </RecordFormFrame>
    </EntryPage>
  );
}

function Waiting({ title, children }: { title: string; children: ReactNode }) {
  return <EntryPage title={title}>{children}</EntryPage>;
}

function NewWell() {
  const gsps = useWellGsps();
  const title = ENTRY_FORM_TEXTS.newWell;
  if (!gsps.mayEnterWells)
    return (
      <Waiting title={title}>
        <Alert severity="info">{ENTRY_FORM_TEXTS.cannotEnterWells}</Alert>
      </Waiting>
    );
  return (
    <WellForm
      title={title}
      save={async (body) => {
        await queueEntry({ kind: 'wells', method: 'POST', body });
        return WELLS_ROUTES.list;
      }}
    />
  );
}

function StoredWell({ id }: { id: number }) {
  const access = useWellAccess(id);
  if (access.state !== 'ready') {
    const title = ENTRY_FORM_TEXTS.viewWell('').trim();
    let state: ReactNode = <LoadingState />;
    if (access.state === 'unknown')
      state = <Alert severity="info">{ENTRY_FORM_TEXTS.offlineNotLoaded}</Alert>;
    if (access.state === 'missing') state = <ErrorState message={ENTRY_FORM_TEXTS.wellNotFound} />;
    if (access.state === 'failed')
      state = <ErrorState message={ENTRY_FORM_TEXTS.wellLoadFailed} onRetry={access.retry} />;
    return <Waiting title={title}>{state}</Waiting>;
  }
  const { well } = access;
  return (
    <WellForm
      key={well.id}
      title={
        well.can_edit ? ENTRY_FORM_TEXTS.editWell(well.well_id) : ENTRY_FORM_TEXTS.viewWell(well.well_id)
      }
      source={well}
      well={well}
      readOnly={!well.can_edit}
      save={async (body) => {
        await queueEntry({ kind: 'wells', method: 'PATCH', recordId: well.id, wellId: well.id, body });
        return WELLS_ROUTES.detail(well.id);
      }}
    />
  );
}

function QueuedWell({ queuedKey }: { queuedKey: string }) {
  const lookup = useQueuedLookup(queuedKey);
  const title = ENTRY_FORM_TEXTS.queuedEntry('Well');
  if (lookup.state === 'looking')
    return (
      <Waiting title={title}>
        <LoadingState />
      </Waiting>
    );
  if (lookup.state === 'gone' || lookup.entry.kind !== 'wells')
    return (
      <Waiting title={title}>
        <Alert severity="info">{ENTRY_FORM_TEXTS.queuedGone}</Alert>
      </Waiting>
    );
  const { entry } = lookup;
  const next =
    entry.method === 'PATCH' && entry.recordId !== undefined
      ? WELLS_ROUTES.detail(entry.recordId)
      : WELLS_ROUTES.list;
  return (
    <WellForm
      key={entry.key}
      title={title}
      source={entry.body}
      locked={isLocked(lookup)}
      notices={<QueuedEntryNotice entry={entry} left={lookup.left} />}
      serverFieldErrors={entry.fieldErrors}
      save={async (body) => {
        await editQueuedEntry(entry.key, body);
        return next;
      }}
      onDiscard={async () => {
        await discardQueuedEntry(entry.key);
        return next;
      }}
    />
  );
}

/**
 * /wellcreate: 'Enter New Well', or with ?id={id} the stored well (edited by those who may enter data for
 * it, read-only for others), or with ?queued={key} a well not yet sent. Saved through the outbox.
 */
export function WellFormPage() {
  const [params] = useSearchParams();
  const target = formTargetOf(params);
  switch (target.mode) {
    case 'new':
      if (target.well === undefined) return <NewWell />;
      break;
    case 'stored':
      return <StoredWell key={target.id} id={target.id} />;
    case 'queued':
      return <QueuedWell key={target.key} queuedKey={target.key} />;
  }
  return (
    <Waiting title={ENTRY_FORM_TEXTS.newWell}>
      <ErrorState message={ENTRY_FORM_TEXTS.badAddress} />
    </Waiting>
  );
}
