import type { GridComponentOption } from 'echarts/components';
import {
  buildHydrographOption,
  type HydrographOption,
  type SiteReferences,
  type YAxisChoice,
} from '../../domain/monitoring/chart-rules';
import type { SiteChartAnswer } from '../../domain/monitoring/site-chart-api';
import { chartAnswerSeries } from '../../domain/monitoring/site-chart-view';

const LABEL_ROOM = 215;
const NO_LABEL_ROOM = 30;

export interface WaterLevelChart {
  choice: YAxisChoice;
  option: HydrographOption;
  /** Every reading of the chosen value, though the server sent them at the chart's resolution. */
  count: number;
}

/**
 * The chart of a well clicked on the map: the chosen value (Surface Elevation by default, or Measurement
 * Depth) over every year with the site's reference lines, on the automatic axis of the detail screens
 * (same rules, same chart).
 */
export function waterLevelChart(answer: SiteChartAnswer, references: SiteReferences): WaterLevelChart | null {
  const series = chartAnswerSeries('waterLevel', answer, references);
  if (!series || series.points.length === 0) return null;
  const option = buildHydrographOption(series);
  // the reference line labels sit right of the plot: room for them when there are any, none otherwise
  const grid = {
    ...(option.grid as GridComponentOption),
    right: series.referenceLines.length > 0 ? LABEL_ROOM : NO_LABEL_ROOM,
  };
  return { choice: series.choice, option: { ...option, grid }, count: answer.series.readings };
}
