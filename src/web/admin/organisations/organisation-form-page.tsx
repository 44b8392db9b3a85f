import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormTextField } from '../../accounts/form-text-field';
import { showServerFieldErrors } from '../../accounts/server-errors';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { collectionRecordQuery, useSaveRecord } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { AdminPage } from '../admin-page';
import { LastChangedLine } from '../last-changed-line';
import { DataSubmissionCheckboxes } from './data-submission-checkboxes';
import type { OrganisationKind, OrganisationRecord } from './organisation-kinds';
import { saveFailureText } from './save-result';

interface OrganisationValues {
  name: string;
  abbreviation: string;
  data_submission: string[];
}
const FIELDS = ['name', 'abbreviation', 'data_submission'] as const;

/** Set on the navigation to a record just created, so its form says it was saved. */
interface SavedState {
  saved?: boolean;
}

export interface OrganisationFormPageProps {
  kind: OrganisationKind;
  /** What an existing record's form shows below it (its user associations). */
  children?: (record: OrganisationRecord) => ReactNode;
}

/**
 * spec 2 §2.8-§2.10: /adminagencies/{id|new}, /admingsas/{id|new}, /admingsps/{id|new}. A new record,
 * once saved, opens as an existing one, where its associations can be added.
 */
export function OrganisationFormPage({ kind, children }: OrganisationFormPageProps) {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const record = useQuery({ ...collectionRecordQuery<OrganisationRecord>(kind.path, id), enabled: !isNew });
  const title = isNew ? kind.texts.newTitle : kind.texts.editTitle;

  return (
    <AdminPage title={title} crumbs={[{ label: kind.texts.listTitle, to: kind.route }, { label: title }]}>
      {isNew ? (
        <OrganisationForm kind={kind} />
      ) : record.isPending || (record.isError && record.isFetching) ? (
        <LoadingState />
      ) : record.isError ? (
        <ErrorState
          message={requestErrorText(record.error, `The ${kind.noun} could not be loaded.`)}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <>
          <OrganisationForm key={record.data.id} kind={kind} record={record.data} />
          <LastChangedLine path={kind.path} id={record.data.id} />
          {children?.(record.data)}
        </>
      )}
    </AdminPage>
  );
}

function OrganisationForm({ kind, record }: { kind: OrganisationKind; record?: OrganisationRecord }) {
  const navigate = useNavigate();
  const justCreated = (useLocation().state as SavedState | null)?.saved === true;
  const save = useSaveRecord<OrganisationRecord>(kind.path, record?.id);
  const { control, handleSubmit, setError, getValues } = useForm<OrganisationValues>({
    resolver: zodResolver(kind.schema) as unknown as Resolver<OrganisationValues>,
    defaultValues: {
      name: record?.name ?? '',
      abbreviation: record?.abbreviation ?? '',
      data_submission: record?.data_submission ?? [],
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(() => {
    const values = getValues();
    const body: Record<string, unknown> = { name: values.name, abbreviation: values.abbreviation };
    if (kind.hasRequirements) body.data_submission = values.data_submission;
    save.mutate(body, {
      onSuccess: (saved) => {
        if (!record) void navigate(`${kind.route}/${saved.id}`, { replace: true, state: { saved: true } });
      },
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });

  const failure = save.isError
    ? saveFailureText(save.error, FIELDS, `The ${kind.noun} was not saved.`)
    : null;
  const saved = save.isSuccess || (justCreated && save.isIdle);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} sx={{ maxWidth: 640 }}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField control={control} name="abbreviation" label="Abbreviation" />
      {kind.hasRequirements && <DataSubmissionCheckboxes control={control} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {saved && <Alert severity="success">The {kind.noun} was saved.</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
