import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { formatCurrency, formatNumber } from '../../domain/numbers/number-format';
import { PROJECT_COST_FIELDS, PROJECT_FIELDS, type ProjectRecord } from '../../domain/projects/project-form';
import { PROJECT_ROUTES, PROJECT_TEXTS } from '../../domain/projects/project-texts';
import { requestErrorText } from '../admin/admin-errors';
import { PageBreadcrumbs } from '../components/breadcrumbs/page-breadcrumbs';
import { usePageTitle } from '../components/page-title/use-page-title';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { projectQuery } from './project-api';
import { ProjectEntriesSection } from './project-entries-section';
import { projectMarkers } from './project-markers';

// Leaflet is loaded only when a project is shown
const SiteMap = lazy(async () => ({ default: (await import('../components/site-map/site-map')).SiteMap }));

const COSTS: readonly string[] = PROJECT_COST_FIELDS;

/** A field's value as the screen shows it: GSA and GSP by name, costs with $ and 2 decimals. */
function shownValue(project: ProjectRecord, name: string): string {
  if (name === 'source_gsa_id') return project.source_gsa_label;
  if (name === 'source_gsp_id') return project.source_gsp_label;
  const value = project[name as keyof ProjectRecord];
  if (value === null || value === undefined) return '';
  if (COSTS.includes(name)) return formatCurrency(value as number);
  if (name === 'est_annual_benefit') return formatNumber(value as number, 2);
  return String(value);
}

function InformationList({ project, section }: { project: ProjectRecord; section: string }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' }, gap: 1, m: 0 }}
    >
      {PROJECT_FIELDS.filter((field) => field.section === section).map((field) => (
        <Box key={field.name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {shownValue(project, field.name) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ProjectDetail({ project }: { project: ProjectRecord }) {
  const markers = projectMarkers([project]);
  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="project-information" sx={{ p: 2 }}>
        <Typography id="project-information" variant="h6" component="h3" sx={{ mb: 2 }}>
          {PROJECT_TEXTS.sectionInformation}
        </Typography>
        <InformationList project={project} section={PROJECT_TEXTS.sectionInformation} />
      </Paper>
      <Paper component="section" aria-labelledby="project-location" sx={{ p: 2 }}>
        <Typography id="project-location" variant="h6" component="h3" sx={{ mb: 2 }}>
          {PROJECT_TEXTS.sectionLocation}
        </Typography>
        <InformationList project={project} section={PROJECT_TEXTS.sectionLocation} />
        <Box sx={{ mt: 2 }}>
          {markers.length ? (
            <Suspense fallback={<LoadingState text="Loading map..." />}>
              <SiteMap
                sites={markers}
                height={300}
                label={`Location of ${project.project_id || 'the project'}`}
              />
            </Suspense>
          ) : (
            <Typography variant="body2">{PROJECT_TEXTS.noLocation}</Typography>
          )}
        </Box>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <ProjectEntriesSection kind="status" projectId={project.id} readOnly />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <ProjectEntriesSection kind="annualUpdate" projectId={project.id} readOnly />
      </Paper>
    </Stack>
  );
}

/** /implementationdetail/{id} (spec 3 §2.5): one project, read-only, for every signed-in user. */
export function ImplementationDetailPage() {
  const { id = '' } = useParams();
  const project = useQuery(projectQuery(id));
  const name = project.data ? project.data.project_id || project.data.project_name || '' : '';
  usePageTitle(
    name ? `${PROJECT_TEXTS.implementationDetailTitle} ${name}` : PROJECT_TEXTS.implementationDetailTitle,
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: PROJECT_TEXTS.implementationTitle, to: PROJECT_ROUTES.implementationList },
          { label: name || PROJECT_TEXTS.implementationDetailTitle },
        ]}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          {project.data?.project_name || PROJECT_TEXTS.implementationDetailTitle}
        </Typography>
        <Button component={RouterLink} to={PROJECT_ROUTES.implementationList}>
          Return to {PROJECT_TEXTS.implementationTitle}
        </Button>
      </Stack>
      {project.isPending || (project.isError && project.isFetching) ? (
        <LoadingState />
      ) : project.isError ? (
        <ErrorState
          message={requestErrorText(project.error, PROJECT_TEXTS.projectLoadFailed)}
          onRetry={() => void project.refetch()}
        />
      ) : (
        <ProjectDetail project={project.data} />
      )}
    </Stack>
  );
}
