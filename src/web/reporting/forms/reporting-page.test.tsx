import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_TITLE } from '../../../domain/app/version';
import { buildUser } from '../../testing/factories';
import { renderRoutes } from '../../testing/render-app';
import { answerStatusCalls, configWithout } from '../../imports/status/status-factories';
import { reportFormRoutes } from './report-form-routes';
import {
  buildReporter,
  buildReportingStatus,
  buildStatusRow,
  buildWaterYear,
  WATER_YEAR_ID,
} from './reporting-factories';

const STATUS_PATH = `GET /api/reportingstatus/${WATER_YEAR_ID}`;
const TITLE = "Report Water Supply and Storage Data for Associated GSP's";
const REPORTER = buildReporter();
const ADMIN = buildUser({ id: 1, role: 'Administrator' });

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function show() {
  return renderRoutes([...reportFormRoutes, { path: '*', element: <CurrentPath /> }], '/reporting');
}

const table = () => screen.getByRole('table', { name: TITLE });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const shownGsps = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/reporting', () => {
  it('names the page and shows a column per enabled report with its status', async () => {
    answerStatusCalls(REPORTER, {
      [STATUS_PATH]: {
        status: 200,
        body: buildReportingStatus([
          buildStatusRow(3, 'Kings GSP', { gws_submitted: 'Complete', twu_submitted: 'Not Submitted' }),
        ]),
      },
    });
    show();

    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(document.title).toBe(`${TITLE} | ${APP_TITLE}`);
    expect(headers()).toEqual([
      'GSP Name',
      'GW Change in Storage',
      'Groundwater Extraction',
      'Surface Water Supply',
      'Total Water Use',
    ]);
    const cells = within(rowOf('Kings GSP')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Complete');
    expect(cells[2]).toHaveTextContent('None');
    expect(cells[4]).toHaveTextContent('Not Submitted');
  });

  it('leaves out the column of each report the configuration turns off', async () => {
    answerStatusCalls(
      REPORTER,
      { [STATUS_PATH]: { status: 200, body: buildReportingStatus([buildStatusRow(3, 'Kings GSP')]) } },
      configWithout(['GWCS', 'SWS']),
    );
    show();

    await screen.findByText('Kings GSP');
    expect(headers()).toEqual(['GSP Name', 'Groundwater Extraction', 'Total Water Use']);
  });

  it("offers the edit icon to an authorized reporter where the report is required, to the year's report when filed", async () => {
    answerStatusCalls(REPORTER, {
      [STATUS_PATH]: {
        status: 200,
        body: buildReportingStatus([
          buildStatusRow(3, 'Kings GSP', {
            gwe_submitted: 'Not Submitted',
            gwe_id: 41,
            sws_required: false,
          }),
          buildStatusRow(4, 'Tule GSP', { authorized_reporter: 0 }),
        ]),
      },
    });
    show();

    await screen.findByText('Kings GSP');
    expect(
      screen.getByRole('link', { name: 'Edit Groundwater Change in Storage report of Kings GSP' }),
    ).toHaveAttribute('href', '/reporting/gwstorage/3');
    expect(
      screen.getByRole('link', { name: 'Edit Groundwater Extraction report of Kings GSP' }),
    ).toHaveAttribute('href', '/reporting/gwextraction/3/41');
    expect(screen.getByRole('link', { name: 'Edit Total Water Use report of Kings GSP' })).toHaveAttribute(
      'href',
      '/reporting/totaluse/3',
    );
    // not required of Kings GSP
    expect(
      screen.queryByRole('link', { name: 'Edit Surface Water Supply report of Kings GSP' }),
    ).not.toBeInTheDocument();
    // not an authorized reporter of Tule GSP
    expect(within(rowOf('Tule GSP')).queryAllByRole('link', { name: /^Edit/ })).toHaveLength(0);
  });

  it('offers no edit icon to administrators', async () => {
    answerStatusCalls(ADMIN, {
      [STATUS_PATH]: {
        status: 200,
        body: buildReportingStatus([buildStatusRow(3, 'Kings GSP')], 'Administrator'),
      },
    });
    show();

    await screen.findByText('Kings GSP');
    expect(within(rowOf('Kings GSP')).queryAllByRole('link', { name: /^Edit/ })).toHaveLength(0);
  });

  it("offers the view icon where the status is not 'None': the report when known, else its history", async () => {
    answerStatusCalls(REPORTER, {
      [STATUS_PATH]: {
        status: 200,
        body: buildReportingStatus([
          buildStatusRow(3, 'Kings GSP', {
            gws_submitted: 'Complete',
            gws_id: 40,
            gwe_submitted: 'Not Submitted',
          }),
        ]),
      },
    });
    show();

    await screen.findByText('Kings GSP');
    expect(
      screen.getByRole('link', { name: 'View Groundwater Change in Storage report of Kings GSP' }),
    ).toHaveAttribute('href', '/reporting/gwstorage/3/40');
    expect(
      screen.getByRole('link', { name: 'View Groundwater Extraction report of Kings GSP' }),
    ).toHaveAttribute('href', '/reportinghistory/groundwaterextraction/3');
    expect(within(rowOf('Kings GSP')).getAllByRole('link', { name: /^View/ })).toHaveLength(2);
  });

  it('sorts descending on the first click and pages by 10 only above 25 GSPs', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        buildStatusRow(index + 1, `GSP ${String(index + 1).padStart(2, '0')}`),
      );
    answerStatusCalls(REPORTER, { [STATUS_PATH]: { status: 200, body: buildReportingStatus(rows(25)) } });
    const first = show();
    await screen.findByText('GSP 25');
    expect(shownGsps()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    first.unmount();

    answerStatusCalls(REPORTER, { [STATUS_PATH]: { status: 200, body: buildReportingStatus(rows(26)) } });
    const user = userEvent.setup();
    show();
    await screen.findByText('GSP 01');
    expect(shownGsps()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'GSP Name' }));
    expect(shownGsps()[0]).toBe('GSP 26');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(shownGsps()[0]).toBe('GSP 16');
  });

  it("says 'No GSPs Found' when the user has no associated GSP", async () => {
    answerStatusCalls(REPORTER, { [STATUS_PATH]: { status: 200, body: buildReportingStatus([]) } });
    show();
    expect(await screen.findByText('No GSPs Found')).toBeInTheDocument();
  });

  it("shows 'Loading...' until the status arrives", async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | undefined;
    answerStatusCalls(REPORTER, { [STATUS_PATH]: () => new Promise((resolve) => (answer = resolve)) });
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // the status is asked for once the water year has arrived, which may be after 'Loading...' shows
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!({ status: 200, body: buildReportingStatus([buildStatusRow(3, 'Kings GSP')]) });
    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
  });

  it('says what failed and loads again on Retry', async () => {
    let failing = true;
    answerStatusCalls(REPORTER, {
      [STATUS_PATH]: () =>
        failing
          ? { status: 500, body: { detail: 'The database is not reachable.' } }
          : { status: 200, body: buildReportingStatus([buildStatusRow(3, 'Kings GSP')]) },
    });
    const user = userEvent.setup();
    show();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reporting status could not be loaded. The database is not reachable.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
  });

  it('asks for the status of the active water year', async () => {
    const api = answerStatusCalls(REPORTER, {
      'GET /api/wateryears/active': { status: 200, body: buildWaterYear({ id: 9, water_year: 2025 }) },
      'GET /api/reportingstatus/9': { status: 200, body: buildReportingStatus([]) },
    });
    show();
    await screen.findByText('No GSPs Found');
    expect(api.calls.map((call) => call.path)).toContain('/api/reportingstatus/9');
  });

  it('sends Agency users to /dashboard', async () => {
    const api = answerStatusCalls(buildUser({ role: 'Agency' }), {});
    show();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/reportingstatus'))).toBe(false);
  });
});
