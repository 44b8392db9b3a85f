import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../offline/outbox';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import {
  buildMaintenance,
  buildPumpTest,
  buildQueued,
  buildVolumePump,
  buildWell,
} from './field-well-factories';
import { wellScreensRoutes } from './well-screens-routes';

const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[] }));
// the screens read the outbox's entries given here; nothing is stored or sent
vi.mock(import('../../offline/outbox'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOutbox: () => outbox.entries,
  connectOutbox: () => () => undefined,
}));

const ADMIN = buildUser({ id: 1, role: 'Administrator' });
const NORTH = buildWell(1, { well_id: 'NORTH-1' });
const SOUTH = buildWell(2, { well_id: 'SOUTH-2', can_edit: false });

function show(path: string, handlers: Record<string, FakeAnswer>) {
  signInAs(ADMIN);
  stubApi({ 'GET /api/auth/me/': { status: 200, body: ADMIN }, ...handlers });
  return renderRoutes(wellScreensRoutes, path);
}

const requested = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));
const table = (name: string) => screen.getByRole('table', { name });
const headers = (name: string) =>
  within(table(name))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const rows = (name: string) => within(table(name)).getAllByRole('row').slice(1);
const loaded = () => waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());

beforeEach(() => {
  localStorage.clear();
  outbox.entries = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('the entries of one well (?well={id})', () => {
  it("names the well and shows the same table as the well's sub-table, with Add", async () => {
    show('/pumptests?well=1', {
      'GET /api/wells/1': { status: 200, body: NORTH },
      'GET /api/pumptests/': {
        status: 200,
        body: [buildPumpTest(3, NORTH, { test_date: '2024-05-01', flow_rate: 900 })],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pump Tests: NORTH-1', level: 2 })).toBeInTheDocument();
    await loaded();
    expect(document.title).toMatch(/^Pump Tests: NORTH-1 \|/);
    expect(requested()).toContain('/api/pumptests/?well=1&limit=6000');
    expect(headers('Test Pumps').slice(0, 5)).toEqual([
      'Actions',
      'ID',
      'Date',
      'Tested By',
      'Flow Rate (GPM)',
    ]);
    expect(headers('Test Pumps')).not.toContain('Well');
    expect(rows('Test Pumps')[0]).toHaveTextContent('NORTH-1-003');
    expect(screen.getByRole('link', { name: 'Add pump test' })).toHaveAttribute(
      'href',
      '/pumptestform?well=1',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'NORTH-1' })).toHaveAttribute(
      'href',
      '/welldetail/1',
    );
  });

  it('offers no Add on a well the user may not enter data for', async () => {
    show('/maintenancelog?well=2', {
      'GET /api/wells/2': { status: 200, body: SOUTH },
      'GET /api/maintenancelog/': { status: 200, body: [] },
    });
    await screen.findByRole('heading', { name: 'Maintenance Log: SOUTH-2' });
    await loaded();
    expect(within(table('Maintenance')).getByText('No maintenance entries')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('says the well is not found for a well the server does not know', async () => {
    show('/watervolumepumping?well=99', {
      'GET /api/wells/99': { status: 404, body: { detail: 'Not found.' } },
    });
    expect(
      await screen.findByText('There is no such well, or it has been removed.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the entries of every well', () => {
  it('adds a Well column and a filter, and pages past 25 rows', async () => {
    const user = userEvent.setup();
    show('/maintenancelog', {
      'GET /api/maintenancelog/': {
        status: 200,
        body: [
          buildMaintenance(1, NORTH, { description: 'Replaced the motor' }),
          buildMaintenance(2, SOUTH, { description: 'Cleaned the screen' }),
          ...Array.from({ length: 25 }, (_, index) => buildMaintenance(index + 3, SOUTH)),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Maintenance Log', level: 2 })).toBeInTheDocument();
    await loaded();
    expect(requested()).toContain('/api/maintenancelog/?limit=6000');
    expect(headers('Maintenance')).toEqual(['Actions', 'ID', 'Well', 'Date', 'Performed By', 'Description']);
    expect(rows('Maintenance')).toHaveLength(25);
    expect(screen.getByText('1–25 of 27')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter Maintenance Log' }), 'north');
    expect(rows('Maintenance')).toHaveLength(1);
    expect(within(rows('Maintenance')[0]).getAllByRole('cell')[2]).toHaveTextContent('NORTH-1');
    expect(screen.queryByRole('link', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('names the well of an entry waiting to be sent by its Well ID', async () => {
    outbox.entries = [
      buildQueued({
        key: 'volume-1',
        kind: 'wellvolumepumps',
        wellId: 2,
        body: { well: 2, startdate: '2024-06-01', enddate: '2024-06-30', calculationtype: 'monthly' },
      }),
    ];
    show('/watervolumepumping', {
      'GET /api/wellvolumepumps/': { status: 200, body: [buildVolumePump(4, NORTH)] },
      'GET /api/wells/': { status: 200, body: [NORTH, SOUTH] },
    });
    await screen.findByRole('heading', { name: 'Water Volume Pumping', level: 2 });
    await loaded();
    const [queued, stored] = rows('Well Volume Pumps');
    await waitFor(() => expect(within(queued).getAllByRole('cell')[2]).toHaveTextContent('SOUTH-2'));
    expect(queued).toHaveTextContent('Pending');
    expect(within(queued).getByRole('link')).toHaveAttribute('href', '/watervolume?queued=volume-1');
    expect(within(stored).getAllByRole('cell')[2]).toHaveTextContent('NORTH-1');
  });

  it("says 'Error loading' the entries with a Retry", async () => {
    show('/pumptests', { 'GET /api/pumptests/': { status: 500, body: { detail: 'Server error' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Test Pumps');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
