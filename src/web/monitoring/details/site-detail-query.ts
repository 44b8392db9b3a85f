import { queryOptions } from '@tanstack/react-query';
import type {
  InterconnectedSiteDetail,
  SiteDetail,
  SiteDetailAnswer,
  StreamMeasurement,
  SubsidenceMeasurement,
  WaterQualityMeasurement,
  WellMeasurement,
} from '../../../domain/monitoring/monitoring-api';
import { apiRequest } from '../../api/api-client';
import { MONITORING_STALE_MS } from '../monitoring-stale-time';

/** The site each detail endpoint answers (spec 1 §7). */
export interface SiteDetailKinds {
  waterLevel: SiteDetail<WellMeasurement>;
  streamflow: SiteDetail<StreamMeasurement>;
  waterQuality: SiteDetail<WaterQualityMeasurement>;
  subsidence: SiteDetail<SubsidenceMeasurement>;
  interconnected: InterconnectedSiteDetail;
}
export type SiteDetailKind = keyof SiteDetailKinds;

const DETAIL_PATHS: Record<SiteDetailKind, string> = {
  waterLevel: 'wellsitedetails/wellsitemeasurements',
  streamflow: 'wellsitedetails/streammonitoring',
  waterQuality: 'waterqualitymeasurements',
  subsidence: 'subsidencemeasurements',
  interconnected: 'surfacewatermeasurements',
};

/** GET /api/{detail path}/{id}: one site with its readings; answers `{ site }`, 404 for an unknown id. */
export function siteDetailQuery<Kind extends SiteDetailKind>(kind: Kind, id: string) {
  const path = `${DETAIL_PATHS[kind]}/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: ['monitoring-site-detail', kind, id],
    queryFn: async ({ signal }) =>
      (await apiRequest<SiteDetailAnswer<SiteDetailKinds[Kind]>>(path, { signal })).site,
    staleTime: MONITORING_STALE_MS,
  });
}
