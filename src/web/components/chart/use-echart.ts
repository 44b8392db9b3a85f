import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';

/**
 * An ECharts chart on a canvas in the returned container, sized to it and given `option` whenever it
 * changes. Each chart registers the ECharts parts it draws itself, so the bundle holds only those.
 */
export function useEChart(option: EChartsCoreOption) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    // a panel beside the page can collapse without the window changing size
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

  return { containerRef, chartRef };
}
