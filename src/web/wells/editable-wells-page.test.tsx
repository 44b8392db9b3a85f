import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/accounts/session-user';
import type { GroundwaterSiteRecord } from '../../domain/wells/groundwater-sites';
import type { SiteMapProps } from '../components/site-map/site-map';
import { buildUser } from '../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../testing/fake-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import { editableWellsRoutes } from './editable-wells-routes';

// Leaflet needs a real browser: the map shows its sites as a plain list here
vi.mock('../components/site-map/site-map', () => ({
  SiteMap: ({ sites, label }: SiteMapProps) => (
    <ul aria-label={label}>
      {sites.map((site) => (
        <li key={site.id}>{`${site.dmsSiteId} ${site.colour} ${site.detailPath}`}</li>
      ))}
    </ul>
  ),
}));

const KINGS = 1;
const TULE = 2;
const GSPS = [
  { id: KINGS, name: 'Kings Subbasin GSP' },
  { id: TULE, name: 'Tule Subbasin GSP' },
];

function buildSite(id: number, overrides: Partial<GroundwaterSiteRecord> = {}): GroundwaterSiteRecord {
  return {
    id,
    purpose: 'storage',
    dms_site_id: `GW-${String(id).padStart(4, '0')}`,
    local_site_id: `Well ${id}`,
    dwr_well_id: `15S19E23N00${id}M`,
    origin_site_id: null,
    source_org: 'DWR',
    owner: 'City of Fresno',
    monitor_by: 'Fresno Irrigation District',
    source_gsp_id: KINGS,
    source_gsp_label: 'Kings Subbasin GSP',
    coordinate_method: 'GPS',
    latitude: 36.7,
    longitude: -119.8,
    horz_datum: 'NAD83',
    accuracy: '10 ft',
    updateby_id: 3,
    updateby_label: 'Alex Admin',
    updatedate: '2024-03-05T18:00:00.000Z',
    updatedate_label: '03/05/2024',
    label: `GW-${id}`,
    geometry: { type: 'Point', coordinates: [-119.8, 36.7] },
    ...overrides,
  };
}

const ADMIN = buildUser({ id: 1, role: 'Administrator' });
const KINGS_REPORTER = buildUser({
  id: 2,
  gsp_associations: [{ id: 1, gsp: KINGS, gsp_label: 'Kings Subbasin GSP', authorized_reporter: 1 }],
});
const KINGS_MEMBER = buildUser({
  id: 3,
  gsp_associations: [{ id: 2, gsp: KINGS, gsp_label: 'Kings Subbasin GSP', authorized_reporter: 0 }],
});

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function show(path: string) {
  return renderRoutes([...editableWellsRoutes, { path: '*', element: <CurrentPath /> }], path);
}

function answer(
  user: SessionUser,
  sites: unknown[],
  handlers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)> = {},
) {
  signInAs(user);
  return stubApi({
    'GET /api/auth/me/': { status: 200, body: user },
    'GET /api/gsps/': { status: 200, body: GSPS },
    'GET /api/groundwatersites/': { status: 200, body: sites },
    ...handlers,
  });
}

/** The DMS Site IDs the table shows, top to bottom. */
function shownSiteIds(title: string) {
  return within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
}

/** Clears a field and pastes the text: one input event, where typing would render once per key. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

// the dialogs hold a dozen MUI fields: generous time on a busy machine
const SLOW = 20_000;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the editable wells tables', () => {
  it("shows the list's title and 'No Data to See' without wells, after asking for its purpose", async () => {
    const api = answer(ADMIN, []);
    show('/gwextractionlist');
    expect(await screen.findByText('No Data to See')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ground Water Extraction Sites' })).toBeInTheDocument();
    const listCall = api.calls.find((call) => call.path === '/api/groundwatersites/');
    expect(listCall).toBeDefined();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Actions',
      'DMS Site ID',
      'Local Site ID',
      'State Well Number',
      'Owner',
      'Monitored By',
      'Coordinate Method',
      'Latitude',
      'Longitude',
      'Updated By',
      'Updated',
    ]);
  });

  it('asks the server for the rows of its purpose only', async () => {
    signInAs(ADMIN);
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input));
        const body = String(input).startsWith('/api/auth/me/') ? ADMIN : [];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    show('/swuselist');
    expect(await screen.findByText('No Data to See')).toBeInTheDocument();
    expect(urls).toContain('/api/groundwatersites/?purpose=use&limit=6000');
  });

  it(
    'narrows the rows by keyword and by GSP',
    async () => {
      answer(ADMIN, [
        buildSite(1, { owner: 'City of Fresno' }),
        buildSite(2, { owner: 'Kings County Water District' }),
        buildSite(3, {
          owner: 'Tulare Lake Basin',
          source_gsp_id: TULE,
          source_gsp_label: 'Tule Subbasin GSP',
        }),
      ]);
      const user = userEvent.setup();
      show('/groundwaterlist');
      await screen.findByText('GW-0001');
      expect(shownSiteIds('Change in Storage Sites')).toEqual(['GW-0001', 'GW-0002', 'GW-0003']);

      const keyword = screen.getByRole('searchbox', { name: 'Filter Sites' });
      await replaceText(user, keyword, 'county');
      expect(shownSiteIds('Change in Storage Sites')).toEqual(['GW-0002']);
      await user.clear(keyword);

      await user.click(screen.getByRole('combobox', { name: 'GSP' }));
      await user.click(await screen.findByRole('option', { name: 'Tule Subbasin GSP' }));
      expect(shownSiteIds('Change in Storage Sites')).toEqual(['GW-0003']);

      await replaceText(user, keyword, 'county');
      expect(screen.getByText('No Data to See')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'goes back to the first page when the filter changes',
    async () => {
      answer(
        ADMIN,
        Array.from({ length: 30 }, (_, index) => buildSite(index + 1, { owner: `Grower ${index + 1}` })),
      );
      const user = userEvent.setup();
      show('/groundwaterlist');
      await screen.findByText('GW-0001');
      await user.click(screen.getByRole('button', { name: /next page/i }));
      expect(shownSiteIds('Change in Storage Sites')[0]).not.toBe('GW-0001');

      await replaceText(user, screen.getByRole('searchbox', { name: 'Filter Sites' }), 'Grower');
      expect(shownSiteIds('Change in Storage Sites')[0]).toBe('GW-0001');
    },
    SLOW,
  );

  it('shows the sites on the map, which links each to its Edit dialog', async () => {
    answer(ADMIN, [buildSite(4)]);
    const user = userEvent.setup();
    show('/swsupplylist');
    await screen.findByText('GW-0004');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('list', { name: 'Surface Water Supply Sites map' });
    expect(within(map).getByText('GW-0004 teal /waterlevel/4')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Error loading Wells' with a retry when the list fails", async () => {
    answer(ADMIN, [], { 'GET /api/groundwatersites/': { status: 500, body: { detail: 'Down.' } } });
    show('/groundwaterlist');
    expect(await screen.findByText('Error loading Wells')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('who may edit a row', () => {
  const sites = [
    buildSite(1),
    buildSite(2, { source_gsp_id: TULE, source_gsp_label: 'Tule Subbasin GSP' }),
    buildSite(3, { source_gsp_id: null, source_gsp_label: '' }),
  ];
  const editButtons = () =>
    screen.queryAllByRole('button', { name: /^Edit / }).map((button) => button.getAttribute('aria-label'));

  it.each([
    ['an administrator', ADMIN, ['Edit GW-0001', 'Edit GW-0002', 'Edit GW-0003']],
    ["an authorized reporter of the row's GSP", KINGS_REPORTER, ['Edit GW-0001']],
    ['a plain member of the GSP', KINGS_MEMBER, []],
    ['an Agency user', buildUser({ id: 4, role: 'Agency' }), []],
  ])('shows Edit to %s where they may edit', async (_who, user, expected) => {
    answer(user, sites);
    show('/groundwaterlist');
    await screen.findByText('GW-0001');
    expect(editButtons()).toEqual(expected);
  });
});

describe('the Edit dialog', () => {
  it(
    'opens at /waterlevel/{id}, validates on submit, saves the changed fields and closes back to the list',
    async () => {
      let sites = [buildSite(1), buildSite(2)];
      const api = answer(KINGS_REPORTER, [], {
        'GET /api/groundwatersites/': () => ({ status: 200, body: sites }),
        'GET /api/groundwatersites/1': () => ({ status: 200, body: sites[0] }),
        'PATCH /api/groundwatersites/1': (call) => {
          sites = [{ ...sites[0], ...(call.body as object), updateby_label: 'Dana Reyes' }, sites[1]];
          return { status: 200, body: sites[0] };
        },
      });
      const user = userEvent.setup();
      const { router } = show('/groundwaterlist');
      await user.click(await screen.findByRole('button', { name: 'Edit GW-0001' }));

      const dialog = await screen.findByRole('dialog', { name: 'Edit' });
      expect(router.state.location.pathname).toBe('/waterlevel/1');
      const dms = within(dialog).getByRole('textbox', { name: 'DMS Site ID' });
      expect(dms).toHaveValue('GW-0001');

      const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' });
      await user.clear(dms);
      await replaceText(user, latitude, 'north');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter a number.')).toBeInTheDocument();
      expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

      await replaceText(user, dms, 'GW-0001');
      await replaceText(user, latitude, '36.75');
      await replaceText(
        user,
        within(dialog).getByRole('textbox', { name: 'Owner' }),
        'Kings County Water District',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      const patch = api.calls.find((call) => call.method === 'PATCH');
      expect(patch?.path).toBe('/api/groundwatersites/1');
      expect(patch?.body).toEqual({ latitude: 36.75, owner: 'Kings County Water District' });

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Kings County Water District')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Change in Storage Sites' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/groundwaterlist');
    },
    SLOW,
  );

  it(
    "shows the server's field errors under the fields and stays open",
    async () => {
      const api = answer(ADMIN, [buildSite(1)], {
        'GET /api/groundwatersites/1': { status: 200, body: buildSite(1) },
        'PATCH /api/groundwatersites/1': {
          status: 400,
          body: { dms_site_id: ['A site with this DMS Site ID is already in this list.'] },
        },
      });
      const user = userEvent.setup();
      show('/waterlevel/1');
      const dialog = await screen.findByRole('dialog', { name: 'Edit' });
      const dms = within(dialog).getByRole('textbox', { name: 'DMS Site ID' });
      await replaceText(user, dms, 'GW-0002');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('A site with this DMS Site ID is already in this list.'),
      ).toBeInTheDocument();
      expect(dms).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "offers a reporter only the GSPs they report for, and shows a refusal's detail",
    async () => {
      answer(KINGS_REPORTER, [buildSite(1)], {
        'GET /api/groundwatersites/1': { status: 200, body: buildSite(1) },
        'PATCH /api/groundwatersites/1': {
          status: 403,
          body: { detail: 'You do not have permission to perform this action.' },
        },
      });
      const user = userEvent.setup();
      show('/waterlevel/1');
      const dialog = await screen.findByRole('dialog', { name: 'Edit' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Source GSP' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['None', 'Kings Subbasin GSP']);
      await user.keyboard('{Escape}');

      await replaceText(user, within(dialog).getByRole('textbox', { name: 'Accuracy' }), '5 ft');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('You do not have permission to perform this action.'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it('at /waterlevel/{id} opens over the list of the site and closes to it', async () => {
    answer(ADMIN, [buildSite(9, { purpose: 'use' })], {
      'GET /api/groundwatersites/9': { status: 200, body: buildSite(9, { purpose: 'use' }) },
    });
    const user = userEvent.setup();
    const { router } = show('/waterlevel/9');
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(
      screen.getByRole('heading', { name: 'Surface Water Use Sites', hidden: true }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/swuselist'));
  });

  it('shows the fields read-only to a user who may not edit the site', async () => {
    answer(KINGS_MEMBER, [buildSite(1)], {
      'GET /api/groundwatersites/1': { status: 200, body: buildSite(1) },
    });
    show('/waterlevel/1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(within(dialog).getByRole('textbox', { name: 'DMS Site ID' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("says 'Not found.' for a site that does not exist", async () => {
    answer(ADMIN, []);
    show('/waterlevel/77');
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });
});

describe('Water Quality Sites', () => {
  const wqSite = {
    id: 5,
    dms_site_id: 'WQ-0005',
    local_site_id: 'Roeding Park',
    dwr_well_id: null,
    origin_site_id: null,
    source_org_id: null,
    well_owner_id: 11,
    well_owner_label: 'City of Fresno',
    monitor_by_id: null,
    monitor_by_label: '',
    source_gsp_id: KINGS,
    source_gsp_label: 'Kings Subbasin GSP',
    coordinate_method: 'Survey',
    latitude: 36.75,
    longitude: -119.82,
    horz_datum: null,
    coordinate_accuracy: null,
    geometry: { type: 'Point', coordinates: [-119.82, 36.75] },
  };

  it(
    'lists the well sites of /api/wellqualitys/ and edits one in place',
    async () => {
      const api = answer(KINGS_REPORTER, [], {
        'GET /api/wellqualitys/': { status: 200, body: [wqSite] },
        'GET /api/agencys/': {
          status: 200,
          body: [{ id: 11, name: 'City of Fresno', label: 'City of Fresno' }],
        },
        'PATCH /api/wellqualitys/5': { status: 200, body: { ...wqSite, coordinate_accuracy: '1 m' } },
      });
      const user = userEvent.setup();
      const { router } = show('/wqsitelist');
      expect(await screen.findByRole('heading', { name: 'Water Quality Sites' })).toBeInTheDocument();
      const row = (await screen.findByText('WQ-0005')).closest('tr')!;
      expect(within(row).getByText('City of Fresno')).toBeInTheDocument();

      await user.click(within(row).getByRole('button', { name: 'Edit WQ-0005' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit' });
      expect(router.state.location.pathname).toBe('/wqsitelist');
      await replaceText(user, within(dialog).getByRole('textbox', { name: 'Coordinate Accuracy' }), '1 m');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ coordinate_accuracy: '1 m' });
    },
    SLOW,
  );
});
