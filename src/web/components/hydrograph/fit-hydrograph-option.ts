import type { MarkLineComponentOption } from 'echarts/components';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, YAXisComponentOption } from 'echarts';
import type { HydrographOption } from '../../../domain/monitoring/chart-rules';
import {
  referenceLabelPositions,
  sparseReadings,
  type PlotFrame,
} from '../../../domain/monitoring/chart-plot-layout';
import { withLabelsInside } from '../chart/labels-inside';

// room for the last date label's right half, which is laid out past the plot's end
const MARGINS = { left: 8, right: 24 };
// the zoom slider names its ends' dates beside its handles: room for one such date at either side
const SLIDER_MARGIN = 72;
// about what the value axis's labels and name take left of the plot
const VALUE_AXIS_ROOM = 64;
// a reference line's name on a light ground of its own, readable where a reading's line passes under it
const LABEL_GROUND = { backgroundColor: 'rgba(255, 255, 255, 0.85)', padding: [2, 4], borderRadius: 2 };

/** The chart's box in pixels, once it is laid out. */
export interface ChartSize {
  width: number;
  height: number;
}

type MarkLineDatum = NonNullable<MarkLineComponentOption['data']>[number];
type Point = [number, number];

/**
 * The hydrograph as a screen draws it: the plot spans its card, and the reference lines name themselves
 * inside the plot, instead of in a margin of 170 px that left a phone's chart a third of the screen. Once
 * the chart's size is known, a name goes where the readings leave it clear and markers only where the
 * readings are sparse enough to be seen apart (chart-plot-layout).
 */
export function fitHydrographOption(option: HydrographOption, size?: ChartSize | null): HydrographOption {
  const series = (Array.isArray(option.series) ? option.series : [option.series]).filter(
    (entry): entry is LineSeriesOption => !!entry,
  );
  const zooms = Array.isArray(option.dataZoom) ? option.dataZoom : option.dataZoom ? [option.dataZoom] : [];
  return withLabelsInside(
    {
      ...option,
      series: series.map((entry) => {
        const points = pointsOf(entry);
        const frame = size ? plotFrame(option, points, entry.markLine, size) : null;
        return {
          ...entry,
          ...(frame && { showSymbol: true, data: withSparseMarkers(points, frame) }),
          markLine: labelledInside(entry.markLine, points, frame),
        };
      }),
      dataZoom: zooms.map((zoom) =>
        zoom.type === 'slider' ? { ...zoom, left: SLIDER_MARGIN, right: SLIDER_MARGIN } : zoom,
      ),
    },
    MARGINS,
  );
}

function pointsOf(entry: LineSeriesOption): Point[] {
  return ((entry.data ?? []) as unknown[]).filter(
    (datum): datum is Point => Array.isArray(datum) && datum.length === 2,
  );
}

const lineValue = (line: MarkLineDatum) =>
  !Array.isArray(line) && typeof (line as { yAxis?: unknown }).yAxis === 'number'
    ? ((line as { yAxis: number }).yAxis as number)
    : null;

/** The plot's time span (the zoom's, else the readings'), value range and size in pixels. */
function plotFrame(
  option: HydrographOption,
  points: readonly Point[],
  markLine: MarkLineComponentOption | undefined,
  size: ChartSize,
): PlotFrame | null {
  if (points.length === 0) return null;
  const [zoom] = Array.isArray(option.dataZoom) ? option.dataZoom : [option.dataZoom];
  const start = typeof zoom?.startValue === 'number' ? zoom.startValue : points[0][0];
  const end = typeof zoom?.endValue === 'number' ? zoom.endValue : points[points.length - 1][0];
  const axis = (Array.isArray(option.yAxis) ? option.yAxis[0] : option.yAxis) as YAXisComponentOption;
  const values = [
    ...points.map(([, value]) => value),
    ...(markLine?.data ?? []).map(lineValue).filter((value): value is number => value !== null),
  ];
  const min = typeof axis?.min === 'number' ? axis.min : Math.min(...values);
  const max = typeof axis?.max === 'number' ? axis.max : Math.max(...values);
  const grid = (Array.isArray(option.grid) ? option.grid[0] : option.grid) as GridComponentOption | undefined;
  const top = typeof grid?.top === 'number' ? grid.top : 40;
  const bottom = typeof grid?.bottom === 'number' ? grid.bottom : 80;
  return {
    start,
    end,
    min,
    max,
    reversed: !!(axis as { inverse?: boolean } | undefined)?.inverse,
    width: Math.max(1, size.width - VALUE_AXIS_ROOM - MARGINS.left - MARGINS.right),
    height: Math.max(1, size.height - top - bottom),
  };
}

/** Each reading as the builder gave it, without its marker where readings crowd. */
function withSparseMarkers(points: readonly Point[], frame: PlotFrame): LineSeriesOption['data'] {
  const marked = sparseReadings(
    points.map(([time]) => time),
    frame,
    frame.width,
  );
  return points.map((point, index) => (marked[index] ? point : { value: point, symbol: 'none' }));
}

function labelledInside(
  markLine: MarkLineComponentOption | undefined,
  points: readonly Point[],
  frame: PlotFrame | null,
): MarkLineComponentOption | undefined {
  if (!markLine?.data) return markLine;
  const lines = markLine.data;
  const labelled = lines.flatMap((line) => {
    const value = lineValue(line);
    const text = (line as { label?: { formatter?: unknown } }).label?.formatter;
    return value === null ? [] : [{ value, text: typeof text === 'string' ? text : '' }];
  });
  const positions = frame ? referenceLabelPositions(labelled, points, frame) : [];
  let next = 0;
  return {
    ...markLine,
    data: lines.map((line) => {
      if (Array.isArray(line) || lineValue(line) === null) return line;
      const position = positions[next] ?? 'insideEndTop';
      next += 1;
      return { ...line, label: { ...line.label, ...LABEL_GROUND, position } };
    }),
  };
}
