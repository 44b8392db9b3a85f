import { useCallback, useState } from 'react';
import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { HydrographKind, SiteReferences } from '../../../domain/monitoring/chart-rules';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import type { PointGeometry } from '../../../domain/monitoring/monitoring-api';
import type { SiteChartRequest } from '../../../domain/monitoring/site-chart-api';
import { HydrographView } from '../../components/hydrograph/hydrograph-view';
import { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';
import { MeasurementTable } from './measurement-table';
import { SiteLocationMap } from './site-location-map';
import { siteChartQuery, type SiteReadingsSource } from './site-readings-queries';

export const NO_MEASUREMENTS_TEXT = 'No Measurements Found';

type MeasurementView = 'chart' | 'table';

export interface MeasurementDataProps {
  /** The chart drawn: its y-axis choices, defaults and reference lines. */
  kind: HydrographKind;
  /** Whose readings: the chart and the table read them from the server a screen at a time. */
  source: SiteReadingsSource;
  /** 'Measurement Data', or the block's name on the interconnected screen. */
  heading?: string;
  /** The reading's fields: the table shows one column per field. */
  fields: readonly FieldDefinition[];
  /** The DMS site id: names the table and the chart, heads the print window. */
  siteLabel: string;
  /** The values of the chart's reference lines; keep the object the same between renders. */
  references?: SiteReferences;
  /** Shows the site map toggle. */
  geometry?: PointGeometry;
  exportCsv?: Omit<ExportCsvButtonProps, keyof SiteReadingsSource>;
}

/** The Measurement Data area of a detail screen: a Table/Chart toggle (chart first), the map and export. */
export function MeasurementData({
  heading = 'Measurement Data',
  fields,
  siteLabel,
  references,
  geometry,
  exportCsv,
  kind,
  source,
}: MeasurementDataProps) {
  const [view, setView] = useState<MeasurementView>('chart');
  const [mapOpen, setMapOpen] = useState(false);
  const { target, siteId } = source;
  const chartQuery = useCallback(
    (request: SiteChartRequest) => siteChartQuery({ target, siteId }, kind, request),
    [target, siteId, kind],
  );

  return (
    <Box component="section" aria-label={heading} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
          {heading}
        </Typography>
        {geometry && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<MapIcon />}
            aria-expanded={mapOpen}
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapOpen ? 'Hide Site Map' : 'Show Site Map'}
          </Button>
        )}
        {exportCsv && <ExportCsvButton {...exportCsv} target={target} siteId={siteId} />}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: MeasurementView | null) => next && setView(next)}
          aria-label={`${heading} view`}
        >
          <ToggleButton value="table">Table</ToggleButton>
          <ToggleButton value="chart">Chart</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {geometry && mapOpen && (
        <Box sx={{ mb: 2 }}>
          <SiteLocationMap geometry={geometry} siteLabel={siteLabel} />
        </Box>
      )}
      {/* both stay mounted, so the chart keeps its year filter and bounds while the table is shown */}
      <Box hidden={view !== 'table'}>
        <MeasurementTable
          source={source}
          fields={fields}
          label={`${heading} of ${siteLabel}`}
          emptyText={NO_MEASUREMENTS_TEXT}
        />
      </Box>
      <Box hidden={view !== 'chart'}>
        <HydrographView
          kind={kind}
          chartQuery={chartQuery}
          references={references}
          title={siteLabel}
          emptyText={NO_MEASUREMENTS_TEXT}
        />
      </Box>
    </Box>
  );
}
