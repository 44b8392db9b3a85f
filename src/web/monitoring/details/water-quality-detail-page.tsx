import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { WATER_QUALITY_CSV } from '../../../domain/monitoring/csv-exports';
import { WATER_QUALITY_MEASUREMENT_FIELDS } from '../../../domain/monitoring/measurement-definitions';
import { WELL_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { DetailPageFrame } from './detail-page-frame';
import { MeasurementData } from './measurement-data';
import { DETAIL_READINGS } from './site-readings-queries';
import { siteDetailQuery } from './site-detail-query';
import { SiteSections } from './site-sections';

export const WATER_QUALITY_EXPORT_LABEL = 'Export Water Quality Data';
// spec 1 §2.6: the water quality screen shows identification and location as one section
const SECTION_NAMES = { Identification: 'Identification/Location', Location: 'Identification/Location' };

/** Route /waterqualitydetail/:id (spec 1 §2.6): a well's sections and its results per characteristic. */
export function WaterQualityDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('waterQuality', id));

  return (
    <DetailPageFrame list="waterQuality" query={query}>
      {(site) => (
        <>
          <SiteSections fields={WELL_SITE_FIELDS} site={site} sectionNames={SECTION_NAMES} />
          <MeasurementData
            kind={DETAIL_READINGS.waterQuality.chart}
            source={{ target: DETAIL_READINGS.waterQuality.target, siteId: site.id }}
            fields={WATER_QUALITY_MEASUREMENT_FIELDS}
            siteLabel={site.dms_site_id}
            geometry={site.geometry}
            exportCsv={{
              label: WATER_QUALITY_EXPORT_LABEL,
              fileName: WATER_QUALITY_CSV.fileName(site.dms_site_id),
            }}
          />
        </>
      )}
    </DetailPageFrame>
  );
}
