import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProjectRecord } from '../../domain/projects/project-form';
import { PROJECT_ROUTES, PROJECT_TEXTS } from '../../domain/projects/project-texts';
import { requestErrorText } from '../admin/admin-errors';
import { PageBreadcrumbs } from '../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../components/data-table/data-table';
import type { DataTableColumn } from '../components/data-table/data-table-types';
import { usePageTitle } from '../components/page-title/use-page-title';
import { SelectViewToggle, type SiteListView } from '../monitoring/lists/select-view-toggle';
import { SiteListMap } from '../monitoring/lists/site-list-map';
import { projectListQuery } from './project-api';
import { projectMarkers } from './project-markers';

const COLUMNS: ReadonlyArray<DataTableColumn<ProjectRecord>> = [
  {
    id: 'view',
    header: 'View Data',
    value: () => '',
    sortable: false,
    cell: (row) => (
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={PROJECT_ROUTES.implementationDetail(row.id)}
        aria-label={`${PROJECT_TEXTS.viewData} of ${row.project_id || row.project_name || `project ${row.id}`}`}
      >
        {PROJECT_TEXTS.viewData}
      </Button>
    ),
  },
  { id: 'project_id', header: 'Project ID', value: 'project_id' },
  { id: 'project_name', header: 'Project Name', value: 'project_name' },
  { id: 'source_gsp_label', header: 'GSP', value: 'source_gsp_label' },
  { id: 'record_type', header: 'Record Type', value: 'record_type' },
  { id: 'project_mechanism', header: 'Project Mechanism', value: 'project_mechanism' },
  { id: 'project_status_label', header: 'Project Status', value: 'project_status_label' },
];

/** /implementationprojects (spec 3 §2.5): every signed-in user's read-only list of projects. */
export function ImplementationProjectsPage() {
  usePageTitle(PROJECT_TEXTS.implementationTitle);
  const list = useQuery(projectListQuery());
  const [view, setView] = useState<SiteListView>('table');
  const loading = list.isPending || (list.isError && list.isFetching);
  const error =
    list.isError && !list.isFetching ? requestErrorText(list.error, PROJECT_TEXTS.listLoadFailed) : null;
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const markers = useMemo(() => projectMarkers(rows), [rows]);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: PROJECT_TEXTS.implementationTitle }]} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        useFlexGap
        spacing={2}
      >
        <Typography variant="h5" component="h2">
          {PROJECT_TEXTS.implementationTitle}
        </Typography>
        <SelectViewToggle value={view} onChange={setView} />
      </Stack>
      {view === 'table' ? (
        <DataTable<ProjectRecord>
          label={PROJECT_TEXTS.implementationTitle}
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          filterPlaceholder={PROJECT_TEXTS.implementationFilter}
          filterValue={(row) => row.project_id}
          emptyText={PROJECT_TEXTS.empty}
          loading={loading}
          error={error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Box>
          <SiteListMap
            sites={markers}
            label="Map of the projects"
            emptyText={PROJECT_TEXTS.empty}
            loading={loading}
            error={error}
            onRetry={() => void list.refetch()}
          />
        </Box>
      )}
    </Stack>
  );
}
