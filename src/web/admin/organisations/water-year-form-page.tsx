import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  WATER_YEAR_TEXTS,
  YEAR_TYPES,
  waterYearBounds,
  waterYearSchema,
} from '../../../domain/admin/water-year';
import { FormTextField } from '../../accounts/form-text-field';
import { showServerFieldErrors } from '../../accounts/server-errors';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { collectionOptionsQuery, collectionRecordQuery, useSaveRecord } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { AdminPage } from '../admin-page';
import { LastChangedLine } from '../last-changed-line';
import { saveFailureText } from './save-result';
import type { WaterYearRecord } from './water-year-list-page';

interface WaterYearValues {
  water_year: string;
  water_year_start: string;
  water_year_end: string;
  import_start: string;
  import_end: string;
  is_active: boolean;
  year_type: string;
}
const FIELDS = [
  'water_year',
  'water_year_start',
  'water_year_end',
  'import_start',
  'import_end',
  'is_active',
  'year_type',
] as const;
const LIST_ROUTE = '/adminwateryears';
const dateLabel = { inputLabel: { shrink: true } };

/** spec 2 §2.15: /adminwateryears/{id|new}. */
export function WaterYearFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const record = useQuery({ ...collectionRecordQuery<WaterYearRecord>('wateryears', id), enabled: !isNew });
  const title = isNew ? WATER_YEAR_TEXTS.newTitle : WATER_YEAR_TEXTS.editTitle;
  return (
    <AdminPage
      title={title}
      crumbs={[{ label: WATER_YEAR_TEXTS.listTitle, to: LIST_ROUTE }, { label: title }]}
    >
      {isNew ? (
        <WaterYearForm />
      ) : record.isPending || (record.isError && record.isFetching) ? (
        <LoadingState />
      ) : record.isError ? (
        <ErrorState
          message={requestErrorText(record.error, 'The water year could not be loaded.')}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <>
          <WaterYearForm key={record.data.id} record={record.data} />
          <LastChangedLine path="wateryears" id={record.data.id} />
        </>
      )}
    </AdminPage>
  );
}

function WaterYearForm({ record }: { record?: WaterYearRecord }) {
  const navigate = useNavigate();
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const options = useQuery(collectionOptionsQuery('wateryears'));
  const yearTypes =
    options.data?.year_type?.choices ?? YEAR_TYPES.map((type) => ({ value: type, display_name: type }));
  const save = useSaveRecord<WaterYearRecord>('wateryears', record?.id);
  const { control, handleSubmit, setError, getValues, setValue, formState } = useForm<WaterYearValues>({
    resolver: zodResolver(waterYearSchema) as unknown as Resolver<WaterYearValues>,
    defaultValues: {
      water_year: record ? String(record.water_year) : '',
      water_year_start: record?.water_year_start ?? '',
      water_year_end: record?.water_year_end ?? '',
      import_start: record?.import_start ?? '',
      import_end: record?.import_end ?? '',
      is_active: record?.is_active ?? false,
      year_type: record?.year_type ?? '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // A new year's dates start as October 1 to September 30 (spec 2 §9) until the user sets them.
  const typedYear = useWatch({ control, name: 'water_year' });
  useEffect(() => {
    if (record || !/^\d{4}$/.test(typedYear)) return;
    const bounds = waterYearBounds(Number(typedYear));
    if (!formState.dirtyFields.water_year_start) setValue('water_year_start', bounds.start);
    if (!formState.dirtyFields.water_year_end) setValue('water_year_end', bounds.end);
  }, [typedYear, record, setValue, formState.dirtyFields]);

  const onSubmit = handleSubmit(() => {
    const values = getValues();
    const body: Record<string, unknown> = {
      water_year: values.water_year,
      water_year_start: values.water_year_start,
      water_year_end: values.water_year_end,
      is_active: values.is_active,
      year_type: values.year_type,
    };
    // An import window left as shown keeps following the year's dates (spec 2 §4).
    if (!record || formState.dirtyFields.import_start) body.import_start = values.import_start;
    if (!record || formState.dirtyFields.import_end) body.import_end = values.import_end;
    save.mutate(body, {
      onSuccess: (saved) => {
        if (!record) void navigate(`${LIST_ROUTE}/${saved.id}`, { replace: true, state: { saved: true } });
      },
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });

  const failure = save.isError ? saveFailureText(save.error, FIELDS, 'The water year was not saved.') : null;
  const saved = save.isSuccess || (justCreated && save.isIdle);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} sx={{ maxWidth: 640 }}>
      <FormTextField
        control={control}
        name="water_year"
        label="Water Year"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="water_year_start"
          label="Water Year Start"
          type="date"
          required
          slotProps={dateLabel}
        />
        <FormTextField
          control={control}
          name="water_year_end"
          label="Water Year End"
          type="date"
          required
          slotProps={dateLabel}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="import_start"
          label="Import Start"
          type="date"
          slotProps={dateLabel}
          helperText="Empty: the water year's start"
        />
        <FormTextField
          control={control}
          name="import_end"
          label="Import End"
          type="date"
          slotProps={dateLabel}
          helperText="Empty: the water year's end"
        />
      </Stack>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <div>
            <FormControlLabel
              label="Is Active"
              disabled={!record}
              control={
                <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
            />
            <FormHelperText sx={{ mt: 0 }}>
              {record
                ? 'Only one water year is active; making this one active clears the others.'
                : 'A new water year can be made active once it is saved.'}
            </FormHelperText>
          </div>
        )}
      />
      <FormTextField control={control} name="year_type" label="Year Type" select>
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {yearTypes.map((choice) => (
          <MenuItem key={String(choice.value)} value={String(choice.value)}>
            {choice.display_name}
          </MenuItem>
        ))}
      </FormTextField>
      {failure && <Alert severity="error">{failure}</Alert>}
      {saved && <Alert severity="success">The water year was saved.</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
