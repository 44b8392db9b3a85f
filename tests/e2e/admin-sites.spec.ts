import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test } from './support/session';

test.use({ account: 'admin@example.org' });

test('an administrator creates a well site by dragging the marker and finds it on the water level list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dmsSiteId = `MW-E2E-${Date.now().toString(36).toUpperCase()}`;

  await page.goto('/administration');
  await page
    .getByRole('list', { name: 'Administration' })
    .getByRole('link', { name: 'Manage Well Monitoring Sites' })
    .click();
  await expect(page.getByRole('heading', { name: 'Manage Well Monitoring Sites' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Manage Well Monitoring Sites' })).not.toContainText(
    'Loading...',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add Well Site' }).click();
  await expect(page).toHaveURL(/\/adminwellsites\/new$/);
  await expect(page.getByRole('heading', { name: 'New Well Site' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: /DMS Site ID/ })).toHaveAccessibleDescription(
    'Field is required',
  );
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /DMS Site ID/ }).fill(dmsSiteId);
  const latitude = page.getByRole('textbox', { name: /Latitude/ });
  const longitude = page.getByRole('textbox', { name: /Longitude/ });
  await expect(latitude).toHaveValue('');

  const map = page.getByRole('region', { name: 'Location of the new well site' });
  const marker = map.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  // the mouse works in the viewport: the map must be on screen
  await map.scrollIntoViewIfNeeded();
  const box = (await marker.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 60, start.y + 30, { steps: 12 });
  await page.mouse.move(start.x + 120, start.y + 60, { steps: 12 });
  await page.mouse.up();

  await expect(latitude).not.toHaveValue('');
  await expect(longitude).not.toHaveValue('');
  const dragged = {
    latitude: Number(await latitude.inputValue()),
    longitude: Number(await longitude.inputValue()),
  };
  expect(Math.abs(dragged.latitude)).toBeGreaterThan(0);
  expect(Math.abs(dragged.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(dragged.longitude)).toBeLessThanOrEqual(180);

  await page.getByRole('checkbox', { name: 'Water Level Monitoring' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/adminwellsites$/);
  await page.getByPlaceholder('Filter Well Sites').fill(dmsSiteId);
  const row = page.getByRole('row', { name: new RegExp(dmsSiteId) });
  await expect(row).toContainText('True');

  await page.goto('/waterlevellist');
  await page.getByRole('searchbox', { name: 'Filter Sites' }).fill(dmsSiteId);
  await expect(page.getByRole('row', { name: new RegExp(dmsSiteId) })).toBeVisible();

  // the stored point is [longitude, latitude], as dragged
  await page.goto('/adminwellsites');
  await page.getByPlaceholder('Filter Well Sites').fill(dmsSiteId);
  await page.getByRole('link', { name: `Edit ${dmsSiteId}` }).click();
  await expect(page.getByRole('heading', { name: `Well Site ${dmsSiteId}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Latitude/ })).toHaveValue(String(dragged.latitude));
  await expect(page.getByRole('textbox', { name: /Longitude/ })).toHaveValue(String(dragged.longitude));
  await expect(page.getByText(/^Last changed by .+ on /)).toBeVisible();

  // a site without readings is deleted after the confirmation, and leaves the demo basin as it was
  await page.goto('/adminwellsites');
  await page.getByPlaceholder('Filter Well Sites').fill(dmsSiteId);
  await page.getByRole('button', { name: `Delete ${dmsSiteId}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you wish to delete ${dmsSiteId}?`);
  await dialog.getByRole('button', { name: 'Delete Entry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No Well Sites Found')).toBeVisible();
});

test('a refused delete of a well site with readings says why and keeps the site', async ({
  page,
  signedInContexts,
  request,
}) => {
  const token = await signedInContexts.tokenOf('admin@example.org');
  const { sites } = await apiGet<{ sites: { dms_site_id: string; num_measurements: number }[] }>(
    request,
    token,
    '/api/wellsitesummary/wellsitemeasurements',
  );
  // the demo basin's wells have readings: one is always there to be refused
  const measured = sites.find((site) => site.num_measurements > 0);
  expect(measured, 'a demo well site with readings').toBeTruthy();

  await page.goto('/adminwellsites');
  await page.getByPlaceholder('Filter Well Sites').fill(measured!.dms_site_id);
  await page.getByRole('button', { name: `Delete ${measured!.dms_site_id}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you wish to delete ${measured!.dms_site_id}?`);
  await dialog.getByRole('button', { name: 'Delete Entry' }).click();
  await expect(dialog).toContainText(
    new RegExp(
      `${measured!.dms_site_id} cannot be deleted: ${measured!.num_measurements} water level reading`,
    ),
  );
  await dialog.getByRole('button', { name: 'Do Not Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(measured!.dms_site_id) }).first()).toBeVisible();
});
