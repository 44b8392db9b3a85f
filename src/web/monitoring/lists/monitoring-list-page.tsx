import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIST_PAGER_THRESHOLD } from '../../../domain/monitoring/monitoring-lists';
import { matchesKeyword } from '../../../domain/table/table-rules';
import { reasonOf } from '../../api/error-reason';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import type { SiteMapMarker } from '../../components/site-map/site-map-types';
import type { MonitoringListConfig, SiteListRow } from './monitoring-list-config';
import { SelectViewToggle, type SiteListView } from './select-view-toggle';
import { actionsColumn } from './site-list-columns';
import { SiteFilterField } from './site-filter-field';
import { SiteListMap } from './site-list-map';
import { useSiteSummary } from './use-site-summary';
import { usePageTitle } from '../../components/page-title/use-page-title';

export interface MonitoringListPageProps<Row extends SiteListRow> {
  config: MonitoringListConfig<Row>;
}

/**
 * What the keyword is matched in (spec 1 §5: any field): the row's fields and the texts its columns show,
 * without the id and coordinates, which are not on screen and would match almost any number typed.
 */
function keywordTexts<Row extends SiteListRow>(row: Row, columns: ReadonlyArray<DataTableColumn<Row>>) {
  const { id: _id, geometry: _geometry, ...fields } = row;
  const shown = columns.map((column) =>
    typeof column.value === 'function' ? column.value(row) : row[column.value],
  );
  return [fields, shown];
}

function loadFailure(error: Error): string {
  return `The monitoring sites could not be loaded. ${reasonOf(error)}`;
}

/** Routes /waterlevellist, /swgwlist, /subsidencelist, /waterqualitylist, /streamflowlist (spec 1 §2.5). */
export function MonitoringListPage<Row extends SiteListRow>({ config }: MonitoringListPageProps<Row>) {
  const { list, columns, includes, markerStyle } = config;
  usePageTitle(list.title);
  const summary = useSiteSummary<Row>(list.target);
  const [keyword, setKeyword] = useState('');
  const [view, setView] = useState<SiteListView>('table');

  const tableColumns = useMemo(() => [actionsColumn<Row>(list.detailRoute), ...columns], [list, columns]);

  const sites = useMemo(() => {
    const answered = summary.data?.sites ?? [];
    return includes ? answered.filter(includes) : answered;
  }, [summary.data, includes]);

  const shownSites = useMemo(
    () => sites.filter((row) => matchesKeyword(keywordTexts(row, columns), keyword)),
    [sites, columns, keyword],
  );

  const markers = useMemo(
    (): SiteMapMarker[] =>
      shownSites.map((row) => ({
        id: row.id,
        dmsSiteId: row.dms_site_id,
        localSiteId: row.local_site_id,
        coordinates: row.geometry.coordinates,
        detailPath: `${list.detailRoute}/${row.id}`,
        ...markerStyle(row),
      })),
    [shownSites, list, markerStyle],
  );

  // a retry after a failure shows 'Loading...' again rather than the old error
  const loading = summary.isPending || (summary.isError && summary.isFetching);
  const error = summary.isError && !summary.isFetching ? loadFailure(summary.error) : null;
  const retry = () => void summary.refetch();

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: list.title }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {list.title}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 1 }}
      >
        <SiteFilterField value={keyword} onChange={setKeyword} />
        <SelectViewToggle value={view} onChange={setView} />
      </Stack>
      {view === 'table' ? (
        <DataTable<Row>
          label={list.title}
          rows={shownSites}
          columns={tableColumns}
          getRowId={(row) => row.id}
          pageSize={list.pageSize}
          pagerThreshold={LIST_PAGER_THRESHOLD}
          emptyText={list.emptyText}
          loading={loading}
          error={error}
          onRetry={retry}
          resetPageOn={keyword}
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
