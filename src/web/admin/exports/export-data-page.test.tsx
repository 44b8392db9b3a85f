import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES } from '../../../domain/exports/export-jobs';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../../domain/http/server-errors';
import { saveFile } from '../../components/save-file';
import { buildUser } from '../../testing/factories';
import { stubApi } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { administrationRoutes } from '../admin-routes';
import { ACTIVE_YEAR, GSPS, buildJob, jobPolls, listAnswers } from './export-screen-factories';

vi.mock('../../components/save-file', () => ({ saveFile: vi.fn() }));

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const show = (path = '/adminexportdata') =>
  renderRoutes([...administrationRoutes, { path: '*', element: <CurrentPath /> }], path);

const exportButton = () => screen.getByRole('button', { name: 'Export Data' });
const include = (name: string) => screen.getByRole('checkbox', { name: `Include ${name}` });

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
  localStorage.clear();
});

describe('/adminexportdata', () => {
  it('lists the GSPs with Include, Name, Abbreviation and ID, and offers the four targets', async () => {
    stubApi(listAnswers());
    show();
    const table = await screen.findByRole('table', { name: 'GSPs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Include', 'Name', 'Abbreviation', 'ID']);
    expect(await within(table).findByRole('row', { name: /Madera Subbasin GSP MAD 2/ })).toBeInTheDocument();
    const target = screen.getByRole('combobox', { name: 'Select Data Export Target' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Water Level Data', 'GW Extractions', 'Surface Water Supply', 'Total Water Use']);
    expect(document.title).toBe('Export Groundwater Level Data | Basin Data Management System');
  });

  it('offers All, then the water years newest first, and starts on the active year', async () => {
    stubApi(listAnswers());
    show();
    const year = await screen.findByRole('combobox', { name: 'Water Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '2025', '2024', '2023']);
    expect(year).toHaveValue(String(ACTIVE_YEAR.id));
  });

  it('starts on the newest year when no water year is active', async () => {
    stubApi({
      ...listAnswers(),
      'GET /api/wateryears/active': { status: 404, body: { detail: 'Not found.' } },
    });
    show();
    expect(await screen.findByRole('combobox', { name: 'Water Year' })).toHaveValue('13');
  });

  it('keeps Export Data disabled until a GSP is ticked; Check All ticks every GSP, then clears them', async () => {
    const user = userEvent.setup();
    stubApi(listAnswers());
    show();
    await screen.findByRole('table', { name: 'GSPs' });
    await screen.findByRole('combobox', { name: 'Water Year' });
    expect(exportButton()).toBeDisabled();

    await user.click(include('Madera Subbasin GSP'));
    expect(exportButton()).toBeEnabled();
    await user.click(include('Madera Subbasin GSP'));
    expect(exportButton()).toBeDisabled();

    const checkAll = screen.getByRole('checkbox', { name: 'Check All' });
    await user.click(checkAll);
    for (const gsp of GSPS) expect(include(gsp.name)).toBeChecked();
    expect(exportButton()).toBeEnabled();
    await user.click(checkAll);
    for (const gsp of GSPS) expect(include(gsp.name)).not.toBeChecked();
    expect(exportButton()).toBeDisabled();
  });

  it("says 'No GSPs Found' when there are none", async () => {
    stubApi({ ...listAnswers(), 'GET /api/gsps/': { status: 200, body: [] } });
    show();
    expect(await screen.findByText('No GSPs Found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Check All' })).toBeDisabled();
  });

  it('says when the GSPs or the water years cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let yearsAnswer = { status: 500, body: {} };
    stubApi({
      ...listAnswers(),
      'GET /api/gsps/': { status: 500, body: {} },
      'GET /api/wateryears/': () => yearsAnswer,
    });
    show();
    expect(await screen.findByText(/The GSPs could not be loaded/)).toBeInTheDocument();
    expect(await screen.findByText(/The water years could not be loaded/)).toBeInTheDocument();
    yearsAnswer = {
      status: 200,
      body: (listAnswers()['GET /api/wateryears/'] as { body: unknown }).body as never,
    };
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    await user.click(retries[1]);
    expect(await screen.findByRole('combobox', { name: 'Water Year' })).toHaveValue(String(ACTIVE_YEAR.id));
  });

  it('exports the ticked GSPs of the chosen year, shows the rows done, then saves DataExport.xlsx', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': { status: 202, body: { id: 7 } },
      'GET /api/jobs/7': jobPolls(
        buildJob({ status: 'PROGRESS', current: 1200, total: 4800 }),
        buildJob({ status: 'SUCCESS', current: 4800, total: 4800, file_name: 'DataExport.xlsx' }),
      ),
      'GET /api/jobs/7/file': { status: 200, body: 'the workbook' },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Madera Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());

    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('1,200 / 4,800 rows')).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();

    expect(await screen.findByText('DataExport.xlsx saved.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      gsps: [2],
      water_years: ACTIVE_YEAR.id,
    });
    const [file, name] = vi.mocked(saveFile).mock.calls[0];
    expect(name).toBe('DataExport.xlsx');
    expect(await file.text()).toContain('the workbook');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
  });

  it("sends 'All' and the DWR format, which is offered only for water level data", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': { status: 202, body: { id: 7 } },
      'GET /api/jobs/7': jobPolls(buildJob({ status: 'SUCCESS', file_name: 'DataExport.xlsx' })),
      'GET /api/jobs/7/file': { status: 200, body: 'x' },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Check All' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Water Year' }), 'All');
    const target = screen.getByRole('combobox', { name: 'Select Data Export Target' });
    await user.selectOptions(target, 'GW Extractions');
    expect(screen.queryByRole('combobox', { name: 'Format' })).not.toBeInTheDocument();
    await user.selectOptions(target, 'Water Level Data');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Format' }),
      'DWR periodic groundwater level columns',
    );
    await user.click(exportButton());
    expect(await screen.findByText('DataExport.xlsx saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      gsps: [1, 2, 3],
      water_years: 'All',
      format: 'dwr',
    });
  });

  it('posts to the chosen target without a format', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...listAnswers(),
      'POST /api/dataexport/total-water-use': { status: 202, body: { id: 7 } },
      'GET /api/jobs/7': jobPolls(buildJob({ status: 'SUCCESS', file_name: 'DataExport.xlsx' })),
      'GET /api/jobs/7/file': { status: 200, body: 'x' },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Merced Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Select Data Export Target' }),
      'Total Water Use',
    );
    await user.click(exportButton());
    expect(await screen.findByText('DataExport.xlsx saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/dataexport/total-water-use',
      body: { gsps: [3], water_years: ACTIVE_YEAR.id },
    });
  });

  it("shows why a job failed and starts it again with 'Try again'", async () => {
    const user = userEvent.setup();
    let posts = 0;
    stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': () => ({ status: 202, body: { id: 7 + posts++ } }),
      'GET /api/jobs/7': jobPolls(
        buildJob({
          status: 'FAILURE',
          error: 'The server restarted before the file was ready. Start it again.',
        }),
      ),
      'GET /api/jobs/8': jobPolls(buildJob({ id: 8, status: 'SUCCESS', file_name: 'DataExport.xlsx' })),
      'GET /api/jobs/8/file': { status: 200, body: 'x' },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Chowchilla Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The export failed. The server restarted before the file was ready. Start it again.',
    );
    expect(vi.mocked(saveFile)).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DataExport.xlsx saved.')).toBeInTheDocument();
    expect(posts).toBe(2);
  });

  it("shows the server's field messages when it refuses the request", async () => {
    const user = userEvent.setup();
    stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': {
        status: 400,
        body: { water_years: ['Choose a water year from the list, or All.'] },
      },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Chowchilla Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed. Choose a water year from the list, or All.',
    );
    expect(exportButton()).toBeEnabled();
  });

  it('keeps following the job through a poll the server did not answer', async () => {
    const user = userEvent.setup();
    let polls = 0;
    stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': { status: 202, body: { id: 7 } },
      'GET /api/jobs/7': () =>
        polls++ === 0
          ? { status: 503, body: { detail: 'Service unavailable.' } }
          : { status: 200, body: buildJob({ status: 'SUCCESS', file_name: 'DataExport.xlsx' }) },
      'GET /api/jobs/7/file': { status: 200, body: 'x' },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Chowchilla Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());
    expect(await screen.findByText('DataExport.xlsx saved.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(polls).toBe(2);
  });

  it('says when the export is starting again after the server restarted, then saves the file', async () => {
    const user = userEvent.setup();
    stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': { status: 202, body: { id: 7 } },
      'GET /api/jobs/7': jobPolls(
        buildJob({ status: 'PENDING', current: 0, total: 0, error: JOB_MESSAGES.startingAgain }),
        buildJob({ status: 'SUCCESS', current: 4800, total: 4800, file_name: 'DataExport.xlsx' }),
      ),
      'GET /api/jobs/7/file': { status: 200, body: 'the workbook' },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Madera Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());
    expect(await screen.findByText(JOB_MESSAGES.startingAgain)).toBeInTheDocument();
    expect(await screen.findByText('DataExport.xlsx saved.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(JOB_MESSAGES.startingAgain)).not.toBeInTheDocument();
  });

  it("says the database is unavailable when the server answers 503, with 'Try again'", async () => {
    const user = userEvent.setup();
    stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': { status: 503, body: { detail: DATABASE_UNAVAILABLE_DETAIL } },
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Chowchilla Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The export failed. ${DATABASE_UNAVAILABLE_DETAIL}`);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    stubApi({
      ...listAnswers(),
      'POST /api/dataexport/water-level-data': { status: 202, body: { id: 7 } },
      'GET /api/jobs/7': { status: 200, body: buildJob({ status: 'SUCCESS', file_name: 'DataExport.xlsx' }) },
    });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/file')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Include Chowchilla Subbasin GSP' }));
    await screen.findByRole('combobox', { name: 'Water Year' });
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export failed. The server could not be reached.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('answers /AdminExportData too, and sends other users to /dashboard', async () => {
    stubApi(listAnswers());
    const { unmount } = show('/AdminExportData');
    expect(await screen.findByRole('table', { name: 'GSPs' })).toBeInTheDocument();
    unmount();
    signInAs(buildUser({ role: 'GSP Representative' }));
    show();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});
