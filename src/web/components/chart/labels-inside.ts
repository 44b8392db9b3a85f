import type { GridComponentOption, YAXisComponentOption } from 'echarts';

export interface PlotMargins {
  /** Space left beside the axes' labels and names, in pixels. */
  left: number;
  right: number;
}

interface ChartWithAxes {
  grid?: GridComponentOption | GridComponentOption[];
  yAxis?: YAXisComponentOption | YAXisComponentOption[];
}

/**
 * The chart's grid made to keep its axis labels and names inside its own box (ECharts 6 outer bounds),
 * with `margins` at the sides, and each value axis's name just beyond its labels, however wide they are:
 * the plot takes whatever width the labels leave, on a phone as on a wide screen, instead of fixed margins
 * that clip long labels on one chart and waste the card's width on another.
 */
export function withLabelsInside<Option extends ChartWithAxes>(option: Option, margins: PlotMargins): Option {
  const fitGrid = (grid: GridComponentOption): GridComponentOption => ({
    ...grid,
    ...margins,
    outerBoundsMode: 'same',
    outerBoundsContain: 'all',
  });
  const nameBesideLabels = (axis: YAXisComponentOption): YAXisComponentOption => ({
    ...axis,
    nameGap: 8,
    nameMoveOverlap: true,
  });
  const grid = option.grid ?? {};
  const { yAxis } = option;
  return {
    ...option,
    grid: Array.isArray(grid) ? grid.map(fitGrid) : fitGrid(grid),
    ...(yAxis && {
      yAxis: Array.isArray(yAxis) ? yAxis.map(nameBesideLabels) : nameBesideLabels(yAxis),
    }),
  };
}
