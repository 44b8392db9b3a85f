import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectRecord } from '../../domain/projects/project-form';
import { AppProviders } from '../app/providers';
import { buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import { projectRoutes } from './project-routes';

vi.mock('../components/location-picker/location-picker', () => ({
  LocationPicker: ({
    latitude,
    longitude,
    label,
  }: {
    latitude: string;
    longitude: string;
    label: string;
  }) => (
    <div role="region" aria-label={label}>
      Marker at {latitude}, {longitude}
    </div>
  ),
}));

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const routes = [...projectRoutes, { path: '*', element: <CurrentPath /> }];
const show = (path: string) => renderRoutes(routes, path);

const buildProject = (overrides: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: 7,
  project_id: 'PMA-07',
  project_name: 'Berenda Recharge Basin',
  source_gsa_id: 1,
  source_gsa_label: 'Madera County GSA',
  source_gsp_id: 2,
  source_gsp_label: 'Chowchilla Subbasin GSP',
  record_type: 'Project',
  project_mechanism: 'Groundwater Recharge',
  other_project_mechanism: null,
  first_year: 2022,
  project_description: null,
  est_annual_benefit: 1200,
  est_cap_cost: 2500000,
  est_avg_ann_op_cost: 45000.5,
  notes: null,
  lat: 37.1,
  lon: -120.2,
  geometry: { type: 'Point', coordinates: [-120.2, 37.1] },
  updateby_id: 1,
  project_status_label: 'Design',
  status_count: 2,
  annual_update_count: 1,
  ...overrides,
});

const editHandlers = (project = buildProject()) => ({
  'GET /api/projectforms/7': { status: 200, body: project },
  'GET /api/gsas/': { status: 200, body: [{ id: 1, name: 'Madera County GSA' }] },
  'GET /api/gsps/': { status: 200, body: [{ id: 2, name: 'Chowchilla Subbasin GSP' }] },
  'GET /api/projectstatus/': { status: 200, body: [] },
  'GET /api/annualupdates/': { status: 200, body: [] },
  'OPTIONS /api/annualupdates/': {
    status: 200,
    body: { actions: { POST: { water_year: { choices: [{ value: 4, display_name: '2025' }] } } } },
  },
  'GET /api/changehistory/': { status: 200, body: { count: 0, results: [] } },
});

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('/adminprojects', () => {
  it("shows 'Loading...' and then the projects with their latest status", async () => {
    stubApi({ 'GET /api/projectforms/': { status: 200, body: [buildProject()] } });
    show('/adminprojects');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Manage Projects or Management Actions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Project ID',
        'Project Name',
        'GSA',
        'Record Type',
        'Project Status',
        'Project Mechanism',
      ]),
    );
    expect(await within(table).findByText('Design')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter Projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Projects or Management Action' })).toHaveAttribute(
      'href',
      '/adminprojects/new',
    );
    expect(document.title).toMatch(/^Manage Projects or Management Actions/);
  });

  it("says 'No Projects Found' when there are none", async () => {
    stubApi({ 'GET /api/projectforms/': { status: 200, body: [] } });
    show('/adminprojects');
    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
  });

  it('says how many entries go with a project before deleting it', async () => {
    const { calls } = stubApi({
      'GET /api/projectforms/': { status: 200, body: [buildProject()] },
      'DELETE /api/projectforms/7': { status: 204 },
    });
    show('/adminprojects');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete PMA-07' }));
    expect(
      screen.getByText(
        'Are you sure you wish to delete PMA-07? Its 2 status entries and 1 annual update will be deleted with it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('sends a signed-in user who is not an administrator to /dashboard', async () => {
    signInAs(buildUser({ role: 'Agency' }));
    stubApi({});
    show('/adminprojects');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});

describe('/adminprojects/new', { timeout: 20_000 }, () => {
  it('creates one draft, even under StrictMode, and replaces the address with its id', async () => {
    const { calls } = stubApi({
      'POST /api/projectforms/': { status: 201, body: buildProject({ project_id: null }) },
      ...editHandlers(buildProject({ project_id: null })),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(routes, { initialEntries: ['/adminprojects', '/adminprojects/new'] });
    render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Project Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adminprojects/7');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // replaced: going back leaves the form for the list, not for another draft
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/adminprojects');
  });

  it('says when the draft cannot be created, and retries', async () => {
    stubApi({ 'POST /api/projectforms/': { status: 500, body: {} } });
    show('/adminprojects/new');
    expect(await screen.findByText(/A new project could not be created/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

// the project form is large and typing into it is slow on a busy machine
describe('/adminprojects/{id}', { timeout: 20_000 }, () => {
  it("requires the GSA and GSP on submit with 'Field is required' and sends nothing", async () => {
    const { calls } = stubApi(editHandlers(buildProject({ source_gsa_id: null, source_gsp_id: null })));
    show('/adminprojects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("saves the project with the user's entries and returns to the list", async () => {
    const { calls } = stubApi({
      ...editHandlers(),
      'PATCH /api/projectforms/7': { status: 200, body: buildProject() },
      'GET /api/projectforms/': { status: 200, body: [buildProject()] },
    });
    show('/adminprojects/7');
    const name = await screen.findByRole('textbox', { name: 'Project Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Berenda Slough Recharge');
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    await userEvent.type(latitude, 'x');
    expect(latitude).toHaveValue('37.1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Manage Projects or Management Actions', { selector: 'h2' }),
    ).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      project_name: 'Berenda Slough Recharge',
      source_gsa_id: 1,
      source_gsp_id: 2,
      lat: 37.1,
      lon: -120.2,
    });
  });

  it("shows the server's field messages under the fields", async () => {
    stubApi({
      ...editHandlers(),
      'PATCH /api/projectforms/7': { status: 400, body: { source_gsp_id: ['Select a GSP from the list.'] } },
    });
    show('/adminprojects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select a GSP from the list.')).toBeInTheDocument();
  });

  it("creates the status entry first, fills it in its dialog, and closes it shortly after 'Save Record'", async () => {
    const entry = {
      id: 31,
      projectform_id: 7,
      proj_date: null,
      project_status: null,
      project_notes: null,
      updateby_id: 1,
    };
    const { calls } = stubApi({
      ...editHandlers(),
      'POST /api/projectstatus/': { status: 201, body: entry },
      'PATCH /api/projectstatus/31': { status: 200, body: { ...entry, project_status: 'Design' } },
    });
    show('/adminprojects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Status' });
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ projectform_id: 7 });
    await userEvent.type(within(dialog).getByLabelText('Status Date'), '2025-03-14');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Project Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Design' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    // saved, the dialog stays a moment (spec 2 §9: 300 ms) and then closes
    expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Project Status' })).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      projectform_id: 7,
      proj_date: '2025-03-14',
      project_status: 'Design',
    });
  });

  it("asks 'Are you sure you want to delete?' before deleting an annual update", async () => {
    const update = {
      id: 41,
      projectform_id: 7,
      water_year: 4,
      water_year_label: '2025',
      annual_benefit: 850,
      annual_cap_cost: 125000.5,
      annual_op_cost: null,
      proj_update_desc: null,
      updateby_id: 1,
    };
    const { calls } = stubApi({
      ...editHandlers(),
      'GET /api/annualupdates/': { status: 200, body: [update] },
      'DELETE /api/annualupdates/41': { status: 204 },
    });
    show('/adminprojects/7');
    expect(await screen.findByText('$125,000.50', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit annual update 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual Status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Record' }));
    expect(screen.getByText('Are you sure you want to delete?')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'Delete Record' }).at(-1)!;
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
