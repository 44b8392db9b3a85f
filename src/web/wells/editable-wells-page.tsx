import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { isAdministrator } from '../../domain/accounts/permissions';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import { matchesKeyword } from '../../domain/table/table-rules';
import { canEditWell, EDIT_DIALOG_TITLE, EMPTY_TEXT } from '../../domain/wells/groundwater-sites';
import { useSession } from '../accounts/session-provider';
import { PageBreadcrumbs } from '../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../components/data-table/data-table';
import type { DataTableColumn } from '../components/data-table/data-table-types';
import type { SiteMapMarker } from '../components/site-map/site-map-types';
import { EmptyState } from '../components/states/empty-state';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { usePageTitle } from '../components/page-title/use-page-title';
import { EditWellDialog } from './edit-well-dialog';
import { useGspOptions, wellListQuery, type ReferenceOption } from './editable-wells-api';
import type { EditableWellRecord, EditableWellRow, EditableWellsConfig } from './editable-wells-config';
import { WellsFilterPanel, type WellsFilter, type WellsView } from './wells-filter-panel';

// Leaflet is loaded only when someone opens the map view
const SiteMap = lazy(async () => ({ default: (await import('../components/site-map/site-map')).SiteMap }));

/** spec 1 §8: 'Wells fail to load'. */
export const LOAD_ERROR_TEXT = 'Error loading Wells';

/**
 * The site whose Edit dialog of /waterlevel/{id} just closed: its list is a new screen, where the Edit
 * button that opened the dialog no longer exists, so the list gives the focus to that row's new one.
 */
let returnFocusToEditOf: number | null = null;

/** State the Edit button leaves for /waterlevel/{id}, so closing the dialog goes back. */
export interface EditWellLocationState {
  from?: string;
}

export interface EditableWellsPageProps {
  config: EditableWellsConfig;
  /** /waterlevel/{id}: the record whose Edit dialog shows over the list. */
  editRecord?: EditableWellRecord;
  onEditClose?: () => void;
}

const text = (key: keyof EditableWellRow, header: string): DataTableColumn<EditableWellRow> => ({
  id: key,
  header,
  value: key,
});
const coordinate = (key: 'latitude' | 'longitude', header: string): DataTableColumn<EditableWellRow> => ({
  id: key,
  header,
  value: key,
  kind: 'number',
});

const DATA_COLUMNS: ReadonlyArray<DataTableColumn<EditableWellRow>> = [
  text('dms_site_id', 'DMS Site ID'),
  text('local_site_id', 'Local Site ID'),
  text('dwr_well_id', 'State Well Number'),
  text('owner', 'Owner'),
  text('monitor_by', 'Monitored By'),
  text('coordinate_method', 'Coordinate Method'),
  coordinate('latitude', 'Latitude'),
  coordinate('longitude', 'Longitude'),
  text('updateby_label', 'Updated By'),
  {
    id: 'updatedate',
    header: 'Updated',
    value: 'updatedate',
    kind: 'date',
    cell: (row) => row.updatedate_label,
  },
];

/** What the keyword is matched in (spec 1 §5: any field): the texts the row shows, not its ids. */
function keywordTexts({ id: _id, source_gsp_id: _gsp, updatedate: _date, ...shown }: EditableWellRow) {
  return shown;
}

/**
 * The editable wells tables of spec 1 §2.5 (Change in Storage, Ground Water Extraction, Surface Water
 * Supply, Surface Water Use and Water Quality Sites): a filter panel, the Table/Map toggle, the table
 * with an Edit action for administrators and the authorized reporters of the row's GSP, and the dialog.
 */
export function EditableWellsPage({ config, editRecord, onEditClose }: EditableWellsPageProps) {
  usePageTitle(config.title);
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useQuery(wellListQuery(config));
  const gsps = useGspOptions();
  const [filter, setFilter] = useState<WellsFilter>({ keyword: '', gsp: '' });
  const [view, setView] = useState<WellsView>('table');
  const [editingId, setEditingId] = useState<number | null>(null);

  const associations = useMemo(() => user?.gsp_associations ?? [], [user]);
  const canEdit = useCallback(
    (gspId: number | null) => canEditWell(user, associations, gspId),
    [user, associations],
  );

  const records = useMemo(() => list.data ?? [], [list.data]);
  const shownRows = useMemo(
    () =>
      records
        .map(config.toRow)
        .filter((row) => !filter.gsp || String(row.source_gsp_id) === filter.gsp)
        .filter((row) => matchesKeyword(keywordTexts(row), filter.keyword)),
    [records, config, filter],
  );

  const openEdit = useCallback(
    (id: number) => {
      if (config.editPath) {
        const state: EditWellLocationState = { from: `${location.pathname}${location.search}` };
        void navigate(config.editPath(id), { state });
      } else {
        setEditingId(id);
      }
    },
    [config, location, navigate],
  );

  const columns = useMemo((): ReadonlyArray<DataTableColumn<EditableWellRow>> => {
    const actions: DataTableColumn<EditableWellRow> = {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      sortable: false,
      cell: (row) =>
        canEdit(row.source_gsp_id) ? (
          <Tooltip title={EDIT_DIALOG_TITLE}>
            <IconButton
              size="small"
              aria-label={`Edit ${row.dms_site_id}`}
              data-edit-id={row.id}
              onClick={() => openEdit(row.id)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    };
    return [actions, ...DATA_COLUMNS];
  }, [canEdit, openEdit]);

  const markers = useMemo(
    (): SiteMapMarker[] =>
      shownRows
        .filter((row) => row.latitude !== null && row.longitude !== null)
        .map((row) => ({
          id: row.id,
          dmsSiteId: row.dms_site_id,
          localSiteId: row.local_site_id || null,
          coordinates: [row.longitude!, row.latitude!],
          detailPath: config.markerPath(row.id),
          colour: config.markerColour,
          shape: 'circle',
        })),
    [shownRows, config],
  );

  // a retry after a failure shows 'Loading...' again rather than the old error
  const loading = list.isPending || (list.isError && list.isFetching);
  const error = list.isError && !list.isFetching ? LOAD_ERROR_TEXT : null;
  const retry = () => void list.refetch();

  const editing = editRecord ?? records.find((record) => record.id === editingId);
  const closeEdit = () => {
    setEditingId(null);
    if (editRecord) returnFocusToEditOf = editRecord.id;
    onEditClose?.();
  };

  // WCAG 2.4.3: the focus goes back to what opened the dialog, or to the list's heading when that row
  // is not on the table's first page
  const pageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (returnFocusToEditOf === null || editRecord || loading) return;
    const editButton = pageRef.current?.querySelector<HTMLElement>(`[data-edit-id="${returnFocusToEditOf}"]`);
    returnFocusToEditOf = null;
    (editButton ?? headingRef.current)?.focus();
  }, [editRecord, loading]);
  // a reporter may give a row only to a GSP they report for; the server says the same
  const allowOption = useCallback(
    (field: FieldDefinition, option: ReferenceOption) =>
      field.references !== 'gsp' || isAdministrator(user) || canEdit(option.id),
    [user, canEdit],
  );

  return (
    <Box ref={pageRef} sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: config.title }]} />
      <Typography
        ref={headingRef}
        variant="h5"
        component="h2"
        tabIndex={-1}
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        {config.title}
      </Typography>
      <WellsFilterPanel
        filter={filter}
        onFilterChange={setFilter}
        gsps={gsps}
        view={view}
        onViewChange={setView}
      />
      {view === 'table' ? (
        <DataTable<EditableWellRow>
          label={config.title}
          rows={shownRows}
          columns={columns}
          getRowId={(row) => row.id}
          emptyText={EMPTY_TEXT}
          resetPageOn={`${filter.keyword}|${filter.gsp}`}
          loading={loading}
          error={error}
          onRetry={retry}
        />
      ) : loading ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : (
        <Stack spacing={1}>
          {markers.length === 0 && <EmptyState text={EMPTY_TEXT} />}
          <Suspense fallback={<LoadingState text="Loading map..." />}>
            <SiteMap sites={markers} label={`${config.title} map`} />
          </Suspense>
        </Stack>
      )}
      {editing && (
        <EditWellDialog
          key={editing.id}
          config={config}
          record={editing}
          readOnly={!canEdit(typeof editing.source_gsp_id === 'number' ? editing.source_gsp_id : null)}
          allowOption={allowOption}
          onClose={closeEdit}
        />
      )}
    </Box>
  );
}
