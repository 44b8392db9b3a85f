import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/session';

test.use({ account: 'agency@example.org' });

/** The chunk of the projects screens, as the build names it. */
const PROJECT_SCREENS_CODE = /\/assets\/project-routes-[\w-]+\.js$/;

/** Counts the page's loads of the app's document (the first, and any reload). */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(request.url());
  });
  return loads;
}

test('a screen whose code fails to arrive once is fetched again and opens, not the error page', async ({
  page,
}) => {
  let failed = 0;
  await page.route(PROJECT_SCREENS_CODE, async (route) => {
    if (failed === 0) {
      failed += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Implementation projects' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Implementation projects' }).click();
  await expect(page.getByRole('heading', { name: 'Implementation Projects', level: 2 })).toBeVisible({
    timeout: 20_000,
  });
  expect(failed).toBe(1);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expectAccessible(page);
});

test('code gone from the server (a new version deployed) reloads the page once, then shows the error page', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  await page.route(PROJECT_SCREENS_CODE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/implementationprojects');
  // fetched twice, reloaded once, fetched twice again: then the error page, with its Reload, and no loop
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
  expect(loads).toHaveLength(2);
  expect(await page.evaluate(() => sessionStorage.getItem('basin-dms.code-reload-at'))).toMatch(/^\d+$/);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page);
});

test("code a screen fetches for itself (the project's map) reloads the page once through Vite's vite:preloadError", async ({
  page,
  request,
  signedInContexts,
}) => {
  const token = await signedInContexts.tokenOf('agency@example.org');
  const projects = await request.get('/api/projectforms/', { headers: { authorization: `Token ${token}` } });
  const [project] = (await projects.json()) as { id: number }[];
  const loads = countDocumentLoads(page);
  await page.route(/\/assets\/site-map-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await page.goto(`/implementationdetail/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
  expect(loads).toHaveLength(2);
  await expectAccessible(page);
});
