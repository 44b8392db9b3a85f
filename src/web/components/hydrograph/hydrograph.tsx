import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
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
import { CHART_HEIGHT, type HydrographOption, type TimeWindow } from '../../../domain/monitoring/chart-rules';
import { useEChart } from '../chart/use-echart';
import { fitHydrographOption, type ChartSize } from './fit-hydrograph-option';

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
  /** Told the time span shown once the user stops zooming (null: the whole series); keep it stable. */
  onZoom?: (window: TimeWindow | null) => void;
}

/** A zoom is acted on once the slider or wheel has rested this long, not at every step of a drag. */
const ZOOM_SETTLE_MS = 300;

interface ZoomState {
  start?: number;
  end?: number;
  startValue?: number;
  endValue?: number;
}

/** The one time-series chart (ECharts on a canvas) of the monitoring detail screens. */
export function Hydrograph({ option, label, height = CHART_HEIGHT, ref, onZoom }: HydrographProps) {
  // the markers and the reference lines' names are laid out for the chart's width once it is known
  const [size, setSize] = useState<ChartSize | null>(null);
  const { containerRef, chartRef } = useEChart(
    useMemo(() => fitHydrographOption(option, size), [option, size]),
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { width } = container.getBoundingClientRect();
      // not laid out (hidden, or a test's document)
      if (width <= 0) return;
      setSize((shown) => (shown?.width === width ? shown : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, height]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !onZoom) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const zoomed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const [zoom] = (chart.getOption().dataZoom ?? []) as ZoomState[];
        const whole = (zoom?.start ?? 0) <= 0 && (zoom?.end ?? 100) >= 100;
        const { startValue, endValue } = zoom ?? {};
        onZoom(
          whole || startValue === undefined || endValue === undefined
            ? null
            : { start: startValue, end: endValue },
        );
      }, ZOOM_SETTLE_MS);
    };
    chart.on('datazoom', zoomed);
    return () => {
      clearTimeout(timer);
      chart.off('datazoom', zoomed);
    };
  }, [chartRef, onZoom]);

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
