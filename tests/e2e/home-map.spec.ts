import type { Page } from '@playwright/test';
import { signInThroughForm } from './support/accounts';
import { LAYER_FILLS, markerCentre, paintedPixels } from './support/map';
import { expect, test } from './support/session';

/** The home map once its layer control is there; uncaught page errors are collected. */
async function openHomeMap(page: Page) {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/dashboard');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Layers' })).toBeVisible();
  return errors;
}

test.describe('after signing in through the form', () => {
  test.use({ account: null });

  test("the dashboard shows the map with the layer control's Base Maps, DMS Layers and Reference Layers", async ({
    page,
  }) => {
    await signInThroughForm(page, 'rep@example.org');
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.leaflet-container')).toBeVisible();

    const layers = page.getByRole('region', { name: 'Layers' });
    await expect(layers.getByRole('group')).toHaveText([/^Base Maps/, /^DMS Layers/, /^Reference Layers/]);
    const baseMaps = layers.getByRole('radiogroup', { name: 'Base Maps' });
    await expect(baseMaps.getByRole('radio')).toHaveCount(3);
    await expect(baseMaps.getByRole('radio', { name: 'Topographic' })).toBeChecked();
    const dmsLayers = layers.getByRole('group', { name: 'DMS Layers' });
    await expect(dmsLayers.getByRole('checkbox')).toHaveCount(7);
    await expect(dmsLayers.getByRole('checkbox', { name: 'Representative Water Level Sites' })).toBeChecked();
    await expect(dmsLayers.getByRole('checkbox', { name: 'Water Quality Sites' })).not.toBeChecked();
    const referenceLayers = layers.getByRole('group', { name: 'Reference Layers' });
    await expect(referenceLayers.getByRole('checkbox')).toHaveCount(7);
    await expect(referenceLayers.getByRole('checkbox', { name: 'Basin Boundary' })).toBeChecked();

    const tools = page.getByRole('toolbar', { name: 'Map tools' });
    for (const tool of ['Full Extent', 'Locate Me', 'Fullscreen', 'Water Level Chart']) {
      await expect(tools.getByRole('button', { name: tool })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Search places' })).toBeVisible();
  });
});

test('a first visit to the home map asks for the code the build listed for it, and gets it in a handful of files', async ({
  browser,
  baseURL,
  signedInContexts,
}) => {
  // a browser that has never run the app, with a session kept from an earlier sign-in
  const session = await signedInContexts.sessionOf('agency@example.org');
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL!).origin,
          localStorage: [{ name: 'basin-dms.session', value: JSON.stringify(session) }],
        },
      ],
    },
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !request.serviceWorker()) scripts.add(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Layers' })).toBeVisible();
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBeGreaterThan(0);

  const listed = JSON.parse((await page.locator('script#screen-chunks').textContent()) ?? '{}') as Record<
    string,
    string[]
  >;
  const homeMapScripts = listed['/dashboard'].filter((file) => file.endsWith('.js'));
  expect(homeMapScripts.length).toBeGreaterThan(0);
  for (const file of homeMapScripts) expect([...scripts]).toContain(file);
  // left to automatic splitting, the home map's code came in about 50 files (issue 17)
  expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(25);
  await context.close();
});

test("turning on 'Water Quality Sites' draws its sites on the map, and turning it off removes them", async ({
  page,
}) => {
  const errors = await openHomeMap(page);
  // the default layers are drawn: the red representative water level sites
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBeGreaterThan(0);
  expect(await paintedPixels(page, LAYER_FILLS.green)).toBe(0);

  const layer = page.getByRole('checkbox', { name: 'Water Quality Sites' });
  // a site layer comes as compact markers: id, position and DMS Site ID of each site
  const answered = page.waitForResponse((response) => /\/api\/maplayers\/\d+\/markers$/.test(response.url()));
  await layer.check();
  const markers = (await (await answered).json()).markers as unknown[];
  expect(markers).toHaveLength(75);
  await expect(page.getByLabel('Loading Water Quality Sites')).toHaveCount(0);
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.green)).toBeGreaterThan(200);

  await layer.uncheck();
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.green)).toBe(0);
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("a click on a site's marker opens its popup with its DMS Site ID, Local Site ID and 'View Details'", async ({
  page,
}) => {
  const errors = await openHomeMap(page);
  await expect.poll(() => markerCentre(page, LAYER_FILLS.red)).not.toBeNull();
  const centre = (await markerCentre(page, LAYER_FILLS.red))!;
  await page.mouse.click(centre.x, centre.y);

  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: /^WL-/ })).toBeVisible();
  await expect(popup).toContainText('Local Site ID');
  await expect(popup).not.toContainText('Loading...');
  await expect(popup.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    /^\/waterleveldetail\/\d+$/,
  );
  expect(errors).toEqual([]);
});

test("the place search finds a site by its DMS id, opens its popup, and 'View Details' leads to the site", async ({
  page,
}) => {
  const errors = await openHomeMap(page);
  const search = page.getByRole('combobox', { name: 'Search places' });
  await search.fill('WL-CHOW-0002');
  const result = page.getByRole('option', { name: /^WL-CHOW-0002 / });
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Well site');
  await result.click();

  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: /^WL-CHOW-0002/ })).toBeVisible();
  await expect(popup).toContainText('Well site');
  await popup.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(/\/waterleveldetail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Monitoring Site Details', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'breadcrumb' }).getByText('WL-CHOW-0002', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Full Extent' brings the whole basin back into view after zooming in", async ({ page }) => {
  // The zoom level shows in the base map's tile addresses (…/tile/{z}/{y}/{x}), asked for whether or
  // not the tiles can be fetched. At zoom 11 the basin is about 670 by 530 pixels: the map (955 by 670
  // here) holds it whole up to zoom 11, and no further.
  const tileZooms: number[] = [];
  page.on('request', (request) => {
    const tile = /World_Topo_Map\/MapServer\/tile\/(\d+)\//.exec(request.url());
    if (tile) tileZooms.push(Number(tile[1]));
  });
  const errors = await openHomeMap(page);
  const zoom = () => tileZooms.at(-1);
  await expect.poll(zoom).toBe(10);

  for (const level of [11, 12, 13]) {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(zoom).toBe(level);
    // Leaflet ignores a zoom asked for while it is animating one
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Full Extent' }).click();
  await expect.poll(zoom).toBeLessThanOrEqual(11);
  expect(zoom()).toBeGreaterThanOrEqual(10);
  await expect.poll(() => paintedPixels(page, LAYER_FILLS.red)).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
