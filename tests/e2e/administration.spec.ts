import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/session';

test.describe('as an administrator', () => {
  test.use({ account: 'admin@example.org' });

  test('/administration shows a tile per enabled feature and opens its screen', async ({ page }) => {
    await page.goto('/administration');
    const tiles = page.getByRole('list', { name: 'Administration' });
    await expect(tiles.getByRole('link')).toHaveText([
      'Manage Users',
      'Manage Agencies',
      'Manage GSAs',
      'Manage GSPs',
      'Manage Well Monitoring Sites',
      'Manage Subsidence Monitoring Sites',
      'Manage Interconnected SW Monitoring Sites',
      'Manage Stream Monitoring Sites',
      'Manage Projects or Management Actions',
      'View GSP Reporting Status',
      'Create Report',
      'Export Groundwater Level Data',
      'Manage Water Year',
      'View Change History',
    ]);
    await expect(page).toHaveTitle('Administration | Basin Data Management System');
    await expectAccessible(page);
    await tiles.getByRole('link', { name: 'View GSP Reporting Status' }).click();
    await expect(page).toHaveURL(/\/gspreportingstatus$/);
  });

  test('the change history shows who changed a record, with the values before and after', async ({
    page,
    request,
    signedInContexts,
  }) => {
    const headers = { authorization: `Token ${await signedInContexts.tokenOf('admin@example.org')}` };
    const name = `History Agency ${Date.now().toString(36)}`;
    const created = await request.post('/api/agencys/', { headers, data: { name } });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect(
      (await request.patch(`/api/agencys/${id}`, { headers, data: { abbreviation: 'HA' } })).status(),
    ).toBe(200);

    await page.goto('/adminchanges');
    await page.getByLabel('Record Type').click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    const table = page.getByRole('table', { name: 'Change History' });
    const rows = table.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Changed');
    await expect(rows.first()).toContainText('abbreviation: (empty) → HA');
    await expect(rows.first()).toContainText('Alex');
    await expect(page).toHaveTitle('Change History | Basin Data Management System');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Administration' }).click();
    await expect(page).toHaveURL(/\/administration$/);
  });
});

for (const account of ['rep@example.org', 'agency@example.org']) {
  test.describe(`as ${account}`, () => {
    test.use({ account });

    test('every administration screen sends the user to /dashboard', async ({ page }) => {
      for (const path of ['/administration', '/adminchanges', '/adminusers', '/adminwateryears/new']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard$/);
      }
    });
  });
}
