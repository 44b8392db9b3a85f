import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// renamed: the lint rule for React's own use() would flag ECharts' use()
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { REPORT_CHART_HEIGHT, type ReportChartOption } from '../../../domain/reporting/report-chart';
import { withLabelsInside } from '../../components/chart/labels-inside';
import { useEChart } from '../../components/chart/use-echart';

// only what the reporting chart draws, so the rest of ECharts stays out of the bundle
registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const PLOT_MARGINS = { left: 8, right: 8 };

export interface ReportChartViewProps {
  option: ReportChartOption;
  /** The chart in words (reportChartSummary): what a screen reader says for it. */
  label: string;
}

/** The submitted-data chart, drawn by ECharts on a canvas as the hydrograph is. */
export function ReportChartView({ option, label }: ReportChartViewProps) {
  // the plot spans the card; the axes' labels and names stay inside it on a phone too
  const { containerRef } = useEChart(useMemo(() => withLabelsInside(option, PLOT_MARGINS), [option]));

  return (
    <Box
      ref={containerRef}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: REPORT_CHART_HEIGHT }}
    />
  );
}
