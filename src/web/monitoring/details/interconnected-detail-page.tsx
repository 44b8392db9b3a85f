import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { SiteReferences } from '../../../domain/monitoring/chart-rules';
import {
  STREAM_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../../../domain/monitoring/measurement-definitions';
import type { InterconnectedSiteDetail } from '../../../domain/monitoring/monitoring-api';
import { INTERCONNECTED_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { EmptyState } from '../../components/states/empty-state';
import { DetailPageFrame } from './detail-page-frame';
import { MeasurementData, NO_MEASUREMENTS_TEXT } from './measurement-data';
import { siteDetailQuery } from './site-detail-query';
import { SiteSections } from './site-sections';

export const INTERCONNECTED_HEADING = 'Surface Water - Groundwater Interaction Site Details';

/** The three well blocks, in the order of spec 1 §2.6, each charted against its well's ground surface. */
const WELL_BLOCKS = [
  { prefix: 'ua', name: 'Upper Aquifer Well' },
  { prefix: 'la', name: 'Lower Aquifer Well' },
  { prefix: 'sa', name: 'Shallow Groundwater Well' },
] as const;
type WellPrefix = (typeof WELL_BLOCKS)[number]['prefix'];

function blockHeading(name: string, linkedSite: unknown): string {
  return typeof linkedSite === 'string' && linkedSite
    ? `${name} Measurements: ${linkedSite}`
    : `${name} Measurements`;
}

function groundSurfaces(site: InterconnectedSiteDetail | undefined): Record<WellPrefix, SiteReferences> {
  return {
    ua: { groundSurfaceElevation: site?.dms_ua_site_ground_surface_elev },
    la: { groundSurfaceElevation: site?.dms_la_site_ground_surface_elev },
    sa: { groundSurfaceElevation: site?.dms_sa_site_ground_surface_elev },
  };
}

/**
 * Route /swgwdetail/:id (spec 1 §2.6): the site's sections, then up to five blocks (stream, upper,
 * lower and shallow wells, vertical gradient), each only when it has readings.
 */
export function InterconnectedDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('interconnected', id));
  const references = useMemo(() => groundSurfaces(query.data), [query.data]);

  return (
    <DetailPageFrame list="interconnected" query={query} heading={INTERCONNECTED_HEADING}>
      {(site) => {
        const wells = WELL_BLOCKS.filter(({ prefix }) => site[`dms_${prefix}_site_measurements`].length > 0);
        const hasStream = site.dms_strm_site_measurements.length > 0;
        const hasGradient = site.dms_vert_grad_sa_ua_measurements.length > 0;
        return (
          <>
            <SiteSections fields={INTERCONNECTED_SITE_FIELDS} site={site} />
            {hasStream && (
              <MeasurementData
                heading={blockHeading('Stream', site.dms_strm_site_label)}
                kind="interconnectedStream"
                measurements={site.dms_strm_site_measurements}
                fields={STREAM_MEASUREMENT_FIELDS}
                siteLabel={site.dms_strm_site_label || site.dms_site_id}
              />
            )}
            {wells.map(({ prefix, name }) => (
              <MeasurementData
                key={prefix}
                heading={blockHeading(name, site[`dms_${prefix}_site_label`])}
                kind="interconnectedWell"
                measurements={site[`dms_${prefix}_site_measurements`]}
                fields={WELL_MEASUREMENT_FIELDS}
                siteLabel={site[`dms_${prefix}_site_label`] || site.dms_site_id}
                references={references[prefix]}
              />
            ))}
            {hasGradient && (
              <MeasurementData
                heading="Vertical Gradient Measurements"
                kind="verticalGradient"
                measurements={site.dms_vert_grad_sa_ua_measurements}
                fields={VERTICAL_GRADIENT_MEASUREMENT_FIELDS}
                siteLabel={site.dms_site_id}
              />
            )}
            {!hasStream && wells.length === 0 && !hasGradient && (
              <section aria-label="Measurement Data">
                <Typography variant="h6" component="h3">
                  Measurement Data
                </Typography>
                <EmptyState text={NO_MEASUREMENTS_TEXT} />
              </section>
            )}
          </>
        );
      }}
    </DetailPageFrame>
  );
}
