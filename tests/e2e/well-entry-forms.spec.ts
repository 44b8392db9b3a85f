import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test } from './support/session';

const ADMIN = 'admin@example.org';

test.use({ account: ADMIN });

/**
 * Polls the API until the outbox has sent what the form kept, and answers the stored records that match:
 * exactly `count` of them, so an entry stored twice fails.
 */
async function storedRecords<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  matches: (record: T) => boolean = () => true,
  count = 1,
) {
  let records: T[] = [];
  await expect
    .poll(
      async () => {
        records = (await apiGet<T[]>(request, token, path)).filter(matches);
        return records.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return records;
}

async function choose(page: Page, select: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a well, its pump test, maintenance and volume pumping entered online are stored once each', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(90_000);
  const token = await signedInContexts.tokenOf(ADMIN);
  const wellId = `E2E-W-${Date.now().toString(36).toUpperCase()}`;

  // Enter New Well, located by typed coordinates
  await page.goto('/wellcreate');
  // the first screen of the run waits for the app and the forms' code on a busy machine
  await expect(page.getByRole('heading', { name: 'Enter New Well', level: 2 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveTitle(/^Enter New Well \|/);
  await expect(page.getByRole('region', { name: 'Location of the new well' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /Well ID/ }).fill(wellId);
  await page.getByRole('textbox', { name: 'State Well Number' }).fill('11S17E23N009M');
  await page.getByRole('combobox', { name: 'Agency' }).fill('Fresno Irrigation District');
  await choose(page, 'Well Type', 'Irrigation');
  await choose(page, /^GSP/, 'Madera Subbasin Joint GSP');
  await choose(page, 'Volumetric Pumping Calculation', 'Kw/h');
  await page.getByRole('radio', { name: 'Enter Latitude/Longitude' }).check();
  await expect(page.getByRole('region', { name: 'Location of the new well' })).toHaveCount(0);
  await page.getByRole('textbox', { name: /Latitude/ }).fill('36.9512');
  await page.getByRole('textbox', { name: /Longitude/ }).fill('-120.0634');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/wellslist$/);

  const [well] = await storedRecords<{ id: number; well_id: string; latitude: number; agency: string }>(
    request,
    token,
    '/api/wells/?limit=6000',
    (stored) => stored.well_id === wellId,
  );
  expect(well).toMatchObject({ well_id: wellId, latitude: 36.9512, agency: 'Fresno Irrigation District' });

  // a pump test: the worked-out values follow the typing; the server stores its own
  await page.goto(`/pumptestform?well=${well.id}`);
  await expect(page.getByRole('heading', { name: 'Enter Pump Test', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: wellId })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Date/).fill('2025-06-12');
  await page.getByRole('textbox', { name: 'Tested By' }).fill('Pump Check Co.');
  await page.getByRole('textbox', { name: 'Flow Rate (GPM)' }).fill('1000');
  await page.getByRole('textbox', { name: 'Static Water Level (ft)' }).fill('100');
  await page.getByRole('textbox', { name: 'Pumping Water Level (ft)' }).fill('150');
  await page.getByRole('textbox', { name: 'Discharge Pressure (psi)' }).fill('20');
  await page.getByRole('textbox', { name: 'Input Power (kW)' }).fill('50');
  await expect(page.getByRole('textbox', { name: 'Efficiency (%)' })).toHaveValue('73.9');
  await expect(page.getByRole('textbox', { name: 'kW-hr per AF' })).toHaveValue('271.5');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));

  const [pumpTest] = await storedRecords<Record<string, unknown>>(
    request,
    token,
    `/api/pumptests/?well=${well.id}`,
  );
  expect(pumpTest).toMatchObject({ entry_id: `${wellId}-001`, test_date: '2025-06-12', flow_rate: 1000 });
  expect(pumpTest.efficiency as number).toBeCloseTo(73.92, 2);

  // a maintenance entry
  await page.goto(`/maintenanceform?well=${well.id}`);
  await expect(page.getByRole('heading', { name: 'Enter Maintenance Log Entry', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Performed By/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Date/).fill('2025-07-01');
  await page.getByRole('textbox', { name: /Performed By/ }).fill('Valley Pump');
  await page.getByRole('textbox', { name: /Description/ }).fill('Repacked the column and checked the bowls.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));
  const [maintenance] = await storedRecords<Record<string, unknown>>(
    request,
    token,
    `/api/maintenancelog/?well=${well.id}`,
  );
  expect(maintenance).toMatchObject({ entry_id: `${wellId}-001`, performedby: 'Valley Pump' });

  // a volume pump entry
  await page.goto(`/watervolume?well=${well.id}`);
  await expect(page.getByRole('heading', { name: 'Enter Volume Pump Entry', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Collected By' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Start Date/).fill('2025-06-01');
  await page.getByLabel(/^End Date/).fill('2025-06-30');
  await choose(page, /Calculation Type/, 'monthly');
  await page.getByRole('checkbox', { name: 'New Utility Meter' }).check();
  await page.getByRole('textbox', { name: 'Volume Pumped (AF)' }).fill('62.4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));
  const [volume] = await storedRecords<Record<string, unknown>>(
    request,
    token,
    `/api/wellvolumepumps/?well=${well.id}`,
  );
  expect(volume).toMatchObject({ calculationtype: 'monthly', pgmeter: true, volumepumped: 62.4 });
});

test('Save on an empty Enter New Well names the fields at fault and focuses the first', async ({ page }) => {
  await page.goto('/wellcreate');
  await page.getByRole('button', { name: 'Save' }).click({ timeout: 20_000 });
  await expect(page.getByText('Well ID: Field is required')).toBeVisible();
  await expect(page.getByText('Latitude: Field is required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Well ID/ })).toBeFocused();
  await expect(page).toHaveURL(/\/wellcreate$/);
  await expectAccessible(page);
});

test("the entry just saved is shown on its well's page, newest first, marked and announced", async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(90_000);
  const token = await signedInContexts.tokenOf(ADMIN);
  const wells = await apiGet<{ id: number; well_id: string }[]>(request, token, '/api/wells/?limit=6000');
  const well = wells[wells.length - 1];
  // eleven later entries: the one saved below, the oldest, falls past the first page of ten
  for (let month = 1; month <= 11; month += 1) {
    const stored = await request.post('/api/maintenancelog/', {
      headers: { authorization: `Token ${token}` },
      data: {
        well: well.id,
        date: `2031-${String(month).padStart(2, '0')}-01`,
        performedby: 'Monthly crew',
        description: `Check ${month}`,
      },
    });
    expect(stored.status(), await stored.text()).toBe(201);
  }

  await page.goto(`/maintenanceform?well=${well.id}`);
  await expect(page.getByRole('heading', { name: 'Enter Maintenance Log Entry', level: 2 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel(/^Date/).fill('2019-03-04');
  await page.getByRole('textbox', { name: /Performed By/ }).fill('Valley Pump');
  await page.getByRole('textbox', { name: /Description/ }).fill('Found the old log book entry');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "The maintenance entry you just saved is marked 'Just saved' in Maintenance." }),
  ).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Maintenance' });
  const saved = table.getByRole('row').filter({ hasText: 'Found the old log book entry' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Just saved');
  await expect(saved).toHaveClass(/Mui-selected/);
  // the server stored it meanwhile: the mark stays on the stored row
  await expect(saved).not.toContainText('Pending', { timeout: 15_000 });
  await expect(saved).toContainText('Just saved');
  await expectAccessible(page);

  // the first page holds the newest entries (the demo well has entries of its own between)
  const previous = page
    .getByRole('region', { name: 'Maintenance' })
    .getByRole('button', { name: /previous page/i });
  while (await previous.isEnabled()) await previous.click();
  await expect(table.getByRole('row').nth(1)).toContainText('11/01/2031');
  await expect(table.getByRole('row').nth(2)).toContainText('10/01/2031');
});
