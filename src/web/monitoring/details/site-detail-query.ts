import { queryOptions } from '@tanstack/react-query';
import type {
  InterconnectedSiteHeader,
  SiteDetailAnswer,
  SiteHeader,
} from '../../../domain/monitoring/monitoring-api';
import { apiRequest } from '../../api/api-client';
import { MONITORING_STALE_MS } from '../monitoring-stale-time';

/**
 * The site each detail endpoint answers (spec 1 §7), without its readings: the screens ask for
 * `?measurements=false` and read the readings a page or a chart at a time (site-readings-queries.ts).
 */
export interface SiteDetailKinds {
  waterLevel: SiteHeader;
  streamflow: SiteHeader;
  waterQuality: SiteHeader;
  subsidence: SiteHeader;
  interconnected: InterconnectedSiteHeader;
}
export type SiteDetailKind = keyof SiteDetailKinds;

const DETAIL_PATHS: Record<SiteDetailKind, string> = {
  waterLevel: 'wellsitedetails/wellsitemeasurements',
  streamflow: 'wellsitedetails/streammonitoring',
  waterQuality: 'waterqualitymeasurements',
  subsidence: 'subsidencemeasurements',
  interconnected: 'surfacewatermeasurements',
};

/** GET /api/{detail path}/{id}?measurements=false: one site; answers `{ site }`, 404 for an unknown id. */
export function siteDetailQuery<Kind extends SiteDetailKind>(kind: Kind, id: string) {
  const path = `${DETAIL_PATHS[kind]}/${encodeURIComponent(id)}?measurements=false`;
  return queryOptions({
    queryKey: ['monitoring-site-detail', kind, id],
    queryFn: async ({ signal }) =>
      (await apiRequest<SiteDetailAnswer<SiteDetailKinds[Kind]>>(path, { signal })).site,
    staleTime: MONITORING_STALE_MS,
  });
}
