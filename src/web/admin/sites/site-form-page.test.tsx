import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { siteRegistryRoutes } from './site-registry-routes';

// a site form holds up to 70 MUI fields: jsdom renders and types into them slowly on a busy machine
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../components/location-picker/location-picker', () => import('./location-picker-test-double'));

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const show = (path: string) =>
  renderRoutes([...siteRegistryRoutes, { path: '*', element: <CurrentPath /> }], path);
/** Back on the registry's list after a save. */
const listShown = (title: string) => screen.findByRole('heading', { name: title }, { timeout: 15_000 });

/** The form shows once the site, its choices and its references have loaded. */
const formReady = () => screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });

const choices = (...values: string[]) => values.map((value) => ({ value, display_name: value }));
const OPTIONS = {
  wellsites: {
    well_use: { type: 'choice', label: 'Well Use', choices: choices('Observation', 'Irrigation') },
  },
  streamsites: { meas_type: { type: 'choice', label: 'Measurement Type', choices: choices('Stage') } },
  swgwsites: { monitor_type: { type: 'choice', label: 'Monitor Type', choices: choices('Stream Gage') } },
};
const options = (path: keyof typeof OPTIONS) => ({ status: 200, body: { actions: { POST: OPTIONS[path] } } });

const REFERENCES = {
  'GET /api/agencys/': {
    status: 200,
    body: [
      { id: 3, name: 'Kings River Conservation District' },
      { id: 2, name: 'Fresno Irrigation District' },
    ],
  },
  'GET /api/gsas/': { status: 200, body: [{ id: 4, name: 'North Kings GSA' }] },
  'GET /api/gsps/': { status: 200, body: [{ id: 5, name: 'North Kings GSP' }] },
  'GET /api/wellsites/': {
    status: 200,
    body: [
      { id: 21, dms_site_id: 'MW-12', latitude: 36.71, longitude: -119.81 },
      { id: 20, dms_site_id: 'MW-02', latitude: 36.72, longitude: -119.82 },
    ],
  },
  'GET /api/streamsites/': {
    status: 200,
    body: [{ id: 31, dms_site_id: 'ST-7', latitude: 36.8122, longitude: -119.3868 }],
  },
  'GET /api/changehistory/': { status: 200, body: { count: 0, results: [] } },
};

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const saved = (call: FakeCall): FakeAnswer => ({ status: 201, body: { id: 99, ...(call.body as object) } });

describe('the well site form', () => {
  it("refuses to save without a DMS Site ID, with 'Field is required' under the field, on submit only", async () => {
    const { calls } = stubApi({ ...REFERENCES, 'OPTIONS /api/wellsites/': options('wellsites') });
    const user = userEvent.setup({ delay: null });
    show('/adminwellsites/new');
    expect(await screen.findByRole('heading', { name: 'New Well Site' })).toBeInTheDocument();
    await formReady();
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dmsSiteId = screen.getByRole('textbox', { name: /DMS Site ID/ });
    await waitFor(() => expect(dmsSiteId).toHaveAccessibleDescription('Field is required'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('fills latitude and longitude from the dragged marker, and saves the point as [longitude, latitude]', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const { calls } = stubApi({
      ...REFERENCES,
      'OPTIONS /api/wellsites/': options('wellsites'),
      'POST /api/wellsites/': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    show('/adminwellsites/new');
    await user.type(await screen.findByRole('textbox', { name: /DMS Site ID/ }), 'MW-40');
    const location = screen.getByRole('region', { name: 'Location of the new well site' });
    expect(within(location).getByText('Marker not placed')).toBeInTheDocument();
    await user.click(within(location).getByRole('button', { name: 'Drag the marker' }));
    expect(screen.getByRole('textbox', { name: /Latitude/ })).toHaveValue('36.801234');
    expect(screen.getByRole('textbox', { name: /Longitude/ })).toHaveValue('-119.712345');
    await user.click(screen.getByRole('combobox', { name: 'Well Use' }));
    await user.click(screen.getByRole('option', { name: 'Observation' }));
    await user.click(screen.getByRole('checkbox', { name: 'Water Level Monitoring' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Saving Please Wait ...' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      dms_site_id: 'MW-40',
      latitude: 36.801234,
      longitude: -119.712345,
      geometry: { type: 'Point', coordinates: [-119.712345, 36.801234] },
      well_use: 'Observation',
      wl_monitoring: true,
      source_gsp_id: null,
    });
    answer(saved(post));
    expect(await listShown('Manage Well Monitoring Sites')).toBeInTheDocument();
  });

  it('takes only a minus, digits and one point in latitude and numbers, and moves the marker to two typed coordinates', async () => {
    stubApi({ ...REFERENCES, 'OPTIONS /api/wellsites/': options('wellsites') });
    const user = userEvent.setup({ delay: null });
    show('/adminwellsites/new');
    const latitude = await screen.findByRole('textbox', { name: /Latitude/ });
    await user.type(latitude, '3a6.7.5');
    expect(latitude).toHaveValue('36.75');
    const depth = screen.getByRole('textbox', { name: 'Total Well Depth (ft)' });
    await user.type(depth, '-1x20');
    expect(depth).toHaveValue('-120');
    expect(screen.getByText('Marker not placed')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Longitude/ }), '-119.5');
    expect(screen.getByText('Marker at 36.75, -119.5')).toBeInTheDocument();
  });

  it("shows 'Please check the following' with the server's message, and the message under its field", async () => {
    stubApi({
      ...REFERENCES,
      'OPTIONS /api/wellsites/': options('wellsites'),
      'POST /api/wellsites/': {
        status: 400,
        body: { dms_site_id: ['A site with this DMS Site ID already exists.'] },
      },
    });
    const user = userEvent.setup({ delay: null });
    show('/adminwellsites/new');
    await user.type(await screen.findByRole('textbox', { name: /DMS Site ID/ }), 'MW-12');
    await user.click(screen.getByRole('button', { name: 'Drag the marker' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please check the following' });
    expect(dialog).toHaveTextContent('DMS Site ID: A site with this DMS Site ID already exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please check the following' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /DMS Site ID/ })).toHaveAccessibleDescription(
      'A site with this DMS Site ID already exists.',
    );
    expect(screen.getByRole('heading', { name: 'New Well Site' })).toBeInTheDocument();
  });

  it('loads an existing site into the form, says who changed it last, and saves it with PATCH', async () => {
    const { calls } = stubApi({
      ...REFERENCES,
      'OPTIONS /api/wellsites/': options('wellsites'),
      'GET /api/wellsites/21': {
        status: 200,
        body: {
          id: 21,
          dms_site_id: 'MW-12',
          latitude: 36.71,
          longitude: -119.81,
          source_gsp_id: 5,
          source_gsp_label: 'North Kings GSP',
          wl_monitoring: true,
          well_use: 'Irrigation',
          total_well_depth: 0,
        },
      },
      'GET /api/changehistory/': {
        status: 200,
        body: {
          count: 1,
          results: [
            {
              id: 1,
              record_type: 'wellsites',
              record_type_label: 'Well Site',
              record_id: 21,
              operation: 'UPDATE',
              changed_by: 7,
              changed_by_name: 'Dana Reyes',
              changed_at: '2026-03-02T17:00:00.000Z',
              changes: [],
            },
          ],
        },
      },
      'PATCH /api/wellsites/21': saved,
    });
    const user = userEvent.setup({ delay: null });
    show('/adminwellsites/21');
    expect(await screen.findByRole('heading', { name: 'Well Site MW-12' })).toBeInTheDocument();
    await formReady();
    expect(document.title).toMatch(/^Well Site MW-12/);
    expect(screen.getByRole('textbox', { name: /DMS Site ID/ })).toHaveValue('MW-12');
    expect(screen.getByRole('combobox', { name: /Source GSP/ })).toHaveTextContent('North Kings GSP');
    expect(screen.getByRole('textbox', { name: 'Total Well Depth (ft)' })).toHaveValue('0');
    expect(screen.getByText('Marker at 36.71, -119.81')).toBeInTheDocument();
    expect(await screen.findByText(/Last changed by Dana Reyes on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await listShown('Manage Well Monitoring Sites')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      dms_site_id: 'MW-12',
      source_gsp_id: 5,
      total_well_depth: 0,
      well_use: 'Irrigation',
    });
  });

  it('says when the site cannot be loaded, and retries', async () => {
    stubApi({
      ...REFERENCES,
      'OPTIONS /api/wellsites/': options('wellsites'),
      'GET /api/wellsites/21': { status: 500, body: {} },
    });
    show('/adminwellsites/21');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(/The site could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the stream site form', () => {
  it("shows the spec's sections and messages: required fields, and an elevation that is no number", async () => {
    const { calls } = stubApi({ ...REFERENCES, 'OPTIONS /api/streamsites/': options('streamsites') });
    const user = userEvent.setup({ delay: null });
    show('/adminstreamsites/new');
    expect(await screen.findByRole('heading', { name: 'New Stream Site' })).toBeInTheDocument();
    await formReady();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Identification',
      'Location and Elevation',
      'Reference Point Information',
      'Plan Information',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Origin Elevation (ft)' }), '12 ft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Origin Elevation (ft)' })).toHaveAccessibleDescription(
        'Value is not valid',
      ),
    );
    for (const name of [/DMS Site ID/, /Local Site ID/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Field is required');
    }
    expect(
      screen.getByText('Field is required', {
        selector: '#' + CSS.escape(describedBy('Site Owner or Operator')),
      }),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('accepts zero as the elevation and saves it as a number', async () => {
    const { calls } = stubApi({
      ...REFERENCES,
      'OPTIONS /api/streamsites/': options('streamsites'),
      'POST /api/streamsites/': saved,
    });
    const user = userEvent.setup({ delay: null });
    show('/adminstreamsites/new');
    await user.type(await screen.findByRole('textbox', { name: /DMS Site ID/ }), 'ST-9');
    await user.type(screen.getByRole('textbox', { name: /Local Site ID/ }), 'Kings River at Piedra');
    await user.click(screen.getByRole('combobox', { name: /Site Owner or Operator/ }));
    const owners = screen.getAllByRole('option').map((option) => option.textContent);
    expect(owners).toEqual(['None', 'Fresno Irrigation District', 'Kings River Conservation District']);
    await user.click(screen.getByRole('option', { name: 'Fresno Irrigation District' }));
    await user.click(screen.getByRole('combobox', { name: /Source GSP/ }));
    await user.click(screen.getByRole('option', { name: 'North Kings GSP' }));
    await user.type(screen.getByRole('textbox', { name: /Latitude/ }), '36.81');
    await user.type(screen.getByRole('textbox', { name: /Longitude/ }), '-119.38');
    await user.type(screen.getByRole('textbox', { name: 'Origin Elevation (ft)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await listShown('Manage Stream Monitoring Sites')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      ground_surface_elev: 0,
      owner_id: 2,
      source_gsp_id: 5,
    });
  });
});

/** The id of the helper text under a select, found through its label. */
function describedBy(label: string) {
  const combobox = screen.getByRole('combobox', { name: new RegExp(label) });
  return combobox.closest('.MuiFormControl-root')!.querySelector('.MuiFormHelperText-root')!.id;
}

describe('the interconnected surface-water site form', () => {
  it("offers the linked sites sorted by DMS site id after a blank choice, and copies the chosen one's coordinates", async () => {
    stubApi({ ...REFERENCES, 'OPTIONS /api/swgwsites/': options('swgwsites') });
    const user = userEvent.setup({ delay: null });
    show('/adminsurfacewatersites/new');
    expect(await screen.findByRole('heading', { name: 'New Interconnected SW Site' })).toBeInTheDocument();
    await formReady();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Identification',
      'Location',
      'Plan Information',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'DMS Shallow GW Well Site ID' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'MW-02',
      'MW-12',
    ]);
    await user.click(screen.getByRole('option', { name: 'MW-12' }));
    expect(screen.getByRole('textbox', { name: /Latitude/ })).toHaveValue('36.71');
    expect(screen.getByRole('textbox', { name: /Longitude/ })).toHaveValue('-119.81');
    expect(screen.getByText('Marker at 36.71, -119.81')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'DMS Stream Site ID' }));
    await user.click(screen.getByRole('option', { name: 'ST-7' }));
    expect(screen.getByRole('textbox', { name: /Latitude/ })).toHaveValue('36.8122');
    expect(screen.getByText('Marker at 36.8122, -119.3868')).toBeInTheDocument();
  });

  it('requires only the DMS Site ID of the spec, besides the location', async () => {
    stubApi({ ...REFERENCES, 'OPTIONS /api/swgwsites/': options('swgwsites') });
    const user = userEvent.setup({ delay: null });
    show('/adminsurfacewatersites/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /DMS Site ID/ })).toHaveAccessibleDescription(
        'Field is required',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Local Site ID/ })).not.toHaveAccessibleDescription();
  });
});

describe('a site form for a user who is not an administrator', () => {
  it('sends them to /dashboard', async () => {
    signInAs(buildUser({ role: 'GSP Representative' }));
    stubApi(REFERENCES);
    show('/adminsubsidencesites/new');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});
