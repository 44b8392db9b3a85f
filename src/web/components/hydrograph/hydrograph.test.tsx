import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HydrographOption } from '../../../domain/monitoring/chart-rules';
import { fitHydrographOption } from './fit-hydrograph-option';
import { Hydrograph, type HydrographHandle } from './hydrograph';

const echarts = vi.hoisted(() => ({
  chart: {
    setOption: vi.fn(),
    resize: vi.fn(),
    dispose: vi.fn(),
    getDataURL: vi.fn(() => 'data:image/png;base64,CHART'),
  },
  init: vi.fn(),
}));

// ECharts needs a real canvas; here only the calls the component makes are checked
vi.mock('echarts/core', () => ({
  use: vi.fn(),
  init: echarts.init.mockImplementation(() => echarts.chart),
}));

beforeEach(() => vi.clearAllMocks());

const option: HydrographOption = { series: [{ type: 'line', data: [] }] };

describe('Hydrograph', () => {
  it('draws on a canvas in a 680 px high box, laid out to span it, and redraws with a new option', () => {
    const { rerender } = render(<Hydrograph option={option} label="Surface Elevation chart of MW-001" />);
    const box = screen.getByRole('img', { name: 'Surface Elevation chart of MW-001' });
    expect(echarts.init).toHaveBeenCalledWith(box, undefined, { renderer: 'canvas' });
    expect(box).toHaveStyle({ height: '680px' });
    expect(echarts.chart.setOption).toHaveBeenLastCalledWith(fitHydrographOption(option), {
      notMerge: true,
    });

    const next: HydrographOption = { series: [{ type: 'line', data: [[1, 2]] }] };
    rerender(<Hydrograph option={next} label="Surface Elevation chart of MW-001" />);
    expect(echarts.chart.setOption).toHaveBeenLastCalledWith(fitHydrographOption(next), { notMerge: true });
  });

  it('follows the window size and lets go of the chart when it leaves the page', () => {
    const { unmount } = render(<Hydrograph option={option} label="chart" />);
    window.dispatchEvent(new Event('resize'));
    expect(echarts.chart.resize).toHaveBeenCalled();

    unmount();
    expect(echarts.chart.dispose).toHaveBeenCalledTimes(1);
    echarts.chart.resize.mockClear();
    window.dispatchEvent(new Event('resize'));
    expect(echarts.chart.resize).not.toHaveBeenCalled();
  });

  it('hands out the chart image for printing', () => {
    const ref = createRef<HydrographHandle>();
    render(<Hydrograph ref={ref} option={option} label="chart" />);
    expect(ref.current?.getDataURL()).toBe('data:image/png;base64,CHART');
  });
});
