import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support/accounts';

const EVERYONE = [
  'Map',
  'Water level monitoring',
  'Water quality monitoring',
  'Interconnected surface water monitoring',
  'Subsidence monitoring',
  'Streamflow monitoring',
  'Groundwater storage',
  'Groundwater extraction',
  'Groundwater recharge',
  'Surface water supply',
  "Surface Water Supply 'Used or Available for Use'",
  'Total water use',
  'Evapotranspiration',
  'Implementation projects',
];
const REPORTERS = ['Import data', 'Report Water Supply and Storage Data'];
const ADMINISTRATORS = ['GSP reporting status', 'Administration'];

async function expandAllGroups(page: Page) {
  for (const group of ['Monitoring', 'Water Supply and Use', 'Projects and Reporting']) {
    const toggle = page.getByRole('navigation').getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
}

async function navigationLinks(page: Page): Promise<string[]> {
  await expandAllGroups(page);
  return page.getByRole('navigation').getByRole('link').allInnerTexts();
}

test('an administrator sees every entry, the role beside the greeting and the version', async ({ page }) => {
  await signInThroughForm(page, 'admin@example.org');
  await expect(page.getByText('Hello, Alex')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Administrator')).toBeVisible();
  await expect(page.getByText('Version 1.0.4')).toBeVisible();
  const links = await navigationLinks(page);
  for (const entry of [...EVERYONE, ...REPORTERS, ...ADMINISTRATORS]) expect(links).toContain(entry);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Administration' })).toHaveAttribute(
    'href',
    '/administration',
  );
});

test('on a phone the top bar still names the Administrator role beside the greeting', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInThroughForm(page, 'admin@example.org');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Hello, Alex')).toBeVisible();
  await expect(banner.getByText('Administrator')).toBeVisible();
  await expect(banner.getByText('Version 1.0.4')).toBeVisible();
  // nothing pushed off the right edge of the screen
  const version = (await banner.getByText('Version 1.0.4').boundingBox())!;
  expect(version.x + version.width).toBeLessThanOrEqual(375);
});

test('Page Not Found takes a signed-in user home, to the welcome', async ({ page }) => {
  await signInThroughForm(page, 'agency@example.org');
  await expect(page.getByText('Hello, Sam')).toBeVisible();
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible();
});

test('a GSP Representative sees import and reporting but not status or administration', async ({ page }) => {
  await signInThroughForm(page, 'rep@example.org');
  await expect(page.getByText('Hello, Jordan')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Administrator')).toHaveCount(0);
  const links = await navigationLinks(page);
  for (const entry of [...EVERYONE, ...REPORTERS]) expect(links).toContain(entry);
  for (const entry of ADMINISTRATORS) expect(links).not.toContain(entry);
});

test('an Agency user sees the monitoring and water entries only', async ({ page }) => {
  await signInThroughForm(page, 'agency@example.org');
  await expect(page.getByText('Hello, Sam')).toBeVisible();
  const links = await navigationLinks(page);
  for (const entry of EVERYONE) expect(links).toContain(entry);
  for (const entry of [...REPORTERS, ...ADMINISTRATORS]) expect(links).not.toContain(entry);
});

test('the panel is 325 wide on a large screen and Collapse Panel restores the open sub-panels', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInThroughForm(page, 'admin@example.org');
  const panel = page.getByRole('navigation');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.width).toBeCloseTo(325, 0);
  expect((await page.getByRole('banner').boundingBox())!.height).toBeCloseTo(50, 0);

  const monitoring = panel.getByRole('button', { name: 'Monitoring' });
  if ((await monitoring.getAttribute('aria-expanded')) === 'false') await monitoring.click();
  const support = panel.getByRole('button', { name: 'Water Supply and Use' });
  if ((await support.getAttribute('aria-expanded')) === 'true') await support.click();
  await expect(panel.getByRole('link', { name: 'Water level monitoring' })).toBeVisible();

  await page.getByRole('button', { name: 'Collapse Panel' }).click();
  await expect.poll(async () => (await panel.boundingBox())!.width).toBeLessThan(100);
  await expect(panel.getByRole('link', { name: 'Water level monitoring' })).toBeHidden();

  await page.getByRole('button', { name: /Expand Panel|Collapse Panel/ }).click();
  await expect.poll(async () => (await panel.boundingBox())!.width).toBeCloseTo(325, 0);
  await expect(panel.getByRole('link', { name: 'Water level monitoring' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Groundwater storage' })).toBeHidden();
});

test('the panel is 275 wide on a medium screen', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signInThroughForm(page, 'agency@example.org');
  await expect(page.getByRole('navigation')).toBeVisible();
  expect((await page.getByRole('navigation').boundingBox())!.width).toBeCloseTo(275, 0);
});
