import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HydrographKind, SiteReferences } from '../../../domain/monitoring/chart-rules';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import {
  STREAM_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../../../domain/monitoring/measurement-definitions';
import { INTERCONNECTED_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { reasonOf } from '../../api/error-reason';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { DetailPageFrame } from './detail-page-frame';
import { MeasurementData, NO_MEASUREMENTS_TEXT } from './measurement-data';
import { siteDetailQuery, type SiteDetailKinds } from './site-detail-query';
import { siteChartQuery, type SiteReadingsSource } from './site-readings-queries';
import { SiteSections } from './site-sections';

export const INTERCONNECTED_HEADING = 'Surface Water - Groundwater Interaction Site Details';

/** The three well blocks, in the order of spec 1 §2.6, each charted against its well's ground surface. */
const WELL_BLOCKS = [
  { prefix: 'ua', name: 'Upper Aquifer Well' },
  { prefix: 'la', name: 'Lower Aquifer Well' },
  { prefix: 'sa', name: 'Shallow Groundwater Well' },
] as const;

function blockHeading(name: string, linkedSite: unknown): string {
  return typeof linkedSite === 'string' && linkedSite
    ? `${name} Measurements: ${linkedSite}`
    : `${name} Measurements`;
}

type InterconnectedSite = SiteDetailKinds['interconnected'];

interface Block {
  key: string;
  heading: string;
  kind: HydrographKind;
  source: SiteReadingsSource;
  fields: readonly FieldDefinition[];
  siteLabel: string;
  references?: SiteReferences;
}

const linkedId = (value: unknown) => (typeof value === 'number' ? value : null);

/** The blocks the site could show, in the order of spec 1 §2.6: the linked sites it has and its gradients. */
function possibleBlocks(site: InterconnectedSite): Block[] {
  const blocks: Block[] = [];
  const streamId = linkedId(site.dms_strm_site_id);
  if (streamId !== null) {
    blocks.push({
      key: 'strm',
      heading: blockHeading('Stream', site.dms_strm_site_label),
      kind: 'interconnectedStream',
      source: { target: 'streammonitoring', siteId: streamId },
      fields: STREAM_MEASUREMENT_FIELDS,
      siteLabel: site.dms_strm_site_label || site.dms_site_id,
    });
  }
  for (const { prefix, name } of WELL_BLOCKS) {
    const wellId = linkedId(site[`dms_${prefix}_site_id`]);
    if (wellId === null) continue;
    blocks.push({
      key: prefix,
      heading: blockHeading(name, site[`dms_${prefix}_site_label`]),
      kind: 'interconnectedWell',
      source: { target: 'wellsitemeasurements', siteId: wellId },
      fields: WELL_MEASUREMENT_FIELDS,
      siteLabel: site[`dms_${prefix}_site_label`] || site.dms_site_id,
      references: { groundSurfaceElevation: site[`dms_${prefix}_site_ground_surface_elev`] },
    });
  }
  blocks.push({
    key: 'gradient',
    heading: 'Vertical Gradient Measurements',
    kind: 'verticalGradient',
    source: { target: 'surfacewatermeasurements', siteId: site.id },
    fields: VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
    siteLabel: site.dms_site_id,
  });
  return blocks;
}

/**
 * The blocks with readings: each block's first chart answer says how many it has, and the chart reuses it.
 * A block whose answer failed says so in its place, with a retry; the others show meanwhile.
 */
function MeasurementBlocks({ site }: { site: InterconnectedSite }) {
  const blocks = useMemo(() => possibleBlocks(site), [site]);
  const charts = useQueries({
    queries: blocks.map((block) => siteChartQuery(block.source, block.kind, {})),
  });
  if (charts.some((chart) => chart.isPending)) return <LoadingState />;
  const shown: Array<{ block: Block; failure?: (typeof charts)[number] }> = blocks.flatMap((block, index) => {
    const chart = charts[index];
    if (chart.data) return chart.data.readings > 0 ? [{ block }] : [];
    return [{ block, failure: chart }];
  });
  if (shown.length === 0) {
    return (
      <section aria-label="Measurement Data">
        <Typography variant="h6" component="h3">
          Measurement Data
        </Typography>
        <EmptyState text={NO_MEASUREMENTS_TEXT} />
      </section>
    );
  }
  return shown.map(({ block: { key, ...block }, failure }) =>
    failure ? (
      <Box component="section" key={key} aria-label={block.heading} sx={{ mb: 4 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {block.heading}
        </Typography>
        <ErrorState
          message={`The ${block.heading} could not be loaded. ${failure.error ? reasonOf(failure.error) : ''}`}
          onRetry={() => void failure.refetch()}
        />
      </Box>
    ) : (
      <MeasurementData key={key} {...block} />
    ),
  );
}

/**
 * Route /swgwdetail/:id (spec 1 §2.6): the site's sections, then up to five blocks (stream, upper,
 * lower and shallow wells, vertical gradient), each only when it has readings.
 */
export function InterconnectedDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(siteDetailQuery('interconnected', id));

  return (
    <DetailPageFrame list="interconnected" query={query} heading={INTERCONNECTED_HEADING}>
      {(site) => (
        <>
          <SiteSections fields={INTERCONNECTED_SITE_FIELDS} site={site} />
          <MeasurementBlocks site={site} />
        </>
      )}
    </DetailPageFrame>
  );
}
