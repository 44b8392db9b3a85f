import type { MarkLineComponentOption } from 'echarts/components';
import type { LineSeriesOption } from 'echarts/charts';
import type { HydrographOption } from '../../../domain/monitoring/chart-rules';
import { withLabelsInside } from '../chart/labels-inside';

// room for the last date label's right half, which is laid out past the plot's end
const MARGINS = { left: 8, right: 24 };
// the zoom slider names its ends' dates beside its handles: room for one such date at either side
const SLIDER_MARGIN = 72;

/**
 * The hydrograph as a screen draws it: the plot spans its card, and the reference lines name themselves
 * above their right end inside the plot, instead of in a margin of 170 px that left a phone's chart a
 * third of the screen.
 */
export function fitHydrographOption(option: HydrographOption): HydrographOption {
  const series = (Array.isArray(option.series) ? option.series : [option.series]).filter(
    (entry): entry is LineSeriesOption => !!entry,
  );
  const zooms = Array.isArray(option.dataZoom) ? option.dataZoom : option.dataZoom ? [option.dataZoom] : [];
  return withLabelsInside(
    {
      ...option,
      series: series.map((entry) => ({ ...entry, markLine: labelledInside(entry.markLine) })),
      dataZoom: zooms.map((zoom) =>
        zoom.type === 'slider' ? { ...zoom, left: SLIDER_MARGIN, right: SLIDER_MARGIN } : zoom,
      ),
    },
    MARGINS,
  );
}

function labelledInside(markLine: MarkLineComponentOption | undefined): MarkLineComponentOption | undefined {
  if (!markLine?.data) return markLine;
  return {
    ...markLine,
    data: markLine.data.map((line) =>
      Array.isArray(line) ? line : { ...line, label: { ...line.label, position: 'insideEndTop' } },
    ),
  };
}
