import type { Page } from '@playwright/test';
import { accessibilityViolations } from './support/accessibility';
import {
  APP_TITLE,
  GUEST_SCREENS,
  SIGNED_IN_SCREENS,
  openScreen,
  screenPath,
  seedIds,
  type AppScreen,
} from './support/app-screens';
import { measureFocusRing } from './support/focus-ring';
import { expect, test } from './support/session';

const ADMIN = 'admin@example.org';

/**
 * Opens each screen in turn in one running app and checks that axe-core finds no WCAG 2.1 A or AA
 * violation and that the browser's title names the screen. Failures are collected, so one run names
 * every screen that fails.
 */
async function checkScreens(page: Page, screens: readonly AppScreen[], ids: Record<string, number>) {
  await page.goto('/');
  for (const screen of screens) {
    const path = screenPath(screen.path, ids);
    await test.step(path, async () => {
      await openScreen(page, path, screen.state);
      const title = await page.title();
      const name = title.endsWith(` | ${APP_TITLE}`) ? title.slice(0, -` | ${APP_TITLE}`.length) : null;
      expect.soft(name, `the title of ${path}: '${title}'`).not.toBeNull();
      if (typeof screen.title === 'string') expect.soft(name, `the title of ${path}`).toBe(screen.title);
      else expect.soft(name ?? '', `the title of ${path}`).toMatch(screen.title);
      expect.soft(await accessibilityViolations(page), `axe-core violations on ${path}`).toEqual([]);
    });
  }
}

// the desktop the issue measured and a phone, where the navigation panel is a drawer
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test.describe(`every screen of the router at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.describe('as a guest', () => {
      test.use({ account: null });

      test('meets WCAG 2.1 AA (axe-core) and names itself in the title', async ({
        page,
        request,
        signedInContexts,
      }) => {
        test.setTimeout(120_000);
        const ids = await seedIds(request, await signedInContexts.tokenOf(ADMIN));
        await checkScreens(page, GUEST_SCREENS, ids);
      });
    });

    test.describe('as an administrator', () => {
      test.use({ account: ADMIN });

      test('meets WCAG 2.1 AA (axe-core) and names itself in the title', async ({
        page,
        request,
        signedInContexts,
      }) => {
        test.setTimeout(900_000);
        const ids = await seedIds(request, await signedInContexts.tokenOf(ADMIN));
        await checkScreens(page, SIGNED_IN_SCREENS, ids);
      });
    });
  });
}

/** Presses Tab until the element has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached in ${most} presses of Tab`);
}

test.describe('by keyboard alone', () => {
  test.use({ account: ADMIN });
  // a key press at a time, on a shared machine
  test.describe.configure({ timeout: 120_000 });

  test("the first Tab reaches 'Skip to main content', which moves the focus to the main region", async ({
    page,
  }) => {
    await page.goto('/adminusers');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // the next Tab goes to the screen's content, not to the top bar or the navigation panel
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(next).toBe(true);
  });

  test('a place chosen in the map search opens its popup and leaves the focus in the search field', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Search places' });
    await tabTo(page, search);
    await page.keyboard.type('WL-CHOW-0002');
    await expect(page.getByRole('option', { name: /^WL-CHOW-0002 / })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      page.locator('.leaflet-popup').getByRole('heading', { name: /^WL-CHOW-0002/ }),
    ).toBeVisible();
    await expect(search).toBeFocused();
  });

  test("a site drawn on the home map is reached through 'Sites on the map', which opens its popup", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const sites = page.getByRole('combobox', { name: 'Sites on the map' });
    // the default layers' sites are listed once their markers are drawn
    await expect(sites).toHaveAttribute('placeholder', /^[1-9][\d,]* sites/);
    await tabTo(page, sites);
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toBeVisible();
    const siteId = (await first.locator('p, span').first().textContent())!.split(' ')[0];
    await page.keyboard.type(siteId);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: siteId })).toBeVisible();
    await expect(popup.getByRole('link', { name: /View Details/ })).toBeVisible();
    await expect(sites).toBeFocused();
    await expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("closing a groundwater site's Edit dialog gives the focus back to the row's Edit button", async ({
    page,
  }) => {
    await page.goto('/groundwaterlist');
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    const name = (await edit.getAttribute('aria-label'))!;
    await tabTo(page, edit, 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/waterlevel\/\d+$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/groundwaterlist$/);
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
  });

  test('the focus ring of a button, an icon button and a navigation entry contrasts 3:1 or more', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const targets = [
      page
        .getByRole('navigation', { name: 'Navigation panel' })
        .getByRole('link', { name: 'Map', exact: true }),
      page.getByRole('banner').getByRole('button').last(),
      page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Full Extent' }),
    ];
    for (const target of targets) {
      await tabTo(page, target);
      const ring = await measureFocusRing(target);
      expect(
        ring.ratio,
        `${await target.evaluate((node) => node.outerHTML.slice(0, 80))}: ${JSON.stringify(ring)}`,
      ).toBeGreaterThanOrEqual(3);
    }

    await page.goto('/adminusers');
    const addUser = page.getByRole('main').getByRole('link', { name: 'Add User' });
    await expect(addUser).toBeVisible();
    await tabTo(page, addUser, 120);
    const ring = await measureFocusRing(addUser);
    expect(ring.ratio, JSON.stringify(ring)).toBeGreaterThanOrEqual(3);
  });
});

test.describe('by keyboard alone, as a guest', () => {
  test.use({ account: null });

  test('the skip link is there for guests too, before any other control', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the focus ring of the Login button contrasts 3:1 or more', async ({ page }) => {
    await page.goto('/');
    const login = page.getByRole('button', { name: 'Login' });
    await tabTo(page, login);
    const ring = await measureFocusRing(login);
    expect(ring.ratio, JSON.stringify(ring)).toBeGreaterThanOrEqual(3);
  });
});
