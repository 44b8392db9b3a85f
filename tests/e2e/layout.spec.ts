import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { GUEST_SCREENS, SIGNED_IN_SCREENS, openScreen, screenPath, seedIds } from './support/app-screens';
import { drawnTexts } from './support/echarts';
import { expect, test } from './support/session';

const ADMIN = 'admin@example.org';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  { name: '1280x800', ...DESKTOP },
  { name: '390x844', ...PHONE },
] as const;

/** The forms checked on a phone: a site, a report, the wells, a project, a user, the profile. */
const FORMS = [
  '/adminwellsites/{waterLevelSite}',
  '/adminstreamsites/{streamSite}',
  '/reporting/gwstorage/{gsp}',
  '/wellcreate',
  '/pumptestform?well={well}',
  '/watervolume?well={well}',
  '/adminprojects/{project}',
  '/adminusers/{user}',
  '/userprofile',
];

let ids: Record<string, number> = {};

test.beforeAll(async ({ signedInContexts, playwright }, workerInfo) => {
  const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
  ids = await seedIds(api, await signedInContexts.tokenOf(ADMIN));
  await api.dispose();
});

/** How far the page, and the main area that scrolls under the top bar, reach past the window's width. */
function sidewaysScroll(page: Page): Promise<{ page: number; main: number }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
}

/** How far an element's content reaches past its own box, sideways. */
const overflowOf = (element: Locator) => element.evaluate((box) => box.scrollWidth - box.clientWidth);

/** The card that holds a table: the element that scrolls it. */
const tableCard = (table: Locator) => table.locator('xpath=..');

test.describe('no screen scrolls sideways', () => {
  test.use({ account: ADMIN });

  for (const size of SIZES) {
    test(`every screen of an administrator fits ${size.name}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      await page.goto('/');
      const overflowing: string[] = [];
      for (const screen of SIGNED_IN_SCREENS) {
        await openScreen(page, screenPath(screen.path, ids));
        const scroll = await sidewaysScroll(page);
        if (scroll.page > 0 || scroll.main > 0)
          overflowing.push(`${screen.path}: page +${scroll.page} px, main +${scroll.main} px`);
      }
      expect(overflowing).toEqual([]);
    });
  }

  test.describe('signed out', () => {
    test.use({ account: null });
    for (const size of SIZES) {
      test(`every screen of a guest fits ${size.name}`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto('/');
        const overflowing: string[] = [];
        for (const screen of GUEST_SCREENS) {
          await openScreen(page, screenPath(screen.path, ids));
          const scroll = await sidewaysScroll(page);
          if (scroll.page > 0 || scroll.main > 0)
            overflowing.push(`${screen.path}: page +${scroll.page} px, main +${scroll.main} px`);
        }
        expect(overflowing).toEqual([]);
      });
    }
  });

  test('GSP Reporting Status fits beside the navigation at 1280x800, one Delete Data per GSP', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/gspreportingstatus');
    const table = page.getByRole('table', { name: 'GSP Reporting Status' });
    await expect(table.getByRole('link', { name: 'View Data' }).first()).toBeVisible();
    // the table itself, not only the page: nothing of it hides past its card's right edge
    expect(await overflowOf(tableCard(table))).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page)).toEqual({ page: 0, main: 0 });

    const rows = await table.locator('tbody tr').count();
    const deleteButtons = table.getByRole('button', { name: /^Delete Data of / });
    expect(await deleteButtons.count()).toBeGreaterThan(0);
    expect(await deleteButtons.count()).toBeLessThanOrEqual(rows);
    await deleteButtons.first().click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(deleteButtons.first()).toBeFocused();
    await expectAccessible(page);
  });
});

test.describe('on a phone (390x844)', () => {
  test.use({ account: ADMIN });
  // the signed-in pages share a browser context of the default size: each test sets the phone's
  test.beforeEach(({ page }) => page.setViewportSize(PHONE));

  test("the home map's layers panel starts collapsed and the map stays in view", async ({ page }) => {
    await page.goto('/dashboard');
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    const layers = page.getByRole('region', { name: 'Layers' });
    await expect(layers.getByRole('button', { name: 'Show layers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(layers.getByRole('group', { name: 'Base Maps' })).toBeHidden();

    const mapBox = (await map.boundingBox())!;
    const panelBox = (await layers.boundingBox())!;
    // the map spans the screen under the top bar, and the folded panel covers a corner of it
    expect(mapBox.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(mapBox.y + mapBox.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    expect(panelBox.width * panelBox.height).toBeLessThan(0.05 * mapBox.width * mapBox.height);
    expect(await sidewaysScroll(page)).toEqual({ page: 0, main: 0 });
    await expectAccessible(page);

    await layers.getByRole('button', { name: 'Show layers' }).click();
    await expect(layers.getByRole('radio', { name: 'Topographic' })).toBeVisible();
  });

  test('a wide table scrolls inside its card, not the page, and its pager stays in view', async ({
    page,
  }) => {
    await page.goto('/waterlevellist');
    const table = page.getByRole('table').first();
    await expect(table.getByRole('button', { name: /^View / }).first()).toBeVisible();
    expect(await overflowOf(tableCard(table))).toBeGreaterThan(0);
    expect(await sidewaysScroll(page)).toEqual({ page: 0, main: 0 });
    const pager = page.locator('.MuiTablePagination-root');
    await expect(pager).toBeVisible();
    expect(await overflowOf(pager)).toBeLessThanOrEqual(0);
  });

  test('forms are one column: their fields stand under each other', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const sideBySide: string[] = [];
    for (const form of FORMS) {
      await openScreen(page, screenPath(form, ids));
      const lefts = await page.locator('main').evaluate((main) =>
        Array.from(main.querySelectorAll('.MuiTextField-root'))
          .filter((field) => {
            const box = field.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && !field.closest('table, .MuiTablePagination-root');
          })
          .map((field) => Math.round(field.getBoundingClientRect().left)),
      );
      expect(lefts.length, `text fields on ${form}`).toBeGreaterThan(1);
      if (new Set(lefts).size > 1)
        sideBySide.push(`${form}: fields start at ${[...new Set(lefts)].join(', ')}`);
    }
    expect(sideBySide).toEqual([]);
  });
});

interface ChartLayout {
  canvasWidth: number;
  boxWidth: number;
  /** The width the chart has in its card: the card's content, less a panel beside it. */
  roomWidth: number;
  height: number;
  plot: { x: number; y: number; width: number; height: number };
  labels: { text: string; x: number; y: number; width: number; height: number }[];
}

/**
 * The chart as ECharts drew it: its canvas, the plot's rectangle and every text's box on the canvas,
 * read from the chart the element holds (src/web/components/chart/use-echart.ts).
 */
async function chartLayout(chart: Locator): Promise<ChartLayout> {
  const layout = await chart.evaluate((element) => {
    interface Rect {
      x: number;
      y: number;
      width: number;
      height: number;
    }
    const instance = (
      element as HTMLElement & {
        echarts?: {
          getModel(): {
            getComponent(type: string): { coordinateSystem: { getRect(): Rect } } | undefined;
          };
        };
      }
    ).echarts;
    if (!instance) throw new Error('the chart element holds no ECharts instance');
    const canvas = element.querySelector('canvas')!;
    const grid = instance.getModel().getComponent('grid')!.coordinateSystem.getRect();
    const holder = element.parentElement!;
    const panel = holder.querySelector<HTMLElement>(':scope > aside');
    const style = getComputedStyle(holder);
    const content = holder.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const panelBeside = panel && panel.getBoundingClientRect().top < element.getBoundingClientRect().bottom;
    return {
      canvasWidth: canvas.getBoundingClientRect().width,
      boxWidth: element.getBoundingClientRect().width,
      roomWidth: panelBeside
        ? content - panel.getBoundingClientRect().width - (parseFloat(style.columnGap) || 0)
        : content,
      height: element.getBoundingClientRect().height,
      plot: { x: grid.x, y: grid.y, width: grid.width, height: grid.height },
    };
  });
  // a text's box is as high as its font; a rotated axis name is as wide as it
  const labels = (await drawnTexts(chart)).map(({ text, x, y, width, height, fontSize }) => {
    const rotated = height > width;
    return {
      text,
      x: rotated ? x + width / 2 - fontSize / 2 : x,
      y: rotated ? y : y + height / 2 - fontSize / 2,
      width: rotated ? fontSize : width,
      height: rotated ? height : fontSize,
    };
  });
  return { ...layout, labels };
}

const overlaps = (a: ChartLayout['labels'][number], b: ChartLayout['labels'][number]) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The chart spans its card, and its labels are on the canvas, those around the plot apart from each other. */
async function expectChartFits(chart: Locator) {
  await chart.scrollIntoViewIfNeeded();
  const layout = await chartLayout(chart);
  const figures = JSON.stringify({ ...layout, labels: layout.labels.length });
  expect(Math.abs(layout.canvasWidth - layout.boxWidth)).toBeLessThanOrEqual(1);
  expect(Math.abs(layout.boxWidth - layout.roomWidth)).toBeLessThanOrEqual(1);
  // the axes' labels and names take the margins, no fixed room beside them
  expect(layout.plot.x, figures).toBeLessThan(80);
  expect(layout.canvasWidth - (layout.plot.x + layout.plot.width), figures).toBeLessThan(80);

  const clipped = layout.labels.filter(
    (label) =>
      label.x < 0 ||
      label.y < 0 ||
      label.x + label.width > layout.canvasWidth ||
      label.y + label.height > layout.height,
  );
  expect(clipped.map((label) => label.text)).toEqual([]);

  const { plot } = layout;
  const around = layout.labels.filter(
    (label) =>
      label.x >= plot.x + plot.width ||
      label.x + label.width <= plot.x ||
      label.y >= plot.y + plot.height ||
      label.y + label.height <= plot.y,
  );
  expect(around.length).toBeGreaterThan(4);
  const crowded = around.flatMap((label, index) =>
    around
      .slice(index + 1)
      .flatMap((other) => (overlaps(label, other) ? [`${label.text} / ${other.text}`] : [])),
  );
  expect(crowded).toEqual([]);
}

test.describe('charts span their card, with their labels inside and apart', () => {
  test.use({ account: ADMIN });

  for (const size of SIZES) {
    test(`a hydrograph with reference lines and the reporting chart at ${size.name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await openScreen(page, screenPath('/subsidencedetail/{subsidenceSite}', ids));
      await expectChartFits(page.getByRole('img', { name: /^Total Subsidence chart of / }));

      await openScreen(page, '/groundwaterstorage');
      await expectChartFits(page.getByRole('img', { name: /^Groundwater Change in Storage chart/ }));
    });
  }
});
