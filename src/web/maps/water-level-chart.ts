import type { GridComponentOption } from 'echarts/components';
import {
  buildHydrographOption,
  hydrographSeries,
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
  const choices = waterLevelChoices(site);
  const choice = choices.find((entry) => entry.key === choiceKey) ?? choices[0];
  if (!choice) return null;
  const series = hydrographSeries(data, choice, siteReferences(site));
  if (series.points.length === 0) return null;
  const option = buildHydrographOption(series);
  // the reference line labels sit right of the plot: room for them when there are any, none otherwise
  const grid = {
    ...(option.grid as GridComponentOption),
    right: series.referenceLines.length > 0 ? LABEL_ROOM : NO_LABEL_ROOM,
  };
  return { choice, option: { ...option, grid }, count: series.points.length };
}
