import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';

/** The element an ECharts chart draws in, with the chart it holds (for the console and browser tests). */
export type ChartElement = HTMLDivElement & { echarts?: EChartsType };

/**
 * An ECharts chart on a canvas in the returned container, sized to it and given `option` whenever it
 * changes. Each chart registers the ECharts parts it draws itself, so the bundle holds only those.
 */
export function useEChart(option: EChartsCoreOption) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const container: ChartElement | null = containerRef.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    // the labels as drawn are on the canvas, not in the DOM: a browser test reads their boxes from here
    container.echarts = chart;
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    // a panel beside the page can collapse without the window changing size
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(container);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      chart.dispose();
      delete container.echarts;
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return { containerRef, chartRef };
}
