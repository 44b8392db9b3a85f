import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import type { ReportChartOption } from '../../../domain/reporting/report-chart';
import { buildUser } from '../../testing/factories';
import type { FakeAnswer } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-app';
import { answerStatusCalls } from '../../imports/status/status-factories';
import { buildReport, changePoint, KINGS, MADERA, requestedUrls } from './report-data-factories';
import { reportDataRoutes } from './report-data-routes';

const echarts = vi.hoisted(() => ({
  chart: { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() },
  init: vi.fn(),
}));

// ECharts needs a real canvas; here the option the screen hands it is checked
vi.mock('echarts/core', () => ({
  use: vi.fn(),
  init: echarts.init.mockImplementation(() => echarts.chart),
}));

const AGENCY = buildUser({ id: 9, role: 'Agency' });
const ANNUAL_CHANGE = 'GET /api/changeinstorage/annualchange';

const EXTRACTION = [
  buildReport('groundwaterextraction', 1, { water_year: 2021, year_type: 'Dry', gw_total_total: 5000 }),
  buildReport('groundwaterextraction', 2, {
    gsp_id: MADERA,
    gsp_label: 'Madera GSP',
    water_year: 2021,
    year_type: 'Dry',
    gw_total_total: 2500.5,
  }),
  buildReport('groundwaterextraction', 3, { water_year: 2020, year_type: 'Wet', gw_total_total: 4000 }),
];
const STORAGE = [
  buildReport('groundwaterstorage', 11, {
    water_year: 2020,
    year_type: 'Wet',
    gw_stor_ua: 100,
    gw_stor_total: 150,
  }),
  buildReport('groundwaterstorage', 12, { water_year: 2021, year_type: 'Critical', gw_stor_total: -600_000 }),
  buildReport('groundwaterstorage', 13, { water_year: 2022, year_type: 'Dry', gw_stor_total: -650_000 }),
];
const STORAGE_CHANGE = [
  changePoint(2020, 150, 150, 'Wet'),
  changePoint(2021, -600_000, -599_850, 'Critical'),
  changePoint(2022, -650_000, -1_249_850, 'Dry'),
];

function show(path: string, handlers: Record<string, FakeAnswer | (() => FakeAnswer)>, user?: SessionUser) {
  answerStatusCalls(user ?? buildUser(), handlers);
  return renderRoutes(reportDataRoutes, path);
}

const lastOption = () => echarts.chart.setOption.mock.lastCall?.[0] as ReportChartOption;
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const columnTexts = (index: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent);

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

describe('submitted-data screens (spec 3 §2.4)', () => {
  it('extraction: asks only for submitted reports and opens on its table, with Details links', async () => {
    show('/groundwaterextraction', {
      'GET /api/groundwaterextraction/': { status: 200, body: EXTRACTION },
      [ANNUAL_CHANGE]: { status: 200, body: [] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Submitted Groundwater Extraction Data' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Submitted Groundwater Extraction Data/);
    await screen.findByText('Madera GSP');
    expect(requestedUrls()).toContain('/api/groundwaterextraction/?submitted=true');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    // water year descending
    expect(columnTexts(1)).toEqual(['2021', '2021', '2020']);
    const madera = bodyRows().find((row) => row.textContent?.includes('Madera GSP'))!;
    expect(within(madera).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      `/reporting/gwextraction/${MADERA}/2`,
    );
    expect(madera).toHaveTextContent('2,500.50');
    expect(echarts.init).not.toHaveBeenCalled();
  });

  it('sorts by a column, descending first', async () => {
    const user = userEvent.setup();
    show('/groundwaterextraction', { 'GET /api/groundwaterextraction/': { status: 200, body: EXTRACTION } });
    await screen.findByText('Madera GSP');
    await user.click(screen.getByRole('button', { name: 'Total (AF)' }));
    expect(bodyRows()[0]).toHaveTextContent('5,000.00');
    await user.click(screen.getByRole('button', { name: 'Total (AF)' }));
    expect(bodyRows()[0]).toHaveTextContent('2,500.50');
  });

  it('charts the water years summed over the GSPs, coloured by year type, with the change in storage', async () => {
    const user = userEvent.setup();
    show('/groundwaterextraction', {
      'GET /api/groundwaterextraction/': { status: 200, body: EXTRACTION },
      [ANNUAL_CHANGE]: {
        status: 200,
        body: [changePoint(2020, 10, 10, 'Wet'), changePoint(2021, -20, -10, 'Dry')],
      },
    });
    await screen.findByText('Madera GSP');
    await user.click(screen.getByRole('button', { name: 'Chart' }));

    const chart = await screen.findByRole('img');
    expect(chart).toHaveAccessibleName(
      'Groundwater Extraction chart, water years 2020 to 2021. Cumulative change in storage from 2020 to ' +
        '2021: -10 AF. Dry and critical years: 2021 (Dry).',
    );
    const series = lastOption().series as Array<{ name: string; type: string; data: unknown[] }>;
    expect(series.find((entry) => entry.name === 'Dry')?.data).toEqual([null, 7500.5]);
    expect(series.find((entry) => entry.name === 'Wet')?.data).toEqual([4000, null]);
    expect(series.find((entry) => entry.type === 'line')).toBeDefined();
    expect(requestedUrls()).toContain('/api/changeinstorage/annualchange');
  });

  it("charts one GSP's series when it is chosen, and lists its reports only", async () => {
    const user = userEvent.setup();
    show('/groundwaterextraction', {
      'GET /api/groundwaterextraction/': { status: 200, body: EXTRACTION },
      [ANNUAL_CHANGE]: { status: 200, body: [] },
    });
    await screen.findByText('Madera GSP');
    await user.click(screen.getByRole('combobox', { name: 'GSP' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All GSPs', 'Kings GSP', 'Madera GSP']);
    await user.click(screen.getByRole('option', { name: 'Madera GSP' }));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Madera GSP');

    await user.click(screen.getByRole('button', { name: 'Chart' }));
    await screen.findByRole('img');
    expect(requestedUrls()).toContain(`/api/changeinstorage/annualchange?gsp=${MADERA}`);
    const series = lastOption().series as Array<{ name: string; data: unknown[] }>;
    expect(series.find((entry) => entry.name === 'Dry')?.data).toEqual([2500.5]);
  });

  it('storage: opens on the chart, says the cumulative loss, and lists the spec columns by 100', async () => {
    const user = userEvent.setup();
    show(
      '/groundwaterstorage',
      {
        'GET /api/groundwaterstorage/': { status: 200, body: STORAGE },
        [ANNUAL_CHANGE]: { status: 200, body: STORAGE_CHANGE },
      },
      AGENCY,
    );
    expect(await screen.findByRole('heading', { name: 'Groundwater Change in Storage' })).toBeInTheDocument();
    const chart = await screen.findByRole('img');
    expect(chart).toHaveAccessibleName(
      /from 2020 to 2022: -1,249,850 AF\. Dry and critical years: 2021 \(Critical\), 2022 \(Dry\)\./,
    );
    const line = (lastOption().series as Array<{ type: string; data: unknown[] }>).find(
      (entry) => entry.type === 'line',
    )!;
    expect(line.data[2]).toMatchObject({ label: { formatter: '-1.2M AF' } });

    await user.click(screen.getByRole('button', { name: 'Table' }));
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // spec 3 §6 sends Agency users away from the report forms, so Details offers them nothing
    expect(headers).toEqual([
      'GSP Organization Name',
      'Water Year',
      'Combined Upper Aquifer and Undifferentiated Unconfined Zone (AF)',
      'Lower Aquifer',
      'Total',
      'Explain Calculation Method',
      'Explain Calculation Accuracy',
    ]);
    expect(bodyRows()[0]).toHaveTextContent('-650,000');
    expect(within(table()).queryByRole('link', { name: /Details/ })).not.toBeInTheDocument();
  });

  it('storage: links each row to its detail form for a GSP Representative', async () => {
    const user = userEvent.setup();
    show('/groundwaterstorage', {
      'GET /api/groundwaterstorage/': { status: 200, body: STORAGE },
      [ANNUAL_CHANGE]: { status: 200, body: STORAGE_CHANGE },
    });
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    expect(within(bodyRows()[0]).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      `/reporting/gwstorage/${KINGS}/13`,
    );
  });

  it('pages the storage table by 100', async () => {
    const many = (key: 'groundwaterstorage' | 'totalwateruse', count: number) =>
      Array.from({ length: count }, (_, index) =>
        buildReport(key, index + 1, { water_year: 1900 + index, gsp_label: `GSP ${index}` }),
      );
    const user = userEvent.setup();
    show('/groundwaterstorage', {
      'GET /api/groundwaterstorage/': { status: 200, body: many('groundwaterstorage', 101) },
      [ANNUAL_CHANGE]: { status: 200, body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    await screen.findByText('GSP 100');
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByRole('button', { name: /next page/i })).toBeInTheDocument();
  });

  it('pages the total water use table by 25', async () => {
    const user = userEvent.setup();
    show('/totalwateruse', {
      'GET /api/totalwateruse/': {
        status: 200,
        body: Array.from({ length: 26 }, (_, index) =>
          buildReport('totalwateruse', index + 1, { water_year: 1990 + index, gsp_label: `GSP ${index}` }),
        ),
      },
      [ANNUAL_CHANGE]: { status: 200, body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    await screen.findByText('GSP 25');
    expect(bodyRows()).toHaveLength(25);
  });

  it('says No Historical Data Found in the table and No Measurements Found in the chart when nothing is submitted', async () => {
    const user = userEvent.setup();
    show('/gwrecharge', {
      'GET /api/groundwaterrecharge/': { status: 200, body: [] },
      [ANNUAL_CHANGE]: { status: 200, body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Groundwater Recharge' })).toBeInTheDocument();
    expect(await screen.findByText('No Measurements Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByText('No Historical Data Found')).toBeInTheDocument();
  });

  it("shows 'Loading...' while loading and a failure with a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    show('/evapotranspiration', {
      'GET /api/evapotranspiration/': () =>
        fail
          ? { status: 500, body: { detail: 'The database is not available.' } }
          : { status: 200, body: [buildReport('evapotranspiration', 4, { ur_total: 12 })] },
      [ANNUAL_CHANGE]: { status: 200, body: [] },
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The submitted reports could not be loaded. The database is not available.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img')).toHaveAccessibleName(
      /Evapotranspiration chart, water years 2020 to 2020/,
    );
  });

  it('draws the bars when the change in storage cannot be loaded, and says so', async () => {
    show('/surfacewatersupply', {
      'GET /api/surfacewatersupply/': {
        status: 200,
        body: [buildReport('surfacewatersupply', 4, { sw_total: 900 })],
      },
      [ANNUAL_CHANGE]: { status: 500, body: { detail: 'Server error.' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cumulative change in storage could not be loaded',
    );
    await waitFor(() => expect(screen.getByRole('img')).toBeInTheDocument());
    const series = lastOption().series as Array<{ name: string; type: string; data: unknown[] }>;
    expect(series.find((entry) => entry.name === 'Wet')?.data).toEqual([900]);
    expect(series.some((entry) => entry.type === 'line')).toBe(false);
  });
});
