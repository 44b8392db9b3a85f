import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// renamed: the lint rule for React's own use() would flag ECharts' use()
import { init, use as registerChartParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { REPORT_CHART_HEIGHT, type ReportChartOption } from '../../../domain/reporting/report-chart';

// only what the reporting chart draws, so the rest of ECharts stays out of the bundle
registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface ReportChartViewProps {
  option: ReportChartOption;
  /** The chart in words (reportChartSummary): what a screen reader says for it. */
  label: string;
}

/** The submitted-data chart, drawn by ECharts on a canvas as the hydrograph is. */
export function ReportChartView({ option, label }: ReportChartViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
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

  return (
    <Box
      ref={containerRef}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: REPORT_CHART_HEIGHT }}
    />
  );
}
