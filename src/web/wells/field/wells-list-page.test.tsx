import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import type { SiteMapProps } from '../../components/site-map/site-map';
import type { OutboxEntry } from '../../offline/outbox';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildQueued, buildWell } from './field-well-factories';
import { wellScreensRoutes } from './well-screens-routes';
import type { FieldWell } from './wells-api';

const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[] }));
// the screens read the outbox's entries given here; nothing is stored or sent
vi.mock(import('../../offline/outbox'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOutbox: () => outbox.entries,
  connectOutbox: () => () => undefined,
}));

// Leaflet needs a real browser: the map shows its sites as a plain list here
vi.mock('../../components/site-map/site-map', () => ({
  SiteMap: ({ sites, label }: SiteMapProps) => (
    <ul aria-label={label}>
      {sites.map((site) => (
        <li key={site.id}>{`${site.dmsSiteId} ${site.colour} ${site.shape} ${site.detailPath}`}</li>
      ))}
    </ul>
  ),
}));

const ADMIN = buildUser({ id: 1, role: 'Administrator' });
const AGENCY = buildUser({ id: 3, role: 'Agency' });
const TABLE = 'Groundwater Wells';

function CurrentPath() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function show(path: string, wells: FieldWell[] | (() => FakeAnswer), user: SessionUser = ADMIN) {
  signInAs(user);
  const api = stubApi({
    'GET /api/auth/me/': { status: 200, body: user },
    'GET /api/wells/': typeof wells === 'function' ? wells : { status: 200, body: wells },
  });
  const view = renderRoutes([...wellScreensRoutes, { path: '*', element: <CurrentPath /> }], path);
  return { ...view, api };
}

const table = () => screen.getByRole('table', { name: TABLE });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const shownWellIds = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);

beforeEach(() => {
  localStorage.clear();
  outbox.entries = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('/wellslist', () => {
  it("shows the breadcrumb, the spec's columns and each well with a view link to its screen", async () => {
    const { api } = show('/wellslist', [buildWell(1), buildWell(2, { agency: 'DWR', well_type: 'MONITOR' })]);

    expect(await screen.findByText('W-001')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText(TABLE),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TABLE, level: 2 })).toBeInTheDocument();
    expect(document.title).toMatch(/^Groundwater Wells \|/);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Actions', 'Well ID', 'Agency', 'Well Type', 'State Well']);
    expect(
      within(bodyRows()[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'W-002', 'DWR', 'MONITOR', '12S15E02A001M']);
    expect(screen.getByRole('link', { name: 'View well W-002' })).toHaveAttribute('href', '/welldetail/2');
    expect(api.calls.some((call) => call.path === '/api/wells/')).toBe(true);
  });

  it("shows 'Loading...' until the wells arrive", async () => {
    let answer!: (value: FakeAnswer) => void;
    signInAs(ADMIN);
    stubApi({
      'GET /api/auth/me/': { status: 200, body: ADMIN },
      'GET /api/wells/': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderRoutes(wellScreensRoutes, '/wellslist');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(answer).toBeDefined());
    answer({ status: 200, body: [buildWell(1)] });
    expect(await screen.findByText('W-001')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('filters on Well ID or State Well, ignoring case, and on nothing else', async () => {
    const user = userEvent.setup();
    show('/wellslist', [
      buildWell(1, { well_id: 'North-7', state_well: '11S14E01A001M' }),
      buildWell(2, { well_id: 'South-3', state_well: '12S15E22B002M', agency: 'North Water District' }),
      buildWell(3, { well_id: 'East-1', state_well: '13S16E10C003M' }),
    ]);
    await screen.findByText('North-7');
    const filter = screen.getByRole('searchbox', { name: 'Filter by Well ID or State Well' });

    await user.type(filter, 'north');
    // South-3's agency says North, which the filter does not read
    expect(shownWellIds()).toEqual(['North-7']);
    await user.clear(filter);
    await user.type(filter, '15e22');
    expect(shownWellIds()).toEqual(['South-3']);
    await user.clear(filter);
    await user.type(filter, 'no such well');
    expect(within(table()).getByText('No wells found')).toBeInTheDocument();
  });

  it('shows at most 30 wells a page, with a pager to the rest', async () => {
    const user = userEvent.setup();
    show(
      '/wellslist',
      Array.from({ length: 31 }, (_, index) => buildWell(index + 1)),
    );
    await screen.findByText('W-001');
    expect(bodyRows()).toHaveLength(30);
    expect(screen.getByText('1–30 of 31')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(shownWellIds()).toEqual(['W-031']);
  });

  it('sorts descending on the first click of a column, ascending on the second', async () => {
    const user = userEvent.setup();
    show('/wellslist', [buildWell(2), buildWell(10), buildWell(1)]);
    await screen.findByText('W-002');
    expect(shownWellIds()).toEqual(['W-002', 'W-010', 'W-001']);
    await user.click(screen.getByRole('button', { name: 'Well ID' }));
    expect(shownWellIds()).toEqual(['W-010', 'W-002', 'W-001']);
    await user.click(screen.getByRole('button', { name: 'Well ID' }));
    expect(shownWellIds()).toEqual(['W-001', 'W-002', 'W-010']);
  });

  it("says 'Error loading Wells' when they cannot be loaded, and Retry loads them", async () => {
    const user = userEvent.setup();
    let calls = 0;
    show('/wellslist', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { detail: 'Server error' } }
        : { status: 200, body: [buildWell(4)] };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Wells');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('W-004')).toBeInTheDocument();
    expect(screen.queryByText('Error loading Wells')).not.toBeInTheDocument();
  });

  it("says 'No wells found' when there are none", async () => {
    show('/wellslist', []);
    expect(await screen.findByText('No wells found')).toBeInTheDocument();
  });

  it("offers 'Enter New Well' to administrators and GSP Representatives, not to Agency users", async () => {
    const { unmount } = show('/wellslist', [buildWell(1)]);
    await screen.findByText('W-001');
    expect(screen.getByRole('link', { name: 'Enter New Well' })).toHaveAttribute('href', '/wellcreate');
    unmount();

    const rep = show('/wellslist', [buildWell(1)], buildUser({ id: 2, role: 'GSP Representative' }));
    await screen.findByText('W-001');
    expect(screen.getByRole('link', { name: 'Enter New Well' })).toBeInTheDocument();
    rep.unmount();

    show('/wellslist', [buildWell(1)], AGENCY);
    await screen.findByText('W-001');
    expect(screen.queryByRole('link', { name: 'Enter New Well' })).not.toBeInTheDocument();
  });

  it('shows a new well and a change of a well that wait to be sent, marked with their state', async () => {
    outbox.entries = [
      buildQueued({ key: 'new-well', kind: 'wells', body: { well_id: 'FIELD-9', agency: 'DWR' } }),
      buildQueued({
        key: 'changed-well',
        kind: 'wells',
        method: 'PATCH',
        recordId: 1,
        wellId: 1,
        state: 'refused',
        error: 'A well with this Well ID already exists.',
        body: { well_id: 'W-002' },
      }),
    ];
    show('/wellslist', [buildWell(1), buildWell(2)]);
    await screen.findByText('FIELD-9');
    const [newWell, changed] = bodyRows();
    expect(newWell).toHaveTextContent('FIELD-9Pending');
    expect(within(newWell).getByRole('link', { name: 'View well FIELD-9' })).toHaveAttribute(
      'href',
      '/wellcreate?queued=new-well',
    );
    expect(changed).toHaveTextContent('Refused: A well with this Well ID already exists.');
    expect(within(changed).getByRole('link')).toHaveAttribute('href', '/welldetail/1');
  });
});

describe('/wellsmap', () => {
  it('puts the GSP monitoring network wells monitored for level or quality on the map, each leading to its screen', async () => {
    show('/wellsmap', [
      buildWell(1, { monitor_site_type: 'Representative' }),
      buildWell(2),
      buildWell(3, { wl_monitoring: false, wq_monitoring: true }),
      buildWell(4, { gsp_mon_network: false }),
      buildWell(5, { wl_monitoring: false, wq_monitoring: false }),
    ]);
    const map = await screen.findByRole('list', { name: 'Groundwater Wells map' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'W-001 red circle /welldetail/1',
      'W-002 orange square /welldetail/2',
      'W-003 green circle /welldetail/3',
    ]);
    expect(document.title).toMatch(/^Groundwater Wells Map \|/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('switches between map and table by address, keeping the filter', async () => {
    const user = userEvent.setup();
    show('/wellslist', [buildWell(1), buildWell(2)]);
    await screen.findByText('W-001');
    await user.type(screen.getByRole('searchbox', { name: 'Filter by Well ID or State Well' }), 'W-002');

    await user.click(
      within(screen.getByRole('group', { name: 'Select View' })).getByRole('button', { name: 'Map' }),
    );
    const map = await screen.findByRole('list', { name: 'Groundwater Wells map' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['W-002 orange square /welldetail/2']);
    expect(screen.getByRole('searchbox', { name: 'Filter by Well ID or State Well' })).toHaveValue('W-002');

    await user.click(
      within(screen.getByRole('group', { name: 'Select View' })).getByRole('button', { name: 'Table' }),
    );
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument();
    expect(shownWellIds()).toEqual(['W-002']);
  });

  it('says so when no well is in the GSP monitoring network', async () => {
    show('/wellsmap', [buildWell(1, { gsp_mon_network: false })]);
    expect(
      await screen.findByText('No wells of the GSP monitoring network to show on the map'),
    ).toBeInTheDocument();
  });

  it("says 'Error loading Wells' with a Retry on the map too", async () => {
    show('/wellsmap', () => ({ status: 500, body: { detail: 'Server error' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Wells');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
