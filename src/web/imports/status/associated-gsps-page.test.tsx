import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { buildUser } from '../../testing/factories';
import { renderRoutes } from '../../testing/render-app';
import { importStatusRoutes } from './import-status-routes';
import {
  answerStatusCalls,
  buildGspStatus,
  buildStatusAnswer,
  configWithout,
  WATER_YEAR_ID,
} from './status-factories';

const REPRESENTATIVE = buildUser({ id: 2, role: 'GSP Representative' });
const ADMIN = buildUser({ id: 1, role: 'Administrator' });
const STATUS_PATH = `GET /api/importstatus/${WATER_YEAR_ID}`;
const TABLE = "Associated GSP's";

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function show() {
  return renderRoutes([...importStatusRoutes, { path: '*', element: <CurrentPath /> }], '/import');
}

const table = () => screen.getByRole('table', { name: TABLE });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
/** The GSP names the table shows, top to bottom. */
const shownGsps = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the Associated GSP's list (/import)", () => {
  it('shows each GSP with the status of every enabled monitoring module and a View Data link', async () => {
    answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer([
          buildGspStatus(1, 'Kings GSP', { gw_submitted: 'Complete', sub_submitted: 'Not Submitted' }),
        ]),
      },
    });
    show();

    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
    expect(headers()).toEqual([
      'GSP',
      'Import',
      'Water Level',
      'Water Quality',
      'Subsidence',
      'Stream Monitoring',
    ]);
    expect(screen.getByText('Water Year 2024: October 1, 2023 to September 30, 2024')).toBeInTheDocument();
    const cells = within(rowOf('Kings GSP')).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('Complete');
    expect(cells[4]).toHaveTextContent('Not Submitted');
    expect(within(cells[2]).getByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveAttribute(
      'href',
      '/importHistory/wellsitemeasurements/1',
    );
    expect(within(cells[3]).getByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveAttribute(
      'href',
      '/importHistory/waterqualitymeasurements/1',
    );
    expect(within(cells[4]).getByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveAttribute(
      'href',
      '/importHistory/subsidencemeasurements/1',
    );
    expect(within(cells[5]).getByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveAttribute(
      'href',
      '/importHistory/streammonitoring/1',
    );
  });

  it('leaves out the column of each module the configuration turns off', async () => {
    answerStatusCalls(
      REPRESENTATIVE,
      { [STATUS_PATH]: { status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP')]) } },
      configWithout(['WQM'], ['STMS']),
    );
    show();

    await screen.findByText('Kings GSP');
    expect(headers()).toEqual(['GSP', 'Import', 'Water Level', 'Subsidence']);
  });

  it('offers the import and View Data only to authorized reporters of GSPs that import monitoring data', async () => {
    answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer([
          buildGspStatus(1, 'Kings GSP'),
          buildGspStatus(2, 'Tule GSP', { authorized_reporter: 0 }),
          buildGspStatus(3, 'Kaweah GSP', { monitoringimport: false }),
        ]),
      },
    });
    show();

    await screen.findByText('Kings GSP');
    expect(within(rowOf('Kings GSP')).getByRole('link', { name: 'Import Data' })).toHaveAttribute(
      'href',
      '/import/1',
    );
    expect(within(rowOf('Tule GSP')).queryByRole('link', { name: 'Import Data' })).not.toBeInTheDocument();
    expect(within(rowOf('Kaweah GSP')).queryByRole('link', { name: 'Import Data' })).not.toBeInTheDocument();
    // spec 2 §2.1, §6: the View Data links show where the import action shows; the status always shows
    expect(within(rowOf('Kings GSP')).getAllByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveLength(4);
    for (const name of ['Tule GSP', 'Kaweah GSP']) {
      expect(
        within(rowOf(name)).queryByRole('link', { name: IMPORT_TEXTS.viewData }),
      ).not.toBeInTheDocument();
      expect(within(rowOf(name)).getAllByRole('cell')[2]).toHaveTextContent('None');
    }
  });

  it('offers administrators the import of every GSP', async () => {
    answerStatusCalls(ADMIN, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer(
          [buildGspStatus(3, 'Kaweah GSP', { monitoringimport: false })],
          'Administrator',
        ),
      },
    });
    show();

    await screen.findByText('Kaweah GSP');
    expect(within(rowOf('Kaweah GSP')).getByRole('link', { name: 'Import Data' })).toHaveAttribute(
      'href',
      '/import/3',
    );
  });

  it('sorts by a column descending on the first click and ascending on the second', async () => {
    answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer([
          buildGspStatus(1, 'Kings GSP', { gw_submitted: 'Complete' }),
          buildGspStatus(2, 'Tule GSP', { gw_submitted: 'None' }),
          buildGspStatus(3, 'Kaweah GSP', { gw_submitted: 'Not Submitted' }),
        ]),
      },
    });
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    await user.click(screen.getByRole('button', { name: 'GSP' }));
    expect(shownGsps()).toEqual(['Tule GSP', 'Kings GSP', 'Kaweah GSP']);
    await user.click(screen.getByRole('button', { name: 'GSP' }));
    expect(shownGsps()).toEqual(['Kaweah GSP', 'Kings GSP', 'Tule GSP']);
    await user.click(screen.getByRole('button', { name: 'Water Level' }));
    expect(shownGsps()).toEqual(['Kaweah GSP', 'Tule GSP', 'Kings GSP']);
  });

  it('shows a pager only above 25 GSPs, with 25 per page', async () => {
    const gsps = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        buildGspStatus(index + 1, `GSP ${String(index + 1).padStart(2, '0')}`),
      );
    answerStatusCalls(REPRESENTATIVE, { [STATUS_PATH]: { status: 200, body: buildStatusAnswer(gsps(25)) } });
    const first = show();
    await screen.findByText('GSP 25');
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    first.unmount();

    answerStatusCalls(REPRESENTATIVE, { [STATUS_PATH]: { status: 200, body: buildStatusAnswer(gsps(26)) } });
    show();
    await screen.findByText('GSP 01');
    expect(shownGsps()).toHaveLength(25);
    expect(screen.queryByText('GSP 26')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /next page/i }));
    expect(shownGsps()).toEqual(['GSP 26']);
  });

  it("says 'No GSPs Found' when the user has no associated GSP", async () => {
    answerStatusCalls(REPRESENTATIVE, { [STATUS_PATH]: { status: 200, body: buildStatusAnswer([]) } });
    show();
    expect(await screen.findByText(IMPORT_TEXTS.noGsps)).toBeInTheDocument();
  });

  it("shows 'Loading...' until the status arrives", async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | undefined;
    answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: () => new Promise((resolve) => (answer = resolve)),
    });
    show();
    expect(await screen.findByRole('status')).toHaveTextContent(IMPORT_TEXTS.loading);
    // the status is asked for once the water year has arrived, which may be after 'Loading...' shows
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!({ status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP')]) });
    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why when there is no water year, and loads again on Retry', async () => {
    let defined = false;
    answerStatusCalls(REPRESENTATIVE, {
      'GET /api/wateryears/active': () =>
        defined
          ? { status: 200, body: buildStatusAnswer([]).water_year }
          : { status: 404, body: { detail: 'No water year has been defined yet.' } },
      [STATUS_PATH]: { status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP')]) },
    });
    const user = userEvent.setup();
    show();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The GSP status could not be loaded. No water year has been defined yet.',
    );
    defined = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
  });

  it('sends Agency users to /dashboard', async () => {
    const api = answerStatusCalls(buildUser({ role: 'Agency' }), {});
    show();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/importstatus'))).toBe(false);
  });
});
