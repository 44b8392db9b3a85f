import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ANNUAL_UPDATE_FIELDS,
  annualUpdateSchema,
  type AnnualUpdateRecord,
} from '../../domain/projects/annual-update-entry';
import {
  PROJECT_STATUS_FIELDS,
  projectStatusSchema,
  type ProjectStatusRecord,
} from '../../domain/projects/project-status-entry';
import { PROJECT_TEXTS } from '../../domain/projects/project-texts';
import { formatCurrency, formatNumber } from '../../domain/numbers/number-format';
import { collectionKey, collectionOptionsQuery } from '../admin/admin-api';
import { requestErrorText } from '../admin/admin-errors';
import { DataTable } from '../components/data-table/data-table';
import type { DataTableColumn } from '../components/data-table/data-table-types';
import {
  PROJECT_PATHS,
  projectChildrenQuery,
  useCreateChild,
  type ProjectChildPath,
  type ProjectChildRecord,
} from './project-api';
import { ProjectEntryDialog } from './project-entry-dialog';

type Row = ProjectChildRecord;

interface EntryKind {
  path: ProjectChildPath;
  heading: string;
  addLabel: string;
  dialogTitle: string;
  emptyText: string;
  fields: typeof PROJECT_STATUS_FIELDS;
  schema: typeof projectStatusSchema;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowName: (row: Row) => string;
}

const asStatus = (row: Row) => row as ProjectStatusRecord;
const asUpdate = (row: Row) => row as AnnualUpdateRecord;

const KINDS: Record<'status' | 'annualUpdate', EntryKind> = {
  status: {
    path: PROJECT_PATHS.statuses,
    heading: PROJECT_TEXTS.sectionStatus,
    addLabel: PROJECT_TEXTS.addStatus,
    dialogTitle: PROJECT_TEXTS.statusDialogTitle,
    emptyText: PROJECT_TEXTS.noStatuses,
    fields: PROJECT_STATUS_FIELDS,
    schema: projectStatusSchema,
    columns: [
      { id: 'proj_date', header: 'Status Date', value: (row) => asStatus(row).proj_date, kind: 'date' },
      { id: 'project_status', header: 'Project Status', value: (row) => asStatus(row).project_status },
      { id: 'project_notes', header: 'Status Notes', value: (row) => asStatus(row).project_notes },
    ],
    rowName: (row) =>
      `status entry ${asStatus(row).proj_date ?? ''} ${asStatus(row).project_status ?? ''}`.trim(),
  },
  annualUpdate: {
    path: PROJECT_PATHS.annualUpdates,
    heading: PROJECT_TEXTS.sectionAnnualUpdate,
    addLabel: PROJECT_TEXTS.addAnnualUpdate,
    dialogTitle: PROJECT_TEXTS.annualDialogTitle,
    emptyText: PROJECT_TEXTS.noAnnualUpdates,
    fields: ANNUAL_UPDATE_FIELDS,
    schema: annualUpdateSchema,
    columns: [
      {
        id: 'water_year',
        header: 'Water Year',
        value: (row) => asUpdate(row).water_year_label,
        kind: 'number',
      },
      {
        id: 'annual_benefit',
        header: 'Annual Benefit (AF)',
        value: (row) => asUpdate(row).annual_benefit,
        kind: 'number',
        cell: (row) => formatNumber(asUpdate(row).annual_benefit, 0),
      },
      {
        id: 'annual_cap_cost',
        header: 'Capital Cost',
        value: (row) => asUpdate(row).annual_cap_cost,
        kind: 'number',
        cell: (row) => formatCurrency(asUpdate(row).annual_cap_cost),
      },
      {
        id: 'annual_op_cost',
        header: 'Operating Cost',
        value: (row) => asUpdate(row).annual_op_cost,
        kind: 'number',
        cell: (row) => formatCurrency(asUpdate(row).annual_op_cost),
      },
      {
        id: 'proj_update_desc',
        header: 'Update Description',
        value: (row) => asUpdate(row).proj_update_desc,
      },
    ],
    rowName: (row) => `annual update ${asUpdate(row).water_year_label}`.trim(),
  },
};

export interface ProjectEntriesSectionProps {
  kind: keyof typeof KINDS;
  projectId: number;
  /** The implementation screens (spec 3 §2.5): the entries open read-only and none are added. */
  readOnly?: boolean;
}

/**
 * The Project Status or Annual Update table of a project (spec 2 §2.18, spec 3 §2.5), 10 rows a page.
 * Adding creates the empty entry on the server first, then opens its dialog.
 */
export function ProjectEntriesSection({ kind, projectId, readOnly = false }: ProjectEntriesSectionProps) {
  const entry = KINDS[kind];
  const queryClient = useQueryClient();
  const rows = useQuery(projectChildrenQuery<Row>(entry.path, projectId));
  const options = useQuery({ ...collectionOptionsQuery(entry.path), enabled: kind === 'annualUpdate' });
  const create = useCreateChild<Row>(entry.path, projectId);
  const [open, setOpen] = useState<Row | null>(null);

  const columns = useMemo((): ReadonlyArray<DataTableColumn<Row>> => {
    const opener: DataTableColumn<Row> = {
      id: 'open',
      header: readOnly ? 'View' : 'Edit',
      value: () => '',
      sortable: false,
      cell: (row) => (
        <Button
          size="small"
          onClick={() => setOpen(row)}
          aria-label={`${readOnly ? 'View' : 'Edit'} ${entry.rowName(row)}`}
        >
          {readOnly ? 'View' : 'Edit'}
        </Button>
      ),
    };
    return [opener, ...entry.columns];
  }, [entry, readOnly]);

  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: collectionKey(entry.path) });
    void queryClient.invalidateQueries({ queryKey: collectionKey(PROJECT_PATHS.projects) });
  };

  const waterYears = options.data?.water_year?.choices?.map((choice) => ({
    value: String(choice.value),
    label: choice.display_name,
  }));
  return (
    <Stack component="section" spacing={1} aria-label={entry.heading}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          {entry.heading}
        </Typography>
        {!readOnly && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: (created) => setOpen(created) })}
          >
            {entry.addLabel}
          </Button>
        )}
      </Stack>
      {create.isError && (
        <Alert severity="error">{requestErrorText(create.error, 'The entry could not be added.')}</Alert>
      )}
      <DataTable<Row>
        label={entry.heading}
        rows={rows.data ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        pageSize={10}
        emptyText={entry.emptyText}
        loading={rows.isPending || (rows.isError && rows.isFetching)}
        error={
          rows.isError && !rows.isFetching
            ? requestErrorText(rows.error, `The ${entry.heading.toLowerCase()} entries could not be loaded.`)
            : null
        }
        onRetry={() => void rows.refetch()}
      />
      {open && (
        <ProjectEntryDialog
          title={entry.dialogTitle}
          path={entry.path}
          fields={entry.fields}
          schema={entry.schema}
          record={open}
          choices={waterYears ? { water_year: waterYears } : undefined}
          readOnly={readOnly}
          onClose={close}
        />
      )}
    </Stack>
  );
}
