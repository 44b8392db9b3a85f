import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/session';

test.use({ account: 'admin@example.org' });

const suffix = Date.now().toString(36);

/** Opens a list from /administration, checks it, and opens its Add form. */
async function openAddForm(page: Page, tile: string, addLabel: string) {
  await page.goto('/administration');
  await page.getByRole('list', { name: 'Administration' }).getByRole('link', { name: tile }).click();
  await expect(page.getByRole('heading', { name: tile })).toBeVisible();
  await expect(page.getByRole('table', { name: tile })).not.toContainText('Loading...');
  await expectAccessible(page);
  await page.getByRole('link', { name: addLabel }).click();
}

test('an administrator creates an agency', async ({ page }) => {
  const agency = `Basin Agency ${suffix}`;
  await openAddForm(page, 'Manage Agencies', 'Add Agency');
  await expect(page.getByRole('heading', { name: 'Add Agency' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field is required')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name').fill(agency);
  await page.getByLabel('Abbreviation').fill('BA');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Agency' })).toBeVisible();
  await expect(page.getByText('The agency was saved.')).toBeVisible();
  await expect(page.getByText(/^Last changed by Alex Rivera on /)).toBeVisible();
  await page.getByRole('link', { name: 'Manage Agencies' }).click();
  await page.getByPlaceholder('Filter Agencies').fill(agency);
  await expect(page.getByRole('table', { name: 'Manage Agencies' })).toContainText(agency);
});

test('an administrator creates a GSA', async ({ page }) => {
  const gsa = `Basin GSA ${suffix}`;
  await openAddForm(page, 'Manage GSAs', 'Add GSA');
  await page.getByLabel('Name').fill(gsa);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit GSA' })).toBeVisible();
  await expect(page.getByText('No Associations Defined')).toBeVisible();
  await expectAccessible(page);
});

test('an administrator creates a GSP with two requirements and makes a GSP Representative its authorized reporter', async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(60_000);
  const gsp = `Basin GSP ${suffix}`;
  // a representative of this test's own, so other journeys' demo accounts keep their GSPs
  const headers = { authorization: `Token ${await signedInContexts.tokenOf('admin@example.org')}` };
  const [agency] = await (await request.get('/api/agencys/', { headers })).json();
  const representative = { first: 'Gale', last: `Reporter${suffix}`, email: `gale.${suffix}@basin.test` };
  const created = await request.post('/api/users/', {
    headers,
    data: {
      email: representative.email,
      first_name: representative.first,
      last_name: representative.last,
      phone: '559-555-0123',
      agency: agency.id,
      role: 'GSP Representative',
      status: 'Active',
      password: 'Recharge-Basin-4471',
      password2: 'Recharge-Basin-4471',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const name = `${representative.first} ${representative.last}`;
  await openAddForm(page, 'Manage GSPs', 'Add GSP');
  await page.getByLabel('Name').fill(gsp);
  const requirements = page.getByRole('group', { name: 'Data Submission Requirements' });
  await requirements.getByLabel('Water Levels').check();
  await requirements.getByLabel('Subsidence').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit GSP' })).toBeVisible();
  await expect(page.getByText('No Associations Defined')).toBeVisible();

  // associate the GSP Representative and make them its authorized reporter
  await page.getByRole('combobox', { name: 'User' }).fill(representative.email);
  await page.getByRole('option', { name: `${name} (${representative.email})` }).click();
  await page.getByRole('button', { name: 'Add Association' }).click();
  const associations = page.getByRole('table', { name: `Users associated with ${gsp}` });
  await expect(associations).toContainText(name);
  const reporter = page.getByRole('switch', { name: `Authorized reporter: ${name}` });
  await expect(reporter).not.toBeChecked();
  await reporter.click();
  await expect(reporter).toBeChecked();
  await expectAccessible(page);

  // its plan area, from a GeoJSON file as a GIS exports it
  const boundary = page.getByRole('region', { name: 'Plan Area Boundary' });
  await expect(boundary).toContainText('This GSP has no boundary.');
  const ring = [
    [-120.48, 37.06],
    [-120.02, 37.06],
    [-120.02, 37.19],
    [-120.48, 37.19],
    [-120.48, 37.06],
  ];
  await boundary.getByLabel('GeoJSON file of the plan area boundary').setInputFiles({
    name: 'plan-area.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }],
      }),
    ),
  });
  await expect(boundary).toContainText('The boundary was saved.');
  await expect(boundary).toContainText('One polygon of 5 positions.');
  await expectAccessible(page);

  // what the server holds, as a fresh load shows it
  await page.reload();
  await expect(page.getByRole('switch', { name: `Authorized reporter: ${name}` })).toBeChecked();
  await expect(requirements.getByLabel('Water Levels')).toBeChecked();
  await expect(requirements.getByLabel('Subsidence')).toBeChecked();
  await expect(requirements.getByLabel('Water Quality')).not.toBeChecked();
  await page.getByRole('link', { name: 'Manage GSPs' }).click();
  await page.getByPlaceholder('Filter GSPs').fill(gsp);
  await expect(page.getByRole('table', { name: 'Manage GSPs' })).toContainText('Water Levels, Subsidence');

  // a GSP with users is not deleted: the dialog says why
  await page.getByRole('button', { name: `Delete ${gsp}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Entry' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'This GSP cannot be deleted: 1 user association still refers to it.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Do Not Delete' }).click();
});

test('an administrator creates a water year, whose import window is the year itself, and deletes it', async ({
  page,
}) => {
  const year = 2100 + (Date.now() % 90);
  await openAddForm(page, 'Manage Water Year', 'Add Water Year');
  await expect(page.getByRole('checkbox', { name: 'Is Active' })).toBeDisabled();
  await page.getByLabel(/^Water Year\s*\*?$/).fill(String(year));
  await expect(page.getByLabel('Water Year Start')).toHaveValue(`${year - 1}-10-01`);
  await page.getByLabel('Year Type').click();
  await page.getByRole('option', { name: 'Below Normal' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Water Year' })).toBeVisible();
  await expect(page.getByLabel('Import Start')).toHaveValue(`${year - 1}-10-01`);
  await expect(page.getByRole('checkbox', { name: 'Is Active' })).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Manage Water Year' }).click();
  await page.getByPlaceholder('Filter Water Year').fill(String(year));
  await page.getByRole('button', { name: `Delete water year ${year}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you wish to delete ${year}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Water Year' }).click();
  await expect(page.getByText('No Water Years Found')).toBeVisible();
});
