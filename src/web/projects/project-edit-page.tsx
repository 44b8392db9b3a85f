import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { isCoordinateKeystrokeText, LOCATION_PICKER } from '../../domain/maps/coordinate-entry';
import { PROJECT_FIELDS, projectSchema, type ProjectRecord } from '../../domain/projects/project-form';
import { PROJECT_ROUTES, PROJECT_TEXTS } from '../../domain/projects/project-texts';
import { showServerFieldErrors } from '../accounts/server-errors';
import { collectionListQuery, useSaveRecord } from '../admin/admin-api';
import { requestErrorText } from '../admin/admin-errors';
import { AdminPage } from '../admin/admin-page';
import { LastChangedLine } from '../admin/last-changed-line';
import { LocationPicker } from '../components/location-picker/location-picker';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { PROJECT_PATHS, projectQuery } from './project-api';
import { ProjectEntriesSection } from './project-entries-section';
import { FieldInput } from '../components/field-input/field-input';

type Values = Record<string, string>;
type Named = { id: number; name: string };

const INFORMATION = PROJECT_FIELDS.filter((field) => field.section === PROJECT_TEXTS.sectionInformation);
const COORDINATES = PROJECT_FIELDS.filter((field) => field.section === PROJECT_TEXTS.sectionLocation);
const FIELD_NAMES = PROJECT_FIELDS.map((field) => field.name);

const valuesOf = (project: ProjectRecord): Values =>
  Object.fromEntries(
    PROJECT_FIELDS.map((field) => {
      const value = project[field.name as keyof ProjectRecord];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );

const CRUMBS = [
  { label: PROJECT_TEXTS.listTitle, to: PROJECT_ROUTES.adminList },
  { label: PROJECT_TEXTS.editTitle },
];

function ProjectForm({ project }: { project: ProjectRecord }) {
  const navigate = useNavigate();
  const gsas = useQuery(collectionListQuery<Named>('gsas'));
  const gsps = useQuery(collectionListQuery<Named>('gsps'));
  const save = useSaveRecord<ProjectRecord>(PROJECT_PATHS.projects, project.id);
  const { control, handleSubmit, setError, setValue } = useForm<Values>({
    defaultValues: valuesOf(project),
    resolver: zodResolver(projectSchema as never) as unknown as Resolver<Values>,
    // spec 2 §5: validation runs on submit only
    reValidateMode: 'onSubmit',
  });
  const [lat, lon] = useWatch({ control, name: ['lat', 'lon'] });
  const choices = useMemo(
    () => ({
      source_gsa_id: (gsas.data ?? []).map((gsa) => ({ value: String(gsa.id), label: gsa.name })),
      source_gsp_id: (gsps.data ?? []).map((gsp) => ({ value: String(gsp.id), label: gsp.name })),
    }),
    [gsas.data, gsps.data],
  );

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => navigate(PROJECT_ROUTES.adminList),
      onError: (error) => showServerFieldErrors(error, FIELD_NAMES, setError),
    }),
  );

  const listFailed = gsas.isError || gsps.isError;
  return (
    <Stack spacing={3}>
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: 2 }} aria-label="Project">
        <Stack spacing={3}>
          <section aria-labelledby="project-information">
            <Typography id="project-information" variant="h6" component="h3" sx={{ mb: 2 }}>
              {PROJECT_TEXTS.sectionInformation}
            </Typography>
            {listFailed && (
              <ErrorState
                message="The GSAs and GSPs to choose from could not be loaded."
                onRetry={() => void Promise.all([gsas.refetch(), gsps.refetch()])}
              />
            )}
            <Grid container spacing={2}>
              {INFORMATION.map((field) => (
                <Grid key={field.name} size={{ xs: 12, md: (field.maxLength ?? 0) >= 4000 ? 12 : 6 }}>
                  <FieldInput
                    field={field}
                    control={control}
                    choices={choices[field.name as keyof typeof choices]}
                    disabled={save.isPending}
                  />
                </Grid>
              ))}
            </Grid>
          </section>
          <section aria-labelledby="project-location">
            <Typography id="project-location" variant="h6" component="h3" sx={{ mb: 2 }}>
              {PROJECT_TEXTS.sectionLocation}
            </Typography>
            <Grid container spacing={2}>
              {COORDINATES.map((field) => (
                <Grid key={field.name} size={{ xs: 12, md: 6 }}>
                  <FieldInput
                    field={field}
                    control={control}
                    acceptsText={isCoordinateKeystrokeText}
                    disabled={save.isPending}
                  />
                </Grid>
              ))}
              <Grid size={12}>
                <LocationPicker
                  latitude={lat ?? ''}
                  longitude={lon ?? ''}
                  label={`Location of ${project.project_id || 'the project'}`}
                  // spec 2 §5: typed coordinates apply after 1 s
                  delayMs={LOCATION_PICKER.projectTypingDelayMs}
                  disabled={save.isPending}
                  onPick={(latitude, longitude) => {
                    setValue('lat', latitude, { shouldDirty: true });
                    setValue('lon', longitude, { shouldDirty: true });
                  }}
                />
              </Grid>
            </Grid>
          </section>
          {save.isError && (
            <Alert severity="error">{requestErrorText(save.error, 'The project was not saved.')}</Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}
            >
              {save.isPending ? PROJECT_TEXTS.saving : PROJECT_TEXTS.save}
            </Button>
          </Stack>
          <LastChangedLine path={PROJECT_PATHS.projects} id={project.id} />
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <ProjectEntriesSection kind="status" projectId={project.id} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <ProjectEntriesSection kind="annualUpdate" projectId={project.id} />
      </Paper>
    </Stack>
  );
}

/** /adminprojects/{id} (spec 2 §2.18): the project's information, location, status and annual updates. */
export function ProjectEditPage() {
  const { id = '' } = useParams();
  const project = useQuery(projectQuery(id));
  return (
    <AdminPage title={PROJECT_TEXTS.editTitle} crumbs={CRUMBS}>
      {project.isPending || (project.isError && project.isFetching) ? (
        <LoadingState />
      ) : project.isError ? (
        <ErrorState
          message={requestErrorText(project.error, PROJECT_TEXTS.projectLoadFailed)}
          onRetry={() => void project.refetch()}
        />
      ) : (
        // a new key when another project opens, so the form starts from that project's values
        <ProjectForm key={project.data.id} project={project.data} />
      )}
    </AdminPage>
  );
}
