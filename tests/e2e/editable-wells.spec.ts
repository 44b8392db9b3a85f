import type { Page } from '@playwright/test';
import { expect, test } from './support/session';
import { bodyRows, columnTexts, pagerText } from './support/tables';

const WATER_QUALITY_SITES = 'Water Quality Sites';

/** /wqsitelist once its first page of sites is shown. */
async function openWaterQualitySites(page: Page) {
  await page.goto('/wqsitelist');
  await expect(page.getByRole('heading', { name: WATER_QUALITY_SITES, level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: WATER_QUALITY_SITES });
  await expect(bodyRows(table)).toHaveCount(25);
  await expect(pagerText(page, 1, 25, 75)).toBeVisible();
  return table;
}

/** Chooses a GSP in the filter panel's GSP list. */
async function showOnlyGsp(page: Page, gsp: string) {
  await page.getByRole('combobox', { name: 'GSP' }).click();
  await page.getByRole('option', { name: gsp, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'GSP' })).toHaveText(gsp);
}

test("Change in Storage Sites (/groundwaterlist) lists the demo basin's 32 sites on two pages and on the map; a filter matching none says 'No Data to See'", async ({
  page,
}) => {
  await page.goto('/groundwaterlist');
  await expect(page.getByRole('heading', { name: 'Change in Storage Sites', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Change in Storage Sites' });
  await expect(bodyRows(table)).toHaveCount(25);
  await expect(pagerText(page, 1, 25, 32)).toBeVisible();
  expect((await columnTexts(table, 'DMS Site ID')).every((site) => site.startsWith('GWS-'))).toBe(true);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(pagerText(page, 26, 32, 32)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter Sites' }).fill('no such site anywhere');
  await expect(table.getByRole('cell', { name: 'No Data to See', exact: true })).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Filter Sites' }).fill('');
  await page.getByRole('group', { name: 'Select View' }).getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByText('No Data to See', { exact: true })).toHaveCount(0);
});

test.describe('as an administrator', () => {
  test.use({ account: 'admin@example.org' });

  test(`${WATER_QUALITY_SITES} (/wqsitelist) lists the 75 sites, each with an Edit button`, async ({
    page,
  }) => {
    const table = await openWaterQualitySites(page);
    const sites = await columnTexts(table, 'DMS Site ID');
    for (const site of sites) {
      await expect(table.getByRole('button', { name: `Edit ${site}`, exact: true })).toBeVisible();
    }
  });

  test("the Edit dialog, titled 'Edit', saves a new Local Site ID, which the table then shows", async ({
    page,
  }) => {
    const table = await openWaterQualitySites(page);
    const site = (await columnTexts(table, 'DMS Site ID'))[1];
    const newLocalId = `E2E-${Date.now().toString(36).toUpperCase()}`;

    await table.getByRole('button', { name: `Edit ${site}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('DMS Site ID')).toHaveValue(site);
    const localSiteId = dialog.getByLabel('Local Site ID');
    await expect(localSiteId).not.toHaveValue('');
    await localSiteId.fill(newLocalId);
    // 'Saved.' shows for the spec's 300 ms (component tests read it); a loaded machine can miss that here
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();

    const filter = page.getByRole('searchbox', { name: 'Filter Sites' });
    await filter.fill(site);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect.poll(() => columnTexts(table, 'Local Site ID')).toEqual([newLocalId]);

    // kept by the server: still there after a reload
    await page.reload();
    await page.getByRole('searchbox', { name: 'Filter Sites' }).fill(newLocalId);
    await expect(bodyRows(table)).toHaveCount(1);
    expect(await columnTexts(table, 'DMS Site ID')).toEqual([site]);
  });
});

test.describe('as a GSP Representative', () => {
  test.use({ account: 'rep@example.org' });

  test('Edit is offered on the sites of the GSP the user reports for, and not on those of a GSP they are only a member of', async ({
    page,
  }) => {
    const table = await openWaterQualitySites(page);

    await showOnlyGsp(page, 'Chowchilla Subbasin GSP');
    const reported = await columnTexts(table, 'DMS Site ID');
    expect(reported.length).toBeGreaterThan(0);
    await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(reported.length);

    await showOnlyGsp(page, 'Madera Subbasin Joint GSP');
    const memberOnly = await columnTexts(table, 'DMS Site ID');
    expect(memberOnly.length).toBeGreaterThan(0);
    expect(memberOnly.filter((site) => reported.includes(site))).toEqual([]);
    await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });
});

test('an Agency user sees the water quality sites without any Edit button', async ({ page }) => {
  const table = await openWaterQualitySites(page);
  await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(pagerText(page, 26, 50, 75)).toBeVisible();
  await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
