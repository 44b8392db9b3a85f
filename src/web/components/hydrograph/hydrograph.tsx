import { useImperativeHandle, useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import { LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
// renamed: the lint rule for React's own use() would flag ECharts' use()
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_HEIGHT, type HydrographOption } from '../../../domain/monitoring/chart-rules';
import { useEChart } from '../chart/use-echart';
import { fitHydrographOption } from './fit-hydrograph-option';

// only what the hydrograph draws, so the rest of ECharts stays out of the bundle
registerChartParts([
  LineChart,
  GridComponent,
  TooltipComponent,
  DataZoomComponent,
  MarkLineComponent,
  LegendComponent,
  CanvasRenderer,
]);

export interface HydrographHandle {
  /** The chart as a PNG data URL, for the print window; null before the chart exists. */
  getDataURL: () => string | null;
}

export interface HydrographProps {
  option: HydrographOption;
  /** Accessible name of the chart, e.g. 'Surface Elevation chart of MW-001'. */
  label: string;
  height?: number;
  ref?: Ref<HydrographHandle>;
}

/** The one time-series chart (ECharts on a canvas) of the monitoring detail screens. */
export function Hydrograph({ option, label, height = CHART_HEIGHT, ref }: HydrographProps) {
  const { containerRef, chartRef } = useEChart(useMemo(() => fitHydrographOption(option), [option]));

  useImperativeHandle(
    ref,
    () => ({
      getDataURL: () =>
        chartRef.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null,
    }),
    [chartRef],
  );

  return <Box ref={containerRef} role="img" aria-label={label} sx={{ width: '100%', height }} />;
}
