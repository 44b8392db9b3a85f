import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUMP_TEST_REASONS } from '../../../domain/wells/pump-test-arithmetic';
import type { OutboxEntry } from '../../offline/outbox';
import { buildUser } from '../../testing/factories';
import { stubApi } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { wellEntryRoutes } from './well-entry-routes';

// a form of a dozen MUI fields typed into by user-event is slow in jsdom on a busy machine
vi.setConfig({ testTimeout: 30_000 });

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
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

const show = (path: string) =>
  renderRoutes([...wellEntryRoutes, { path: '*', element: <CurrentPath /> }], path);

const WELL = {
  id: 12,
  well_id: 'MAD-IRR-014',
  agency: 'Madera Irrigation District',
  source_gsp_id: 3,
  source_gsp_label: 'Madera Subbasin Joint GSP',
  latitude: 36.95,
  longitude: -120.06,
  can_edit: true,
};

const wellAnswer = (overrides: Partial<typeof WELL> = {}) => ({
  'GET /api/wells/12': { status: 200, body: { ...WELL, ...overrides } },
});

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

beforeEach(() => {
  signInAs(buildUser({ role: 'Administrator' }));
  outbox.queued = undefined;
  outbox.queueEntry.mockClear();
  outbox.editQueuedEntry.mockClear();
  outbox.discardQueuedEntry.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the pump test form', () => {
  it('works out the issue’s example as the values are typed, read-only and with their units', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/pumptestform?well=12');
    expect(await screen.findByRole('heading', { name: 'Enter Pump Test' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Enter Pump Test \|/));
    expect(screen.getByRole('link', { name: 'MAD-IRR-014' })).toHaveAttribute('href', '/welldetail/12');

    await user.type(textbox('Flow Rate (GPM)'), '1000');
    expect(textbox('AF per Day')).toHaveValue('4.42');
    await user.type(textbox('Static Water Level (ft)'), '100');
    await user.type(textbox('Pumping Water Level (ft)'), '150');
    await user.type(textbox('Discharge Pressure (psi)'), '20');
    await user.type(textbox('Input Power (kW)'), '50');

    const worked = {
      'AF per Day': '4.42',
      'Flow Rate (CFS)': '2.228',
      'Drawdown (ft)': '50.0',
      'Total Dynamic Head (ft)': '196.2',
      'Water Horsepower (HP)': '49.5',
      'Horsepower Input (HP, worked out)': '67.0',
      'Efficiency (%)': '73.9',
      'Specific Capacity (GPM/ft)': '20.0',
      'kW-hr per AF': '271.5',
    };
    for (const [label, value] of Object.entries(worked)) {
      expect(textbox(label)).toHaveValue(value);
      expect(textbox(label)).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a value blank with its reason when its divisor is zero or an input is missing', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/pumptestform?well=12');
    await user.type(await screen.findByRole('textbox', { name: 'Flow Rate (GPM)' }), '800');
    await user.type(textbox('Static Water Level (ft)'), '120');
    await user.type(textbox('Pumping Water Level (ft)'), '120');

    expect(textbox('Specific Capacity (GPM/ft)')).toHaveValue('');
    expect(textbox('Specific Capacity (GPM/ft)')).toHaveAccessibleDescription(PUMP_TEST_REASONS.zeroDrawdown);
    expect(textbox('Efficiency (%)')).toHaveValue('');
    expect(textbox('Efficiency (%)')).toHaveAccessibleDescription(
      PUMP_TEST_REASONS.missing('a discharge pressure'),
    );
    for (const input of screen.getAllByRole('textbox')) {
      expect((input as HTMLInputElement).value).not.toMatch(/Infinity|NaN/);
    }
  });

  it('flags an efficiency above 100% as a likely entry error', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/pumptestform?well=12');
    await user.type(await screen.findByRole('textbox', { name: 'Flow Rate (GPM)' }), '1000');
    await user.type(textbox('Pumping Water Level (ft)'), '150');
    await user.type(textbox('Discharge Pressure (psi)'), '20');
    await user.type(textbox('Input Power (kW)'), '10');

    expect(textbox('Efficiency (%)')).toHaveValue('369.6');
    expect(screen.getByRole('alert')).toHaveTextContent(PUMP_TEST_REASONS.efficiencyTooHigh);
    expect(textbox('Efficiency (%)')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(textbox('Input Power (kW)'));
    await user.type(textbox('Input Power (kW)'), '50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names each field at fault on Save, focuses the first and keeps nothing', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/pumptestform?well=12');
    await user.type(await screen.findByRole('textbox', { name: 'Flow Rate (GPM)' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const faults = await screen.findByText('Please check the following');
    const list = within(faults.parentElement!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(list).toEqual([
      'Date: Field is required',
      'Flow Rate (GPM): Enter a flow rate (gpm) of at least 0.',
    ]);
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveAccessibleDescription('Field is required');
    expect(date).toHaveFocus();
    expect(textbox('Flow Rate (GPM)')).toHaveAccessibleDescription('Enter a flow rate (gpm) of at least 0.');
    expect(outbox.queueEntry).not.toHaveBeenCalled();
  });

  it('keeps a valid test in the outbox with the API’s field names, then shows the well', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/pumptestform?well=12');
    await user.type(await screen.findByLabelText(/^Date/), '2024-06-12');
    await user.type(textbox('Tested By'), 'Pump Check Co.');
    await user.type(textbox('Flow Rate (GPM)'), '1000');
    await user.type(textbox('Static Water Level (ft)'), '100');
    await user.type(textbox('Pumping Water Level (ft)'), '150');
    await user.type(textbox('Discharge Pressure (psi)'), '20');
    await user.type(textbox('Motor Horsepower (HP)'), '75');
    await user.type(textbox('Input Power (kW)'), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.queueEntry).toHaveBeenCalledTimes(1);
    expect(outbox.queueEntry).toHaveBeenCalledWith({
      kind: 'pumptests',
      method: 'POST',
      wellId: 12,
      body: {
        well: 12,
        test_date: '2024-06-12',
        tested_by: 'Pump Check Co.',
        flow_rate: 1000,
        static_water_level: 100,
        pumping_water_level: 150,
        discharge_pressure: 20,
        motor_horsepower: 75,
        horsepower_input: null,
        kilowatt_input: 50,
        pump_test_notes: null,
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks 'Leave page without saving?' before leaving typed values", async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/pumptestform?well=12');
    await user.type(await screen.findByRole('textbox', { name: 'Flow Rate (GPM)' }), '900');
    await user.click(screen.getByRole('link', { name: 'MAD-IRR-014' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave page without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the Page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textbox('Flow Rate (GPM)')).toHaveValue('900');

    await user.click(screen.getByRole('link', { name: 'MAD-IRR-014' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Page' }));
    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.queueEntry).not.toHaveBeenCalled();
  });
});

describe('the maintenance form', () => {
  const STORED = {
    id: 5,
    entry_id: 'MAD-IRR-014-002',
    code: '002',
    well: 12,
    well_label: 'MAD-IRR-014',
    date: '2023-04-03',
    performedby: 'Valley Pump',
    description: 'Repacked the column.',
  };

  it('loads a stored entry and saves a change as a PATCH of it through the outbox', async () => {
    const { calls } = stubApi({
      ...wellAnswer(),
      'GET /api/maintenancelog/5': { status: 200, body: STORED },
    });
    const user = userEvent.setup({ delay: null });
    show('/maintenanceform?id=5');
    expect(
      await screen.findByRole('heading', { name: 'Maintenance Log Entry MAD-IRR-014-002' }),
    ).toBeInTheDocument();
    const description = await screen.findByRole('textbox', { name: /Description/ });
    expect(description).toHaveValue('Repacked the column.');
    await user.clear(description);
    await user.type(description, 'Replaced the bowls.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.queueEntry).toHaveBeenCalledWith({
      kind: 'maintenancelog',
      method: 'PATCH',
      recordId: 5,
      wellId: 12,
      body: { well: 12, date: '2023-04-03', performedby: 'Valley Pump', description: 'Replaced the bowls.' },
    });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the entry read-only to a user who may not enter data for the well', async () => {
    signInAs(buildUser({ role: 'Agency' }));
    stubApi({
      ...wellAnswer({ can_edit: false }),
      'GET /api/maintenancelog/5': { status: 200, body: STORED },
    });
    show('/maintenanceform?id=5');
    const description = await screen.findByRole('textbox', { name: /Description/ });
    expect(description).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Performed By/ })).toBeDisabled();
    expect(screen.getByText(/Only administrators and GSP Representatives/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('names the three required fields of an empty new entry', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/maintenanceform?well=12');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const faults = await screen.findByText('Please check the following');
    expect(
      within(faults.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Date: Field is required',
      'Performed By: Field is required',
      'Description: Field is required',
    ]);
    expect(outbox.queueEntry).not.toHaveBeenCalled();
  });

  it('says so when the entry is not found, and offers Retry when it could not be loaded', async () => {
    let answer = { status: 500, body: { detail: 'Server Error' } as object };
    stubApi({
      'GET /api/maintenancelog/404': { status: 404, body: { detail: 'Not found.' } },
      'GET /api/maintenancelog/5': () => answer,
      ...wellAnswer(),
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = show('/maintenanceform?id=404');
    expect(
      await screen.findByText('This entry was not found. It may have been removed.'),
    ).toBeInTheDocument();
    unmount();

    show('/maintenanceform?id=5');
    expect(await screen.findByText('The record could not be loaded.')).toBeInTheDocument();
    answer = { status: 200, body: STORED };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /Description/ })).toHaveValue('Repacked the column.');
  });
});

describe('the volume pump form', () => {
  it('keeps an entry with its calculation type, new meter flag and figures', async () => {
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/watervolume?well=12');
    expect(await screen.findByRole('heading', { name: 'Enter Volume Pump Entry' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Start Date/), '2024-10-01');
    await user.type(screen.getByLabelText(/^End Date/), '2024-10-31');
    await user.click(screen.getByRole('combobox', { name: /Calculation Type/ }));
    const types = screen.getAllByRole('option').map((option) => option.textContent);
    expect(types).toEqual(['None', 'daily', 'weekly', 'monthly', 'semiannually', 'annually']);
    await user.click(screen.getByRole('option', { name: 'monthly' }));
    await user.click(screen.getByRole('checkbox', { name: 'New Utility Meter' }));
    await user.click(screen.getByRole('combobox', { name: 'Volumetric Calculation' }));
    await user.click(screen.getByRole('option', { name: 'Kw/h' }));
    await user.type(textbox('Collected By'), 'R. Ortiz');
    await user.type(textbox('Starting Flow Meter'), '125400');
    await user.type(textbox('kWh'), '18250.5');
    await user.type(textbox('Hours'), '310');
    await user.type(textbox('Volume Pumped (AF)'), '62.4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.queueEntry).toHaveBeenCalledWith({
      kind: 'wellvolumepumps',
      method: 'POST',
      wellId: 12,
      body: {
        well: 12,
        startdate: '2024-10-01',
        enddate: '2024-10-31',
        calculationtype: 'monthly',
        pgmeter: true,
        volumetric: 'Kw/h',
        collectedby: 'R. Ortiz',
        flowmeter_start: 125400,
        kwh: 18250.5,
        hours: 310,
        volumepumped: 62.4,
        additionalparameters: null,
        wellvolumepumpnotes: null,
      },
    });
  });
});

describe('an entry not yet sent', () => {
  const REFUSED: OutboxEntry = {
    key: 'queued-1',
    kind: 'maintenancelog',
    method: 'POST',
    wellId: 12,
    body: { well: 12, date: '2024-02-30', performedby: 'Valley Pump', description: 'Motor service' },
    userId: 7,
    state: 'refused',
    attempts: 1,
    error: 'Enter a valid date.',
    fieldErrors: { date: ['Enter a valid date.'] },
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-01T10:00:05.000Z',
  };

  it('shows the server’s refusal on the form and its field, and saves the fix into the outbox', async () => {
    outbox.queued = REFUSED;
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/maintenanceform?queued=queued-1');
    expect(
      await screen.findByRole('heading', { name: 'Maintenance Log Entry Not Yet Sent' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('The server refused this entry')).toBeInTheDocument();
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveValue('');
    await waitFor(() => expect(date).toHaveAccessibleDescription('Enter a valid date.'));
    expect(screen.getByRole('textbox', { name: /Performed By/ })).toHaveValue('Valley Pump');

    await user.type(date, '2024-02-28');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.editQueuedEntry).toHaveBeenCalledWith('queued-1', {
      well: 12,
      date: '2024-02-28',
      performedby: 'Valley Pump',
      description: 'Motor service',
    });
  });

  it("discards it only after 'Delete Entry' is confirmed; 'Do Not Delete' keeps it", async () => {
    outbox.queued = { ...REFUSED, state: 'failed', error: 'The server could not be reached.' };
    stubApi(wellAnswer());
    const user = userEvent.setup({ delay: null });
    show('/maintenanceform?queued=queued-1');
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Do Not Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(outbox.discardQueuedEntry).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    expect(await screen.findByText('Now at /welldetail/12')).toBeInTheDocument();
    expect(outbox.discardQueuedEntry).toHaveBeenCalledWith('queued-1');
  });

  it('cannot be changed while it is on its way to the server', async () => {
    outbox.queued = { ...REFUSED, state: 'sending', error: undefined, fieldErrors: undefined };
    stubApi(wellAnswer());
    show('/maintenanceform?queued=queued-1');
    expect(await screen.findByText(/Being sent to the server now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Description/ })).toBeDisabled();
  });
});
