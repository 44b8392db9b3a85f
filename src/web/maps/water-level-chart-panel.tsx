import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../components/states/empty-state';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { siteReferences } from '../../domain/monitoring/chart-rules';
import { chartRequest } from '../../domain/monitoring/site-chart-view';
import { siteChartQuery } from '../monitoring/details/site-readings-queries';
import { wellSiteQuery } from './map-api';
import { MAP_TEXTS } from './map-messages';
import type { ChartSite } from './popup-content';
import { waterLevelChart } from './water-level-chart';
import { formatCount } from '../../domain/numbers/number-format';

export const MAP_CHART_HEIGHT = 400;

// ECharts is over half a megabyte: the home map loads it only when a chart is asked for.
const Hydrograph = lazy(() =>
  import('../components/hydrograph/hydrograph').then((module) => ({ default: module.Hydrograph })),
);

export interface WaterLevelChartPanelProps {
  site: ChartSite;
  onClose: () => void;
}

/** The side panel of the Water Level Chart toggle: the clicked well's hydrograph and a link to its details. */
export function WaterLevelChartPanel({ site, onClose }: WaterLevelChartPanelProps) {
  // the well's reference lines come with the site, its water levels with the chart answer
  const details = useQuery(wellSiteQuery(site.id));
  const source = { target: 'wellsitemeasurements', siteId: site.id } as const;
  const first = useQuery(siteChartQuery(source, 'waterLevel', {}));
  const [choiceKey, setChoiceKey] = useState<string | null>(null);
  const current = useQuery({
    ...siteChartQuery(source, 'waterLevel', chartRequest(first.data, choiceKey, null)),
    enabled: !!first.data,
    placeholderData: keepPreviousData,
  });
  const answer = current.data ?? first.data;
  const references = useMemo(() => (details.data ? siteReferences(details.data) : {}), [details.data]);
  const chart = useMemo(
    () => (answer && details.data ? waterLevelChart(answer, references) : null),
    [answer, details.data, references],
  );
  const choices = first.data?.choices ?? [];
  const failed = [details, first, current].find((query) => query.isError && !query.data);

  let body;
  if (failed) {
    body = (
      <ErrorState
        message={`The water levels of ${site.dmsSiteId} could not be loaded.`}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (details.isPending || first.isPending) body = <LoadingState />;
  else if (!chart) body = <EmptyState text={MAP_TEXTS.noMeasurements} />;
  else {
    body = (
      <Stack spacing={1}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Y Axis Values"
          value={choiceKey ?? chart.choice.key}
          onChange={(_event, key: string | null) => key && setChoiceKey(key)}
        >
          {choices.map((choice) => (
            <ToggleButton key={choice.key} value={choice.key}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Suspense fallback={<LoadingState />}>
          <Hydrograph
            option={chart.option}
            label={`${chart.choice.label} chart of ${site.dmsSiteId}`}
            height={MAP_CHART_HEIGHT}
          />
        </Suspense>
        <Typography variant="caption" color="text.secondary">
          {formatCount(chart.count)} measurements
        </Typography>
      </Stack>
    );
  }

  return (
    <Paper
      component="aside"
      elevation={6}
      aria-label="Water Level Chart"
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        width: { xs: '100%', sm: 540 },
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'auto',
        p: 2,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            Water Level Chart
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {site.dmsSiteId}
          </Typography>
        </Stack>
        <IconButton aria-label="Close chart" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {body}
      {site.detailRoute && (
        <Button
          component={RouterLink}
          to={site.detailRoute}
          variant="outlined"
          sx={{ mt: 2, alignSelf: 'flex-start' }}
        >
          View Details
        </Button>
      )}
    </Paper>
  );
}
