import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, holdResponses, test } from './support/session';
import { bodyRows, cellNumber, columnTexts, pagerText } from './support/tables';

type SummaryRow = Record<string, unknown> & { dms_site_id: string };

interface ListCase {
  route: string;
  title: string;
  detailRoute: string;
  detailHeading: string;
  emptyText: string;
  /** The /api/wellsitesummary/{target} the list shows. */
  target: string;
  /** Which answered rows the list shows. */
  includes: (row: SummaryRow) => boolean;
  /** How many sites the demo seed gives the list. */
  total: number;
  pageSize: number;
  sortHeader: string;
  /** The field behind the sort column, numeric or text. */
  sortField: string;
  numeric: boolean;
}

const flagSet = (value: unknown) => value === true || value === 'True';
const everyRow = () => true;

const LISTS: ListCase[] = [
  {
    route: '/waterlevellist',
    title: 'Well Level Monitoring',
    detailRoute: '/waterleveldetail',
    detailHeading: 'Monitoring Site Details',
    emptyText: 'No Water Level Sites Found',
    target: 'wellsitemeasurements',
    includes: (row) => flagSet(row.wl_monitoring),
    total: 180,
    pageSize: 25,
    sortHeader: 'Measurements',
    sortField: 'num_measurements',
    numeric: true,
  },
  {
    route: '/waterqualitylist',
    title: 'Water Quality Monitoring',
    detailRoute: '/waterqualitydetail',
    detailHeading: 'Monitoring Site Details',
    // spec 1 §2.5: a wrongly worded copy, reproduced as stated
    emptyText: 'No Water Level Sites Found',
    target: 'waterqualitymeasurements',
    includes: (row) => flagSet(row.wq_monitoring),
    total: 75,
    pageSize: 25,
    sortHeader: 'DMS Site ID',
    sortField: 'dms_site_id',
    numeric: false,
  },
  {
    route: '/swgwlist',
    title: 'Interconnected SW Monitoring',
    detailRoute: '/swgwdetail',
    detailHeading: 'Surface Water - Groundwater Interaction Site Details',
    // spec 1 §2.5: a wrongly worded copy, reproduced as stated
    emptyText: 'No Subsidence Monitoring Sites Found',
    target: 'surfacewatermeasurements',
    includes: everyRow,
    total: 25,
    pageSize: 25,
    sortHeader: 'DMS Site ID',
    sortField: 'dms_site_id',
    numeric: false,
  },
  {
    route: '/subsidencelist',
    title: 'Subsidence Monitoring',
    detailRoute: '/subsidencedetail',
    detailHeading: 'Monitoring Site Details',
    emptyText: 'No Subsidence Monitoring Sites Found',
    target: 'subsidencemeasurements',
    includes: everyRow,
    total: 40,
    pageSize: 10,
    sortHeader: 'Measurements',
    sortField: 'num_measurements',
    numeric: true,
  },
  {
    route: '/streamflowlist',
    title: 'Streamflow Monitoring',
    detailRoute: '/streamflowdetail',
    detailHeading: 'Monitoring Site Details',
    emptyText: 'No Streamflow Monitoring Sites Found',
    target: 'streamsites',
    includes: everyRow,
    total: 40,
    pageSize: 10,
    sortHeader: 'Measurements',
    sortField: 'num_measurements',
    numeric: true,
  },
];

/** The list's table once its sites are shown. */
async function openList(page: Page, list: ListCase) {
  await page.goto(list.route);
  const table = page.getByRole('table', { name: list.title });
  await expect(bodyRows(table)).toHaveCount(Math.min(list.total, list.pageSize));
  await expect(table.getByRole('status')).toHaveCount(0);
  return table;
}

/** The largest and smallest sort value of the list's sites, as the table compares them. */
async function sortExtremes(request: APIRequestContext, token: string, list: ListCase) {
  const { sites } = await apiGet<{ sites: SummaryRow[] }>(
    request,
    token,
    `/api/wellsitesummary/${list.target}`,
  );
  const values = sites.filter(list.includes).map((row) => row[list.sortField]);
  expect(values).toHaveLength(list.total);
  if (list.numeric) {
    const numbers = values.map(Number);
    return { highest: Math.max(...numbers), lowest: Math.min(...numbers) };
  }
  const texts = values.map((value) => String(value).toUpperCase()).sort();
  return { highest: texts[texts.length - 1], lowest: texts[0] };
}

function expectOrdered(values: Array<number | string>, direction: 'desc' | 'asc') {
  const sorted = [...values].sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
  expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
}

// every list is open to every signed-in user: these run as the least privileged, an Agency user
test.use({ account: 'agency@example.org' });

for (const list of LISTS) {
  const firstPage = Math.min(list.total, list.pageSize);

  test.describe(`${list.title} (${list.route})`, () => {
    test(`shows 'Loading...', then ${firstPage} of its ${list.total} sites, which 'Filter Sites' narrows to one site or to '${list.emptyText}'`, async ({
      page,
    }) => {
      const table = page.getByRole('table', { name: list.title });

      await test.step("'Loading...' until the sites arrive", async () => {
        const release = await holdResponses(page, new RegExp(`/api/sitelists/${list.target}\\?`));
        await page.goto(list.route);
        await expect(page.getByRole('heading', { name: list.title, level: 2 })).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: 'breadcrumb' }).getByText(list.title),
        ).toHaveAttribute('aria-current', 'page');
        await expect(table.getByRole('status')).toHaveText('Loading...');
        release();
        await expect(bodyRows(table)).toHaveCount(firstPage);
        await expect(table.getByRole('status')).toHaveCount(0);
      });

      await test.step('the DMS Site ID of the first row finds that site alone', async () => {
        const [firstSite] = await columnTexts(table, 'DMS Site ID');
        expect(firstSite).toBeTruthy();
        await page.getByRole('searchbox', { name: 'Filter Sites' }).fill(firstSite);
        await expect(bodyRows(table)).toHaveCount(1);
        expect(await columnTexts(table, 'DMS Site ID')).toEqual([firstSite]);
        await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
      });

      await test.step(`nonsense finds nothing: '${list.emptyText}'`, async () => {
        await page.getByRole('searchbox', { name: 'Filter Sites' }).fill('zz-no-such-site-zz');
        await expect(bodyRows(table)).toHaveCount(1);
        await expect(table.getByRole('cell', { name: list.emptyText, exact: true })).toBeVisible();
      });

      await test.step('an empty filter shows every site again', async () => {
        await page.getByRole('searchbox', { name: 'Filter Sites' }).fill('');
        await expect(bodyRows(table)).toHaveCount(firstPage);
      });
    });

    const paging =
      list.total > 25
        ? `pages the ${list.total} sites ${list.pageSize} at a time`
        : `shows all ${list.total} without a pager`;
    test(`sorts on '${list.sortHeader}', descending on the first click and ascending on the second, and ${paging}`, async ({
      page,
      request,
      account,
      signedInContexts,
    }) => {
      const token = await signedInContexts.tokenOf(account!);
      const { highest, lowest } = await sortExtremes(request, token, list);
      const table = await openList(page, list);

      await test.step(paging, async () => {
        if (list.total <= 25) {
          await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
          await expect(page.getByText(/^\d+–\d+ of \d+$/)).toHaveCount(0);
          return;
        }
        await expect(pagerText(page, 1, list.pageSize, list.total)).toBeVisible();
        const pageOne = await columnTexts(table, 'DMS Site ID');
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await expect(pagerText(page, list.pageSize + 1, 2 * list.pageSize, list.total)).toBeVisible();
        // the page asked for is read from the server: the table is busy until its rows come
        await expect(table).toHaveAttribute('aria-busy', 'false');
        const pageTwo = await columnTexts(table, 'DMS Site ID');
        expect(pageTwo).toHaveLength(list.pageSize);
        expect(pageTwo.filter((site) => pageOne.includes(site))).toEqual([]);
        await page.getByRole('button', { name: 'Go to previous page' }).click();
        await expect(table).toHaveAttribute('aria-busy', 'false');
        expect(await columnTexts(table, 'DMS Site ID')).toEqual(pageOne);
      });

      const header = table.getByRole('button', { name: list.sortHeader, exact: true });
      const columnHeader = table.getByRole('columnheader', { name: list.sortHeader, exact: true });
      const shown = async () => {
        const texts = await columnTexts(table, list.sortHeader);
        return list.numeric ? texts.map(cellNumber) : texts.map((text) => text.toUpperCase());
      };

      await test.step('first click: descending, the highest first', async () => {
        await header.click();
        await expect(columnHeader).toHaveAttribute('aria-sort', 'descending');
        await expect(table).toHaveAttribute('aria-busy', 'false');
        const descending = await shown();
        expect(descending[0]).toBe(highest);
        expectOrdered(descending, 'desc');
      });

      await test.step('second click: ascending, the lowest first', async () => {
        await header.click();
        await expect(columnHeader).toHaveAttribute('aria-sort', 'ascending');
        await expect(table).toHaveAttribute('aria-busy', 'false');
        const ascending = await shown();
        expect(ascending[0]).toBe(lowest);
        expectOrdered(ascending, 'asc');
      });
    });

    test(`'Select View' shows the sites on a map and back in the table, where a site's view button opens ${list.detailRoute}/{id}`, async ({
      page,
    }) => {
      const table = await openList(page, list);
      const views = page.getByRole('group', { name: 'Select View' });

      await test.step('Map shows a Leaflet map instead of the table', async () => {
        await expect(views.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
        await views.getByRole('button', { name: 'Map' }).click();
        const map = page.getByRole('region', { name: `${list.title} map` });
        await expect(map.locator('.leaflet-container')).toBeVisible();
        await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
        await expect(table).toHaveCount(0);
      });

      await test.step('Table brings the table back', async () => {
        await views.getByRole('button', { name: 'Table' }).click();
        await expect(bodyRows(table)).toHaveCount(firstPage);
        await expect(page.locator('.leaflet-container')).toHaveCount(0);
      });

      await test.step("a site's view button opens that site's details", async () => {
        const site = (await columnTexts(table, 'DMS Site ID'))[1];
        await table.getByRole('button', { name: `View ${site}`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${list.detailRoute}/\\d+$`));
        await expect(page.getByRole('heading', { name: list.detailHeading, level: 2 })).toBeVisible();
        const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
        await expect(breadcrumb.getByText(site, { exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(breadcrumb.getByRole('link', { name: list.title })).toHaveAttribute('href', list.route);
      });
    });
  });
}

test('/SWGWList, in the mixed case of the old links, opens the interconnected list', async ({ page }) => {
  await page.goto('/SWGWList');
  await expect(page.getByRole('heading', { name: 'Interconnected SW Monitoring', level: 2 })).toBeVisible();
  await expect(bodyRows(page.getByRole('table', { name: 'Interconnected SW Monitoring' }))).toHaveCount(25);
});

test("each streamflow site links to its measurement data in a new tab: 'Click for Measurement Data'", async ({
  page,
}) => {
  const table = await openList(
    page,
    LISTS.find((list) => list.route === '/streamflowlist')!,
  );
  const links = table.getByRole('link', { name: 'Click for Measurement Data' });
  await expect(links).toHaveCount(10);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
  await expect(links.first()).toHaveAttribute('href', /^https:\/\//);
});

test("a GSP's user saves its water level wells as DWR's stations file from the water level list", async ({
  page,
  request,
  account,
  signedInContexts,
}) => {
  // the demo's Agency user is a user of the Madera Subbasin Joint GSP alone
  const gspName = 'Madera Subbasin Joint GSP';
  const token = await signedInContexts.tokenOf(account!);
  const { sites } = await apiGet<{ sites: SummaryRow[] }>(
    request,
    token,
    '/api/wellsitesummary/wellsitemeasurements',
  );
  const wellsOfGsp = sites.filter((row) => flagSet(row.wl_monitoring) && row.source_gsp_label === gspName);
  expect(wellsOfGsp.length).toBeGreaterThan(0);
  await openList(page, LISTS[0]);

  const gsp = page.getByRole('combobox', { name: 'GSP of the DWR stations file' });
  await expect(gsp.locator('option')).toHaveText([gspName]);
  const button = page.getByRole('button', { name: 'Export DWR stations file' });
  await expect(button).toBeEnabled();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await gsp.focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dwr_stations_MADJ.csv');
  const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(lines.pop(), 'every line ends with CRLF').toBe('');
  const [header, ...rows] = lines.map((line) => line.split(','));
  expect(header).toEqual([
    'STN_ID',
    'SITE_CODE',
    'SWN',
    'WELL_NAME',
    'LATITUDE',
    'LONGITUDE',
    'WLM_METHOD',
    'WLM_ACC',
    'BASIN_CODE',
    'BASIN_NAME',
    'COUNTY_NAME',
    'WELL_DEPTH',
    'WELL_USE',
    'WELL_TYPE',
    'WCR_NO',
  ]);
  // every demo well has a DWR site code: one station per water level well of the GSP
  expect(rows).toHaveLength(wellsOfGsp.length);
  for (const row of rows) expect(row[1]).toMatch(/^\d{6}N\d{7}W\d{3}$/);
  expect(rows.map((row) => row[3]).sort()).toEqual(
    wellsOfGsp.map((row) => String(row.local_site_id ?? '')).sort(),
  );
});
