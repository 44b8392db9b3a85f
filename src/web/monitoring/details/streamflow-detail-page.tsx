import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { STREAM_MEASUREMENT_FIELDS } from '../../../domain/monitoring/measurement-definitions';
import { STREAM_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { DetailPageFrame } from './detail-page-frame';
import { MeasurementData } from './measurement-data';
import { DETAIL_READINGS } from './site-readings-queries';
import { siteDetailQuery } from './site-detail-query';
import { SiteSections } from './site-sections';

/** Route /streamflowdetail/:id (spec 1 §2.6): a stream site's sections and its stream stage. */
export function StreamflowDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('streamflow', id));

  return (
    <DetailPageFrame list="streamflow" query={query}>
      {(site) => (
        <>
          <SiteSections fields={STREAM_SITE_FIELDS} site={site} />
          <MeasurementData
            kind={DETAIL_READINGS.streamflow.chart}
            source={{ target: DETAIL_READINGS.streamflow.target, siteId: site.id }}
            fields={STREAM_MEASUREMENT_FIELDS}
            siteLabel={site.dms_site_id}
            geometry={site.geometry}
          />
        </>
      )}
    </DetailPageFrame>
  );
}
