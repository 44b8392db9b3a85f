import { useCallback, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  applyUserBounds,
  buildHydrographOption,
  defaultYearRange,
  presetsAxisInputs,
  yearOptions,
  type HydrographKind,
  type SiteReferences,
  type TimeWindow,
  type YearRange,
} from '../../../domain/monitoring/chart-rules';
import type { SiteChartAnswer, SiteChartRequest } from '../../../domain/monitoring/site-chart-api';
import {
  chartAnswerSeries,
  chartAnswerStatistics,
  chartAnswerTimes,
  chartRequest,
  leftOutReadingsText,
  withFinerYears,
  zoomedYears,
} from '../../../domain/monitoring/site-chart-view';
import { reasonOf } from '../../api/error-reason';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import { Hydrograph, type HydrographHandle } from './hydrograph';
import { HydrographPanel } from './hydrograph-panel';
import { openChartPrintWindow } from './print-chart';

export const PRINT_BLOCKED_MESSAGE =
  'The print window was blocked by the browser. Allow pop-ups for this site and try again.';
const PRINT_NOT_READY_MESSAGE = 'The chart is not ready to print yet. Try again in a moment.';
const NO_REFERENCES: SiteReferences = {};

/** The query of a site's bounded chart answer for one request (monitoring/details/site-readings-queries.ts). */
export type ChartQuery = UseQueryOptions<SiteChartAnswer, Error, SiteChartAnswer, QueryKey>;

export interface HydrographViewProps {
  kind: HydrographKind;
  /** Keep it the same function between renders (useCallback). */
  chartQuery: (request: SiteChartRequest) => ChartQuery;
  /** The site's threshold, objective, milestones and ground surface, for the reference lines; memoised. */
  references?: SiteReferences;
  /** Names the chart and heads the print window, e.g. the DMS site id. */
  title: string;
  /** For tests; the year filter ends at the current year. */
  currentYear?: number;
  emptyText?: string;
}

interface AxisInputs {
  min: number | null;
  max: number | null;
  /** Streamflow and subsidence fill Min and Max from the chosen series once it has come. */
  presetPending: boolean;
}

/**
 * The chart with its side panel: y-axis choice, year filter, min/max and print (spec 1 §2.6). The server
 * sends the chosen series at the chart's resolution for the years filtered; a narrower filter fetches
 * finer detail. The panel's figures come from the answer's year figures, exact for any years.
 */
export function HydrographView({
  kind,
  chartQuery,
  references = NO_REFERENCES,
  title,
  currentYear = new Date().getFullYear(),
  emptyText = 'No Measurements Found',
}: HydrographViewProps) {
  const chartRef = useRef<HydrographHandle>(null);
  // null until the user chooses: the first choice, and every year up to the default end
  const [choiceKey, setChoiceKey] = useState<string | null>(null);
  const [chosenRange, setChosenRange] = useState<YearRange | null>(null);
  const [inputs, setInputs] = useState<AxisInputs>({
    min: null,
    max: null,
    presetPending: presetsAxisInputs(kind),
  });
  const [printMessage, setPrintMessage] = useState<string | null>(null);
  // where the chart's zoom rests, and the years of it fetched at finer detail
  const [zoom, setZoom] = useState<{ window: TimeWindow; years: YearRange } | null>(null);

  // the site's years and choices are the same in every answer: the first one tells them
  const first = useQuery(chartQuery({}));
  const site = first.data;
  const times = useMemo(() => (site ? chartAnswerTimes(site) : []), [site]);
  const yearRange = chosenRange ?? defaultYearRange(kind, times, currentYear);
  const request = chartRequest(site, choiceKey, yearRange);
  const current = useQuery({ ...chartQuery(request), enabled: !!site, placeholderData: keepPreviousData });
  const coarse = current.data ?? site;
  const reduced = !!coarse && coarse.series.readings > coarse.series.points.length;
  const finerYears = reduced ? (zoom?.years ?? null) : null;
  // a zoom redraws the chart only when it spans other years, whose finer detail comes then
  const { start: firstYear, end: lastYear } = yearRange;
  const zoomTo = useCallback(
    (window: TimeWindow | null) => {
      const years = window ? zoomedYears(window, { start: firstYear, end: lastYear }) : null;
      setZoom((shown) => {
        if (shown?.years.start === years?.start && shown?.years.end === years?.end) return shown;
        return window && years ? { window, years } : null;
      });
    },
    [firstYear, lastYear],
  );
  const finer = useQuery({
    ...chartQuery(chartRequest(site, coarse?.series.choice ?? null, finerYears)),
    enabled: !!finerYears,
  });
  const answer = useMemo(() => {
    if (!coarse || !finerYears || finer.data?.series.choice !== coarse.series.choice) return coarse;
    const points = withFinerYears(coarse.series.points, finer.data.series.points, finerYears);
    return { ...coarse, series: { ...coarse.series, points } };
    // finerYears is a new object each render: its years say whether it changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coarse, finer.data, finerYears?.start, finerYears?.end]);

  const choices = site?.choices ?? [];
  const choice = choices.find((entry) => entry.key === choiceKey) ?? choices[0];
  const series = useMemo(
    () => (answer ? chartAnswerSeries(kind, answer, references) : null),
    [kind, answer, references],
  );
  // the answer of what is asked, not the one shown while it comes
  const settled = !!answer && !current.isPlaceholderData && !current.isFetching && current.isSuccess;
  if (inputs.presetPending && settled && series && series.choice.key === choice?.key) {
    setInputs({ min: series.bounds.min ?? null, max: series.bounds.max ?? null, presetPending: false });
  }
  // typing a Min or Max redraws the option only, not the points
  const option = useMemo(
    () =>
      series &&
      buildHydrographOption({
        ...series,
        bounds: applyUserBounds(series.bounds, inputs.min, inputs.max),
        zoom: zoom?.window,
      }),
    [series, inputs.min, inputs.max, zoom],
  );

  if (first.isPending) return <LoadingState />;
  if (first.isError && !site) {
    return (
      <ErrorState
        message={`The chart of ${title} could not be loaded. ${reasonOf(first.error)}`}
        onRetry={() => void first.refetch()}
      />
    );
  }
  if (!site || !choice || !series || !option || times.length === 0) return <EmptyState text={emptyText} />;

  const changeChoice = (key: string) => {
    setChoiceKey(key);
    setZoom(null);
    // bounds in one unit make no sense in another: a new choice starts from its own defaults
    setInputs({ min: null, max: null, presetPending: presetsAxisInputs(kind) });
  };

  const fetching = current.isFetching || finer.isFetching;
  const failedUpdate = [current, finer].find((query) => query.isError);

  const print = () => {
    const image = chartRef.current?.getDataURL() ?? null;
    if (!image) {
      setPrintMessage(PRINT_NOT_READY_MESSAGE);
      return;
    }
    const opened = openChartPrintWindow(image, `${title} - ${series.choice.label}`);
    setPrintMessage(opened ? null : PRINT_BLOCKED_MESSAGE);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }} aria-busy={fetching}>
        {failedUpdate ? (
          <ErrorState
            message={`The chart of ${title} could not be updated. ${reasonOf(failedUpdate.error)}`}
            onRetry={() => void failedUpdate.refetch()}
          />
        ) : fetching ? (
          <LinearProgress aria-label="Loading the chart" />
        ) : (
          // the progress bar's height, so the chart does not jump when one shows
          <Box sx={{ height: 4 }} />
        )}
        <Hydrograph
          ref={chartRef}
          option={option}
          label={`${series.choice.label} chart of ${title}`}
          onZoom={reduced ? zoomTo : undefined}
        />
      </Box>
      <HydrographPanel
        choices={choices}
        choiceKey={choice.key}
        onChoiceChange={changeChoice}
        statistics={chartAnswerStatistics(site, choice, yearRange)}
        leftOutText={leftOutReadingsText(kind, site, choice)}
        years={yearOptions(times, currentYear)}
        yearRange={yearRange}
        onYearRangeChange={(range) => {
          setChosenRange(range);
          setZoom(null);
        }}
        min={inputs.min}
        max={inputs.max}
        onMinChange={(min) => setInputs((entry) => ({ ...entry, min, presetPending: false }))}
        onMaxChange={(max) => setInputs((entry) => ({ ...entry, max, presetPending: false }))}
        onPrint={print}
        printMessage={printMessage}
      />
    </Box>
  );
}
