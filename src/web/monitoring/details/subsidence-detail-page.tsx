import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { siteReferences } from '../../../domain/monitoring/chart-rules';
import { SUBSIDENCE_CSV } from '../../../domain/monitoring/csv-exports';
import { SUBSIDENCE_MEASUREMENT_FIELDS } from '../../../domain/monitoring/measurement-definitions';
import { SUBSIDENCE_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { DetailPageFrame } from './detail-page-frame';
import { MeasurementData } from './measurement-data';
import { DETAIL_READINGS } from './site-readings-queries';
import { siteDetailQuery } from './site-detail-query';
import { SiteSections } from './site-sections';

export const SUBSIDENCE_EXPORT_LABEL = 'Export Subsidence Data';

/** Route /subsidencedetail/:id (spec 1 §2.6): a subsidence site's sections and its readings. */
export function SubsidenceDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('subsidence', id));
  const references = useMemo(() => (query.data ? siteReferences(query.data) : undefined), [query.data]);

  return (
    <DetailPageFrame list="subsidence" query={query}>
      {(site) => (
        <>
          <SiteSections fields={SUBSIDENCE_SITE_FIELDS} site={site} />
          <MeasurementData
            kind={DETAIL_READINGS.subsidence.chart}
            source={{ target: DETAIL_READINGS.subsidence.target, siteId: site.id }}
            fields={SUBSIDENCE_MEASUREMENT_FIELDS}
            siteLabel={site.dms_site_id}
            references={references}
            geometry={site.geometry}
            exportCsv={{
              label: SUBSIDENCE_EXPORT_LABEL,
              fileName: SUBSIDENCE_CSV.fileName(site.dms_site_id),
            }}
          />
        </>
      )}
    </DetailPageFrame>
  );
}
