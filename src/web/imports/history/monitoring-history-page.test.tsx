import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import type { GspMeasurementsAnswer, WaterYearAnswer } from '../../../domain/imports/import-answers';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildWaterYear } from '../status/status-factories';
import { importHistoryRoutes } from './import-history-routes';

const KINGS = 3;
const REPRESENTATIVE = buildUser({
  id: 2,
  gsp_associations: [{ id: 1, gsp: KINGS, gsp_label: 'Kings GSP', authorized_reporter: 1 }],
});
const YEAR_2024 = buildWaterYear({ id: 5, water_year: 2024, is_active: true });
const YEAR_2023 = buildWaterYear({
  id: 4,
  water_year: 2023,
  water_year_start: '2022-10-01',
  water_year_end: '2023-09-30',
  is_active: false,
});
const LEVELS_2024 = `/api/measurements/wellsitemeasurements/${KINGS}/5`;

function buildReading(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    dms_site_id: `GW-${String(id).padStart(4, '0')}`,
    measurement_date: '2024-03-05',
    measurement_time: '09:30:00',
    measurement_depth: 42.5,
    surf_elev: 1234.25,
    vert_datum: 'NAVD88',
    meas_method: 'Steel tape',
    meas_accuracy: '0.1 ft',
    no_measurement: null,
    quest_meas: null,
    measured_by: 'Kings County',
    meas_comments: null,
    submitted: false,
    ...overrides,
  };
}

function buildAnswer(
  measurements: Record<string, unknown>[],
  waterYear: WaterYearAnswer = YEAR_2024,
): GspMeasurementsAnswer {
  return {
    measurements,
    submitted: 'Not Submitted',
    gsp: { id: KINGS, name: 'Kings GSP' },
    water_year: waterYear,
    user_role: 'GSP Representative',
  };
}

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function show(path: string) {
  return renderRoutes([...importHistoryRoutes, { path: '*', element: <CurrentPath /> }], path);
}

function answer(
  handlers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>,
  user: SessionUser = REPRESENTATIVE,
) {
  signInAs(user);
  return stubApi({
    'GET /api/auth/me/': { status: 200, body: user },
    'GET /api/wateryears/': { status: 200, body: [YEAR_2024, YEAR_2023] },
    ...handlers,
  });
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the monitoring history screens', () => {
  it("titles the page '{GSP}: {dataset} ({water year})' and shows the dataset's fields with the submitted flag", async () => {
    answer({
      [`GET ${LEVELS_2024}`]: {
        status: 200,
        body: buildAnswer([buildReading(1), buildReading(2, { submitted: true, quest_meas: 'Q' })]),
      },
    });
    show(`/importHistory/wellsitemeasurements/${KINGS}`);

    expect(
      await screen.findByRole('heading', { name: 'Kings GSP: Groundwater Level (2024)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'DMS Site ID',
      'Measurement Date',
      'Measurement Time',
      'Depth to Water from Reference Point (ft)',
      'Water Surface Elevation (ft)',
      'Vertical Datum',
      'Measurement Method',
      'Measurement Accuracy',
      'No Measurement Code',
      'Questionable Measurement Code',
      'Measured By',
      'Comments',
      'Submitted',
    ]);
    expect(bodyRows().map(cellsOf)).toEqual([
      [
        'GW-0001',
        '03/05/2024',
        '09:30',
        '42.5',
        '1,234.25', // spec 2 §9: thousands separators
        'NAVD88',
        'Steel tape',
        '0.1 ft',
        '',
        '',
        'Kings County',
        '',
        'False',
      ],
      [
        'GW-0002',
        '03/05/2024',
        '09:30',
        '42.5',
        '1,234.25', // spec 2 §9: thousands separators
        'NAVD88',
        'Steel tape',
        '0.1 ft',
        '',
        'Q',
        'Kings County',
        '',
        'True',
      ],
    ]);
  });

  it('shows the columns of each dataset, such as stream monitoring', async () => {
    answer({
      [`GET /api/measurements/streammonitoring/${KINGS}/5`]: {
        status: 200,
        body: buildAnswer([
          {
            id: 8,
            dms_site_id: 'ST-1',
            meas_date: '2023-12-31',
            meas_time: null,
            stream_stage: 3.25,
            meas_comments: 'High',
            submitted: true,
          },
        ]),
      },
    });
    show(`/importHistory/streammonitoring/${KINGS}`);

    expect(
      await screen.findByRole('heading', { name: 'Kings GSP: streammonitoring (2024)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'DMS Site ID',
      'Date',
      'Time',
      'Stream Stage (ft)',
      'Comments',
      'Submitted',
    ]);
    expect(bodyRows().map(cellsOf)).toEqual([['ST-1', '12/31/2023', '', '3.25', 'High', 'True']]);
  });

  it('sorts a column descending on the first click', async () => {
    answer({
      [`GET ${LEVELS_2024}`]: {
        status: 200,
        body: buildAnswer([
          buildReading(1, { measurement_depth: 9 }),
          buildReading(2, { measurement_depth: 120 }),
          buildReading(3, { measurement_depth: 30 }),
        ]),
      },
    });
    const user = userEvent.setup();
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    await screen.findByText('GW-0001');

    await user.click(screen.getByRole('button', { name: 'Depth to Water from Reference Point (ft)' }));
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['GW-0002', 'GW-0003', 'GW-0001']);
  });

  it('pages 10 rows at a time, with the pager only above 10 rows', async () => {
    answer({
      [`GET ${LEVELS_2024}`]: {
        status: 200,
        body: buildAnswer(Array.from({ length: 10 }, (_, index) => buildReading(index + 1))),
      },
      [`GET /api/measurements/wellsitemeasurements/${KINGS}/4`]: {
        status: 200,
        body: buildAnswer(
          Array.from({ length: 11 }, (_, index) =>
            buildReading(index + 1, { measurement_date: '2023-03-05' }),
          ),
          YEAR_2023,
        ),
      },
    });
    const user = userEvent.setup();
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    await screen.findByText('GW-0010');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Water Year' }));
    await user.click(await screen.findByRole('option', { name: '2023' }));
    expect(
      await screen.findByRole('heading', { name: 'Kings GSP: Groundwater Level (2023)' }),
    ).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['GW-0011']);
  });

  it('asks for the active water year first and offers the years newest first', async () => {
    const api = answer({ [`GET ${LEVELS_2024}`]: { status: 200, body: buildAnswer([]) } });
    const user = userEvent.setup();
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    await screen.findByText('No Historical Data Found');
    expect(api.calls.map((call) => call.path)).toContain(LEVELS_2024);

    await user.click(screen.getByRole('combobox', { name: 'Water Year' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '2024',
      '2023',
    ]);
  });

  it("shows 'Loading...' and then 'No Historical Data Found' for a year without readings", async () => {
    answer({ [`GET ${LEVELS_2024}`]: { status: 200, body: buildAnswer([]) } });
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No Historical Data Found')).toBeInTheDocument();
  });

  it('says the GSP was not found when the server answers 404', async () => {
    answer({ [`GET ${LEVELS_2024}`]: { status: 404, body: { detail: 'Not found.' } } });
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    expect(
      await screen.findByText('This GSP is not one of your associated GSPs, or it does not exist.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so for a dataset it does not know', async () => {
    answer({});
    show(`/importHistory/groundwaterwidgets/${KINGS}`);
    expect(
      await screen.findByText(
        "There is no monitoring dataset named 'groundwaterwidgets'. Open the history from Import Monitoring Data.",
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the data again', async () => {
    let failures = 1;
    answer({
      [`GET ${LEVELS_2024}`]: () =>
        failures-- > 0
          ? { status: 500, body: { detail: 'The database is not answering.' } }
          : { status: 200, body: buildAnswer([buildReading(1)]) },
    });
    const user = userEvent.setup();
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    expect(
      await screen.findByText('The historical data could not be loaded. The database is not answering.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('GW-0001')).toBeInTheDocument();
  });

  it('sends an Agency user to /dashboard', async () => {
    answer({}, buildUser({ id: 9, role: 'Agency' }));
    show(`/importHistory/wellsitemeasurements/${KINGS}`);
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});

describe('the breadcrumbs of the history screens', () => {
  const crumbs = () => {
    const breadcrumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    return within(breadcrumbs)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).queryByRole('link');
        return link ? `${link.textContent} -> ${link.getAttribute('href')}` : item.textContent;
      });
  };

  it.each([
    ['importHistory', ["Associated GSP's -> /import", 'Water Quality']],
    [
      'importMonitoringHistory',
      ["Associated GSP's -> /import", `Import Monitoring Data -> /import/${KINGS}`, 'Water Quality'],
    ],
    ['gspReportingHistory', ['GSP Reporting Status -> /gspreportingstatus', 'Water Quality']],
  ])('/%s leads back to where it was opened from', async (route, expected) => {
    answer({
      [`GET /api/measurements/waterqualitymeasurements/${KINGS}/5`]: { status: 200, body: buildAnswer([]) },
    });
    show(`/${route}/waterqualitymeasurements/${KINGS}`);
    await screen.findByText('No Historical Data Found');
    await waitFor(() => expect(crumbs()).toEqual(expected));
    expect(screen.getByRole('heading', { name: 'Kings GSP: Water Quality (2024)' })).toBeInTheDocument();
  });
});
