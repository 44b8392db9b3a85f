import { DIALOG_TEXTS } from '../../../domain/app/dialog-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GspStatusRecord } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { buildUser } from '../../testing/factories';
import type { FakeCall } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-app';
import { importStatusRoutes } from './import-status-routes';
import {
  answerStatusCalls,
  buildGspStatus,
  buildStatusAnswer,
  configWithout,
  WATER_YEAR_ID,
} from './status-factories';

const ADMIN = buildUser({ id: 1, role: 'Administrator' });
const STATUS_PATH = `GET /api/combinedstatus/${WATER_YEAR_ID}`;
const TABLE = 'GSP Reporting Status';
const ALL_HEADERS = [
  'GSP',
  'GW Change in Storage',
  'Groundwater Extraction',
  'Surface Water Supply',
  'Total Water Use',
  'Water Level Monitoring',
  'Interconnected SW Monitoring',
  'Water Quality Monitoring',
  'Subsidence Monitoring',
  'Stream Monitoring Sites',
  'Actions',
];

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function show() {
  return renderRoutes(
    [...importStatusRoutes, { path: '*', element: <CurrentPath /> }],
    '/gspreportingstatus',
  );
}

/** The administrator's status calls, answering the GSPs as they are at the time of each call. */
function answerGsps(gsps: () => GspStatusRecord[], handlers = {}, config = configWithout()) {
  return answerStatusCalls(
    ADMIN,
    { [STATUS_PATH]: () => ({ status: 200, body: buildStatusAnswer(gsps(), 'Administrator') }), ...handlers },
    config,
  );
}

const table = () => screen.getByRole('table', { name: TABLE });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
function cellOf(gspName: string, header: string) {
  const row = within(table()).getByRole('row', { name: new RegExp(`^${gspName}`) });
  return within(row).getAllByRole('cell')[headers().indexOf(header)];
}
const buttonNames = (cell: HTMLElement) =>
  [...within(cell).queryAllByRole('button'), ...within(cell).queryAllByRole('link')].map(
    (element) => element.textContent,
  );
const statusCalls = (calls: FakeCall[]) => calls.filter((call) => `GET ${call.path}` === STATUS_PATH);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('GSP reporting status (/gspreportingstatus)', () => {
  it('shows the water year and a column per enabled dataset', async () => {
    answerGsps(() => [buildGspStatus(1, 'Kings GSP')]);
    show();

    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GSP Reporting Status' })).toBeInTheDocument();
    expect(screen.getByText('Water Year 2024: October 1, 2023 to September 30, 2024')).toBeInTheDocument();
    expect(headers()).toEqual(ALL_HEADERS);
  });

  it('leaves out the column of each dataset the configuration turns off', async () => {
    answerGsps(() => [buildGspStatus(1, 'Kings GSP')], {}, configWithout(['GWCS', 'TWU', 'ISM'], ['STMS']));
    show();

    await screen.findByText('Kings GSP');
    expect(headers()).toEqual([
      'GSP',
      'Groundwater Extraction',
      'Surface Water Supply',
      'Water Level Monitoring',
      'Water Quality Monitoring',
      'Subsidence Monitoring',
      'Actions',
    ]);
  });

  it('offers lock and history in a cell where the GSP requires the dataset and holds data of it', async () => {
    answerGsps(() => [
      buildGspStatus(1, 'Kings GSP', {
        gw_submitted: 'Not Submitted',
        wq_submitted: 'Complete',
        sub_required: false,
        sub_submitted: 'Not Submitted',
        gws_submitted: 'Not Submitted',
      }),
    ]);
    show();

    await screen.findByText('Kings GSP');
    const waterLevel = cellOf('Kings GSP', 'Water Level Monitoring');
    expect(waterLevel).toHaveTextContent('Not Submitted');
    expect(buttonNames(waterLevel)).toEqual([IMPORT_TEXTS.lockData, IMPORT_TEXTS.viewData]);
    expect(within(waterLevel).getByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveAttribute(
      'href',
      '/gspReportingHistory/wellsitemeasurements/1',
    );
    expect(buttonNames(cellOf('Kings GSP', 'Water Quality Monitoring'))).toContain(IMPORT_TEXTS.unlockData);
    // not required, or nothing for the year: the status alone
    expect(buttonNames(cellOf('Kings GSP', 'Subsidence Monitoring'))).toEqual([]);
    const stream = cellOf('Kings GSP', 'Stream Monitoring Sites');
    expect(stream).toHaveTextContent('None');
    expect(buttonNames(stream)).toEqual([]);
    const storage = cellOf('Kings GSP', 'GW Change in Storage');
    expect(buttonNames(storage)).toEqual([IMPORT_TEXTS.lockData, IMPORT_TEXTS.viewData]);
    expect(within(storage).getByRole('link', { name: IMPORT_TEXTS.viewData })).toHaveAttribute(
      'href',
      '/gspReportingHistory/groundwaterstorage/1',
    );
  });

  it('offers one Delete Data per GSP, listing the monitoring datasets it holds data of, not the reports', async () => {
    answerGsps(() => [
      buildGspStatus(1, 'Kings GSP', {
        gw_submitted: 'Not Submitted',
        wq_submitted: 'Complete',
        sub_required: false,
        sub_submitted: 'Not Submitted',
        gws_submitted: 'Not Submitted',
      }),
      buildGspStatus(2, 'Tulare GSP', { gws_submitted: 'Complete' }),
    ]);
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    // every button of the row: one Delete Data, none in the cells
    const kings = within(table()).getByRole('row', { name: /^Kings GSP/ });
    expect(within(kings).getAllByRole('button', { name: /Delete Data/ })).toHaveLength(1);
    expect(buttonNames(cellOf('Kings GSP', 'Actions'))).toEqual([IMPORT_TEXTS.deleteData]);
    // a GSP with only a report's data has nothing to delete here
    expect(buttonNames(cellOf('Tulare GSP', 'Actions'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${IMPORT_TEXTS.deleteData} of Kings GSP` }));
    const menu = await screen.findByRole('menu', { name: `${IMPORT_TEXTS.deleteData} of Kings GSP` });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Water Level Monitoring', 'Water Quality Monitoring']);
  });

  it('locks and unlocks a dataset, refetching the status after each', async () => {
    let gw = 'Not Submitted';
    const api = answerGsps(() => [buildGspStatus(1, 'Kings GSP', { gw_ct: 4, gw_submitted: gw })], {
      'POST /api/bulksubmit': (call: FakeCall) => {
        gw = (call.body as { submitted: number }).submitted === 1 ? 'Complete' : 'Not Submitted';
        return { status: 200, body: { ...(call.body as object), count: 4, submitted: gw } };
      },
    });
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    expect(statusCalls(api.calls)).toHaveLength(1);
    await user.click(
      within(cellOf('Kings GSP', 'Water Level Monitoring')).getByRole('button', {
        name: IMPORT_TEXTS.lockData,
      }),
    );
    const unlock = await within(cellOf('Kings GSP', 'Water Level Monitoring')).findByRole('button', {
      name: IMPORT_TEXTS.unlockData,
    });
    expect(cellOf('Kings GSP', 'Water Level Monitoring')).toHaveTextContent('Complete');
    expect(statusCalls(api.calls)).toHaveLength(2);

    await user.click(unlock);
    expect(
      await within(cellOf('Kings GSP', 'Water Level Monitoring')).findByRole('button', {
        name: IMPORT_TEXTS.lockData,
      }),
    ).toBeInTheDocument();
    expect(statusCalls(api.calls)).toHaveLength(3);
    expect(api.calls.filter((call) => call.path === '/api/bulksubmit').map((call) => call.body)).toEqual([
      { datasetname: 'gw', submitted: 1, gsp_id: 1, water_year: WATER_YEAR_ID },
      { datasetname: 'gw', submitted: 0, gsp_id: 1, water_year: WATER_YEAR_ID },
    ]);
  });

  it('says why a lock was refused', async () => {
    answerGsps(() => [buildGspStatus(1, 'Kings GSP', { wq_submitted: 'Not Submitted' })], {
      'POST /api/bulksubmit': {
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      },
    });
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    await user.click(
      within(cellOf('Kings GSP', 'Water Quality Monitoring')).getByRole('button', {
        name: IMPORT_TEXTS.lockData,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The data could not be locked. You do not have permission to perform this action.',
    );
  });

  it('deletes the data of a GSP and water year only once confirmed', async () => {
    let wq = 'Not Submitted';
    const api = answerGsps(() => [buildGspStatus(1, 'Kings GSP', { wq_ct: 3, wq_submitted: wq })], {
      'POST /api/bulkdelete': () => {
        wq = 'None';
        return { status: 200, body: { measurements: [], count_deleted: 3 } };
      },
    });
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    const chooseToDelete = async (dataset: string) => {
      await user.click(screen.getByRole('button', { name: `${IMPORT_TEXTS.deleteData} of Kings GSP` }));
      await user.click(await screen.findByRole('menuitem', { name: dataset }));
    };

    await chooseToDelete('Water Quality Monitoring');
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Water Quality Monitoring: Kings GSP');
    expect(dialog).toHaveTextContent(IMPORT_TEXTS.deleteDataQuestion);
    await user.click(within(dialog).getByRole('button', { name: DIALOG_TEXTS.doNotDelete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path === '/api/bulkdelete')).toBe(false);

    await chooseToDelete('Water Quality Monitoring');
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.deleteData }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/api/bulkdelete').map((call) => call.body)).toEqual([
      { datasetname: 'wq', gsp_id: 1, water_year: WATER_YEAR_ID },
    ]);
    expect(cellOf('Kings GSP', 'Water Quality Monitoring')).toHaveTextContent('None');
    expect(buttonNames(cellOf('Kings GSP', 'Water Quality Monitoring'))).toEqual([]);
    // nothing else of the GSP to delete: the row's Delete Data is gone with it
    expect(buttonNames(cellOf('Kings GSP', 'Actions'))).toEqual([]);
    // a row menu and a dialog, twice: more than the default 5 s on a busy 2-core machine
  }, 15_000);

  it('shows the server’s refusal to delete locked data in the dialog', async () => {
    answerGsps(() => [buildGspStatus(1, 'Kings GSP', { gw_ct: 2, gw_submitted: 'Complete' })], {
      'POST /api/bulkdelete': {
        status: 409,
        body: { detail: 'This data is locked (Complete). Unlock it before deleting or re-importing it.' },
      },
    });
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    await user.click(screen.getByRole('button', { name: `${IMPORT_TEXTS.deleteData} of Kings GSP` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Water Level Monitoring' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.deleteData }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The data could not be deleted. This data is locked (Complete). Unlock it before deleting or re-importing it.',
    );
  });

  it('shows every GSP up to 25, and above 25 a pager of 10 a page', async () => {
    const gsps = Array.from({ length: 26 }, (_, index) =>
      buildGspStatus(index + 1, `GSP ${String(index + 1).padStart(2, '0')}`),
    );
    answerGsps(() => gsps.slice(0, 25));
    const first = show();
    await screen.findByText('GSP 25');
    expect(screen.getByText('GSP 01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    first.unmount();

    vi.unstubAllGlobals();
    answerGsps(() => gsps);
    show();
    await screen.findByText('GSP 01');
    expect(screen.getByText('GSP 10')).toBeInTheDocument();
    expect(screen.queryByText('GSP 11')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeInTheDocument();
  });

  it("says 'No GSPs Found' without GSPs, and the failure with Retry when the status cannot be read", async () => {
    answerGsps(() => []);
    const first = show();
    expect(await screen.findByText(IMPORT_TEXTS.noGsps)).toBeInTheDocument();
    first.unmount();

    vi.unstubAllGlobals();
    answerStatusCalls(ADMIN, { [STATUS_PATH]: { status: 500, body: { detail: 'Server error.' } } });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The GSP status could not be loaded. Server error.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([['GSP Representative' as const], ['Agency' as const]])(
    'sends a %s to /dashboard',
    async (role) => {
      const api = answerStatusCalls(buildUser({ role }), {});
      show();
      expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
      expect(api.calls.some((call) => call.path.startsWith('/api/combinedstatus'))).toBe(false);
    },
  );
});
