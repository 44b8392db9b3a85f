import type { GridComponentOption } from 'echarts/components';
import {
  applyUserBounds,
  automaticBounds,
  buildHydrographOption,
  chartPoints,
  referenceLines,
  siteReferences,
  yAxisChoices,
  type HydrographOption,
  type YAxisChoice,
} from '../../domain/monitoring/chart-rules';
import type { WellSite } from './map-api';

const LABEL_ROOM = 215;
const NO_LABEL_ROOM = 30;

export interface WaterLevelChart {
  choice: YAxisChoice;
  option: HydrographOption;
  count: number;
}

/** The y-axis choices of a water level chart: Surface Elevation (the default) and Measurement Depth. */
export const waterLevelChoices = (site: Pick<WellSite, 'measurements'>) =>
  yAxisChoices({ kind: 'waterLevel', measurements: site.measurements });

/**
 * The chart of a well clicked on the map: every reading of the chosen value with the site's reference
 * lines, on the automatic axis of the detail screens (same rules, same chart).
 */
export function waterLevelChart(site: WellSite, choiceKey?: string): WaterLevelChart | null {
  const data = { kind: 'waterLevel' as const, measurements: site.measurements };
  const choices = yAxisChoices(data);
  const choice = choices.find((entry) => entry.key === choiceKey) ?? choices[0];
  if (!choice) return null;
  const points = chartPoints(data, choice.key);
  if (points.length === 0) return null;
  const lines = referenceLines('waterLevel', choice.key, siteReferences(site));
  const bounds = automaticBounds(
    choice.axisMode,
    points.map(({ value }) => value),
    lines.map(({ value }) => value),
  );
  const option = buildHydrographOption({
    choice,
    points,
    bounds: applyUserBounds(bounds),
    referenceLines: lines,
  });
  // the reference line labels sit right of the plot: room for them when there are any, none otherwise
  const grid = {
    ...(option.grid as GridComponentOption),
    right: lines.length > 0 ? LABEL_ROOM : NO_LABEL_ROOM,
  };
  return { choice, option: { ...option, grid }, count: points.length };
}
