import { queryOptions } from '@tanstack/react-query';
import type { SiteListMarker, SiteListPage } from '../../../domain/monitoring/monitoring-api';
import { LIST_PAGER_THRESHOLD, type SummaryTarget } from '../../../domain/monitoring/monitoring-lists';
import { orderingParameter } from '../../../domain/table/table-rules';
import { apiRequest } from '../../api/api-client';
import type { ServerTableState } from '../../components/data-table/data-table-types';
import { MONITORING_STALE_MS } from '../monitoring-stale-time';

/** What a monitoring list shows: a page of its table, or its map, of the sites a keyword finds. */
export interface SiteListRequest extends ServerTableState {
  search: string;
}

/**
 * The rows a page of the table asks for. Below LIST_PAGER_THRESHOLD sites a list shows every row without a
 * pager (spec 1 §9), whatever its page size: the first page asks for that many, and shows its page size
 * of them only when there are more.
 */
export function pageWindow({ page, rowsPerPage }: ServerTableState) {
  return page === 0
    ? { offset: 0, limit: Math.max(rowsPerPage, LIST_PAGER_THRESHOLD) }
    : { offset: page * rowsPerPage, limit: rowsPerPage };
}

/** The rows of an answer the table shows. */
export function shownRows<Row>(answer: SiteListPage<Row>, { rowsPerPage }: ServerTableState): Row[] {
  return answer.count > LIST_PAGER_THRESHOLD ? answer.results.slice(0, rowsPerPage) : answer.results;
}

/** GET /api/sitelists/{target}?limit=&offset=&ordering=&search=: a page of a list, sorted on the server. */
export function siteListPageQuery<Row>(target: SummaryTarget, request: SiteListRequest) {
  const { offset, limit } = pageWindow(request);
  const parameters = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (request.sort) parameters.set('ordering', orderingParameter(request.sort));
  if (request.search.trim()) parameters.set('search', request.search.trim());
  return queryOptions({
    queryKey: [
      'sitelists',
      'page',
      target,
      { offset, limit, sort: request.sort, search: request.search.trim() },
    ],
    queryFn: ({ signal }) => apiRequest<SiteListPage<Row>>(`sitelists/${target}?${parameters}`, { signal }),
    staleTime: MONITORING_STALE_MS,
  });
}

/** GET /api/sitelists/{target}/markers?search=: every site the keyword finds, for the list's map view. */
export function siteListMarkersQuery(target: SummaryTarget, search: string) {
  const parameters = new URLSearchParams();
  if (search.trim()) parameters.set('search', search.trim());
  return queryOptions({
    queryKey: ['sitelists', 'markers', target, search.trim()],
    queryFn: ({ signal }) =>
      apiRequest<{ markers: SiteListMarker[] }>(`sitelists/${target}/markers?${parameters}`, { signal }),
    staleTime: MONITORING_STALE_MS,
  });
}

/** Where a list starts: its first page, unsorted, no keyword. */
export const firstListPage = (rowsPerPage: number): SiteListRequest => ({
  page: 0,
  rowsPerPage,
  sort: null,
  search: '',
});
