import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import type { SiteMapProps } from '../../components/site-map/site-map';
import { captureDownloads } from '../details/download-spy';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer } from '../../testing/fake-api';
import { fakeSiteListApi } from '../../testing/fake-site-list-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { waterLevelList } from './monitoring-list-configs';
import { monitoringListRoutes } from './monitoring-list-routes';
import { buildWaterLevelSite } from './site-list-factories';

vi.mock('../../components/site-map/site-map', () => ({
  SiteMap: ({ label }: SiteMapProps) => <ul aria-label={label} />,
}));

const GSPS = [
  { id: 1, name: 'Alpha GSP', abbreviation: 'ALPHA', data_submission: [], monitoringimport: true },
  { id: 2, name: 'Bravo GSP', abbreviation: 'BRAVO', data_submission: [], monitoringimport: true },
  { id: 3, name: 'Charlie GSP', abbreviation: '', data_submission: [], monitoringimport: true },
];
const CSV = 'STN_ID,SITE_CODE,SWN\r\n4775,384931N1212618W001,08N07E36M001M\r\n';
const fileAnswer: FakeAnswer = { status: 200, text: { content: CSV, type: 'text/csv; charset=utf-8' } };

const memberOfBravo = buildUser({
  gsp_associations: [{ id: 9, gsp: 2, gsp_label: 'Bravo GSP', authorized_reporter: 0 }],
});
const administrator = buildUser({ role: 'Administrator' });

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  localStorage.clear();
  capture = captureDownloads();
});
afterEach(() => {
  capture.restore();
  vi.unstubAllGlobals();
});

/** The water level list for this user, its sites, GSPs and stations files answered as given. */
function showWaterLevelList(
  user: SessionUser,
  answers: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)> = {},
) {
  signInAs(user);
  const api = stubApi({
    'GET /api/auth/me/': { status: 200, body: user },
    ...fakeSiteListApi(waterLevelList, [buildWaterLevelSite(1)]),
    'GET /api/gsps/': { status: 200, body: GSPS },
    ...answers,
  });
  renderRoutes(monitoringListRoutes, waterLevelList.list.route);
  return api;
}

const gspSelect = () => screen.findByRole('combobox', { name: 'GSP of the DWR stations file' });
const exportButton = () => screen.getByRole('button', { name: 'Export DWR stations file' });
const optionNames = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((option) => option.textContent);

async function savedText(index = 0) {
  return new TextDecoder().decode(await capture.downloads[index].blob.arrayBuffer());
}

describe("the water level list's DWR stations file", () => {
  it("offers a GSP's user only that GSP's file, saved as dwr_stations_{abbreviation}.csv", async () => {
    const api = showWaterLevelList(memberOfBravo, { 'GET /api/dwrstations/2': fileAnswer });

    const select = await gspSelect();
    await waitFor(() => expect(optionNames(select)).toEqual(['Bravo GSP']));
    await userEvent.click(exportButton());

    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    expect(capture.downloads[0].fileName).toBe('dwr_stations_BRAVO.csv');
    expect(await savedText()).toBe(CSV);
    expect(api.calls.filter((call) => call.path.startsWith('/api/dwrstations/'))).toEqual([
      expect.objectContaining({ path: '/api/dwrstations/2', authorization: 'Token test-token' }),
    ]);
  });

  it('offers an administrator every GSP; the button is reached and pressed from the keyboard', async () => {
    const user = userEvent.setup();
    const api = showWaterLevelList(administrator, {
      'GET /api/dwrstations/1': fileAnswer,
      'GET /api/dwrstations/3': fileAnswer,
    });
    const select = await gspSelect();
    await waitFor(() => expect(optionNames(select)).toEqual(['Alpha GSP', 'Bravo GSP', 'Charlie GSP']));

    select.focus();
    await user.selectOptions(select, 'Charlie GSP');
    await user.tab();
    expect(exportButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    // Charlie has no abbreviation: its name names the file
    expect(capture.downloads[0].fileName).toBe('dwr_stations_Charlie GSP.csv');
    expect(api.calls.some((call) => call.path === '/api/dwrstations/3')).toBe(true);
  });

  it('shows nothing to a user of no GSP, and asks nothing of the server for it', async () => {
    const api = showWaterLevelList(buildUser());
    expect(await screen.findByRole('cell', { name: 'SITE-001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export DWR stations file' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/gsps/')).toBe(false);
  });

  it('is busy while the file comes, says why it did not, and tries again on the next press', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    let calls = 0;
    showWaterLevelList(memberOfBravo, {
      'GET /api/dwrstations/2': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } }
          : new Promise<FakeAnswer>((resolve) => (answer = resolve));
      },
    });
    await gspSelect();
    await waitFor(() => expect(exportButton()).toBeEnabled());

    await userEvent.click(exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be exported. You do not have permission to perform this action. Please try again.',
    );
    expect(capture.downloads).toHaveLength(0);

    await userEvent.click(exportButton());
    await waitFor(() => expect(exportButton()).toBeDisabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(fileAnswer);
    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    expect(exportButton()).toBeEnabled();
  });

  it('says when the GSPs could not be loaded, and loads them again on Retry', async () => {
    let fail = true;
    showWaterLevelList(memberOfBravo, {
      'GET /api/gsps/': () =>
        fail
          ? { status: 503, body: { detail: 'The database did not answer.' } }
          : { status: 200, body: GSPS },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The GSPs of the DWR stations file could not be loaded. The database did not answer.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const select = await gspSelect();
    await waitFor(() => expect(optionNames(select)).toEqual(['Bravo GSP']));
  });
});
