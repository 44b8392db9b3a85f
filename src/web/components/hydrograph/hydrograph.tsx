import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
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
import { init, use as registerChartParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_HEIGHT, type HydrographOption } from '../../../domain/monitoring/chart-rules';

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
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    // the panel beside the page can collapse without the window changing size
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(container);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  useImperativeHandle(
    ref,
    () => ({
      getDataURL: () =>
        chartRef.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null,
    }),
    [],
  );

  return <Box ref={containerRef} role="img" aria-label={label} sx={{ width: '100%', height }} />;
}
