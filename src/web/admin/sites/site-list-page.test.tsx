import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubApi } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { siteRegistryRoutes } from './site-registry-routes';

// jsdom renders the MUI table slowly on a busy machine
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../components/location-picker/location-picker', () => import('./location-picker-test-double'));

const show = (path: string) => renderRoutes(siteRegistryRoutes, path);
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const WELL = {
  id: 21,
  dms_site_id: 'MW-12',
  local_site_id: 'Shaw Ave Monitoring Well',
  source_gsp_label: 'North Kings GSP',
  source_gsa_label: 'North Kings GSA',
  monitor_site_type: 'Dedicated Monitoring Well',
  wl_monitoring: true,
  wq_monitoring: false,
  interconnected_monitoring: false,
};

describe('/adminwellsites', () => {
  it("lists the well sites with the spec's columns, flags as True or False, and an Add Well Site link", async () => {
    stubApi({ 'GET /api/wellsites/': { status: 200, body: [WELL] } });
    show('/adminwellsites');
    expect(await screen.findByRole('cell', { name: 'MW-12' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(headers()).toEqual([
      'Actions',
      'DMS Site ID',
      'Local Site ID or Name',
      'Source GSP',
      'Source GSA',
      'SGMA Monitoring Site Type',
      'Water Level Monitoring',
      'Water Quality Monitoring',
      'Interconnected Monitoring',
    ]);
    const row = screen.getByRole('row', { name: /MW-12/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'MW-12',
      'Shaw Ave Monitoring Well',
      'North Kings GSP',
      'North Kings GSA',
      'Dedicated Monitoring Well',
      'True',
      'False',
      'False',
    ]);
    expect(screen.getByRole('link', { name: 'Add Well Site' })).toHaveAttribute(
      'href',
      '/adminwellsites/new',
    );
    expect(screen.getByRole('link', { name: 'Edit MW-12' })).toHaveAttribute('href', '/adminwellsites/21');
    expect(document.title).toMatch(/^Manage Well Monitoring Sites/);
  });

  it("asks 'Are you sure you wish to delete MW-12?' and shows the server's refusal, keeping the site", async () => {
    const { calls } = stubApi({
      'GET /api/wellsites/': { status: 200, body: [WELL] },
      'DELETE /api/wellsites/21': {
        status: 409,
        body: { detail: 'MW-12 cannot be deleted: 240 water level readings are recorded at it.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    show('/adminwellsites');
    await user.click(await screen.findByRole('button', { name: 'Delete MW-12' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you wish to delete MW-12?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    expect(
      await within(dialog).findByText(
        /MW-12 cannot be deleted: 240 water level readings are recorded at it\./,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Do Not Delete' }));
    expect(await screen.findByRole('cell', { name: 'MW-12' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and retries', async () => {
    stubApi({ 'GET /api/wellsites/': { status: 500, body: {} } });
    show('/adminwellsites');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByText(/The sites could not be loaded/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe.each([
  {
    route: '/adminstreamsites',
    path: 'streamsites',
    placeholder: 'Filter Well Sites',
    empty: 'No Stream Sites Found',
    columns: [
      'DMS Site ID',
      'Local Site ID',
      'Source GSP',
      'Site Owner or Operator',
      'Monitored By',
      'Name of Stream',
      'Measurement Type',
    ],
  },
  {
    route: '/adminsubsidencesites',
    path: 'subsidencesites',
    placeholder: 'Filter Subsidence Sites',
    empty: 'No Subsidence Sites Found',
    columns: [
      'DMS Site ID',
      'Local Site ID',
      'Source GSP',
      'Site Owner or Operator',
      'Monitored By',
      'Measurement Type',
      'GSP Monitoring Network',
    ],
  },
  {
    route: '/adminsurfacewatersites',
    path: 'swgwsites',
    placeholder: 'Filter Monitoring Sites',
    empty: 'No Surface Water Monitoring Sites Found',
    columns: [
      'DMS Site ID',
      'Local Site ID',
      'Source GSP',
      'Monitor Type',
      'DMS Stream Site ID',
      'DMS Shallow GW Well Site ID',
      'DMS Upper Aquifer Well Site ID',
      'DMS Lower Aquifer Well Site ID',
    ],
  },
])('$route', ({ route, path, placeholder, empty, columns }) => {
  it(`shows its columns, the filter '${placeholder}' and '${empty}' when there are no sites`, async () => {
    stubApi({ [`GET /api/${path}/`]: { status: 200, body: [] } });
    show(route);
    expect(await screen.findByText(empty, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(placeholder)).toBeInTheDocument();
    expect(headers()).toEqual(['Actions', ...columns]);
  });
});
