import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { LAYER_FILLS, paintedPixels } from './support/map';
import { apiGet, expect, test } from './support/session';
import { bodyRows, columnTexts, pagerText } from './support/tables';

const ADMIN = 'admin@example.org';
const FILTER = 'Filter by Well ID or State Well';

interface Well {
  id: number;
  well_id: string;
  state_well: string | null;
  gsp_mon_network: boolean;
  wl_monitoring: boolean;
  wq_monitoring: boolean;
  monitor_site_type: string | null;
}

interface PumpTest {
  well: number;
  test_date: string;
  flow_rate: number | null;
  efficiency: number | null;
}

/** 'YYYY-MM-DD' as the screens write dates (spec 1 §9). */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** A chart value: rounded to 1 decimal, written as JavaScript writes the number. */
const chartValue = (value: number) => String(Math.round(value * 10) / 10);

/** The chart's text alternative for one series of a well's tests, oldest to newest. */
function chartSummary(wellId: string, series: string, values: { date: string; value: number }[]) {
  const first = values[0];
  const last = values[values.length - 1];
  return (
    `${series} of the pump tests of well ${wellId}, ${values.length} test dates: ` +
    `${chartValue(first.value)} on ${usDate(first.date)} to ${chartValue(last.value)} on ${usDate(last.date)}. ` +
    'Every value is in the Test Pumps table.'
  );
}

/** The demo basin's wells, and the one with the most pump tests with its tests, oldest first. */
async function demoWells(request: APIRequestContext, token: string) {
  const wells = await apiGet<Well[]>(request, token, '/api/wells/');
  const tests = await apiGet<PumpTest[]>(request, token, '/api/pumptests/');
  const testsOf = (well: Well) => tests.filter((test) => test.well === well.id);
  const tested = [...wells].sort((a, b) => testsOf(b).length - testsOf(a).length)[0];
  const testedTests = testsOf(tested).sort((a, b) => a.test_date.localeCompare(b.test_date));
  expect(testedTests.length, 'the demo basin has a well with pump tests').toBeGreaterThan(2);
  return { wells, tested, tests: testedTests };
}

/** Waits until the service worker controls the page, so the app and what it read are served offline. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test.use({ account: ADMIN });

/** The pump tests as a well's sub-table lists them: newest first, tests of one day in the server's order. */
const newestTestsFirst = <T extends { test_date: string }>(tests: readonly T[]) =>
  [...tests].sort((a, b) => b.test_date.localeCompare(a.test_date));

test('an administrator opens Groundwater wells from the navigation panel, finds a demo well by its Well ID, reads its sub-tables and charts its pump tests', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(60_000);
  const token = await signedInContexts.tokenOf(ADMIN);
  const { wells, tested, tests } = await demoWells(request, token);

  await page.goto('/dashboard');
  const monitoring = page.getByRole('navigation').getByRole('button', { name: 'Monitoring' });
  if ((await monitoring.getAttribute('aria-expanded')) === 'false') await monitoring.click();
  await page.getByRole('navigation').getByRole('link', { name: 'Groundwater wells' }).click();
  await expect(page).toHaveURL(/\/wellslist$/);
  await expect(page.getByRole('heading', { name: 'Groundwater Wells', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Groundwater Wells' });
  await expect(bodyRows(table)).toHaveCount(Math.min(wells.length, 30));
  await expect(page.getByRole('link', { name: 'Enter New Well' })).toBeVisible();
  await expectAccessible(page);

  // the filter reads Well ID and State Well, whatever their case
  const prefix = tested.well_id.replace(/-\d+$/, '');
  const matching = wells.filter(
    (well) =>
      well.well_id.toLowerCase().includes(prefix.toLowerCase()) ||
      (well.state_well ?? '').toLowerCase().includes(prefix.toLowerCase()),
  );
  await page.getByRole('searchbox', { name: FILTER }).fill(prefix.toLowerCase());
  await expect(bodyRows(table)).toHaveCount(matching.length);
  expect((await columnTexts(table, 'Well ID')).sort()).toEqual(matching.map((well) => well.well_id).sort());
  await page.getByRole('searchbox', { name: FILTER }).fill(tested.state_well!.toLowerCase());
  await expect(bodyRows(table)).toHaveCount(1);

  await table.getByRole('link', { name: `View well ${tested.well_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/welldetail/${tested.id}$`));
  await expect(page.getByRole('heading', { name: `Well ${tested.well_id}`, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Well ${tested.well_id}`));

  const pumpTests = page.getByRole('table', { name: 'Test Pumps' });
  await expect(bodyRows(pumpTests)).toHaveCount(Math.min(tests.length, 10));
  if (tests.length > 10) await expect(pagerText(page, 1, 10, tests.length)).toBeVisible();
  // the well's own entries are listed newest first
  const newestFirst = newestTestsFirst(tests);
  expect(await columnTexts(pumpTests, 'Date')).toEqual(
    newestFirst.slice(0, 10).map((test) => usDate(test.test_date)),
  );
  // worked out by the server, shown to their places
  const efficiencies = await columnTexts(pumpTests, 'Efficiency (%)');
  newestFirst.slice(0, 10).forEach((test, index) => {
    if (test.efficiency !== null) expect(efficiencies[index]).toBe(test.efficiency.toFixed(1));
  });
  for (const title of ['Well Volume Pumps', 'Maintenance']) {
    await expect(bodyRows(page.getByRole('table', { name: title })).first()).not.toContainText('Loading...');
  }
  await expect(page.getByRole('link', { name: 'Add pump test' })).toHaveAttribute(
    'href',
    `/pumptestform?well=${tested.id}`,
  );

  // the pump's decline at a glance: efficiency first, then the series the user picks
  const graphType = page.getByRole('combobox', { name: 'Graph Type' });
  await expect(graphType).toHaveValue('efficiency');
  const chart = page.getByRole('img', { name: /of the pump tests of well/ });
  const withEfficiency = tests.flatMap((test) =>
    test.efficiency === null ? [] : [{ date: test.test_date, value: test.efficiency }],
  );
  await expect(chart).toHaveAccessibleName(chartSummary(tested.well_id, 'Efficiency (%)', withEfficiency));
  await expect(chart.locator('canvas')).toBeVisible();
  await graphType.selectOption({ label: 'Flow Rate' });
  const withFlow = tests.flatMap((test) =>
    test.flow_rate === null ? [] : [{ date: test.test_date, value: test.flow_rate }],
  );
  await expect(chart).toHaveAccessibleName(chartSummary(tested.well_id, 'Flow Rate (GPM)', withFlow));
  await expectAccessible(page);

  // the same table on the screen of the well's pump tests, and every well's maintenance log
  await page.goto(`/pumptests?well=${tested.id}`);
  await expect(page.getByRole('heading', { name: `Pump Tests: ${tested.well_id}`, level: 2 })).toBeVisible();
  await expect(bodyRows(pumpTests)).toHaveCount(Math.min(tests.length, 10));
  await expectAccessible(page);
  await page.goto('/maintenancelog');
  const everyLog = page.getByRole('table', { name: 'Maintenance' });
  await expect(bodyRows(everyLog).first()).not.toContainText('Loading...');
  const [firstWell] = await columnTexts(everyLog, 'Well');
  await page.getByRole('searchbox', { name: 'Filter Maintenance Log' }).fill(firstWell);
  await expect.poll(async () => new Set(await columnTexts(everyLog, 'Well'))).toEqual(new Set([firstWell]));
  await expectAccessible(page);
});

test('the wells map shows the wells of the GSP monitoring network, narrowed by the same filter', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(60_000);
  const { wells } = await demoWells(request, await signedInContexts.tokenOf(ADMIN));
  const mapped = wells.filter((well) => well.gsp_mon_network && (well.wl_monitoring || well.wq_monitoring));
  // spec 1 §9: water level wells other than representative ones are orange squares, drawn as page elements
  const squares = mapped.filter((well) => well.wl_monitoring && well.monitor_site_type !== 'Representative');
  expect(squares.length, 'the demo basin maps both kinds of wells').toBeGreaterThan(0);
  expect(mapped.length).toBeGreaterThan(squares.length);

  await page.goto('/wellslist');
  await page.getByRole('group', { name: 'Select View' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/wellsmap$/);
  const map = page.getByRole('region', { name: 'Groundwater Wells map' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(page).toHaveTitle(/^Groundwater Wells Map/);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(squares.length);
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBeGreaterThan(20);
  await expectAccessible(page);

  // one square well by its Well ID: the representative wells' red circles go
  await page.getByRole('searchbox', { name: FILTER }).fill(squares[0].well_id);
  await expect(page).toHaveURL(/\/wellsmap\?filter=/);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBe(0);

  // and the table keeps the filter
  await page.getByRole('group', { name: 'Select View' }).getByRole('button', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: 'Groundwater Wells' });
  await expect(bodyRows(table)).toHaveCount(1);
  expect(await columnTexts(table, 'Well ID')).toEqual([squares[0].well_id]);
});

test('a well and the list seen before stay readable when the network goes, and through a reload', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(60_000);
  const { wells, tested, tests } = await demoWells(request, await signedInContexts.tokenOf(ADMIN));
  const pumpTests = page.getByRole('table', { name: 'Test Pumps' });
  const wellsTable = page.getByRole('table', { name: 'Groundwater Wells' });

  await page.goto(`/welldetail/${tested.id}`);
  await controlledByServiceWorker(page);
  // read once under the service worker, which keeps the answers
  await page.reload();
  await expect(bodyRows(pumpTests)).toHaveCount(Math.min(tests.length, 10));
  // a fresh page: the well is no longer in the page's memory, only in the service worker's keeping
  await page.goto(`/wellslist?filter=${encodeURIComponent(tested.well_id)}`);
  await expect(bodyRows(wellsTable)).toHaveCount(1);

  const context = page.context();
  await context.setOffline(true);
  try {
    // the network went while the app was open: the screen still asks, and gets what was kept
    await wellsTable.getByRole('link', { name: `View well ${tested.well_id}` }).click();
    await expect(page.getByRole('heading', { name: `Well ${tested.well_id}`, level: 2 })).toBeVisible();
    await expect(bodyRows(pumpTests)).toHaveCount(Math.min(tests.length, 10));
    expect((await columnTexts(pumpTests, 'Date'))[0]).toBe(usDate(newestTestsFirst(tests)[0].test_date));
    await expect(page.getByRole('img', { name: /of the pump tests of well/ })).toBeVisible();

    await page.reload();
    await expect(bodyRows(pumpTests)).toHaveCount(Math.min(tests.length, 10));
    await page
      .getByRole('navigation', { name: 'breadcrumb' })
      .getByRole('link', { name: 'Groundwater Wells' })
      .click();
    await expect(bodyRows(wellsTable)).toHaveCount(Math.min(wells.length, 30));
  } finally {
    await context.setOffline(false);
  }
});
