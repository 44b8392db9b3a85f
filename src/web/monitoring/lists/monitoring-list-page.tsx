import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIST_PAGER_THRESHOLD } from '../../../domain/monitoring/monitoring-lists';
import { reasonOf } from '../../api/error-reason';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { ServerTableState } from '../../components/data-table/data-table-types';
import type { SiteMapMarker } from '../../components/site-map/site-map-types';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { useDebouncedValue } from '../../maps/use-debounced-value';
import type { MonitoringListConfig, SiteListRow } from './monitoring-list-config';
import { SelectViewToggle, type SiteListView } from './select-view-toggle';
import { actionsColumn } from './site-list-columns';
import { SiteFilterField } from './site-filter-field';
import { SiteListMap } from './site-list-map';
import { firstListPage, shownRows, siteListMarkersQuery, siteListPageQuery } from './site-list-queries';

export interface MonitoringListPageProps<Row extends SiteListRow> {
  config: MonitoringListConfig<Row>;
}

/** Typing asks the server once the keyword rests this long, not at every key. */
const KEYWORD_SETTLE_MS = 250;

function loadFailure(error: Error): string {
  return `The monitoring sites could not be loaded. ${reasonOf(error)}`;
}

/**
 * Routes /waterlevellist, /swgwlist, /subsidencelist, /waterqualitylist, /streamflowlist (spec 1 §2.5).
 * The server filters, sorts and pages the sites (issue 17): the table reads the page it shows, the map
 * view every site the keyword finds in the compact marker form, whatever the number of sites.
 */
export function MonitoringListPage<Row extends SiteListRow>({ config }: MonitoringListPageProps<Row>) {
  const { list, columns, markerStyle, actions: Actions } = config;
  usePageTitle(list.title);
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword, KEYWORD_SETTLE_MS);
  const [table, setTable] = useState<ServerTableState>(() => firstListPage(list.pageSize));
  const [view, setView] = useState<SiteListView>('table');

  const tableColumns = useMemo(() => [actionsColumn<Row>(list.detailRoute), ...columns], [list, columns]);

  const page = useQuery({
    ...siteListPageQuery<Row>(list.target, { ...table, search }),
    placeholderData: keepPreviousData,
    enabled: view === 'table',
  });
  const markersAnswer = useQuery({
    ...siteListMarkersQuery(list.target, search),
    placeholderData: keepPreviousData,
    enabled: view === 'map',
  });

  const markers = useMemo(
    (): SiteMapMarker[] =>
      (markersAnswer.data?.markers ?? []).map(
        ([id, longitude, latitude, dmsSiteId, localSiteId, siteType]) => ({
          id,
          dmsSiteId,
          localSiteId,
          coordinates: [longitude, latitude],
          detailPath: `${list.detailRoute}/${id}`,
          ...markerStyle(siteType),
        }),
      ),
    [markersAnswer.data, list, markerStyle],
  );

  const changeKeyword = (next: string) => {
    setKeyword(next);
    setTable((current) => ({ ...current, page: 0 }));
  };

  const shown = view === 'table' ? page : markersAnswer;
  // a retry after a failure shows 'Loading...' again rather than the old error
  const loading = shown.isPending || (shown.isError && shown.isFetching);
  const error = shown.isError && !shown.isFetching ? loadFailure(shown.error) : null;
  const retry = () => void shown.refetch();

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: list.title }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {list.title}
      </Typography>
      {Actions && <Actions />}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 1 }}
      >
        <SiteFilterField value={keyword} onChange={changeKeyword} />
        <SelectViewToggle value={view} onChange={setView} />
      </Stack>
      {view === 'table' ? (
        <DataTable<Row>
          label={list.title}
          rows={page.data ? shownRows(page.data, table) : []}
          columns={tableColumns}
          getRowId={(row) => row.id}
          pageSize={list.pageSize}
          pagerThreshold={LIST_PAGER_THRESHOLD}
          emptyText={list.emptyText}
          loading={loading}
          error={error}
          onRetry={retry}
          server={{
            ...table,
            count: page.data?.count ?? 0,
            fetching: page.isPlaceholderData || keyword !== search,
            onChange: setTable,
          }}
        />
      ) : (
        <SiteListMap
          sites={markers}
          label={`${list.title} map`}
          emptyText={list.emptyText}
          loading={loading}
          error={error}
          onRetry={retry}
        />
      )}
    </Box>
  );
}
