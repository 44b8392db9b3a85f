import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { matchesKeyword } from '../../../domain/table/table-rules';
import { WELLS_ROUTES, WELLS_TABLE_ROWS, WELLS_TEXTS } from '../../../domain/wells/wells-texts';
import { useSession } from '../../accounts/session-provider';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { usePageTitle } from '../../components/page-title/use-page-title';
import type { SiteMapMarker } from '../../components/site-map/site-map-types';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { ViewToggle } from '../../components/view-toggle/view-toggle';
import { useOutbox } from '../../offline/outbox';
import { isMappedWell, wellListRows, wellMarker, wellRowPath, type WellListRow } from './well-list-rows';
import { wellsListQuery } from './wells-api';

// Leaflet is loaded only when someone opens the map
const SiteMap = lazy(async () => ({ default: (await import('../../components/site-map/site-map')).SiteMap }));

export type WellsView = 'table' | 'map';

const VIEWS = [
  { value: 'map', label: 'Map' },
  { value: 'table', label: 'Table' },
] as const;
const VIEW_ROUTES: Record<WellsView, string> = { table: WELLS_ROUTES.list, map: WELLS_ROUTES.map };
/** The filter is kept in the address, so it stays when the view changes and on a reload. */
const FILTER_PARAM = 'filter';
export const NO_MAPPED_WELLS = 'No wells of the GSP monitoring network to show on the map';

/** Roles that enter wells (issue 15); the server still checks the GSP of each well. */
const ENTERING_ROLES = new Set(['Administrator', 'GSP Representative']);

/** spec 1 §5: the wells filter matches Well ID or State Well, contains, ignoring case. */
const filterTexts = (row: Pick<WellListRow, 'well_id' | 'state_well'>) => [row.well_id, row.state_well];

const textColumn = (
  key: 'agency' | 'well_type' | 'state_well',
  header: string,
): DataTableColumn<WellListRow> => ({
  id: key,
  header,
  value: key,
});

const COLUMNS: DataTableColumn<WellListRow>[] = [
  {
    id: 'actions',
    header: 'Actions',
    value: () => '',
    sortable: false,
    cell: (row) => (
      <IconButton
        component={RouterLink}
        to={wellRowPath(row)}
        size="small"
        aria-label={`View well ${row.well_id}`}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    ),
  },
  {
    id: 'well_id',
    header: 'Well ID',
    value: 'well_id',
    cell: (row) =>
      row.queued ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <span>{row.well_id}</span>
          <Chip size="small" variant="outlined" label={row.queued.status} />
        </Stack>
      ) : (
        row.well_id
      ),
  },
  textColumn('agency', 'Agency'),
  textColumn('well_type', 'Well Type'),
  textColumn('state_well', 'State Well'),
];

/**
 * /wellslist and /wellsmap (spec 1 §2.4): the wells as a table or on a map, one screen whose view is its
 * address; a filter on Well ID or State Well narrows both.
 */
export function WellsListPage({ view }: { view: WellsView }) {
  usePageTitle(view === 'map' ? `${WELLS_TEXTS.breadcrumb} Map` : WELLS_TEXTS.breadcrumb);
  const { user } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get(FILTER_PARAM) ?? '';
  const list = useQuery(wellsListQuery);
  const outbox = useOutbox();

  const wells = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo(
    () => wellListRows(wells, outbox).filter((row) => matchesKeyword(filterTexts(row), keyword)),
    [wells, outbox, keyword],
  );
  const markers = useMemo(
    () =>
      wells
        .filter((well) => isMappedWell(well) && matchesKeyword(filterTexts(well), keyword))
        .map(wellMarker)
        .filter((marker): marker is SiteMapMarker => marker !== null),
    [wells, keyword],
  );

  const changeKeyword = (next: string) =>
    setSearchParams(next ? { [FILTER_PARAM]: next } : {}, { replace: true });
  const changeView = (next: WellsView) =>
    void navigate({ pathname: VIEW_ROUTES[next], search: searchParams.toString() });

  // a retry after a failure shows 'Loading...' again rather than the old error
  const loading = list.isPending || (list.isError && list.isFetching);
  const error = list.isError && !list.isFetching ? WELLS_TEXTS.loadError : null;
  const retry = () => void list.refetch();

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: WELLS_TEXTS.breadcrumb }]} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          {WELLS_TEXTS.breadcrumb}
        </Typography>
        {user && ENTERING_ROLES.has(user.role) && (
          <Button component={RouterLink} to={WELLS_ROUTES.create} variant="contained" startIcon={<AddIcon />}>
            {WELLS_TEXTS.newWell}
          </Button>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 1 }}
      >
        <TextField
          type="search"
          size="small"
          value={keyword}
          onChange={(event) => changeKeyword(event.target.value)}
          placeholder={WELLS_TEXTS.filterLabel}
          sx={{ minWidth: 300 }}
          slotProps={{
            htmlInput: { 'aria-label': WELLS_TEXTS.filterLabel },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ViewToggle label="Select View" views={VIEWS} value={view} onChange={changeView} />
      </Stack>
      {view === 'table' ? (
        <DataTable<WellListRow>
          label={WELLS_TEXTS.breadcrumb}
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.rowKey}
          pageSize={WELLS_TABLE_ROWS}
          rowsPerPageOptions={[10, 20, WELLS_TABLE_ROWS]}
          emptyText={WELLS_TEXTS.empty}
          resetPageOn={keyword}
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
          {markers.length === 0 && <EmptyState text={wells.length ? NO_MAPPED_WELLS : WELLS_TEXTS.empty} />}
          <Suspense fallback={<LoadingState text="Loading map..." />}>
            <SiteMap sites={markers} label={`${WELLS_TEXTS.breadcrumb} map`} />
          </Suspense>
        </Stack>
      )}
    </Box>
  );
}
