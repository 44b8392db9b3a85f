import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELL_TYPES } from '../../../domain/wells/well-records';
import type { OutboxEntry } from '../../offline/outbox';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeCall } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { wellEntryRoutes } from './well-entry-routes';

// a well form holds a dozen MUI fields and a map: jsdom renders and types into them slowly
vi.setConfig({ testTimeout: 30_000 });

vi.mock(
  '../../components/location-picker/location-picker',
  () => import('../../admin/sites/location-picker-test-double'),
);

const outbox = vi.hoisted(() => ({
  queueEntry: vi.fn(async (input: object) => ({ ...input, key: 'new-key' })),
  editQueuedEntry: vi.fn(async () => undefined),
  discardQueuedEntry: vi.fn(async () => undefined),
  queued: undefined as OutboxEntry | undefined,
}));
vi.mock('../../offline/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../offline/outbox')>()),
  // nothing is kept in IndexedDB or sent: the tests see what the forms hand the outbox
  connectOutbox: () => () => undefined,
  queueEntry: outbox.queueEntry,
  editQueuedEntry: outbox.editQueuedEntry,
  discardQueuedEntry: outbox.discardQueuedEntry,
  useQueuedEntry: (key: string | undefined) => (outbox.queued?.key === key ? outbox.queued : undefined),
  useOutboxRead: () => true,
  useOutbox: () => (outbox.queued ? [outbox.queued] : []),
}));

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const show = (path: string) =>
  renderRoutes([...wellEntryRoutes, { path: '*', element: <CurrentPath /> }], path);

const STORED_WELL = {
  id: 12,
  well_id: 'MAD-IRR-014',
  state_well: '11S17E23N001M',
  agency: 'Madera Irrigation District',
  well_type: 'Irrigation',
  source_gsp_id: 3,
  source_gsp_label: 'Madera Subbasin Joint GSP',
  volumetric_calc_type: 'AF',
  latitude: 36.95,
  longitude: -120.06,
  gsp_mon_network: true,
  wl_monitoring: true,
  wq_monitoring: false,
  monitor_site_type: 'Monitoring',
  well_notes: null,
  can_edit: true,
};

const API = {
  'GET /api/gsps/': {
    status: 200,
    body: [
      { id: 3, name: 'Madera Subbasin Joint GSP' },
      { id: 4, name: 'Chowchilla Subbasin GSP' },
    ],
  },
  'GET /api/wells/': {
    status: 200,
    body: [STORED_WELL, { ...STORED_WELL, id: 13, agency: 'Chowchilla Water District' }],
  },
  'GET /api/wells/12': { status: 200, body: STORED_WELL },
};

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const faultList = async () => {
  const title = await screen.findByText('Please check the following');
  return within(title.parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

async function choose(user: ReturnType<typeof userEvent.setup>, select: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function stubGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

beforeEach(() => {
  signInAs(buildUser({ role: 'Administrator' }));
  outbox.queued = undefined;
  outbox.queueEntry.mockClear();
  outbox.editQueuedEntry.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  stubGeolocation(undefined);
});

describe('Enter New Well', () => {
  it('keeps a new well typed with Enter Latitude/Longitude in the outbox, then shows the wells list', async () => {
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    expect(await screen.findByRole('heading', { name: 'Enter New Well' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Enter New Well \|/));

    await user.type(textbox(/Well ID/), 'MAD-IRR-020');
    await user.type(textbox('State Well Number'), '11S17E24A001M');
    await user.type(screen.getByRole('combobox', { name: 'Agency' }), 'DWR');
    await user.click(screen.getByRole('combobox', { name: 'Well Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      ...WELL_TYPES,
    ]);
    await user.click(screen.getByRole('option', { name: 'SUBMERSE AG' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: /GSP/ }));
    await user.click(await screen.findByRole('option', { name: 'Chowchilla Subbasin GSP' }));
    await choose(user, 'Volumetric Pumping Calculation', 'Hours');

    expect(screen.queryByRole('textbox', { name: /Latitude/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Enter Latitude/Longitude' }));
    expect(screen.queryByRole('region', { name: 'Location of the new well' })).not.toBeInTheDocument();
    await user.type(textbox(/Latitude/), '36.9012');
    await user.type(textbox(/Longitude/), '-120.1234');
    await user.click(screen.getByRole('checkbox', { name: 'GSP Monitoring Network' }));
    await user.click(screen.getByRole('checkbox', { name: 'Water Level Monitoring' }));
    await user.type(textbox('Notes'), 'New irrigation well, 16 in. casing.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Now at /wellslist')).toBeInTheDocument();
    expect(outbox.queueEntry).toHaveBeenCalledWith({
      kind: 'wells',
      method: 'POST',
      body: {
        well_id: 'MAD-IRR-020',
        state_well: '11S17E24A001M',
        agency: 'DWR',
        well_type: 'SUBMERSE AG',
        source_gsp_id: 4,
        volumetric_calc_type: 'Hours',
        latitude: 36.9012,
        longitude: -120.1234,
        gsp_mon_network: true,
        wl_monitoring: true,
        wq_monitoring: false,
        monitor_site_type: null,
        well_notes: 'New irrigation well, 16 in. casing.',
      },
    });
  });

  it('offers the default agencies and those of the loaded wells, and takes any other text', async () => {
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    const agency = await screen.findByRole('combobox', { name: 'Agency' });
    await user.click(agency);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'City of Fresno',
        'Fresno Irrigation District',
        'DWR',
        'Chowchilla Water District',
        'Madera Irrigation District',
      ]),
    );
    await user.type(agency, 'Mad');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Madera Irrigation District',
    ]);
    await user.click(screen.getByRole('option', { name: 'Madera Irrigation District' }));
    expect(agency).toHaveValue('Madera Irrigation District');
  });

  it('shows the map for Click Point on Map and takes the clicked point, with the fields hidden', async () => {
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    const map = await screen.findByRole('region', { name: 'Location of the new well' });
    expect(screen.getByRole('radio', { name: 'Click Point on Map' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Latitude/ })).not.toBeInTheDocument();
    expect(screen.getByText('No location chosen yet.')).toBeInTheDocument();
    await user.click(within(map).getByRole('button', { name: 'Drag the marker' }));
    expect(screen.getByText('Latitude 36.801234, longitude -119.712345.')).toBeInTheDocument();

    await user.type(textbox(/Well ID/), 'MAD-MON-003');
    await choose(user, /GSP/, 'Madera Subbasin Joint GSP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(outbox.queueEntry).toHaveBeenCalledTimes(1));
    expect(outbox.queueEntry.mock.calls[0][0]).toMatchObject({
      body: { well_id: 'MAD-MON-003', source_gsp_id: 3, latitude: 36.801234, longitude: -119.712345 },
    });
  });

  it('fills the location from the device for Current Location (Use GPS), and says so when it is refused', async () => {
    let allow = true;
    stubGeolocation({
      getCurrentPosition: (found, failed) => {
        if (allow) {
          found({
            coords: { latitude: 36.8123456, longitude: -119.7234567, accuracy: 7.6 },
          } as GeolocationPosition);
        } else {
          failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        }
      },
    });
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    await user.click(await screen.findByRole('radio', { name: 'Current Location (Use GPS)' }));
    expect(
      await screen.findByText('Location found: 36.812346, -119.723457 (within 8 m).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Location of the new well' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Latitude/ })).not.toBeInTheDocument();

    allow = false;
    await user.click(screen.getByRole('button', { name: 'Locate Again' }));
    expect(await screen.findByText(/Access to the device’s location was refused/)).toHaveTextContent(
      "Choose 'Click Point on Map' or 'Enter Latitude/Longitude' instead.",
    );
  });

  it('says plainly when the browser cannot tell the location', async () => {
    stubGeolocation(undefined);
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    await user.click(await screen.findByRole('radio', { name: 'Current Location (Use GPS)' }));
    expect(await screen.findByText(/This browser cannot tell the device’s location/)).toBeInTheDocument();
  });

  it('names each field at fault, the hidden location among them, and focuses the first', async () => {
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await faultList()).toEqual([
      'Well ID: Field is required',
      'GSP: Field is required',
      'Latitude: Field is required',
      'Longitude: Field is required',
    ]);
    expect(textbox(/Well ID/)).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Location' })).toHaveAccessibleDescription(
      'Latitude: Field is required Longitude: Field is required',
    );

    await user.type(textbox(/Well ID/), 'MAD-IRR-021');
    await choose(user, /GSP/, 'Madera Subbasin Joint GSP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Current Location (Use GPS)' })).toHaveFocus(),
    );
    expect(outbox.queueEntry).not.toHaveBeenCalled();
  });

  it('offers a GSP Representative only the GSPs they represent', async () => {
    signInAs(
      buildUser({
        role: 'GSP Representative',
        gsp_associations: [{ id: 1, gsp: 4, gsp_label: 'Chowchilla Subbasin GSP', authorized_reporter: 1 }],
      }),
    );
    const { calls } = stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate');
    await user.click(await screen.findByRole('combobox', { name: /GSP/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'Chowchilla Subbasin GSP',
    ]);
    expect(calls.some((call: FakeCall) => call.path === '/api/gsps/')).toBe(false);
  });

  it('tells an Agency user that wells are entered by administrators and GSP Representatives', async () => {
    signInAs(buildUser({ role: 'Agency' }));
    stubApi(API);
    show('/wellcreate');
    expect(
      await screen.findByText('Only administrators and GSP Representatives of a GSP can enter wells.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('a stored well (?id=)', () => {
  it('opens with its values and saves a change as a PATCH through the outbox', async () => {
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate?id=12');
    expect(await screen.findByRole('heading', { name: 'Edit Well MAD-IRR-014' })).toBeInTheDocument();
    expect(textbox(/Well ID/)).toHaveValue('MAD-IRR-014');
    expect(screen.getByRole('combobox', { name: /GSP/ })).toHaveTextContent('Madera Subbasin Joint GSP');
    expect(screen.getByRole('radio', { name: 'Enter Latitude/Longitude' })).toBeChecked();
    expect(textbox(/Latitude/)).toHaveValue('36.95');
    await user.click(screen.getByRole('checkbox', { name: 'Water Quality Monitoring' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.queueEntry).toHaveBeenCalledWith({
      kind: 'wells',
      method: 'PATCH',
      recordId: 12,
      wellId: 12,
      body: expect.objectContaining({
        well_id: 'MAD-IRR-014',
        source_gsp_id: 3,
        latitude: 36.95,
        longitude: -120.06,
        wq_monitoring: true,
        wl_monitoring: true,
      }),
    });
  });

  it('is read-only for a user who may not enter data for it', async () => {
    signInAs(buildUser({ role: 'Agency' }));
    stubApi({ ...API, 'GET /api/wells/12': { status: 200, body: { ...STORED_WELL, can_edit: false } } });
    show('/wellcreate?id=12');
    expect(await screen.findByRole('heading', { name: 'Well MAD-IRR-014' })).toBeInTheDocument();
    expect(textbox(/Well ID/)).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Click Point on Map' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says the well could not be loaded, with a Retry that loads it', async () => {
    let answer = { status: 503, body: { detail: 'Unavailable' } as object };
    stubApi({ ...API, 'GET /api/wells/12': () => answer });
    const user = userEvent.setup({ delay: null });
    show('/wellcreate?id=12');
    expect(await screen.findByText('The well could not be loaded.')).toBeInTheDocument();
    answer = { status: 200, body: STORED_WELL };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit Well MAD-IRR-014' })).toBeInTheDocument();
  });
});

describe('a well not yet sent (?queued=)', () => {
  it('shows the refusal on its field and saves the fix into the outbox', async () => {
    outbox.queued = {
      key: 'w-1',
      kind: 'wells',
      method: 'POST',
      body: { well_id: 'MAD-IRR-014', source_gsp_id: 3, latitude: 36.9, longitude: -120.1 },
      userId: 7,
      state: 'refused',
      attempts: 1,
      error: 'A well with this Well ID already exists.',
      fieldErrors: { well_id: ['A well with this Well ID already exists.'] },
      createdAt: '2024-03-01T10:00:00.000Z',
      updatedAt: '2024-03-01T10:00:05.000Z',
    };
    stubApi(API);
    const user = userEvent.setup({ delay: null });
    show('/wellcreate?queued=w-1');
    const wellId = await screen.findByRole('textbox', { name: /Well ID/ });
    await waitFor(() =>
      expect(wellId).toHaveAccessibleDescription('A well with this Well ID already exists.'),
    );
    await user.clear(wellId);
    await user.type(wellId, 'MAD-IRR-015');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now at /wellslist')).toBeInTheDocument();
    expect(outbox.editQueuedEntry).toHaveBeenCalledWith(
      'w-1',
      expect.objectContaining({ well_id: 'MAD-IRR-015', latitude: 36.9, longitude: -120.1 }),
    );
  });
});
