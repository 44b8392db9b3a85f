import { useImperativeHandle } from 'react';
import type { HydrographProps } from '../../components/hydrograph/hydrograph';

/**
 * Stands in for the ECharts chart, which cannot draw in jsdom: it shows its accessible name and keeps
 * the y-axis of its option readable, so a test sees which chart is on screen and how it is bounded.
 */
export function Hydrograph({ option, label, ref }: HydrographProps) {
  useImperativeHandle(ref, () => ({ getDataURL: () => 'data:image/png;base64,CHART' }));
  const yAxis = option.yAxis as { min?: number; max?: number; inverse?: boolean };
  return (
    <div
      role="img"
      aria-label={label}
      data-min={yAxis.min}
      data-max={yAxis.max}
      data-reversed={String(Boolean(yAxis.inverse))}
    />
  );
}
