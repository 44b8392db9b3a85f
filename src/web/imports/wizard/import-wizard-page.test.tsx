import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import type { ImportRunState } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS, RUN_MESSAGES } from '../../../domain/imports/import-texts';
import { buildUser } from '../../testing/factories';
import type { FakeAnswer, FakeCall } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-app';
import {
  answerStatusCalls,
  buildGspStatus,
  buildStatusAnswer,
  WATER_YEAR_ID,
} from '../status/status-factories';
import {
  buildColumnCheck,
  buildColumnFailure,
  buildRunState,
  buildSkipped,
  FILE_ID,
  RUN_ID,
  TASK_ID,
} from './import-run-factories';
import { importWizardRoutes } from './import-wizard-routes';

const KINGS = 3;
const REPORTER = buildUser({
  id: 2,
  gsp_associations: [{ id: 1, gsp: KINGS, gsp_label: 'Kings GSP', authorized_reporter: 1 }],
});
const MEMBER = buildUser({
  id: 4,
  gsp_associations: [{ id: 2, gsp: KINGS, gsp_label: 'Kings GSP', authorized_reporter: 0 }],
});
const STATUS_PATH = `/api/importstatus/${WATER_YEAR_ID}`;
const RUN_STATE_PATH = `/api/datawizard/${RUN_ID}/status.json`;
const DATA_RUN_PATH = `/api/datawizard/${RUN_ID}/data`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer);

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** The calls of an import that goes well, the GSP's status record, and the handlers given. */
function answerImport(
  handlers: Record<string, Handler> = {},
  { user = REPORTER, gsp = {} }: { user?: SessionUser; gsp?: Record<string, string | number | boolean> } = {},
) {
  return answerStatusCalls(user, {
    [`GET ${STATUS_PATH}`]: {
      status: 200,
      body: buildStatusAnswer([buildGspStatus(KINGS, 'Kings GSP', gsp)]),
    },
    'POST /api/filemodels.json': { status: 201, body: { id: FILE_ID } },
    'POST /api/datawizard.json': { status: 201, body: { id: RUN_ID } },
    [`GET /api/datawizard/${RUN_ID}/columns`]: { status: 200, body: buildColumnCheck() },
    [`POST ${DATA_RUN_PATH}`]: { status: 201, body: { id: RUN_ID, task_id: TASK_ID } },
    ...handlers,
  });
}

/** The run's checks answered in turn; the last answer repeats. */
function inTurn(...answers: FakeAnswer[]): () => FakeAnswer {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)];
}

const runState = (overrides: Partial<ImportRunState>): FakeAnswer => ({
  status: 200,
  body: buildRunState(overrides),
});

/** Opens /wizard/{gspId} as Start Import Wizard does: with the dataset in the navigation state. */
async function openWizard(state: unknown = { dataset: 'wellsitemeasurements' }) {
  const view = renderRoutes([...importWizardRoutes, { path: '*', element: <CurrentPath /> }], '/start');
  await act(() => view.router.navigate(`/wizard/${KINGS}`, { state }));
  return view;
}

const fileInput = () => screen.getByLabelText('Spreadsheet file (.xlsx or .csv)');
const beginButton = () => screen.getByRole('button', { name: 'Begin Validate and Import' });
const statusLine = () => screen.getByRole('status');
const levels = (name = 'levels.xlsx') => new File(['PK'], name, { type: XLSX });
const callsTo = (api: { calls: FakeCall[] }, path: string) => api.calls.filter((call) => call.path === path);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the import wizard (/wizard/{gspId})', () => {
  it('sends the user to /import without a dataset in the navigation state', async () => {
    answerImport();
    await openWizard(null);
    expect(await screen.findByText('Now at /import')).toBeInTheDocument();
  });

  it('sends the user to /import when the navigation state names no dataset it knows', async () => {
    answerImport();
    await openWizard({ dataset: 'rainfall' });
    expect(await screen.findByText('Now at /import')).toBeInTheDocument();
  });

  it('sends an Agency user to /dashboard', async () => {
    answerImport({}, { user: buildUser({ id: 9, role: 'Agency' }) });
    await openWizard();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('shows the breadcrumbs, the dataset, the GSP and the instructions, and waits for a file', async () => {
    answerImport();
    await openWizard();

    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: "Associated GSP's" })).toHaveAttribute(
      'href',
      '/import',
    );
    expect(within(breadcrumbs).getByRole('link', { name: 'Import Monitoring Data' })).toHaveAttribute(
      'href',
      `/import/${KINGS}`,
    );
    expect(within(breadcrumbs).getByText('Import Wizard')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Groundwater Level' })).toBeInTheDocument();
    expect(screen.getByText('Water Year 2024: October 1, 2023 to September 30, 2024')).toBeInTheDocument();
    expect(screen.getByText('Use the template for the dataset.')).toBeInTheDocument();
    expect(screen.getByText('Do not alter the column names or their order.')).toBeInTheDocument();
    expect(screen.getByText('Put the data in the first sheet.')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.xlsx,.csv'));
    expect(statusLine()).toHaveTextContent('Status: Not Started');
    expect(beginButton()).toBeDisabled();
    expect(screen.queryByText('NOT authorized')).not.toBeInTheDocument();

    await userEvent.setup().upload(fileInput(), levels());
    expect(screen.getByText('levels.xlsx')).toBeInTheDocument();
    expect(beginButton()).toBeEnabled();
  });

  it("says 'NOT authorized' and keeps the button disabled for a member who is not an authorized reporter", async () => {
    answerImport({}, { user: MEMBER, gsp: { authorized_reporter: 0 } });
    await openWizard();

    expect(await screen.findByText('NOT authorized')).toBeInTheDocument();
    expect(fileInput()).toBeDisabled();
    expect(beginButton()).toBeDisabled();
  });

  it('treats an administrator as authorized', async () => {
    answerImport({}, { user: buildUser({ id: 1, role: 'Administrator' }) });
    await openWizard();

    await screen.findByText('Kings GSP');
    await userEvent.setup().upload(fileInput(), levels());
    expect(screen.queryByText('NOT authorized')).not.toBeInTheDocument();
    expect(beginButton()).toBeEnabled();
  });

  it('says so when the GSP is not one the user imports for', async () => {
    answerImport({
      [`GET ${STATUS_PATH}`]: { status: 200, body: buildStatusAnswer([]) },
    });
    await openWizard();
    expect(
      await screen.findByText('This GSP is not one of your associated GSPs, or it does not exist.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin Validate and Import' })).not.toBeInTheDocument();
  });

  it('closes the import of locked (Complete) data', async () => {
    answerImport({}, { gsp: { gw_submitted: 'Complete' } });
    await openWizard();
    expect(await screen.findByText(/^Locked: this data is Complete/)).toBeInTheDocument();
    await userEvent.setup().upload(fileInput(), levels());
    expect(beginButton()).toBeDisabled();
  });

  it('offers a retry when the GSP status cannot be loaded', async () => {
    answerImport({ [`GET ${STATUS_PATH}`]: { status: 500, body: { detail: 'Down.' } } });
    await openWizard();
    expect(await screen.findByText('The GSP status could not be loaded. Down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('validating and importing a file', () => {
  it('uploads the file as multipart field spreadsheet, creates the run and shows a column mapping failure', async () => {
    const api = answerImport({
      [`GET /api/datawizard/${RUN_ID}/columns`]: {
        status: 200,
        body: buildColumnCheck(buildColumnFailure()),
      },
    });
    const user = userEvent.setup();
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());

    expect(await screen.findByText('Column Mapping Failure:')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: FAILURE');
    expect(within(statusLine()).getByTitle('FAILURE')).toBeInTheDocument();

    const upload = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/filemodels.json');
    const form = upload?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('spreadsheet') as File).name).toBe('levels.xlsx');
    expect(new Headers(upload?.[1]?.headers).get('Authorization')).toBe('Token test-token');
    expect(callsTo(api, '/api/datawizard.json')[0].body).toEqual({
      object_id: FILE_ID,
      content_type_id: null,
      serializer: 'wellsitemeasurements',
      gsp_id: KINGS,
    });

    const failures = screen.getByRole('table', { name: 'Column Mapping Failure:' });
    expect(
      within(failures)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Column Name', 'Error Message'],
      ['Depth', "Unknown column 'Depth'. Rename it to one of the acceptable columns below, or delete it."],
      [
        'measurement_date',
        "Required column missing. Add a column named 'measurement_date' (Measurement Date).",
      ],
    ]);
    expect(screen.getByText('Acceptable column values for this dataset are:')).toBeInTheDocument();
    const acceptable = screen.getByRole('table', { name: 'Acceptable column values for this dataset are:' });
    expect(within(acceptable).getByText('Measurement Date')).toBeInTheDocument();
    expect(within(acceptable).getByText('dms_site_id')).toBeInTheDocument();

    expect(callsTo(api, DATA_RUN_PATH)).toHaveLength(0);
    expect(beginButton()).toBeEnabled();
  });

  it('checks the run 3 s after the data run starts, then every second, showing progress until SUCCESS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answerImport({
      [`GET ${RUN_STATE_PATH}`]: inTurn(
        runState({ status: 'Not Started', total: 0 }),
        runState({ current: 0, total: 0 }),
        runState({ current: 25, total: 100 }),
        runState({ status: 'SUCCESS', current: 100, total: 100, loaded: 100 }),
      ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());

    await waitFor(() => expect(callsTo(api, DATA_RUN_PATH)).toHaveLength(1));
    expect(statusLine()).toHaveTextContent('Status: Please Wait...');
    expect(beginButton()).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsTo(api, RUN_STATE_PATH)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(callsTo(api, RUN_STATE_PATH)).toHaveLength(1));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      `${RUN_STATE_PATH}?task=${TASK_ID}`,
    );
    // a queued run is under way for the person who started it
    expect(statusLine()).toHaveTextContent('Status: Please Wait...');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Status: PROGRESS'));
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).not.toHaveAttribute('aria-valuenow');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('25 / 100')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(beginButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('100 of 100 Records Loaded')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: SUCCESS');
    expect(within(statusLine()).getByTitle('SUCCESS')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Existing Data' })).toHaveAttribute(
      'href',
      `/importMonitoringHistory/wellsitemeasurements/${KINGS}`,
    );

    const checks = callsTo(api, RUN_STATE_PATH).length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(callsTo(api, RUN_STATE_PATH)).toHaveLength(checks);
  }, 20_000);

  it('says a run is starting again from the first row when its server stopped during it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerImport({
      [`GET ${RUN_STATE_PATH}`]: inTurn(
        runState({ current: 38_600, total: 100_000 }),
        runState({ current: 0, total: 100_000, error: RUN_MESSAGES.restarted }),
        runState({ status: 'SUCCESS', current: 100_000, total: 100_000, loaded: 100_000 }),
      ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('38600 / 100000')).toBeInTheDocument();
    expect(screen.queryByText(RUN_MESSAGES.restarted)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(RUN_MESSAGES.restarted)).toBeInTheDocument();
    expect(screen.getByText('0 / 100000')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: PROGRESS');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Status: SUCCESS'));
    expect(screen.queryByText(RUN_MESSAGES.restarted)).not.toBeInTheDocument();
  }, 20_000);

  it('refreshes the import status after SUCCESS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answerImport({
      [`GET ${RUN_STATE_PATH}`]: runState({ status: 'SUCCESS', current: 3, total: 3, loaded: 3 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    const statusReads = callsTo(api, STATUS_PATH).length;
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    await waitFor(() => expect(callsTo(api, DATA_RUN_PATH)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(3000));

    expect(await screen.findByText('3 of 3 Records Loaded')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, STATUS_PATH).length).toBeGreaterThan(statusReads));
    expect(screen.getByText('3 of 3 Records Loaded')).toBeInTheDocument();
  });

  it('lists the skipped rows of a SUCCESS that did not store every row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerImport({
      [`GET ${RUN_STATE_PATH}`]: runState({
        status: 'SUCCESS',
        current: 12,
        total: 12,
        loaded: 9,
        skipped_count: 3,
        skipped: [
          { row: 4, column: 'measurement_date', reason: 'Enter a date as YYYY-MM-DD.' },
          { row: 7, column: '', reason: "Site 'GW-9' is not a site of a GSP you report for." },
          { row: 9, column: 'surf_elev', reason: 'Enter a number.' },
        ],
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));

    expect(
      await screen.findByText(
        '12 of 12 records were read, but 3 records did not upload due to the following errors:',
      ),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: SUCCESS');
    expect(within(statusLine()).queryByTitle('SUCCESS')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Skipped rows' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Data Row', 'Data Column', 'Error Message'],
      ['4', 'measurement_date', 'Enter a date as YYYY-MM-DD.'],
      ['7', '', "Site 'GW-9' is not a site of a GSP you report for."],
      ['9', 'surf_elev', 'Enter a number.'],
    ]);
    expect(screen.queryByText(/Only the first/)).not.toBeInTheDocument();
  });

  it("imports DWR's measurements file as published: its instructions, a zip taken, and what it added, changed and warned of", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answerImport({
      [`GET ${RUN_STATE_PATH}`]: runState({
        dataset: 'dwrmeasurements',
        status: 'SUCCESS',
        current: 5,
        total: 5,
        loaded: 5,
        dwr: {
          inserted: 1,
          updated: 1,
          unchanged: 3,
          outside_boundary: null,
          warning_count: 1,
          warnings: [
            {
              row: 3,
              column: 'WSE',
              reason: 'WSE -8.7 ft differs from WLM_GSE - GSE_WSE (-8.6 ft) by 0.1 ft.',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard({ dataset: 'dwrmeasurements' });
    await screen.findByText('Kings GSP');
    expect(
      screen.getByRole('heading', { name: 'DWR periodic groundwater level measurements' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/as it is published: the CSV, or the zip holding it/)).toBeInTheDocument();
    const input = screen.getByLabelText("DWR's file (.csv, or a .zip holding it)");
    expect(input).toHaveAttribute('accept', expect.stringContaining('.zip'));
    await user.upload(input, new File(['PK'], 'measurements.csv.zip', { type: 'application/zip' }));
    await user.click(beginButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));

    expect(
      await screen.findByText('1 added, 1 changed, 3 already in the DMS as the file gives them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 row was stored with a warning: check its figures.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows stored with a warning' });
    expect(
      within(table).getByText('WSE -8.7 ft differs from WLM_GSE - GSE_WSE (-8.6 ft) by 0.1 ft.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: IMPORT_TEXTS.viewExistingData })).toHaveAttribute(
      'href',
      `/importMonitoringHistory/wellsitemeasurements/${KINGS}`,
    );
    const created = callsTo(api, '/api/datawizard.json')[0];
    expect(created.body).toMatchObject({ serializer: 'dwrmeasurements', gsp_id: KINGS });
  });

  it('says that only the first 1,000 problems are listed when the list is full', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerImport({
      [`GET ${RUN_STATE_PATH}`]: runState({
        status: 'SUCCESS',
        current: 5000,
        total: 5000,
        loaded: 2500,
        skipped_count: 2500,
        skipped: buildSkipped(1000),
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));

    expect(
      await screen.findByText(
        '5000 of 5000 records were read, but 2500 records did not upload due to the following errors:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Only the first 1,000 problems are listed.')).toBeInTheDocument();
    // 10 rows a page, with a pager
    expect(within(screen.getByRole('table', { name: 'Skipped rows' })).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: /next page/i })).toBeInTheDocument();
  });

  it('shows a FAILURE with its error and the column mapping tables of its detail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerImport({
      [`GET ${RUN_STATE_PATH}`]: runState({
        status: 'FAILURE',
        error: 'The columns of the file do not match the dataset.',
        detail: buildColumnFailure(),
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));

    expect(await screen.findByText('The columns of the file do not match the dataset.')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: FAILURE');
    expect(within(statusLine()).getByTitle('FAILURE')).toBeInTheDocument();
    expect(screen.getByText('Column Mapping Failure:')).toBeInTheDocument();
    expect(screen.getByText('Acceptable column values for this dataset are:')).toBeInTheDocument();
    expect(beginButton()).toBeEnabled();
  });

  it("imports an annual report for a GSP without monitoring import, and lists a refused report's problems by row and column", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answerImport(
      {
        [`GET ${RUN_STATE_PATH}`]: runState({
          status: 'FAILURE',
          dataset: 'groundwaterextraction',
          current: 9,
          total: 9,
          skipped_count: 1,
          skipped: [{ row: 3, column: 'la', reason: 'Enter a number of acre-feet.' }],
          error: 'The report was not imported: 1 row has values that are not valid.',
        }),
      },
      { gsp: { monitoringimport: false } },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard({ dataset: 'groundwaterextraction' });
    expect(await screen.findByRole('heading', { name: 'Groundwater Extraction' })).toBeInTheDocument();
    // the panel shows once the GSP's status has come
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels('extraction.xlsx'));
    await user.click(beginButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));

    expect(
      await screen.findByText('The report was not imported: 1 row has values that are not valid.'),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: FAILURE');
    const problem = screen.getByRole('row', { name: /3 la Enter a number of acre-feet\./ });
    expect(problem).toBeInTheDocument();
    expect(callsTo(api, '/api/datawizard.json')[0].body).toMatchObject({
      serializer: 'groundwaterextraction',
    });
  });

  it('shows UNKNOWN when a check gets no answer, and keeps checking until SUCCESS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answerImport({
      [`GET ${RUN_STATE_PATH}`]: inTurn(
        runState({ current: 10, total: 100 }),
        { status: 502, body: 'Bad Gateway' },
        runState({ status: 'SUCCESS', current: 100, total: 100, loaded: 100 }),
      ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    await waitFor(() => expect(callsTo(api, DATA_RUN_PATH)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('10 / 100')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Status: UNKNOWN'));
    expect(
      screen.getByText(
        'The server could not be reached to check the import. The import goes on on the server; the wizard keeps checking.',
      ),
    ).toBeInTheDocument();
    expect(beginButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('100 of 100 Records Loaded')).toBeInTheDocument();
    expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
  });

  it('shows a refused upload with FAILURE, and imports when the button is pressed again', async () => {
    let uploads = 0;
    const api = answerImport({
      'POST /api/filemodels.json': () =>
        ++uploads === 1
          ? { status: 400, body: { spreadsheet: ['The file is larger than 25 MB. Split it and try again.'] } }
          : { status: 201, body: { id: FILE_ID } },
      [`GET /api/datawizard/${RUN_ID}/columns`]: {
        status: 200,
        body: buildColumnCheck(buildColumnFailure()),
      },
    });
    const user = userEvent.setup();
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());

    expect(
      await screen.findByText('The file is larger than 25 MB. Split it and try again.'),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: FAILURE');
    expect(callsTo(api, '/api/datawizard.json')).toHaveLength(0);

    await user.click(beginButton());
    expect(await screen.findByText('Column Mapping Failure:')).toBeInTheDocument();
    expect(screen.queryByText(/larger than 25 MB/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when the run is refused because the data is locked", async () => {
    answerImport({
      'POST /api/datawizard.json': {
        status: 409,
        body: { detail: 'This data is locked (Complete). An administrator must unlock it first.' },
      },
    });
    const user = userEvent.setup();
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());

    expect(
      await screen.findByText('This data is locked (Complete). An administrator must unlock it first.'),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: FAILURE');
  });

  it('says the server could not be reached when the upload gets no answer', async () => {
    answerImport();
    const user = userEvent.setup();
    await openWizard();
    await screen.findByText('Kings GSP');
    const answering = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((input, init) =>
      String(input) === '/api/filemodels.json'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answering(input, init),
    );
    await user.upload(fileInput(), levels());
    await user.click(beginButton());

    expect(
      await screen.findByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: FAILURE');
    expect(beginButton()).toBeEnabled();
  });

  it('goes back to Not Started and clears the result when a new file is chosen', async () => {
    answerImport({
      [`GET /api/datawizard/${RUN_ID}/columns`]: {
        status: 200,
        body: buildColumnCheck(buildColumnFailure()),
      },
    });
    const user = userEvent.setup();
    await openWizard();
    await screen.findByText('Kings GSP');
    await user.upload(fileInput(), levels());
    await user.click(beginButton());
    expect(await screen.findByText('Column Mapping Failure:')).toBeInTheDocument();

    await user.upload(fileInput(), levels('levels-fixed.csv'));
    expect(screen.getByText('levels-fixed.csv')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: Not Started');
    expect(screen.queryByText('Column Mapping Failure:')).not.toBeInTheDocument();
    expect(beginButton()).toBeEnabled();
  });
});
