import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSummary } from '../../../domain/monitoring/monitoring-api';
import type { SummaryTarget } from '../../../domain/monitoring/monitoring-lists';
import { apiRequest } from '../../api/api-client';
import { MONITORING_STALE_MS } from '../monitoring-stale-time';

/** GET /api/wellsitesummary/{target} (spec 1 §7): the sites of one monitoring list. */
export function siteSummaryQuery<Row>(target: SummaryTarget) {
  return queryOptions({
    queryKey: ['wellsitesummary', target],
    queryFn: ({ signal }) => apiRequest<SiteSummary<Row>>(`wellsitesummary/${target}`, { signal }),
    staleTime: MONITORING_STALE_MS,
  });
}

export function useSiteSummary<Row>(target: SummaryTarget) {
  return useQuery(siteSummaryQuery<Row>(target));
}
