import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { siteReferences } from '../../../domain/monitoring/chart-rules';
import { WATER_LEVEL_CSV } from '../../../domain/monitoring/csv-exports';
import { WELL_MEASUREMENT_FIELDS } from '../../../domain/monitoring/measurement-definitions';
import { WELL_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { DetailPageFrame } from './detail-page-frame';
import { MeasurementData } from './measurement-data';
import { DETAIL_READINGS } from './site-readings-queries';
import { siteDetailQuery } from './site-detail-query';
import { SiteSections } from './site-sections';

export const WATER_LEVEL_EXPORT_LABEL = 'Export Tabular Well Data';

/** Route /waterleveldetail/:id (spec 1 §2.6): a well's sections and its water levels. */
export function WaterLevelDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('waterLevel', id));
  const references = useMemo(() => (query.data ? siteReferences(query.data) : undefined), [query.data]);

  return (
    <DetailPageFrame list="waterLevel" query={query}>
      {(site) => (
        <>
          <SiteSections fields={WELL_SITE_FIELDS} site={site} />
          <MeasurementData
            kind={DETAIL_READINGS.waterLevel.chart}
            source={{ target: DETAIL_READINGS.waterLevel.target, siteId: site.id }}
            fields={WELL_MEASUREMENT_FIELDS}
            siteLabel={site.dms_site_id}
            references={references}
            geometry={site.geometry}
            exportCsv={{
              label: WATER_LEVEL_EXPORT_LABEL,
              fileName: WATER_LEVEL_CSV.fileName(site.dms_site_id),
            }}
          />
        </>
      )}
    </DetailPageFrame>
  );
}
