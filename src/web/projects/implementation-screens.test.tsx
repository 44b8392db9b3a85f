import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectRecord } from '../../domain/projects/project-form';
import { buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import { projectRoutes } from './project-routes';

vi.mock('../components/site-map/site-map', () => ({
  SiteMap: ({
    sites,
    label,
  }: {
    sites: ReadonlyArray<{ dmsSiteId: string; detailPath: string }>;
    label: string;
  }) => (
    <div role="region" aria-label={label}>
      {sites.map((site) => (
        <a key={site.dmsSiteId} href={site.detailPath}>
          {site.dmsSiteId}
        </a>
      ))}
    </div>
  ),
}));

const show = (path: string) => renderRoutes(projectRoutes, path);

const project: ProjectRecord = {
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
  project_description: 'Flood flows spread on 80 acres.',
  est_annual_benefit: 1200,
  est_cap_cost: 2500000,
  est_avg_ann_op_cost: 45000.5,
  notes: null,
  lat: 37.1,
  lon: -120.2,
  geometry: { type: 'Point', coordinates: [-120.2, 37.1] },
  updateby_id: 1,
  project_status_label: 'Under Construction',
  status_count: 1,
  annual_update_count: 1,
};

beforeEach(() => signInAs(buildUser({ role: 'Agency' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/implementationprojects', () => {
  it('lists the projects with their latest status and a View Data link, for an agency user', async () => {
    stubApi({ 'GET /api/projectforms/': { status: 200, body: [project] } });
    show('/implementationprojects');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Implementation Projects' });
    expect(await within(table).findByText('Under Construction')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Data of PMA-07' })).toHaveAttribute(
      'href',
      '/implementationdetail/7',
    );
    expect(screen.getByPlaceholderText('Filter By Project ID')).toBeInTheDocument();
    expect(document.title).toMatch(/^Implementation Projects/);
  });

  it('filters by project id only', async () => {
    stubApi({
      'GET /api/projectforms/': {
        status: 200,
        body: [project, { ...project, id: 8, project_id: 'PMA-08', project_name: 'PMA-07 lookalike' }],
      },
    });
    show('/implementationprojects');
    await screen.findByRole('link', { name: 'View Data of PMA-08' });
    await userEvent.type(screen.getByPlaceholderText('Filter By Project ID'), 'PMA-07');
    expect(screen.queryByRole('link', { name: 'View Data of PMA-08' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Data of PMA-07' })).toBeInTheDocument();
  });

  it('shows the projects on a map, each linking to its detail', async () => {
    stubApi({ 'GET /api/projectforms/': { status: 200, body: [project] } });
    show('/implementationprojects');
    await screen.findByRole('link', { name: 'View Data of PMA-07' });
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of the projects' });
    expect(within(map).getByRole('link', { name: 'PMA-07' })).toHaveAttribute(
      'href',
      '/implementationdetail/7',
    );
  });

  it("says 'No Projects Found', and says when the list fails with a Retry", async () => {
    stubApi({ 'GET /api/projectforms/': { status: 200, body: [] } });
    const { unmount } = show('/implementationprojects');
    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/projectforms/': { status: 500, body: {} } });
    show('/implementationprojects');
    expect(await screen.findByText(/The projects could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/implementationdetail/{id}', { timeout: 20_000 }, () => {
  const handlers = {
    'GET /api/projectforms/7': { status: 200, body: project },
    'GET /api/projectstatus/': {
      status: 200,
      body: [
        {
          id: 31,
          projectform_id: 7,
          proj_date: '2025-03-14',
          project_status: 'Under Construction',
          project_notes: 'Excavation started',
          updateby_id: 1,
        },
      ],
    },
    'GET /api/annualupdates/': {
      status: 200,
      body: [
        {
          id: 41,
          projectform_id: 7,
          water_year: 4,
          water_year_label: '2025',
          annual_benefit: 850,
          annual_cap_cost: 125000.5,
          annual_op_cost: 9800,
          proj_update_desc: 'First season',
          updateby_id: 1,
        },
      ],
    },
    'OPTIONS /api/annualupdates/': {
      status: 200,
      body: { actions: { POST: { water_year: { choices: [{ value: 4, display_name: '2025' }] } } } },
    },
  };

  it('shows the information with costs in dollars, the location and both tables', async () => {
    stubApi(handlers);
    show('/implementationdetail/7');
    expect(await screen.findByRole('heading', { name: 'Berenda Recharge Basin' })).toBeInTheDocument();
    expect(screen.getByText('$2,500,000.00')).toBeInTheDocument();
    expect(screen.getByText('$45,000.50')).toBeInTheDocument();
    expect(screen.getByText('Madera County GSA')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Location of PMA-07' })).toBeInTheDocument();
    expect(await screen.findByText('$125,000.50')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Project Status' })).toHaveTextContent('Excavation started');
    expect(screen.queryByRole('button', { name: 'Add New Status' })).not.toBeInTheDocument();
  });

  it("opens each entry in a read-only dialog titled 'Project Status' or 'Annual Status'", async () => {
    stubApi(handlers);
    show('/implementationdetail/7');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View status entry 2025-03-14 Under Construction' }),
    );
    const status = screen.getByRole('dialog', { name: 'Project Status' });
    expect(within(status).getByRole('textbox', { name: 'Status Notes' })).toBeDisabled();
    expect(within(status).queryByRole('button', { name: 'Save Record' })).not.toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Delete Record' })).not.toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Close' }));

    await userEvent.click(await screen.findByRole('button', { name: 'View annual update 2025' }));
    const annual = screen.getByRole('dialog', { name: 'Annual Status' });
    expect(within(annual).getByRole('textbox', { name: 'Annual Benefit (acre-feet)' })).toBeDisabled();
    expect(within(annual).getByRole('textbox', { name: 'Annual Benefit (acre-feet)' })).toHaveValue('850');
  });

  it('says when the project cannot be loaded, with a Retry', async () => {
    stubApi({ 'GET /api/projectforms/7': { status: 404, body: { detail: 'Not found.' } } });
    show('/implementationdetail/7');
    expect(await screen.findByText('The project could not be loaded. Not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
