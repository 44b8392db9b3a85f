import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeCall } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { organisationAdminRoutes } from './organisation-routes';

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const show = (path: string) =>
  renderRoutes([...organisationAdminRoutes, { path: '*', element: <CurrentPath /> }], path);

const noHistory = { status: 200, body: { count: 0, results: [] } };
const gsp = {
  id: 7,
  name: 'Kaweah GSP',
  abbreviation: 'KGSP',
  data_submission: ['gw'],
  monitoringimport: true,
};
const rep = { id: 31, first_name: 'Rita', last_name: 'Reporter', email: 'rep@example.org' };
const clerk = { id: 32, first_name: 'Aldo', last_name: 'Agent', email: 'agency@example.org' };
const association = (id: number, user: typeof rep, role: string, authorized_reporter: 0 | 1 = 0) => ({
  id,
  user: user.id,
  gsp: gsp.id,
  name: gsp.name,
  user_label: `${user.first_name} ${user.last_name}`,
  email: user.email,
  agency: 'Tulare County',
  role,
  authorized_reporter,
});

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/adminagencies', () => {
  it("shows 'Loading...', then the agencies, an agency named 'Not Found' with an empty name", async () => {
    stubApi({
      'GET /api/agencys/': {
        status: 200,
        body: [
          { id: 1, name: 'Kings River Conservation District', abbreviation: 'KRCD', label: '' },
          { id: 2, name: 'Not Found', abbreviation: 'NF', label: '' },
        ],
      },
    });
    show('/adminagencies');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Manage Agencies' });
    expect(await within(table).findByText('Kings River Conservation District')).toBeInTheDocument();
    expect(within(table).queryByText('Not Found')).not.toBeInTheDocument();
    expect(within(table).getByText('NF')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter Agencies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Agency' })).toHaveAttribute('href', '/adminagencies/new');
    expect(document.title).toBe('Manage Agencies | Basin Data Management System');
  });

  it("says 'No Agencies Found' when there are none, and offers Retry when the list fails", async () => {
    let fail = true;
    stubApi({
      'GET /api/agencys/': () => (fail ? { status: 500, body: {} } : { status: 200, body: [] }),
    });
    show('/adminagencies');
    expect(await screen.findByText(/The agencies could not be loaded/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Agencies Found')).toBeInTheDocument();
  });

  it('shows why the server refused a delete, and keeps the agency listed', async () => {
    stubApi({
      'GET /api/agencys/': {
        status: 200,
        body: [{ id: 1, name: 'Busy District', abbreviation: 'BD', label: 'Busy District' }],
      },
      'DELETE /api/agencys/1': {
        status: 409,
        body: { detail: 'This agency cannot be deleted: 3 users and 12 well sites still refer to it.' },
      },
    });
    show('/adminagencies');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Busy District' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you wish to delete Busy District?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    expect(
      await within(dialog).findByText(
        'Nothing was deleted. This agency cannot be deleted: 3 users and 12 well sites still refer to it.',
      ),
    ).toBeInTheDocument();
    // a refusal for good offers no retry, only the way out
    expect(within(dialog).getByRole('button', { name: 'Delete Entry' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Do Not Delete' })).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Manage Agencies', hidden: true })).toHaveTextContent(
      'Busy District',
    );
  });
});

describe('/adminagencies/new', () => {
  it("requires a name on submit ('Field is required') and sends nothing until it is given", async () => {
    const { calls } = stubApi({
      'POST /api/agencys/': { status: 201, body: { id: 12, name: 'Lindsay District', abbreviation: 'LD' } },
      'GET /api/agencys/12': { status: 200, body: { id: 12, name: 'Lindsay District', abbreviation: 'LD' } },
      'GET /api/changehistory/': noHistory,
    });
    show('/adminagencies/new');
    expect(screen.getByRole('heading', { name: 'Add Agency' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Name/), 'Lindsay District');
    await userEvent.type(screen.getByLabelText('Abbreviation'), 'LD');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the new record opens as an existing one, saying it was saved
    expect(await screen.findByRole('heading', { name: 'Edit Agency' })).toBeInTheDocument();
    expect(await screen.findByText('The agency was saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Lindsay District',
      abbreviation: 'LD',
    });
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Lindsay District');
    expect(screen.getByText('The agency was saved.')).toBeInTheDocument();
  });

  it("shows the server's field message under the field", async () => {
    stubApi({
      'POST /api/agencys/': {
        status: 400,
        body: { name: ['Ensure this field has no more than 200 characters.'] },
      },
    });
    show('/adminagencies/new');
    await userEvent.type(screen.getByLabelText(/Name/), 'Long District');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this field has no more than 200 characters.')).toBeInTheDocument();
    expect(screen.queryByText(/was not saved/)).not.toBeInTheDocument();
  });
});

describe('/adminagencies/{id}', () => {
  it('shows who changed the agency last, and says when it cannot be loaded', async () => {
    stubApi({
      'GET /api/agencys/4': { status: 200, body: { id: 4, name: 'Exeter District', abbreviation: 'ED' } },
      'GET /api/changehistory/': {
        status: 200,
        body: { count: 1, results: [{ changed_by_name: 'Ada Admin', changed_at: '2026-03-02T17:00:00Z' }] },
      },
    });
    show('/adminagencies/4');
    expect(await screen.findByText('Last changed by Ada Admin on 03/02/2026')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Exeter District');
  });

  it('offers Retry when the agency cannot be loaded', async () => {
    stubApi({ 'GET /api/agencys/5': { status: 500, body: {} } });
    show('/adminagencies/5');
    expect(await screen.findByText(/The agency could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/admingsas/{id}', () => {
  it("says 'No Associations Defined', then associates the chosen user with the GSA", async () => {
    let associations: object[] = [];
    const { calls } = stubApi({
      'GET /api/gsas/3': { status: 200, body: { id: 3, name: 'Mid-Kaweah GSA', abbreviation: 'MK' } },
      'GET /api/changehistory/': noHistory,
      'GET /api/users/': { status: 200, body: [rep, clerk] },
      'GET /api/gsaassociations/': () => ({ status: 200, body: associations }),
      'POST /api/gsaassociations/': (call: FakeCall) => {
        associations = [{ ...association(40, rep, 'GSP Representative'), gsa: 3 }];
        return { status: 201, body: { id: 40, ...(call.body as object) } };
      },
    });
    show('/admingsas/3');
    expect(await screen.findByText('No Associations Defined')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rita Reporter (rep@example.org)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Association' }));
    const table = await screen.findByRole('table', { name: 'Users associated with Mid-Kaweah GSA' });
    expect(await within(table).findByText('Rita Reporter')).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === '/api/gsaassociations/' && call.method === 'POST')?.body,
    ).toEqual({
      user: rep.id,
      gsa: 3,
    });
  });
});

describe('a GSP association', () => {
  it('is deleted after a confirmation', async () => {
    let associations = [association(60, rep, 'GSP Representative')];
    const { calls } = stubApi({
      'GET /api/gsps/7': { status: 200, body: gsp },
      'GET /api/changehistory/': noHistory,
      'GET /api/users/': { status: 200, body: [rep] },
      'GET /api/gspassociations/': () => ({ status: 200, body: associations }),
      'DELETE /api/gspassociations/60': () => {
        associations = [];
        return { status: 204 };
      },
    });
    show('/admingsps/7');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the association of Rita Reporter' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you wish to delete the association of Rita Reporter?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    expect(await screen.findByText('No Associations Defined')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/gspassociations/60',
    ]);
  });
});

describe('/admingsps', () => {
  it('offers the ten requirements of the spec and Interconnected SW Monitoring, and saves those ticked', async () => {
    const { calls } = stubApi({
      'POST /api/gsps/': { status: 201, body: { ...gsp, id: 8 } },
      'GET /api/gsps/8': { status: 200, body: { ...gsp, id: 8 } },
      'GET /api/changehistory/': noHistory,
      'GET /api/users/': { status: 200, body: [] },
      'GET /api/gspassociations/': { status: 200, body: [] },
    });
    show('/admingsps/new');
    const requirements = screen.getByRole('group', { name: 'Data Submission Requirements' });
    expect(
      within(requirements)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Water Levels',
      'Water Quality',
      'Subsidence',
      'GW Change in Storage',
      'GW Extraction',
      'GW Recharge',
      'Surface Water Supply',
      'Total Water Use',
      'Stream Monitoring',
      'Evapotranspiration',
      'Interconnected SW Monitoring',
    ]);
    await userEvent.type(screen.getByLabelText(/Name/), 'Kaweah GSP');
    await userEvent.click(within(requirements).getByLabelText('Water Quality'));
    await userEvent.click(within(requirements).getByLabelText('Subsidence'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No Associations Defined')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Kaweah GSP',
      abbreviation: '',
      data_submission: ['wq', 'sub'],
    });
  });

  it('toggles the authorized reporter at once, and takes it back with a message when the server refuses', async () => {
    let refuse = false;
    const { calls } = stubApi({
      'GET /api/gsps/7': { status: 200, body: gsp },
      'GET /api/changehistory/': noHistory,
      'GET /api/users/': { status: 200, body: [rep, clerk] },
      'GET /api/gspassociations/': {
        status: 200,
        body: [association(50, rep, 'GSP Representative'), association(51, clerk, 'Agency')],
      },
      'POST /api/updateauthreporter/31': () =>
        refuse
          ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } }
          : { status: 200, body: association(50, rep, 'GSP Representative', 1) },
    });
    show('/admingsps/7');
    const toggle = await screen.findByRole('switch', { name: 'Authorized reporter: Rita Reporter' });
    expect(screen.queryByRole('switch', { name: /Aldo Agent/ })).not.toBeInTheDocument();
    expect(screen.getByText('Not for Agency users')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/updateauthreporter/31').map((call) => call.body),
      ).toEqual([{ gsp: 7, authorized_reporter: true }]),
    );

    refuse = true;
    const current = screen.getByRole('switch', { name: 'Authorized reporter: Rita Reporter' });
    await userEvent.click(current);
    expect(
      await screen.findByText(
        'The authorized reporter change for Rita Reporter was not saved and has been undone. You do not have permission to perform this action.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Authorized reporter: Rita Reporter' })).toBeChecked();
  });
});

describe("a GSP's plan area boundary", () => {
  const polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [-120.5, 37],
        [-120, 37],
        [-120, 37.2],
        [-120.5, 37],
      ],
    ],
  };
  const geojson = (content: unknown, name = 'plan-area.geojson') =>
    new File([JSON.stringify(content)], name, { type: 'application/geo+json' });

  it('is set from a GeoJSON file, refused with the reason when projected, and removed after a confirmation', async () => {
    let stored: unknown = null;
    const { calls } = stubApi({
      'GET /api/gsps/7': { status: 200, body: gsp },
      'GET /api/changehistory/': noHistory,
      'GET /api/users/': { status: 200, body: [] },
      'GET /api/gspassociations/': { status: 200, body: [] },
      'GET /api/gsps/7/boundary': () =>
        stored
          ? {
              status: 200,
              body: {
                type: 'Feature',
                properties: {
                  gsp: 7,
                  name: gsp.name,
                  polygons: 1,
                  positions: 4,
                  bbox: [-120.5, 37, -120, 37.2],
                },
                geometry: stored,
              },
            }
          : { status: 404, body: { detail: 'This GSP has no boundary.' } },
      'PUT /api/gsps/7/boundary': (call) => {
        stored = call.body;
        return { status: 200, body: { polygons: 1, positions: 4, bbox: [-120.5, 37, -120, 37.2] } };
      },
      'DELETE /api/gsps/7/boundary': () => {
        stored = null;
        return { status: 204 };
      },
    });
    show('/admingsps/7');
    const section = await screen.findByRole('region', { name: 'Plan Area Boundary' });
    expect(await within(section).findByText('This GSP has no boundary.')).toBeInTheDocument();

    const input = within(section).getByLabelText('GeoJSON file of the plan area boundary');
    const projected = {
      ...polygon,
      coordinates: [
        [
          [-30000, -150000],
          [-20000, -150000],
          [-20000, -140000],
          [-30000, -150000],
        ],
      ],
    };
    await userEvent.upload(input, geojson(projected));
    expect(
      await within(section).findByText(
        /The boundary was not saved\. The coordinates are not longitudes and latitudes/,
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.upload(input, geojson({ type: 'Feature', properties: {}, geometry: polygon }));
    expect(await within(section).findByText('The boundary was saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(polygon);
    expect(await within(section).findByText('One polygon of 4 positions.')).toBeInTheDocument();
    expect(
      within(section).getByText('Extent: longitude -120.5000 to -120.0000, latitude 37.0000 to 37.2000.'),
    ).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Remove Boundary' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove the boundary of Kaweah GSP\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Boundary' }));
    expect(await within(section).findByText('The boundary was removed.')).toBeInTheDocument();
    expect(await within(section).findByText('This GSP has no boundary.')).toBeInTheDocument();
  });
});

describe('/adminwateryears', () => {
  const year = {
    id: 3,
    water_year: 2025,
    water_year_start: '2024-10-01',
    water_year_end: '2025-09-30',
    water_year_start_lbl: 'October 1, 2024',
    water_year_end_lbl: 'September 30, 2025',
    import_start: '2024-10-01',
    import_end: '2025-09-30',
    is_active: true,
    year_type: 'Dry',
  };

  it("lists the years with the spec's texts and asks before deleting one", async () => {
    const { calls } = stubApi({
      'GET /api/wateryears/': { status: 200, body: [year] },
      'DELETE /api/wateryears/3': { status: 204 },
    });
    show('/adminwateryears');
    const table = await screen.findByRole('table', { name: 'Manage Water Year' });
    // the year's start, and the import window's, which follows it, in one date format
    expect(await within(table).findAllByText('October 1, 2024')).toHaveLength(2);
    expect(screen.getByPlaceholderText('Filter Water Year')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Water Year' })).toHaveAttribute(
      'href',
      '/adminwateryears/new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete water year 2025' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you wish to delete 2025?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Water Year' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("says 'No Water Years Found' when there are none", async () => {
    stubApi({ 'GET /api/wateryears/': { status: 200, body: [] } });
    show('/adminwateryears');
    expect(await screen.findByText('No Water Years Found')).toBeInTheDocument();
  });

  it('creates a year: Is Active disabled, dates filled from the year, year types from OPTIONS', async () => {
    const { calls } = stubApi({
      'OPTIONS /api/wateryears/': {
        status: 200,
        body: {
          actions: {
            POST: {
              year_type: {
                type: 'choice',
                label: 'Year Type',
                choices: ['Wet', 'Above Normal', 'Below Normal', 'Dry', 'Critical'].map((value) => ({
                  value,
                  display_name: value,
                })),
              },
            },
          },
        },
      },
      'POST /api/wateryears/': { status: 201, body: { ...year, id: 9, water_year: 2027, is_active: false } },
      'GET /api/wateryears/9': { status: 200, body: { ...year, id: 9, water_year: 2027, is_active: false } },
      'GET /api/changehistory/': noHistory,
    });
    show('/adminwateryears/new');
    expect(screen.getByRole('checkbox', { name: 'Is Active' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);

    await userEvent.type(screen.getByLabelText(/Water Year \*/), '2027');
    expect(screen.getByLabelText(/Water Year Start/)).toHaveValue('2026-10-01');
    expect(screen.getByLabelText(/Water Year End/)).toHaveValue('2027-09-30');
    await userEvent.click(screen.getByLabelText('Year Type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Critical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the new record opens as an existing one, saying it was saved
    expect(await screen.findByRole('heading', { name: 'Edit Water Year' })).toBeInTheDocument();
    expect(await screen.findByText('The water year was saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      water_year: '2027',
      water_year_start: '2026-10-01',
      water_year_end: '2027-09-30',
      import_start: '',
      import_end: '',
      is_active: false,
      year_type: 'Critical',
    });
    expect(await screen.findByRole('heading', { name: 'Edit Water Year' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Is Active' })).toBeEnabled();
  });
});

describe('/adminwateryears/{id}', () => {
  it('makes a year active and leaves an import window it did not touch to follow the year', async () => {
    const stored = {
      id: 4,
      water_year: 2026,
      water_year_start: '2025-10-01',
      water_year_end: '2026-09-30',
      water_year_start_lbl: 'October 1, 2025',
      water_year_end_lbl: 'September 30, 2026',
      import_start: '2025-10-01',
      import_end: '2026-09-30',
      is_active: false,
      year_type: null,
    };
    const { calls } = stubApi({
      'GET /api/wateryears/4': { status: 200, body: stored },
      'PATCH /api/wateryears/4': { status: 200, body: { ...stored, is_active: true } },
      'GET /api/changehistory/': noHistory,
    });
    show('/adminwateryears/4');
    expect(await screen.findByLabelText(/Import Start/)).toHaveValue('2025-10-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Is Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the new record opens as an existing one, saying it was saved
    expect(await screen.findByRole('heading', { name: 'Edit Water Year' })).toBeInTheDocument();
    expect(await screen.findByText('The water year was saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      water_year: '2026',
      water_year_start: '2025-10-01',
      water_year_end: '2026-09-30',
      is_active: true,
      year_type: '',
    });
  });
});

describe('a signed-in user who is not an administrator', () => {
  it('is sent to /dashboard', async () => {
    signInAs(buildUser({ role: 'GSP Representative' }));
    stubApi({});
    show('/admingsps');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});
