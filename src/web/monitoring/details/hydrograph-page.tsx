import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { siteReferences } from '../../../domain/monitoring/chart-rules';
import { MONITORING_LISTS } from '../../../domain/monitoring/monitoring-lists';
import type { SiteChartRequest } from '../../../domain/monitoring/site-chart-api';
import { HydrographView } from '../../components/hydrograph/hydrograph-view';
import { DetailPageFrame } from './detail-page-frame';
import { siteDetailQuery } from './site-detail-query';
import { DETAIL_READINGS, siteChartQuery } from './site-readings-queries';

export const HYDROGRAPH_HEADING = 'Hydrograph';

/** Route /hydroograph/:id (SPEC-NOTES): the water level chart of one well on a page of its own. */
export function HydrographPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('waterLevel', id));
  const site = query.data;
  const references = useMemo(() => (site ? siteReferences(site) : undefined), [site]);
  const siteId = site?.id ?? 0;
  const chartQuery = useCallback(
    (request: SiteChartRequest) =>
      siteChartQuery({ target: DETAIL_READINGS.waterLevel.target, siteId }, 'waterLevel', request),
    [siteId],
  );

  return (
    <DetailPageFrame
      list="waterLevel"
      query={query}
      heading={HYDROGRAPH_HEADING}
      trail={(loaded) => [
        { label: loaded ? loaded.dms_site_id : '…', to: `${MONITORING_LISTS.waterLevel.detailRoute}/${id}` },
        { label: HYDROGRAPH_HEADING },
      ]}
    >
      {(loaded) => (
        <HydrographView
          kind="waterLevel"
          chartQuery={chartQuery}
          references={references}
          title={loaded.dms_site_id}
        />
      )}
    </DetailPageFrame>
  );
}
