import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { LAYER_FILLS, paintedPixels } from './support/map';
import { expect, test } from './support/session';
import { bodyRows, columnTexts } from './support/tables';

const ADMIN = 'admin@example.org';
const FILTER = 'Filter by Well ID or State Well';

interface Created {
  id: number;
  well_id: string;
}

/** POSTs a record as the administrator and gives what the server stored. */
async function create<T = Created>(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: { authorization: `Token ${token}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/**
 * A well of this run's own, representative in the GSP monitoring network, with three yearly pump tests
 * whose efficiency falls (the input power grows for less water), a maintenance entry and a volume entry.
 */
async function wellWithEntries(request: APIRequestContext, token: string) {
  const suffix = Date.now().toString(36).toUpperCase();
  const [gsp] = (await (
    await request.get('/api/gsps/', { headers: { authorization: `Token ${token}` } })
  ).json()) as { id: number }[];
  const well = await create(request, token, '/api/wells/', {
    well_id: `E2E-${suffix}`,
    state_well: `09S15E${suffix.slice(-4)}M`,
    agency: 'Chowchilla Water District',
    well_type: 'Irrigation',
    source_gsp_id: gsp.id,
    volumetric_calc_type: 'Kw/h',
    latitude: 37.12,
    longitude: -120.26,
    gsp_mon_network: true,
    wl_monitoring: true,
    monitor_site_type: 'Representative',
    well_notes: 'Made by the field wells journey.',
  });
  const tests = [
    { test_date: '2022-03-01', flow_rate: 1000, kilowatt_input: 50 },
    { test_date: '2023-03-01', flow_rate: 960, kilowatt_input: 54 },
    { test_date: '2024-03-01', flow_rate: 910, kilowatt_input: 57 },
  ];
  for (const test of tests) {
    await create(request, token, '/api/pumptests/', {
      well: well.id,
      tested_by: 'Valley Pump Efficiency Testing',
      static_water_level: 100,
      pumping_water_level: 150,
      discharge_pressure: 20,
      ...test,
    });
  }
  await create(request, token, '/api/maintenancelog', {
    well: well.id,
    date: '2023-09-12',
    performedby: 'Madera Pump & Well',
    description: 'Replaced the bowl assembly',
  });
  await create(request, token, '/api/wellvolumepumps/', {
    well: well.id,
    startdate: '2024-04-01',
    enddate: '2024-04-30',
    calculationtype: 'monthly',
    volumetric: 'Kw/h',
    kwh: 61000,
    volumepumped: 150.5,
  });
  return well;
}

test.use({ account: ADMIN });

test('an administrator finds a well by its Well ID, opens it, reads its sub-tables and charts its pump tests', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(60_000);
  const well = await wellWithEntries(request, await signedInContexts.tokenOf(ADMIN));

  await page.goto('/dashboard');
  const monitoring = page.getByRole('navigation').getByRole('button', { name: 'Monitoring' });
  if ((await monitoring.getAttribute('aria-expanded')) === 'false') await monitoring.click();
  const entry = page.getByRole('navigation').getByRole('link', { name: 'Groundwater wells' });
  await entry.click();
  await expect(page).toHaveURL(/\/wellslist$/);
  await expect(page.getByRole('heading', { name: 'Groundwater Wells', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Groundwater Wells' });
  await expect(bodyRows(table).first()).not.toContainText('Loading...');
  expect(await bodyRows(table).count()).toBeLessThanOrEqual(30);
  await expect(page.getByRole('link', { name: 'Enter New Well' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: FILTER }).fill(well.well_id.toLowerCase());
  await expect(bodyRows(table)).toHaveCount(1);
  expect(await columnTexts(table, 'Well ID')).toEqual([well.well_id]);
  expect(await columnTexts(table, 'Agency')).toEqual(['Chowchilla Water District']);

  await table.getByRole('link', { name: `View well ${well.well_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));
  await expect(page.getByRole('heading', { name: `Well ${well.well_id}`, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Well ${well.well_id}`));

  const pumpTests = page.getByRole('table', { name: 'Test Pumps' });
  await expect(bodyRows(pumpTests)).toHaveCount(3);
  expect(await columnTexts(pumpTests, 'Date')).toEqual(['03/01/2022', '03/01/2023', '03/01/2024']);
  // worked out by the server on save: 1,000 GPM, 100 and 150 ft, 20 psi, 50 kW
  expect((await columnTexts(pumpTests, 'Efficiency (%)'))[0]).toBe('73.9');
  expect((await columnTexts(pumpTests, 'Total Dynamic Head (ft)'))[0]).toBe('196.2');
  const maintenance = page.getByRole('table', { name: 'Maintenance' });
  expect(await columnTexts(maintenance, 'Description')).toEqual(['Replaced the bowl assembly']);
  const volume = page.getByRole('table', { name: 'Well Volume Pumps' });
  expect(await columnTexts(volume, 'Volume Pumped (AF)')).toEqual(['150.5']);
  await expect(page.getByRole('link', { name: 'Add pump test' })).toHaveAttribute(
    'href',
    `/pumptestform?well=${well.id}`,
  );

  // the pump's decline at a glance: efficiency first, then the series the user picks
  const graphType = page.getByRole('combobox', { name: 'Graph Type' });
  await expect(graphType).toHaveValue('efficiency');
  const chart = page.getByRole('img', { name: /of the pump tests of well/ });
  await expect(chart).toHaveAccessibleName(
    new RegExp(
      `^Efficiency \\(%\\) of the pump tests of well ${well.well_id}, 3 test dates: 73\\.9 on 03/01/2022 to `,
    ),
  );
  await expect(chart.locator('canvas')).toBeVisible();
  await graphType.selectOption({ label: 'Flow Rate' });
  await expect(chart).toHaveAccessibleName(
    `Flow Rate (GPM) of the pump tests of well ${well.well_id}, 3 test dates: 1000 on 03/01/2022 to 910 on 03/01/2024. Every value is in the Test Pumps table.`,
  );
  await expectAccessible(page);
});

test('the wells map shows the wells of the GSP monitoring network, narrowed by the same filter', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(60_000);
  const well = await wellWithEntries(request, await signedInContexts.tokenOf(ADMIN));

  await page.goto(`/wellslist?filter=${encodeURIComponent(well.well_id)}`);
  await expect(bodyRows(page.getByRole('table', { name: 'Groundwater Wells' }))).toHaveCount(1);
  await page.getByRole('group', { name: 'Select View' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/wellsmap\?filter=/);
  await expect(
    page.getByRole('region', { name: 'Groundwater Wells map' }).locator('.leaflet-container'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Groundwater Wells Map/);
  // the representative well is drawn red, and only it: the filter names it
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBeGreaterThan(20);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: FILTER }).fill('no such well anywhere');
  await expect(page.getByText('No wells of the GSP monitoring network to show on the map')).toBeVisible();
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBe(0);
});
