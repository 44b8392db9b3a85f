import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import {
  allMeasurementTimes,
  applyUserBounds,
  buildHydrographOption,
  defaultYearRange,
  hydrographSeries,
  presetsAxisInputs,
  summaryStatistics,
  yAxisChoices,
  yearOptions,
  type HydrographData,
  type SiteReferences,
  type YAxisChoice,
  type YearRange,
} from '../../../domain/monitoring/chart-rules';
import { EmptyState } from '../states/empty-state';
import { Hydrograph, type HydrographHandle } from './hydrograph';
import { HydrographPanel } from './hydrograph-panel';
import { openChartPrintWindow } from './print-chart';

export const PRINT_BLOCKED_MESSAGE =
  'The print window was blocked by the browser. Allow pop-ups for this site and try again.';
const PRINT_NOT_READY_MESSAGE = 'The chart is not ready to print yet. Try again in a moment.';
const NO_REFERENCES: SiteReferences = {};

export interface HydrographViewProps {
  /** Keep it the same object between renders (useMemo), or the chart redraws on every render. */
  data: HydrographData;
  /** The site's threshold, objective, milestones and ground surface, for the reference lines; memoised too. */
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
}

/** The chart with its side panel: y-axis choice, year filter, min/max and print (spec 1 §2.6). */
export function HydrographView({
  data,
  references = NO_REFERENCES,
  title,
  currentYear = new Date().getFullYear(),
  emptyText = 'No Measurements Found',
}: HydrographViewProps) {
  const chartRef = useRef<HydrographHandle>(null);
  const choices = useMemo(() => yAxisChoices(data), [data]);
  const times = useMemo(() => allMeasurementTimes(data), [data]);

  const [choiceKey, setChoiceKey] = useState(() => choices[0]?.key ?? '');
  const [yearRange, setYearRange] = useState<YearRange>(() =>
    defaultYearRange(data.kind, times, currentYear),
  );
  const choice: YAxisChoice | undefined = choices.find((entry) => entry.key === choiceKey) ?? choices[0];

  const presetInputs = (target: YAxisChoice | undefined, range: YearRange): AxisInputs => {
    if (!target || !presetsAxisInputs(data.kind)) return { min: null, max: null };
    const { bounds } = hydrographSeries(data, target, references, range);
    return { min: bounds.min ?? null, max: bounds.max ?? null };
  };
  const [inputs, setInputs] = useState<AxisInputs>(() => presetInputs(choice, yearRange));
  const [printMessage, setPrintMessage] = useState<string | null>(null);

  // typing a Min or Max redraws the option only, not the points
  const series = useMemo(
    () => (choice ? hydrographSeries(data, choice, references, yearRange) : null),
    [data, choice, references, yearRange],
  );
  const chart = useMemo(() => {
    if (!series) return null;
    return {
      option: buildHydrographOption({
        ...series,
        bounds: applyUserBounds(series.bounds, inputs.min, inputs.max),
      }),
      statistics: summaryStatistics(series.points, series.choice.decimals),
    };
  }, [series, inputs]);

  if (!choice || !chart || times.length === 0) return <EmptyState text={emptyText} />;

  const changeChoice = (key: string) => {
    setChoiceKey(key);
    // bounds in one unit make no sense in another: a new choice starts from its own defaults
    setInputs(
      presetInputs(
        choices.find((entry) => entry.key === key),
        yearRange,
      ),
    );
  };

  const print = () => {
    const image = chartRef.current?.getDataURL() ?? null;
    if (!image) {
      setPrintMessage(PRINT_NOT_READY_MESSAGE);
      return;
    }
    const opened = openChartPrintWindow(image, `${title} - ${choice.label}`);
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
      <Hydrograph ref={chartRef} option={chart.option} label={`${choice.label} chart of ${title}`} />
      <HydrographPanel
        choices={choices}
        choiceKey={choice.key}
        onChoiceChange={changeChoice}
        statistics={chart.statistics}
        years={yearOptions(times, currentYear)}
        yearRange={yearRange}
        onYearRangeChange={setYearRange}
        min={inputs.min}
        max={inputs.max}
        onMinChange={(min) => setInputs((current) => ({ ...current, min }))}
        onMaxChange={(max) => setInputs((current) => ({ ...current, max }))}
        onPrint={print}
        printMessage={printMessage}
      />
    </Box>
  );
}
