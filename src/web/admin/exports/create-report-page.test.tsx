import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../components/save-file';
import { buildUser } from '../../testing/factories';
import { stubApi } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { administrationRoutes } from '../admin-routes';
import { ACTIVE_YEAR, buildJob, jobPolls, listAnswers } from './export-screen-factories';

vi.mock('../../components/save-file', () => ({ saveFile: vi.fn() }));

const show = () => renderRoutes(administrationRoutes, '/admincreatereport');
const createButton = () => screen.getByRole('button', { name: 'Create Annual Report' });

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
  localStorage.clear();
});

describe('/admincreatereport', () => {
  it('offers the water years newest first without All, starting on the active year', async () => {
    stubApi(listAnswers());
    show();
    const year = await screen.findByRole('combobox', { name: 'Report Water Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2024', '2023']);
    expect(year).toHaveValue(String(ACTIVE_YEAR.id));
    expect(document.title).toBe('Create Report | Basin Data Management System');
  });

  it("says 'No Water Years Found' and keeps the button disabled when there are none", async () => {
    const user = userEvent.setup();
    stubApi({
      ...listAnswers(),
      'GET /api/wateryears/': { status: 200, body: [] },
      'GET /api/wateryears/active': { status: 404, body: { detail: 'Not found.' } },
    });
    show();
    expect(await screen.findByText('No Water Years Found')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Check All' }));
    expect(createButton()).toBeDisabled();
  });

  it("creates the report of the ticked GSPs, shows the sections done, then saves 'Annual Report.docx'", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...listAnswers(),
      'POST /api/createreport': { status: 202, body: { id: 9 } },
      'GET /api/jobs/9': jobPolls(
        buildJob({ id: 9, kind: 'annualreport', status: 'PROGRESS', current: 1, total: 4 }),
        buildJob({
          id: 9,
          kind: 'annualreport',
          status: 'SUCCESS',
          current: 4,
          total: 4,
          file_name: 'Annual Report.docx',
        }),
      ),
      'GET /api/jobs/9/file': { status: 200, body: 'the document' },
    });
    show();
    await screen.findByRole('combobox', { name: 'Report Water Year' });
    expect(await screen.findByRole('checkbox', { name: 'Include Merced Subbasin GSP' })).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Include Merced Subbasin GSP' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report Water Year' }), '2023');
    await user.click(createButton());

    const bar = await screen.findByRole('progressbar', { name: 'Annual Report progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('1 / 4 sections')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Include Merced Subbasin GSP' })).toBeDisabled();

    expect(await screen.findByText('Annual Report.docx saved.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/createreport',
      body: { gsps: [3], water_year: 11 },
    });
    const [file, name] = vi.mocked(saveFile).mock.calls[0];
    expect(name).toBe('Annual Report.docx');
    expect(await file.text()).toContain('the document');
    expect(createButton()).toBeEnabled();
  });

  it("shows a failed request and tries again with 'Try again'", async () => {
    const user = userEvent.setup();
    let answer = { status: 503, body: { detail: 'Service unavailable.' } as unknown };
    stubApi({ ...listAnswers(), 'POST /api/createreport': () => answer });
    show();
    await screen.findByRole('combobox', { name: 'Report Water Year' });
    await user.click(await screen.findByRole('checkbox', { name: 'Check All' }));
    await user.click(createButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Annual Report could not be created. Service unavailable.');

    answer = { status: 202, body: { id: 9 } };
    stubApi({
      ...listAnswers(),
      'POST /api/createreport': () => answer,
      'GET /api/jobs/9': jobPolls(buildJob({ id: 9, status: 'SUCCESS', file_name: 'Annual Report.docx' })),
      'GET /api/jobs/9/file': { status: 200, body: 'x' },
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Annual Report.docx saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
