import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_LISTS, type MonitoringListKey } from '../../../domain/monitoring/monitoring-lists';
import type { SiteMapProps } from '../../components/site-map/site-map';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeCall } from '../../testing/fake-api';
import { fakeSiteListApi } from '../../testing/fake-site-list-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import type { MonitoringListConfig, SiteListRow } from './monitoring-list-config';
import {
  interconnectedList,
  streamflowList,
  subsidenceList,
  waterLevelList,
  waterQualityList,
} from './monitoring-list-configs';
import { monitoringListRoutes } from './monitoring-list-routes';
import {
  buildInterconnectedSite,
  buildStreamflowSite,
  buildSubsidenceSite,
  buildWaterLevelSite,
  buildWaterQualitySite,
} from './site-list-factories';

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

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

interface ListCase {
  key: MonitoringListKey;
  build: (id: number) => SiteListRow;
  headers: string[];
  /** A sortable column; sites 2, 10 and 1 sort on it as 10, 2, 1 descending. */
  sortHeader: string;
  marker: string;
}

const listCases: ListCase[] = [
  {
    key: 'waterLevel',
    build: (id) => buildWaterLevelSite(id),
    headers: [
      'Actions',
      'DMS Site ID',
      'Local Site ID',
      'Site Type',
      'GSA',
      'GSP',
      'Measurements',
      'Date Range',
    ],
    sortHeader: 'Measurements',
    marker: 'orange square',
  },
  {
    key: 'interconnected',
    build: (id) => buildInterconnectedSite(id),
    headers: [
      'Actions',
      'DMS Site ID',
      'Local Site ID',
      'GSP',
      'Monitor Type',
      'Stream Site',
      'Shallow Well',
      'Upper Aquifer Well',
      'Lower Aquifer Well',
    ],
    sortHeader: 'DMS Site ID',
    marker: 'purple circle',
  },
  {
    key: 'subsidence',
    build: (id) => buildSubsidenceSite(id),
    headers: [
      'Actions',
      'DMS Site ID',
      'Local Site ID',
      'GSP',
      'Owner',
      'Monitored By',
      'Measurement Type',
      'GSP Monitoring Network',
      'Measurements',
      'Date Range',
    ],
    sortHeader: 'Measurements',
    marker: 'orange circle',
  },
  {
    key: 'waterQuality',
    build: (id) => buildWaterQualitySite(id),
    headers: ['Actions', 'DMS Site ID', 'Local Site ID', 'GSP', 'GSP Monitoring Network', 'Characteristics'],
    sortHeader: 'DMS Site ID',
    marker: 'green circle',
  },
  {
    key: 'streamflow',
    build: (id) => buildStreamflowSite(id),
    headers: [
      'Actions',
      'DMS Site ID',
      'Local Site ID',
      'GSP',
      'Owner',
      'Monitored By',
      'Measurement Type',
      'Measurements',
      'Date Range',
      'Data',
    ],
    sortHeader: 'Measurements',
    marker: 'blue circle',
  },
];

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function showList(path: string) {
  return renderRoutes([...monitoringListRoutes, { path: '*', element: <CurrentPath /> }], path);
}

const CONFIGS: Record<MonitoringListKey, MonitoringListConfig<SiteListRow>> = {
  waterLevel: waterLevelList,
  interconnected: interconnectedList,
  subsidence: subsidenceList,
  waterQuality: waterQualityList,
  streamflow: streamflowList,
} as unknown as Record<MonitoringListKey, MonitoringListConfig<SiteListRow>>;

/** The list's API answering from these sites as the server would (fake-site-list-api.ts). */
function answerSites(
  key: MonitoringListKey,
  sites: SiteListRow[],
  options: { failing?: () => boolean } = {},
) {
  return stubApi({
    'GET /api/auth/me/': { status: 200, body: buildUser() },
    ...fakeSiteListApi(CONFIGS[key], sites, options),
  });
}

const listCalls = (api: { calls: FakeCall[] }) =>
  api.calls.filter((call) => call.path.startsWith('/api/sitelists/'));

const siteIds = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The DMS Site IDs of the table, top to bottom. */
function shownSiteIds(title: string) {
  return within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
}

describe.each(listCases)('the $key list', ({ key, build, headers, sortHeader, marker }) => {
  const list = MONITORING_LISTS[key];

  it("shows 'Loading...' until the sites arrive, then the sites under the list's columns", async () => {
    const api = answerSites(key, [build(1), build(2)]);
    showList(list.route);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('cell', { name: 'SITE-002' })).toBeInTheDocument();
    await waitFor(() => expect(shownSiteIds(list.title)).toEqual(['SITE-001', 'SITE-002']));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(headers);
    expect(screen.getByRole('heading', { name: list.title })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText(list.title),
    ).toHaveAttribute('aria-current', 'page');
    // one page, not every site: 25 rows, the most a list shows without a pager
    expect(listCalls(api)).toEqual([
      expect.objectContaining({ path: `/api/sitelists/${list.target}`, authorization: 'Token test-token' }),
    ]);
    expect(Object.fromEntries(listCalls(api)[0].query)).toEqual({ limit: '25', offset: '0' });
  });

  // typing twice, key by key
  it('narrows the sites to those matching the filter, and shows the empty text when none match', async () => {
    const user = userEvent.setup();
    const api = answerSites(key, siteIds(1, 4).map(build));
    showList(list.route);
    await screen.findByRole('cell', { name: 'SITE-004' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'kings subbasin');
    await waitFor(() => expect(shownSiteIds(list.title)).toEqual(['SITE-002', 'SITE-004']));
    // the keyword went to the server once it rested, not at every key
    expect(listCalls(api).map((call) => call.query.get('search'))).toEqual([null, 'kings subbasin']);

    await user.clear(screen.getByRole('searchbox', { name: 'Filter Sites' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'Tulare');
    expect(await screen.findByRole('cell', { name: list.emptyText })).toBeInTheDocument();
  }, 15_000);

  it(`says '${list.emptyText}' when there are no sites`, async () => {
    answerSites(key, []);
    showList(list.route);
    expect(await screen.findByRole('cell', { name: list.emptyText })).toBeInTheDocument();
  });

  it(`sorts on ${sortHeader} descending on the first click and ascending on the second`, async () => {
    const user = userEvent.setup();
    answerSites(key, [build(2), build(10), build(1)]);
    showList(list.route);
    await screen.findByRole('cell', { name: 'SITE-010' });

    await user.click(screen.getByRole('button', { name: sortHeader }));
    await waitFor(() => expect(shownSiteIds(list.title)).toEqual(['SITE-010', 'SITE-002', 'SITE-001']));
    await user.click(screen.getByRole('button', { name: sortHeader }));
    await waitFor(() => expect(shownSiteIds(list.title)).toEqual(['SITE-001', 'SITE-002', 'SITE-010']));
  });

  it('shows every site and no pager at 25 sites', async () => {
    answerSites(key, siteIds(1, 25).map(build));
    showList(list.route);
    await screen.findByRole('cell', { name: 'SITE-025' });

    expect(shownSiteIds(list.title)).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it(`pages the sites ${list.pageSize} at a time from 26 sites`, async () => {
    const user = userEvent.setup();
    answerSites(key, siteIds(1, 26).map(build));
    showList(list.route);
    await screen.findByRole('cell', { name: 'SITE-001' });

    expect(shownSiteIds(list.title)).toHaveLength(list.pageSize);
    expect(screen.getByText(`1–${list.pageSize} of 26`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(shownSiteIds(list.title)[0]).toBe(`SITE-${String(list.pageSize + 1).padStart(3, '0')}`),
    );
  });

  it(`opens ${list.detailRoute}/{id} from a site's view button`, async () => {
    const user = userEvent.setup();
    answerSites(key, [build(1), build(2)]);
    showList(list.route);

    await user.click(await screen.findByRole('button', { name: 'View SITE-002' }));
    expect(screen.getByText(`Now at ${list.detailRoute}/2`)).toBeInTheDocument();
  });

  it('says the sites could not be loaded and loads them again on Retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    const api = answerSites(key, [build(1)], { failing: () => failing });
    showList(list.route);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The monitoring sites could not be loaded. The server answered 500.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'SITE-001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listCalls(api)).toHaveLength(2);
  });

  it('shows the same filtered sites on the map and keeps the filter back in the table', async () => {
    const user = userEvent.setup();
    answerSites(key, siteIds(1, 4).map(build));
    showList(list.route);
    await screen.findByRole('cell', { name: 'SITE-004' });
    const views = screen.getByRole('group', { name: 'Select View' });
    expect(within(views).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'kings subbasin');
    await user.click(within(views).getByRole('button', { name: 'Map' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: `${list.title} map` })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(
      within(screen.getByRole('list', { name: `${list.title} map` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`SITE-002 ${marker} ${list.detailRoute}/2`, `SITE-004 ${marker} ${list.detailRoute}/4`]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(views).getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(shownSiteIds(list.title)).toEqual(['SITE-002', 'SITE-004']));
    expect(screen.getByRole('searchbox', { name: 'Filter Sites' })).toHaveValue('kings subbasin');
  });
});

describe('the monitoring lists', () => {
  it('reproduce the two wrongly worded empty texts of the spec as stated', async () => {
    answerSites('interconnected', []);
    const { unmount } = showList('/swgwlist');
    expect(
      await screen.findByRole('cell', { name: 'No Subsidence Monitoring Sites Found' }),
    ).toBeInTheDocument();
    unmount();

    answerSites('waterQuality', []);
    showList('/waterqualitylist');
    expect(await screen.findByRole('cell', { name: 'No Water Level Sites Found' })).toBeInTheDocument();
  });

  it('map representative water level sites as red circles and the others as orange squares', async () => {
    const user = userEvent.setup();
    answerSites('waterLevel', [
      buildWaterLevelSite(1, { monitor_site_type: 'Representative' }),
      buildWaterLevelSite(2, { monitor_site_type: 'Monitoring' }),
      buildWaterLevelSite(3, { monitor_site_type: null }),
    ]);
    showList('/waterlevellist');
    await screen.findByRole('cell', { name: 'SITE-001' });

    await user.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('list', { name: 'Well Level Monitoring map' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SITE-001 red circle /waterleveldetail/1',
      'SITE-002 orange square /waterleveldetail/2',
      'SITE-003 orange square /waterleveldetail/3',
    ]);
  });

  it('show the empty text above the map when no site matches the filter', async () => {
    const user = userEvent.setup();
    answerSites('subsidence', [buildSubsidenceSite(1)]);
    showList('/subsidencelist');
    await screen.findByRole('cell', { name: 'SITE-001' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'Tulare');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByText('No Subsidence Monitoring Sites Found')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Subsidence Monitoring map' })).toBeEmptyDOMElement();
  });

  it('link a streamflow site to its measurement data in a new tab when it has a link', async () => {
    answerSites('streamflow', [
      buildStreamflowSite(1, { link: 'https://waterdata.example.org/site/1' }),
      buildStreamflowSite(2, { link: null }),
    ]);
    showList('/streamflowlist');
    await screen.findByRole('cell', { name: 'SITE-001' });

    const links = screen.getAllByRole('link', { name: 'Click for Measurement Data' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://waterdata.example.org/site/1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
  });

  it('show Yes or No for membership of the GSP monitoring network', async () => {
    answerSites('subsidence', [
      buildSubsidenceSite(1, { gsp_mon_network: true }),
      buildSubsidenceSite(2, { gsp_mon_network: false }),
    ]);
    showList('/subsidencelist');
    await screen.findByRole('cell', { name: 'SITE-001' });

    const rows = within(screen.getByRole('table', { name: 'Subsidence Monitoring' })).getAllByRole('row');
    expect(within(rows[1]).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: 'No' })).toBeInTheDocument();
  });

  it('sort the date range by its first date', async () => {
    const user = userEvent.setup();
    answerSites('subsidence', [
      buildSubsidenceSite(1, { date_range: '03/01/2016 - 09/30/2023' }),
      buildSubsidenceSite(2, { date_range: '' }),
      buildSubsidenceSite(3, { date_range: '12/15/2009 - 01/02/2010' }),
      buildSubsidenceSite(4, { date_range: '01/20/2021 - 02/01/2021' }),
    ]);
    showList('/subsidencelist');
    await screen.findByRole('cell', { name: 'SITE-001' });

    await user.click(screen.getByRole('button', { name: 'Date Range' }));
    await waitFor(() =>
      expect(shownSiteIds('Subsidence Monitoring')).toEqual(['SITE-004', 'SITE-001', 'SITE-003', 'SITE-002']),
    );
    await user.click(screen.getByRole('button', { name: 'Date Range' }));
    await waitFor(() =>
      expect(shownSiteIds('Subsidence Monitoring')).toEqual(['SITE-003', 'SITE-001', 'SITE-004', 'SITE-002']),
    );
  });

  it('answer their routes whatever the case of the address', async () => {
    answerSites('interconnected', [buildInterconnectedSite(1)]);
    showList('/SWGWList');
    expect(await screen.findByRole('heading', { name: 'Interconnected SW Monitoring' })).toBeInTheDocument();
  });

  it('start each list afresh, without the filter of the list seen before', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/auth/me/': { status: 200, body: buildUser() },
      ...fakeSiteListApi(CONFIGS.waterLevel, [buildWaterLevelSite(1)]),
      ...fakeSiteListApi(CONFIGS.subsidence, [buildSubsidenceSite(1)]),
    });
    const { router } = showList('/waterlevellist');
    await screen.findByRole('cell', { name: 'SITE-001' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'Tulare');
    await user.click(screen.getByRole('button', { name: 'Map' }));

    await router.navigate('/subsidencelist');
    expect(await screen.findByRole('heading', { name: 'Subsidence Monitoring' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter Sites' })).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'SITE-001' })).toBeInTheDocument();
  });
});
