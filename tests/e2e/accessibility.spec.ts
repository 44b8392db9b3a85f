import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/session';

// The screens the journeys of their areas do not already check with axe-core, as an administrator sees
// them (every column and button shown), once their data has loaded.
const SCREENS = [
  '/dashboard',
  '/waterlevellist',
  '/swgwlist',
  '/subsidencelist',
  '/waterqualitylist',
  '/streamflowlist',
  '/groundwaterlist',
  '/import',
  '/import/1',
  '/gspreportingstatus',
  '/importHistory/wellsitemeasurements/1',
  '/gspReportingHistory/groundwaterextraction/1',
  '/reportinghistorygsp/groundwaterstorage/1',
  '/implementationprojects',
  '/userprofile',
];

test.describe('screens without a journey of their own, as an administrator', () => {
  test.use({ account: 'admin@example.org' });

  for (const path of SCREENS) {
    test(`${path} meets WCAG 2.1 AA (axe-core) once loaded`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
      await expectAccessible(page);
    });
  }
});

test.describe('the monitoring detail screens, as an administrator', () => {
  test.use({ account: 'admin@example.org' });

  for (const list of [
    '/waterlevellist',
    '/swgwlist',
    '/subsidencelist',
    '/waterqualitylist',
    '/streamflowlist',
  ]) {
    test(`the first site of ${list} opens a detail that meets WCAG 2.1 AA (axe-core)`, async ({ page }) => {
      await page.goto(list);
      const view = page
        .getByRole('table')
        .first()
        .getByRole('button', { name: /^View / })
        .first();
      await expect(view).toBeVisible();
      await view.click();
      await expect(page).toHaveURL(/detail\/\d+$/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
      await expectAccessible(page);
    });
  }
});
