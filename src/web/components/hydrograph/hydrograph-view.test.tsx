import { useImperativeHandle } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HydrographData, HydrographOption } from '../../../domain/monitoring/chart-rules';
import type {
  SubsidenceMeasurement,
  VerticalGradientMeasurement,
} from '../../../domain/monitoring/monitoring-api';
import { siteChartAnswer } from '../../../domain/monitoring/site-chart';
import type { SiteChartRequest } from '../../../domain/monitoring/site-chart-api';
import { buildWellReading } from '../../../domain/monitoring/testing/reading-factories';
import { renderPage } from '../../testing/render-app';
import type { HydrographProps } from './hydrograph';
import { HydrographView, PRINT_BLOCKED_MESSAGE, type HydrographViewProps } from './hydrograph-view';

const drawn = vi.hoisted(() => ({
  option: null as unknown,
  onZoom: undefined as ((window: { start: number; end: number } | null) => void) | undefined,
}));

// ECharts cannot draw in jsdom: the chart shows its name and hands its option to the test
vi.mock('./hydrograph', () => ({
  Hydrograph: ({ option, label, ref, onZoom }: HydrographProps) => {
    drawn.option = option;
    drawn.onZoom = onZoom;
    useImperativeHandle(ref, () => ({ getDataURL: () => 'data:image/png;base64,CHART' }));
    return <div role="img" aria-label={label} />;
  },
}));

afterEach(() => vi.restoreAllMocks());

/** The server's chart answers (the same domain rule) of the readings given; records what was asked. */
function localChart(data: HydrographData, fail: { next: boolean } = { next: false }) {
  const requests: SiteChartRequest[] = [];
  const chartQuery = (request: SiteChartRequest) => ({
    queryKey: ['chart', request] as const,
    queryFn: async () => {
      requests.push(request);
      if (fail.next) throw new Error('The database did not answer.');
      return siteChartAnswer(data, request);
    },
  });
  return { chartQuery, requests };
}

type ViewProps = Omit<HydrographViewProps, 'kind' | 'chartQuery'>;

/** The view of `data`'s chart as a screen shows it, once its first answer has come. */
async function showChart(data: HydrographData, props: ViewProps) {
  const chart = localChart(data);
  renderPage(<HydrographView kind={data.kind} chartQuery={chart.chartQuery} {...props} />);
  await screen.findByRole('region', { name: 'Summary Statistics' });
  return chart;
}

const waterLevels: HydrographData = {
  kind: 'waterLevel',
  measurements: [
    buildWellReading({ id: 1, measurement_date: '2015-03-15', surf_elev: 100, measurement_depth: 120 }),
    buildWellReading({ id: 2, measurement_date: '2018-03-15', surf_elev: 110, measurement_depth: 110 }),
    buildWellReading({ id: 3, measurement_date: '2020-03-15', surf_elev: 105.04, measurement_depth: 115 }),
  ],
};

/** A reading a day from 2010 for 5,000 days: more than the chart's resolution. */
const daily: HydrographData = {
  kind: 'waterLevel',
  measurements: Array.from({ length: 5_000 }, (_, index) =>
    buildWellReading({
      id: index + 1,
      measurement_date: new Date(Date.UTC(2010, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
      surf_elev: 100 + Math.sin(index / 10) * 5,
    }),
  ),
};

const yAxis = () =>
  (drawn.option as HydrographOption).yAxis as { min?: number; max?: number; inverse: boolean };

describe('HydrographView', () => {
  it('draws surface elevation first, padded by 5 ft, with the site’s reference lines', async () => {
    await showChart(waterLevels, {
      title: 'MW-001',
      currentYear: 2024,
      references: { minimumThreshold: 90 },
    });
    expect(screen.getByRole('img', { name: 'Surface Elevation chart of MW-001' })).toBeInTheDocument();
    expect(yAxis()).toMatchObject({ min: 85, max: 115, inverse: false });
    const series = (
      (drawn.option as HydrographOption).series as Array<{ markLine?: { data: unknown[] } }>
    )[0];
    expect(series.markLine?.data).toHaveLength(1);
  });

  it('switches to the reversed depth axis', async () => {
    await showChart(waterLevels, { title: 'MW-001', currentYear: 2024 });
    await userEvent.click(screen.getByRole('radio', { name: 'Measurement Depth' }));
    expect(await screen.findByRole('img', { name: 'Measurement Depth chart of MW-001' })).toBeInTheDocument();
    expect(yAxis()).toMatchObject({ inverse: true, min: 105, max: 125 });
  });

  it('applies the min and max typed in, and the automatic bounds again when emptied', async () => {
    await showChart(waterLevels, { title: 'MW-001', currentYear: 2024 });
    const min = screen.getByRole('textbox', { name: 'Y Axis Min Value' });
    await userEvent.type(min, '50');
    expect(yAxis()).toMatchObject({ min: 50, max: 115 });

    await userEvent.clear(min);
    expect(yAxis()).toMatchObject({ min: 95, max: 115 });
  });

  it('narrows the chart and the statistics to the years chosen', async () => {
    await showChart(waterLevels, { title: 'MW-001', currentYear: 2024 });
    const summary = screen.getByRole('region', { name: 'Summary Statistics' });
    expect(summary).toHaveTextContent('03/15/2015 - 03/15/2020');
    expect(screen.getByRole('combobox', { name: 'End Date' })).toHaveValue('2024');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Date' }), '2016');
    expect(summary).toHaveTextContent('03/15/2018 - 03/15/2020');
    expect(summary).toHaveTextContent('Measurements2');
  });

  it('presets min and max from the data on subsidence charts', async () => {
    const reading: SubsidenceMeasurement = {
      id: 1,
      dms_site_id: 'SUB-1',
      submitted: true,
      meas_date: '2018-01-01',
      meas_time: null,
      ua_compaction: 0.1,
      meas_elevation: 210.3,
      total_subsidence: -0.4,
      meas_accuracy: null,
      meas_comments: null,
    };
    await showChart(
      { kind: 'subsidence', measurements: [reading, { ...reading, id: 2, total_subsidence: -1.2 }] },
      { title: 'SUB-1', currentYear: 2024 },
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Y Axis Min Value' })).toHaveValue('-2.20'),
    );
    expect(screen.getByRole('textbox', { name: 'Max Value' })).toHaveValue('0.60');
    expect(yAxis()).toMatchObject({ min: -2.2, max: 0.6 });
  });

  it('pads the data by its own range, then widens the axis to the reference lines', async () => {
    const narrow: HydrographData = {
      kind: 'waterLevel',
      measurements: [
        buildWellReading({ id: 1, measurement_date: '2019-03-15', surf_elev: 100 }),
        buildWellReading({ id: 2, measurement_date: '2020-03-15', surf_elev: 101.5 }),
      ],
    };
    await showChart(narrow, { title: 'MW-001', currentYear: 2024, references: { minimumThreshold: 80 } });
    // 1 ft (the data spans 1.5 ft), the threshold 1 ft inside the axis; it was 75..106.5
    expect(yAxis()).toMatchObject({ min: 79, max: 102.5 });
  });

  it('charts gradients with 4 decimals on an axis padded by a share of their range', async () => {
    const reading = (id: number, date: string, gradient: number) =>
      ({
        id,
        dms_site_id: 'IS-1',
        submitted: true,
        stream_meas_date: null,
        sa_gwe_meas_date: date,
        sa_gwe: 100 + id,
        vert_grad_sa_ua: gradient,
      }) as unknown as VerticalGradientMeasurement;
    const data: HydrographData = {
      kind: 'verticalGradient',
      measurements: [
        reading(1, '2020-01-15', 0.0012),
        reading(2, '2020-04-15', 0.0087),
        reading(3, '2020-07-15', 0.02),
      ],
    };
    await showChart(data, { title: 'IS-1', currentYear: 2024 });
    await userEvent.click(screen.getByRole('radio', { name: 'Vertical Gradient, Shallow to Upper' }));
    await screen.findByRole('img', { name: 'Vertical Gradient, Shallow to Upper chart of IS-1' });

    // before: every point 0, the axis -1..1 and the figures 0.0
    expect(yAxis()).toMatchObject({ min: -0.0007, max: 0.0219 });
    const series = ((drawn.option as HydrographOption).series as Array<{ data: Array<[number, number]> }>)[0];
    expect(series.data.map(([, value]) => value)).toEqual([0.0012, 0.0087, 0.02]);
    const summary = screen.getByRole('region', { name: 'Summary Statistics' });
    expect(summary).toHaveTextContent('Minimum0.0012');
    expect(summary).toHaveTextContent('Maximum0.0200');
    expect(summary).toHaveTextContent('Average0.0100');
  });

  it('opens a 1200 by 850 window with the chart image to print', async () => {
    const printDocument = document.implementation.createHTMLDocument('');
    const printWindow = { document: printDocument, focus: vi.fn(), print: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    await showChart(waterLevels, { title: 'MW-001', currentYear: 2024 });

    await userEvent.click(screen.getByRole('button', { name: 'Print Chart' }));
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=1200,height=850');
    // a document of its own has no window, which jest-dom's matchers need: read it plainly
    const image = printDocument.querySelector('img');
    expect(image?.getAttribute('src')).toBe('data:image/png;base64,CHART');
    expect(image?.getAttribute('alt')).toBe('MW-001 - Surface Elevation');
    expect(printDocument.querySelector('h1')?.textContent).toBe('MW-001 - Surface Elevation');
  });

  it('says so when the browser blocks the print window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await showChart(waterLevels, { title: 'MW-001', currentYear: 2024 });
    await userEvent.click(screen.getByRole('button', { name: 'Print Chart' }));
    expect(screen.getByText(PRINT_BLOCKED_MESSAGE)).toBeInTheDocument();
  });

  it('shows the empty text instead of a chart without measurements', async () => {
    const { chartQuery } = localChart({ kind: 'waterLevel', measurements: [] });
    renderPage(<HydrographView kind="waterLevel" chartQuery={chartQuery} title="MW-001" />);
    expect(await screen.findByText('No Measurements Found')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks for the years filtered, so a narrower range comes at finer detail', async () => {
    const { requests } = await showChart(daily, { title: 'MW-001', currentYear: 2024 });
    const drawnPoints = () =>
      ((drawn.option as HydrographOption).series as Array<{ data: unknown[] }>)[0].data.length;
    expect(drawnPoints()).toBeLessThan(2_001);
    const summary = screen.getByRole('region', { name: 'Summary Statistics' });
    expect(summary).toHaveTextContent('Measurements5,000');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Date' }), '2020');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'End Date' }), '2020');
    // every reading of 2020, from the answer asked for those years
    await waitFor(() => expect(drawnPoints()).toBe(366));
    expect(requests.at(-1)).toEqual({ range: { start: 2020, end: 2020 } });
    expect(summary).toHaveTextContent('Measurements366');
  });

  it('fetches the years a zoom shows at finer detail, and keeps the zoom', async () => {
    const { requests } = await showChart(daily, { title: 'MW-001', currentYear: 2024 });
    const option = () => drawn.option as HydrographOption;
    const pointsIn = (year: number) =>
      (option().series as Array<{ data: Array<[number, number]> }>)[0].data.filter(
        ([time]) => new Date(time).getUTCFullYear() === year,
      ).length;
    expect(pointsIn(2015)).toBeLessThan(365);

    const window = { start: Date.UTC(2015, 5, 1), end: Date.UTC(2015, 8, 1) };
    act(() => drawn.onZoom!(window));
    await waitFor(() => expect(pointsIn(2015)).toBe(365));
    expect(requests.at(-1)).toEqual({ range: { start: 2015, end: 2015 } });
    // the other years stay as they were, and the chart stays zoomed where the user left it
    expect(pointsIn(2016)).toBeLessThan(366);
    expect((option().dataZoom as Array<{ startValue?: number }>)[1].startValue).toBe(window.start);
    // the panel's figures are the year filter's, not the zoom's
    expect(screen.getByRole('region', { name: 'Summary Statistics' })).toHaveTextContent('Measurements5,000');
  });

  it('says when the chart could not be loaded, and loads it on Retry', async () => {
    const fail = { next: true };
    const { chartQuery } = localChart(waterLevels, fail);
    renderPage(<HydrographView kind="waterLevel" chartQuery={chartQuery} title="MW-001" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chart of MW-001 could not be loaded. The database did not answer.',
    );
    fail.next = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Surface Elevation chart of MW-001' })).toBeInTheDocument();
  });

  it('keeps the chart shown when another choice fails, and asks again on Retry', async () => {
    const fail = { next: false };
    const { chartQuery } = localChart(waterLevels, fail);
    renderPage(
      <HydrographView kind="waterLevel" chartQuery={chartQuery} title="MW-001" currentYear={2024} />,
    );
    await screen.findByRole('img', { name: 'Surface Elevation chart of MW-001' });
    fail.next = true;
    await userEvent.click(screen.getByRole('radio', { name: 'Measurement Depth' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chart of MW-001 could not be updated. The database did not answer.',
    );
    expect(screen.getByRole('img', { name: 'Surface Elevation chart of MW-001' })).toBeInTheDocument();
    fail.next = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Measurement Depth chart of MW-001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
