import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../offline/outbox';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import {
  buildMaintenance,
  buildPumpTest,
  buildQueued,
  buildVolumePump,
  buildWell,
} from './field-well-factories';
import { wellScreensRoutes } from './well-screens-routes';
import type { FieldWell, WellEntryRecord } from './wells-api';

const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[] }));
// the screens read the outbox's entries given here; nothing is stored or sent
vi.mock(import('../../offline/outbox'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOutbox: () => outbox.entries,
  connectOutbox: () => () => undefined,
}));
// ECharts cannot draw in jsdom: the chart shows its accessible name
vi.mock(
  '../../components/hydrograph/hydrograph',
  () => import('../../monitoring/details/hydrograph-test-double'),
);

const ADMIN = buildUser({ id: 1, role: 'Administrator' });
const WELL = buildWell(5, {
  well_id: 'CHOW-5',
  state_well: '10S16E05A001M',
  agency: 'Chowchilla Water District',
  well_type: 'SUBMERSE AG',
  wq_monitoring: true,
  monitor_site_type: 'Representative',
  well_notes: 'Pump replaced in 2019',
});

/** The worked example of issue 15: 1,000 GPM, static 100 ft, pumping 150 ft, 20 psi, 50 kW input. */
const WORKED_EXAMPLE = {
  test_date: '2021-06-01',
  flow_rate: 1000,
  static_water_level: 100,
  pumping_water_level: 150,
  discharge_pressure: 20,
  kilowatt_input: 50,
};
const TESTS = [
  buildPumpTest(1, WELL, WORKED_EXAMPLE),
  buildPumpTest(2, WELL, { ...WORKED_EXAMPLE, test_date: '2023-06-01', flow_rate: 850 }),
  // no input power: no efficiency, input horsepower or kWh
  buildPumpTest(3, WELL, {
    test_date: '2024-06-01',
    flow_rate: 800,
    static_water_level: 110,
    pumping_water_level: 160,
    discharge_pressure: 20,
  }),
];

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer);

function show(
  {
    well = WELL,
    tests = TESTS,
    maintenance = [buildMaintenance(7, WELL)],
    volume = [buildVolumePump(9, WELL)],
  }: {
    well?: FieldWell | Handler;
    tests?: WellEntryRecord[];
    maintenance?: WellEntryRecord[];
    volume?: WellEntryRecord[];
  } = {},
  path = '/welldetail/5',
) {
  signInAs(ADMIN);
  const api = stubApi({
    'GET /api/auth/me/': { status: 200, body: ADMIN },
    'GET /api/wells/5': 'id' in well ? { status: 200, body: well } : well,
    'GET /api/pumptests/': { status: 200, body: tests },
    'GET /api/maintenancelog/': { status: 200, body: maintenance },
    'GET /api/wellvolumepumps/': { status: 200, body: volume },
  });
  return { ...renderRoutes(wellScreensRoutes, path), api };
}

/** The screen once the well and all three sub-tables have arrived. */
async function loaded() {
  await screen.findByRole('heading', { name: 'Well CHOW-5', level: 2 });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
}

const subTable = (title: string) => screen.getByRole('table', { name: title });
const headers = (title: string) =>
  within(subTable(title))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const rowsOf = (title: string) => within(subTable(title)).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The text of one column of a sub-table, top to bottom. */
function column(title: string, header: string) {
  const index = headers(title).indexOf(header);
  expect(index).toBeGreaterThanOrEqual(0);
  return rowsOf(title).map((row) => within(row).getAllByRole('cell')[index]);
}

beforeEach(() => {
  localStorage.clear();
  outbox.entries = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('/welldetail/{id}', () => {
  it("shows the well's record with its labels, its GSP by name, and who changed it last", async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Well CHOW-5', level: 2 })).toBeInTheDocument();
    expect(document.title).toMatch(/^Well CHOW-5 \|/);
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Groundwater Wells' })).toHaveAttribute(
      'href',
      '/wellslist',
    );
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Well ID')).toBe('CHOW-5');
    expect(value('State Well Number')).toBe('10S16E05A001M');
    expect(value('Agency')).toBe('Chowchilla Water District');
    expect(value('Well Type')).toBe('SUBMERSE AG');
    expect(value('GSP')).toBe('Chowchilla Subbasin GSP');
    expect(value('Water Quality Monitoring')).toBe('Yes');
    expect(value('Monitor Site Type')).toBe('Representative');
    expect(value('Notes')).toBe('Pump replaced in 2019');
    expect(screen.getByText('Last changed by Alex Admin on 03/05/2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit well' })).toHaveAttribute('href', '/wellcreate?id=5');
  });

  it("asks for this well's entries of each kind", async () => {
    const { api } = show();
    await loaded();
    const urls = api.calls.map((call) => call.path);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/wells/5',
        '/api/pumptests/',
        '/api/maintenancelog/',
        '/api/wellvolumepumps/',
      ]),
    );
    const fetchStub = vi.mocked(fetch);
    const asked = fetchStub.mock.calls.map(([input]) => String(input));
    for (const collection of ['pumptests', 'maintenancelog', 'wellvolumepumps']) {
      expect(asked).toContain(`/api/${collection}/?well=5&limit=6000`);
    }
  });

  it("shows the three sub-tables with the spec's columns, units in the headers, and a View/Edit link per row", async () => {
    show();
    await loaded();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Well Volume Pumps',
      'Maintenance',
      'Test Pumps',
    ]);
    expect(headers('Well Volume Pumps')).toEqual([
      'Actions',
      'ID',
      'Start Date',
      'End Date',
      'Calculation Type',
      'Collected By',
      'Starting Flow Meter',
      'kWh',
      'Hours',
      'Volume Pumped (AF)',
      'Additional Calculation Parameters',
      'Notes',
      'New Utility Meter',
    ]);
    expect(headers('Maintenance')).toEqual(['Actions', 'ID', 'Date', 'Performed By', 'Description']);
    expect(headers('Test Pumps')).toEqual([
      'Actions',
      'ID',
      'Date',
      'Tested By',
      'Flow Rate (GPM)',
      'Flow Rate (CFS)',
      'AF per Day',
      'Static Water Level (ft)',
      'Pumping Water Level (ft)',
      'Discharge Level Above Pipe (ft)',
      'Total Dynamic Head (ft)',
      'Motor Horsepower (HP)',
      'Water Horsepower (HP)',
      'Horsepower Input (HP, worked out)',
      'Kilowatt Hour Input (kWh per hour)',
      'Specific Capacity (GPM/ft)',
      'Efficiency (%)',
    ]);
    expect(cellTexts(rowsOf('Maintenance')[0])).toEqual([
      'View/Edit',
      'CHOW-5-007',
      '02/01/2024',
      'Valley Pump Co.',
      'Replaced the column pipe',
    ]);
    expect(cellTexts(rowsOf('Well Volume Pumps')[0]).slice(1, 5)).toEqual([
      'CHOW-5-009',
      '01/01/2024',
      '01/31/2024',
      'monthly',
    ]);
    expect(screen.getByRole('link', { name: 'View/Edit CHOW-5-001' })).toHaveAttribute(
      'href',
      '/pumptestform?id=1',
    );
    expect(screen.getByRole('link', { name: 'View/Edit CHOW-5-007' })).toHaveAttribute(
      'href',
      '/maintenanceform?id=7',
    );
    expect(screen.getByRole('link', { name: 'View/Edit CHOW-5-009' })).toHaveAttribute(
      'href',
      '/watervolume?id=9',
    );
  });

  it("shows a pump test's worked-out values rounded to their places, and a blank one with its reason", async () => {
    show();
    await loaded();
    // newest first: the 2021 test is the last of three
    expect(column('Test Pumps', 'Date').map((date) => date.textContent)).toEqual([
      '06/01/2024',
      '06/01/2023',
      '06/01/2021',
    ]);
    const oldest = rowsOf('Test Pumps')[2];
    const cell = (header: string) =>
      within(oldest).getAllByRole('cell')[headers('Test Pumps').indexOf(header)];
    expect(cell('Flow Rate (CFS)')).toHaveTextContent('2.228');
    expect(cell('AF per Day')).toHaveTextContent('4.42');
    expect(cell('Total Dynamic Head (ft)')).toHaveTextContent('196.2');
    expect(cell('Water Horsepower (HP)')).toHaveTextContent('49.5');
    expect(cell('Horsepower Input (HP, worked out)')).toHaveTextContent('67.0');
    expect(cell('Specific Capacity (GPM/ft)')).toHaveTextContent('20.0');
    expect(cell('Efficiency (%)')).toHaveTextContent('73.9');

    // the newest test has no input power: its efficiency is blank, and says why to whoever asks
    const efficiency = column('Test Pumps', 'Efficiency (%)')[0];
    expect(efficiency).toHaveTextContent('Needs an input power (kW) or horsepower input.');
    expect(efficiency.querySelector('[title]')).toHaveAttribute(
      'title',
      'Needs an input power (kW) or horsepower input.',
    );
    // and no Infinity or NaN anywhere
    expect(subTable('Test Pumps').textContent).not.toMatch(/Infinity|NaN/);
  });

  it('shows the entry just saved on its page, selected, marked and announced, the table newest first', async () => {
    // twelve monthly entries of 2024 and the saved one, the oldest: newest first it is the 13th row
    const maintenance = [
      buildMaintenance(101, WELL, { date: '2023-05-01', description: 'Pulled the pump' }),
      ...Array.from({ length: 12 }, (_, month) =>
        buildMaintenance(month + 1, WELL, { date: `2024-${String(month + 1).padStart(2, '0')}-15` }),
      ),
    ];
    const { router } = show({ maintenance });
    await loaded();
    expect(column('Maintenance', 'Date')[0]).toHaveTextContent('12/15/2024');

    await router.navigate('/welldetail/5', {
      state: { savedEntry: { kind: 'maintenancelog', key: 'saved-key', recordId: 101 } },
    });
    await loaded();
    const status = await screen.findByText(
      "The maintenance entry you just saved is marked 'Just saved' in Maintenance.",
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    const rows = rowsOf('Maintenance');
    expect(rows).toHaveLength(3);
    const saved = rows.find((row) => row.textContent?.includes('Pulled the pump'))!;
    expect(saved).toHaveClass('Mui-selected');
    expect(within(saved).getByText('Just saved')).toBeInTheDocument();
    expect(within(subTable('Test Pumps')).queryByText('Just saved')).not.toBeInTheDocument();
    // two renders of the whole screen: slow on a busy machine
  }, 20_000);

  it('clears the entry just saved from the history entry once shown, so a reload does not mark it again', async () => {
    const maintenance = [buildMaintenance(101, WELL, { description: 'Pulled the pump' })];
    const { router } = show({ maintenance });
    await loaded();

    await router.navigate('/welldetail/5', {
      state: { savedEntry: { kind: 'maintenancelog', key: 'saved-key', recordId: 101 } },
    });
    await loaded();
    // the history entry no longer carries it, while this view keeps it marked and announced
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/welldetail/5');
    expect(within(rowsOf('Maintenance')[0]!).getByText('Just saved')).toBeInTheDocument();
    expect(
      screen.getByText("The maintenance entry you just saved is marked 'Just saved' in Maintenance."),
    ).toBeInTheDocument();
  }, 20_000);

  it('flags an efficiency above 100% as a likely entry error', async () => {
    show({ tests: [buildPumpTest(1, WELL, { ...WORKED_EXAMPLE, kilowatt_input: 20 })] });
    await loaded();
    expect(column('Test Pumps', 'Efficiency (%)')[0]).toHaveTextContent(
      /184\.8.*An efficiency above 100% is not possible/,
    );
  });

  it('offers Add on each sub-table to those who may enter data, linking to the form of a new entry of the well', async () => {
    show();
    await loaded();
    expect(screen.getByRole('link', { name: 'Add pump test' })).toHaveAttribute(
      'href',
      '/pumptestform?well=5',
    );
    expect(screen.getByRole('link', { name: 'Add maintenance entry' })).toHaveAttribute(
      'href',
      '/maintenanceform?well=5',
    );
    expect(screen.getByRole('link', { name: 'Add volume pumping entry' })).toHaveAttribute(
      'href',
      '/watervolume?well=5',
    );
  });

  it('offers neither Add nor Edit well to a user who may not enter data for the well', async () => {
    show({ well: { ...WELL, can_edit: false } });
    await loaded();
    expect(screen.queryByRole('link', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit well' })).not.toBeInTheDocument();
    // reading stays open to them
    expect(screen.getByRole('link', { name: 'View/Edit CHOW-5-001' })).toBeInTheDocument();
  });

  it('says so in each sub-table that has no entries, and draws no chart', async () => {
    show({ tests: [], maintenance: [], volume: [] });
    await loaded();
    expect(within(subTable('Well Volume Pumps')).getByText('No volume pumping entries')).toBeInTheDocument();
    expect(within(subTable('Maintenance')).getByText('No maintenance entries')).toBeInTheDocument();
    expect(within(subTable('Test Pumps')).getByText('No pump tests')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Graph Type' })).not.toBeInTheDocument();
  });

  it("shows this well's entries waiting to be sent in their sub-tables, marked with their state and linked to their form", async () => {
    outbox.entries = [
      buildQueued({
        key: 'test-pending',
        kind: 'pumptests',
        wellId: 5,
        createdAt: '2024-07-02T08:00:00.000Z',
        body: {
          well: 5,
          test_date: '2024-07-01',
          tested_by: 'Field crew',
          flow_rate: 1000,
          pumping_water_level: 150,
          static_water_level: 100,
        },
      }),
      buildQueued({
        key: 'test-refused',
        kind: 'pumptests',
        wellId: 5,
        state: 'refused',
        error: 'You can only enter data for wells of a GSP you represent.',
        createdAt: '2024-07-01T08:00:00.000Z',
        body: { well: 5, test_date: '2024-06-30' },
      }),
      buildQueued({
        key: 'log-failed',
        kind: 'maintenancelog',
        wellId: 5,
        state: 'failed',
        error: 'The server could not be reached.',
        body: { well: 5, date: '2024-07-03', performedby: 'Field crew', description: 'Greased the motor' },
      }),
      buildQueued({
        key: 'volume-sending',
        kind: 'wellvolumepumps',
        wellId: 5,
        state: 'sending',
        body: { well: 5, startdate: '2024-06-01', enddate: '2024-06-30', calculationtype: 'monthly' },
      }),
      // another well's entry is not shown here
      buildQueued({
        key: 'other-well',
        kind: 'maintenancelog',
        wellId: 6,
        body: { well: 6, date: '2024-07-04' },
      }),
    ];
    show();
    await loaded();

    const [pending, refused, ...storedTests] = rowsOf('Test Pumps');
    expect(storedTests).toHaveLength(3);
    expect(pending).toHaveTextContent('Pending');
    // worked out on the device until the server stores it
    expect(cellTexts(pending).slice(2, 5)).toEqual(['07/01/2024', 'Field crew', '1,000']);
    expect(
      within(pending).getByRole('link', { name: 'View the pump test of 07/01/2024 not yet sent' }),
    ).toHaveAttribute('href', '/pumptestform?queued=test-pending');
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('You can only enter data for wells of a GSP you represent.');
    expect(
      within(refused).getByRole('link', { name: 'Fix the pump test of 06/30/2024 not yet sent' }),
    ).toHaveAttribute('href', '/pumptestform?queued=test-refused');

    const [failed, storedLog] = rowsOf('Maintenance');
    expect(rowsOf('Maintenance')).toHaveLength(2);
    expect(failed).toHaveTextContent('Not sent');
    expect(failed).toHaveTextContent('The server could not be reached.');
    expect(failed).toHaveTextContent('Greased the motor');
    expect(within(failed).getByRole('link', { name: /^Fix/ })).toHaveAttribute(
      'href',
      '/maintenanceform?queued=log-failed',
    );
    expect(storedLog).toHaveTextContent('CHOW-5-007');

    expect(rowsOf('Well Volume Pumps')[0]).toHaveTextContent('Sending');
  });

  it('shows a change of a stored entry waiting to be sent over that entry, once', async () => {
    outbox.entries = [
      buildQueued({
        key: 'log-change',
        kind: 'maintenancelog',
        method: 'PATCH',
        recordId: 7,
        wellId: 5,
        body: { description: 'Replaced the column pipe and the bowls' },
      }),
    ];
    show();
    await loaded();
    expect(rowsOf('Maintenance')).toHaveLength(1);
    const [row] = rowsOf('Maintenance');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('CHOW-5-007');
    expect(row).toHaveTextContent('Replaced the column pipe and the bowls');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/maintenanceform?queued=log-change');
  });

  it('charts Efficiency over the test dates first, and the series chosen from the graph types', async () => {
    const user = userEvent.setup();
    show();
    const graphType = await screen.findByRole('combobox', { name: 'Graph Type' });
    expect(
      within(graphType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Flow Rate',
      'Flow Rate (CFS)',
      'AF/Day',
      'Static Water Level',
      'Pumping Water Level',
      'Discharge Level Above Pipe',
      'TDH',
      'Horsepower',
      'Water Horsepower',
      'Horsepower Input',
      'Kilowatt Hour Input',
      'Specific Capacity',
      'Efficiency',
    ]);
    expect(graphType).toHaveValue('efficiency');
    // the third test has no efficiency: two dates
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Efficiency (%) of the pump tests of well CHOW-5, 2 test dates: 73.9 on 06/01/2021 to 62.8 on 06/01/2023. Every value is in the Test Pumps table.',
    );

    await user.selectOptions(graphType, 'Flow Rate');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Flow Rate (GPM) of the pump tests of well CHOW-5, 3 test dates: 1000 on 06/01/2021 to 800 on 06/01/2024. Every value is in the Test Pumps table.',
    );
    // from 0 to the rounded-up maximum
    expect(screen.getByRole('img')).toHaveAttribute('data-min', '0');
    expect(screen.getByRole('img')).toHaveAttribute('data-max', '1000');
  });

  it('starts on Flow Rate when no test of the well has an efficiency', async () => {
    show({ tests: [TESTS[2]] });
    expect(await screen.findByRole('combobox', { name: 'Graph Type' })).toHaveValue('flow_rate');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /^Flow Rate \(GPM\) of the pump tests of well CHOW-5, 1 test date: 800 on 06\/01\/2024/,
    );
  });

  it("says when no test has the chosen series' value", async () => {
    const user = userEvent.setup();
    show({ tests: [TESTS[2]] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Graph Type' }), 'Efficiency');
    expect(screen.getByText('No pump test of this well has a value for Efficiency.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the well is not found for an id the server does not know', async () => {
    show({ well: { status: 404, body: { detail: 'Not found.' } } });
    expect(
      await screen.findByText('Well not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Groundwater Wells' })).toHaveAttribute(
      'href',
      '/wellslist',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Error loading Wells' when the well cannot be loaded, and Retry loads it", async () => {
    const user = userEvent.setup();
    let calls = 0;
    show({
      well: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: 'Server error' } } : { status: 200, body: WELL };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Wells');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Well CHOW-5' })).toBeInTheDocument();
  });
});
