import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { HydrographKind } from '../../../domain/monitoring/chart-rules';
import type { SiteReadingsPage, SiteReadingTarget } from '../../../domain/monitoring/monitoring-api';
import type { SiteChartAnswer, SiteChartRequest } from '../../../domain/monitoring/site-chart-api';
import { orderingParameter, type SortState } from '../../../domain/table/table-rules';
import { apiRequest } from '../../api/api-client';
import { MEASUREMENT_PAGE_SIZE } from '../../../domain/monitoring/monitoring-lists';
import { MONITORING_STALE_MS } from '../monitoring-stale-time';
import type { SiteDetailKind } from './site-detail-query';

/** The readings of one site of one kind, read a screen at a time (issue 17's bounded reads). */
export interface SiteReadingsSource {
  target: SiteReadingTarget;
  siteId: number;
}

const readingsPath = (kind: 'sitecharts' | 'sitereadings', { target, siteId }: SiteReadingsSource) =>
  `${kind}/${target}/${siteId}`;

/** GET /api/sitecharts/{target}/{id}: the chart of `kind` for one request (choice, years). */
export function siteChartQuery(source: SiteReadingsSource, kind: HydrographKind, request: SiteChartRequest) {
  const parameters = new URLSearchParams({ chart: kind });
  if (request.choice !== undefined) parameters.set('choice', request.choice);
  if (request.range) {
    parameters.set('start', String(request.range.start));
    parameters.set('end', String(request.range.end));
  }
  if (request.buckets !== undefined) parameters.set('buckets', String(request.buckets));
  return queryOptions({
    queryKey: ['site-chart', source.target, source.siteId, kind, request] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<SiteChartAnswer>(`${readingsPath('sitecharts', source)}?${parameters}`, { signal }),
    staleTime: MONITORING_STALE_MS,
  });
}

/** One page of a table of readings, as the user sorted it. */
export interface ReadingsPageRequest {
  page: number;
  rowsPerPage: number;
  sort: SortState | null;
}

/** GET /api/sitereadings/{target}/{id}?limit=&offset=&ordering=: a page of readings, sorted on the server. */
export function siteReadingsPageQuery<Reading>(source: SiteReadingsSource, request: ReadingsPageRequest) {
  const parameters = new URLSearchParams({
    limit: String(request.rowsPerPage),
    offset: String(request.page * request.rowsPerPage),
  });
  if (request.sort) parameters.set('ordering', orderingParameter(request.sort));
  return queryOptions({
    queryKey: ['site-readings', source.target, source.siteId, request],
    queryFn: ({ signal }) =>
      apiRequest<SiteReadingsPage<Reading>>(`${readingsPath('sitereadings', source)}?${parameters}`, {
        signal,
      }),
    staleTime: MONITORING_STALE_MS,
  });
}

/** The first page a readings table asks for: its initial state (measurement-table.tsx). */
export const FIRST_READINGS_PAGE: ReadingsPageRequest = {
  page: 0,
  rowsPerPage: MEASUREMENT_PAGE_SIZE,
  sort: null,
};

/** The readings each detail screen shows of its own site (the interconnected one: its gradients). */
export const DETAIL_READINGS: Record<SiteDetailKind, { target: SiteReadingTarget; chart: HydrographKind }> = {
  waterLevel: { target: 'wellsitemeasurements', chart: 'waterLevel' },
  streamflow: { target: 'streammonitoring', chart: 'streamflow' },
  waterQuality: { target: 'waterqualitymeasurements', chart: 'waterQuality' },
  subsidence: { target: 'subsidencemeasurements', chart: 'subsidence' },
  interconnected: { target: 'surfacewatermeasurements', chart: 'verticalGradient' },
};
