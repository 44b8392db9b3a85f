import type { GridComponentOption } from 'echarts/components';

export interface PlotMargins {
  /** Space left beside the axes' labels and names, in pixels. */
  left: number;
  right: number;
}

/**
 * The chart's grid made to keep its axis labels and names inside its own box (ECharts 6 outer bounds),
 * with `margins` at the sides: the plot takes whatever width the labels leave, on a phone as on a wide
 * screen, instead of fixed margins that clip long labels on one chart and waste the card's width on another.
 */
export function withLabelsInside<Option extends { grid?: GridComponentOption | GridComponentOption[] }>(
  option: Option,
  margins: PlotMargins,
): Option {
  const fit = (grid: GridComponentOption): GridComponentOption => ({
    ...grid,
    ...margins,
    outerBoundsMode: 'same',
    outerBoundsContain: 'all',
  });
  const grid = option.grid ?? {};
  return { ...option, grid: Array.isArray(grid) ? grid.map(fit) : fit(grid) };
}
