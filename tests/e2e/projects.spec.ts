import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/session';

const projectId = `PMA-E2E-${Date.now().toString(36)}`;
let detailPath = '';

test.describe.configure({ mode: 'serial' });

test.describe('as an administrator', () => {
  test.use({ account: 'admin@example.org' });

  test('creates a project with one status entry and one annual update', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/adminprojects');
    await expect(page.getByRole('heading', { name: 'Manage Projects or Management Actions' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Manage Projects or Management Actions' });
    await expect(list).not.toContainText('Loading...');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add Projects or Management Action' }).click();
    await expect(page).toHaveURL(/\/adminprojects\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    detailPath = `/implementationdetail/${id}`;
    await expect(page.getByRole('heading', { name: 'Project Information' })).toBeVisible();
    // the demo administrator belongs to no GSA or GSP, so the draft has none, and saving asks for both
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Field is required')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'GSA' }).click();
    await page.getByRole('option', { name: 'Madera County GSA' }).click();
    await page.getByRole('combobox', { name: 'GSP' }).click();
    await page.getByRole('option', { name: 'Chowchilla Subbasin GSP' }).click();

    await page.getByRole('textbox', { name: 'Project ID' }).fill(projectId);
    await page.getByRole('textbox', { name: 'Project Name' }).fill('Ash Slough Recharge Ponds');
    await page.getByRole('combobox', { name: 'Record Type' }).click();
    await page.getByRole('option', { name: 'Project', exact: true }).click();
    await page.getByRole('combobox', { name: 'Project Mechanism' }).click();
    await page.getByRole('option', { name: 'Groundwater Recharge' }).click();
    await page.getByRole('textbox', { name: 'Estimated Capital Cost ($)' }).fill('1250000.5');
    await page.getByRole('textbox', { name: 'Latitude' }).fill('37.1102');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-120.2507');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add New Status' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Project Status' });
    await expect(statusDialog).toBeVisible();
    await statusDialog.getByLabel('Status Date').fill('2025-03-14');
    await statusDialog.getByRole('combobox', { name: 'Project Status' }).click();
    await page.getByRole('option', { name: 'Under Construction' }).click();
    await statusDialog.getByRole('textbox', { name: 'Status Notes' }).fill('Basin excavation started');
    await expectAccessible(page);
    await statusDialog.getByRole('button', { name: 'Save Record' }).click();
    await expect(statusDialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Project Status' })).toContainText('Under Construction');

    await page.getByRole('button', { name: 'Add Annual Update' }).click();
    const updateDialog = page.getByRole('dialog', { name: 'Annual Status' });
    await updateDialog.getByRole('combobox', { name: 'Water Year' }).click();
    await page.getByRole('option').nth(1).click();
    await updateDialog.getByRole('textbox', { name: 'Annual Benefit (acre-feet)' }).fill('640');
    await updateDialog.getByRole('textbox', { name: 'Annual Operating Cost ($)' }).fill('18250');
    await updateDialog.getByRole('button', { name: 'Save Record' }).click();
    await expect(updateDialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Annual Update' })).toContainText('$18,250.00');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/adminprojects$/);
    await page.getByPlaceholder('Filter Projects').fill(projectId);
    await expect(list).toContainText('Under Construction');
    await expect(list).toContainText('Ash Slough Recharge Ponds');
  });

  test('sees the project on its read-only detail', async ({ page }) => {
    await page.goto(detailPath);
    await expect(page.getByRole('heading', { name: 'Ash Slough Recharge Ponds' })).toBeVisible();
    await expect(page.getByText('$1,250,000.50')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Project Status' })).toContainText('Under Construction');
  });
});

test.describe('as an agency user', () => {
  test.use({ account: 'agency@example.org' });

  test('finds the project on /implementationprojects and reads its entries in disabled dialogs', async ({
    page,
  }) => {
    await page.goto('/implementationprojects');
    await page.getByPlaceholder('Filter By Project ID').fill(projectId);
    const table = page.getByRole('table', { name: 'Implementation Projects' });
    await expect(table).toContainText('Under Construction');
    await expectAccessible(page);
    await table.getByRole('link', { name: `View Data of ${projectId}` }).click();
    await expect(page).toHaveURL(detailPath);
    await expect(page.getByRole('heading', { name: 'Ash Slough Recharge Ponds' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Annual Update' })).toContainText('$18,250.00');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^View status entry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Project Status' });
    await expect(dialog.getByRole('textbox', { name: 'Status Notes' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save Record' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^View annual update/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Annual Status' })
        .getByRole('textbox', { name: 'Annual Benefit (acre-feet)' }),
    ).toBeDisabled();

    await page.goto('/implementationprojects');
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('region', { name: 'Map of the projects' })).toBeVisible();
  });
});
