import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openScreen, screenPath, seedIds } from './support/app-screens';
import { drawnTexts } from './support/echarts';
import { apiGet, expect, test } from './support/session';

/**
 * Issue 30's layout points, measured in the browser at a desktop's and a phone's size: boxes that must
 * not overlap, lines a cell takes (its text's height against its line height), tables wider than their
 * card, a fixed first column, and the hydrograph's labels and markers as ECharts drew them.
 */

const ADMIN = 'admin@example.org';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'a laid out element').not.toBeNull();
  return box!;
}

/** How many lines an element's text takes: the height of its text against its line height. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const style = getComputedStyle(node as Element);
    const lineHeight =
      style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
    return Math.round(range.getBoundingClientRect().height / lineHeight);
  });
}

/** The card a table scrolls in (its parent), and how far its content reaches past it. */
const cardOf = (table: Locator) => table.locator('xpath=..');
const overflowOf = (card: Locator) => card.evaluate((box) => box.scrollWidth - box.clientWidth);
const scrollCardTo = (card: Locator, left: number | 'end') =>
  card.evaluate((box, to) => {
    box.scrollLeft = to === 'end' ? box.scrollWidth : to;
  }, left);
/** The shadow and arrow at a card's edge past which columns are hidden. */
const cue = (table: Locator, side: 'left' | 'right') =>
  cardOf(table).locator(`xpath=following-sibling::*[@data-scroll-cue="${side}"]`);

let ids: Record<string, number> = {};

test.use({ account: ADMIN });

test.beforeAll(async ({ signedInContexts, playwright }, workerInfo) => {
  const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
  ids = await seedIds(api, await signedInContexts.tokenOf(ADMIN));
  await api.dispose();
});

/** The box of the pixels of the home map's drawing canvas painted near a colour, in page coordinates. */
function paintedBox(page: Page, colour: readonly number[]): Promise<Box | null> {
  return page.locator('.leaflet-overlay-pane canvas').evaluate((canvas, [red, green, blue]) => {
    const element = canvas as HTMLCanvasElement;
    const context = element.getContext('2d');
    if (!context || element.width === 0) return null;
    const { data, width, height } = context.getImageData(0, 0, element.width, element.height);
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const index = (y * width + x) * 4;
        if (
          data[index + 3] > 128 &&
          Math.abs(data[index] - red) < 40 &&
          Math.abs(data[index + 1] - green) < 40 &&
          Math.abs(data[index + 2] - blue) < 40
        ) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    if (left === Infinity) return null;
    const box = element.getBoundingClientRect();
    const scale = box.width / width;
    return {
      x: box.left + left * scale,
      y: box.top + top * scale,
      width: (right - left + 1) * scale,
      height: (bottom - top + 1) * scale,
    };
  }, colour);
}

test.describe('at 1280x800', () => {
  test.beforeEach(({ page }) => page.setViewportSize(DESKTOP));

  test('the home map shows the basin whole beside the open layer panel, not under it', async ({ page }) => {
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Layers' });
    await expect(panel.getByRole('radio', { name: 'Topographic' })).toBeVisible();
    const panelBox = await boxOf(panel);
    // the basin boundary is drawn in black (the demo seed's Basin Boundary layer), its sites in red
    await expect
      .poll(
        async () => {
          const basin = await paintedBox(page, [0, 0, 0]);
          return basin !== null && !overlap(basin, panelBox) && basin.x + basin.width < panelBox.x;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const sites = await paintedBox(page, [255, 0, 0]);
    expect(sites).not.toBeNull();
    expect(overlap(sites!, panelBox)).toBe(false);
    await expectAccessible(page);
  });

  test('the water level list keeps site ids on one line and GSA and GSP names short, 10 rows to a screen', async ({
    page,
  }) => {
    await page.goto('/waterlevellist');
    const table = page.getByRole('table', { name: 'Well Level Monitoring' });
    await expect(table.getByRole('button', { name: /^View / }).first()).toBeVisible();
    const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const column = (name: string) => headers.indexOf(name) + 1;
    const rows = table.locator('tbody tr');
    for (let index = 0; index < 10; index++) {
      const row = rows.nth(index);
      for (const id of ['DMS Site ID', 'Local Site ID'])
        expect(await linesOf(row.locator(`td:nth-child(${column(id)})`)), `${id} of row ${index + 1}`).toBe(
          1,
        );
      for (const name of ['GSA', 'GSP'])
        expect(
          await linesOf(row.locator(`td:nth-child(${column(name)})`)),
          `${name} of row ${index + 1}`,
        ).toBeLessThanOrEqual(3);
    }
    // ten rows under the header fit the window below the top bar
    const tenRows = await rows.evaluateAll((all) =>
      all.slice(0, 10).reduce((sum, row) => sum + row.getBoundingClientRect().height, 0),
    );
    const header = await boxOf(table.locator('thead'));
    expect(tenRows + header.height).toBeLessThanOrEqual(DESKTOP.height - 50);
    await expectAccessible(page);
  });

  test("the well detail's volume pumps table shows that more columns follow 'Hours', and reaches them", async ({
    page,
  }) => {
    await page.goto(screenPath('/welldetail/{well}', ids));
    const table = page.getByRole('table', { name: 'Well Volume Pumps' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const card = cardOf(table);
    expect(await overflowOf(card)).toBeGreaterThan(0);
    await expect(cue(table, 'right')).toBeVisible();
    await expect(cue(table, 'left')).toHaveCount(0);
    // the cue lies on the card's right edge, over the columns it hides
    const cardBox = await boxOf(card);
    const cueBox = await boxOf(cue(table, 'right'));
    expect(Math.abs(cueBox.x + cueBox.width - (cardBox.x + cardBox.width))).toBeLessThanOrEqual(2);

    await scrollCardTo(card, 'end');
    await expect(cue(table, 'right')).toHaveCount(0);
    await expect(cue(table, 'left')).toBeVisible();
    const last = await boxOf(table.locator('thead th').last());
    expect(last.x + last.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
    await expectAccessible(page);
  });

  test('GSP Reporting Status keeps every Lock, Unlock, View and Delete Data button on one line', async ({
    page,
  }) => {
    await page.goto('/gspreportingstatus');
    const table = page.getByRole('table', { name: 'GSP Reporting Status' });
    const buttons = table
      .getByRole('button', { name: /(Lock|Unlock|Delete) Data/ })
      .or(table.getByRole('link', { name: 'View Data' }));
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();
    expect(count).toBeGreaterThan(4);
    for (let index = 0; index < count; index++)
      expect(await linesOf(buttons.nth(index)), await buttons.nth(index).innerText()).toBe(1);
    expect(await overflowOf(cardOf(table))).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test("a report form's sector names stay in place while its columns scroll to the notes", async ({
    page,
  }) => {
    await page.goto(screenPath('/reporting/totaluse/{gsp}', ids));
    const table = page.getByRole('table', { name: 'Total Water Use by Water Use Sector' });
    const sector = table.getByRole('rowheader').first();
    await expect(sector).toBeVisible();
    const card = cardOf(table);
    expect(await overflowOf(card)).toBeGreaterThan(0);
    const before = await boxOf(sector);

    // the last cell of the row, past the card's right edge: reaching it scrolls the card
    await scrollCardTo(card, 'end');
    const after = await boxOf(sector);
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.width).toBeCloseTo(before.width, 0);
    // nothing scrolled over it: its middle is still its own
    const own = await sector.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
      return !!top && cell.contains(top);
    });
    expect(own).toBe(true);
    // the columns scrolled out of sight are hidden behind the sector names: the cue is at their edge
    await expect(cue(table, 'left')).toBeVisible();
    const leftCue = await boxOf(cue(table, 'left'));
    expect(Math.abs(leftCue.x - (after.x + after.width))).toBeLessThanOrEqual(2);
    await expectAccessible(page);
  });
});

test.describe('at 390x844', () => {
  test.beforeEach(({ page }) => page.setViewportSize(PHONE));

  test('the product title is shown whole on every kind of screen', async ({ page }) => {
    await page.goto('/');
    for (const path of ['/dashboard', '/waterlevellist', '/gspreportingstatus', '/userprofile']) {
      await openScreen(page, path);
      const title = page.getByRole('heading', { name: 'Basin Data Management System', level: 1 });
      await expect(title).toBeVisible();
      expect(
        await title.evaluate((heading) => heading.scrollWidth - heading.clientWidth),
        path,
      ).toBeLessThanOrEqual(0);
      const box = await boxOf(title);
      expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
      // whole and readable: one line, or two where a wider font wraps it, never a word to a line
      expect(await linesOf(title), path).toBeLessThanOrEqual(2);
    }
    await expectAccessible(page);
  });

  test("the home map's layer box leaves 'Search places' and the map's tools clear", async ({ page }) => {
    await page.goto('/dashboard');
    const layers = page.getByRole('region', { name: 'Layers' });
    await expect(layers.getByRole('button', { name: 'Show layers' })).toBeVisible();
    const layersBox = await boxOf(layers);
    for (const control of [
      page.getByRole('combobox', { name: 'Search places' }),
      page.getByRole('combobox', { name: 'Sites on the map' }),
      page.getByRole('button', { name: 'Full Extent' }),
      page.getByRole('button', { name: 'Water Level Chart' }),
    ])
      expect(overlap(await boxOf(control), layersBox)).toBe(false);
    // right under the tools, clear of the zoom buttons at the map's foot
    const tools = await boxOf(page.getByRole('button', { name: 'Water Level Chart' }));
    expect(layersBox.y).toBeLessThan(tools.y + tools.height + 24);
    expect(overlap(await boxOf(page.getByRole('button', { name: 'Zoom in' })), layersBox)).toBe(false);
    await expectAccessible(page);
  });

  for (const { path, name, columns } of [
    { path: '/waterlevellist', name: 'Well Level Monitoring', columns: 8 },
    { path: '/gspreportingstatus', name: 'GSP Reporting Status', columns: 11 },
  ]) {
    test(`${path}: a table wider than the phone shows that more columns exist, until its last is reached`, async ({
      page,
    }) => {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      expect(await table.locator('thead th').count()).toBe(columns);
      const card = cardOf(table);
      expect(await overflowOf(card)).toBeGreaterThan(0);
      await expect(cue(table, 'right')).toBeVisible();
      await expectAccessible(page);
      await scrollCardTo(card, 'end');
      await expect(cue(table, 'right')).toHaveCount(0);
      await expect(cue(table, 'left')).toBeVisible();
      await scrollCardTo(card, 0);
      await expect(cue(table, 'left')).toHaveCount(0);
      await expect(cue(table, 'right')).toBeVisible();
    });
  }

  test('the storage form shows Lower Aquifer and Total whole', async ({ page }) => {
    await page.goto(screenPath('/reporting/gwstorage/{storageReportGsp}/{storageReport}', ids));
    const table = page.getByRole('table', { name: 'Change in Groundwater Storage' });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const card = cardOf(table);
    expect(await overflowOf(card)).toBeLessThanOrEqual(0);
    const cardBox = await boxOf(card);
    for (const header of [/^Lower Aquifer/, /^Total/]) {
      const box = await boxOf(table.getByRole('columnheader', { name: header }));
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
    }
    const lastCell = await boxOf(table.locator('tbody tr').first().locator('td').last());
    expect(lastCell.x + lastCell.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
    await expectAccessible(page);
  });

  test("the storage chart's cumulative label stays off the bars", async ({ page }) => {
    await page.goto('/groundwaterstorage');
    const chart = page.getByRole('img', { name: /^Groundwater Change in Storage chart/ });
    await expect(chart.locator('canvas').first()).toBeVisible();
    const bars = await chart.evaluate((element) => {
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
              getSeriesByType(type: string): Array<{
                getData(): { count(): number; getItemLayout(index: number): Rect | null };
              }>;
            };
          };
        }
      ).echarts!;
      return instance
        .getModel()
        .getSeriesByType('bar')
        .flatMap((series) => {
          const data = series.getData();
          return Array.from({ length: data.count() }, (_, index) => data.getItemLayout(index)).filter(
            (layout): layout is Rect => !!layout && Math.abs(layout.height) > 0,
          );
        })
        .map(({ x, y, width, height }) => ({
          x: Math.min(x, x + width),
          y: Math.min(y, y + height),
          width: Math.abs(width),
          height: Math.abs(height),
        }));
    });
    // the label is drawn once the chart has its width: wait for it
    const cumulative = async () => (await drawnTexts(chart)).filter((text) => / AF$/.test(text.text));
    await expect.poll(async () => (await cumulative()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const drawn = { bars, labels: await cumulative() };
    expect(drawn.bars.length).toBeGreaterThan(3);
    expect(drawn.labels.map((label) => label.text)).toEqual([expect.stringMatching(/^-?[\d.]+[KMB]? AF$/)]);
    const [label] = drawn.labels;
    expect(drawn.bars.filter((bar) => overlap(bar, label))).toEqual([]);
    await expectAccessible(page);
  });
});

test.describe('hydrographs', () => {
  interface HydrographDrawing {
    points: Array<[number, number]>;
    markers: Array<[number, number]>;
    labels: Array<{ text: string } & Box>;
  }

  /** The line's points and the markers drawn on it, and the reference lines' names, as ECharts drew them. */
  async function hydrographDrawing(chart: Locator): Promise<HydrographDrawing> {
    const { points, markers } = await chart.evaluate((element) => {
      const instance = (
        element as HTMLElement & {
          echarts?: {
            getModel(): {
              getSeriesByType(type: string): Array<{
                getData(): {
                  getLayout(key: 'points'): ArrayLike<number> | undefined;
                  getItemGraphicEl(index: number): { invisible?: boolean } | null;
                };
              }>;
            };
          };
        }
      ).echarts!;
      const [line] = instance.getModel().getSeriesByType('line');
      const data = line.getData();
      // a line series keeps its points' pixels as one flat list: x0, y0, x1, y1, ...
      const flat = Array.from(data.getLayout('points') ?? []);
      const points: Array<[number, number]> = [];
      const markers: Array<[number, number]> = [];
      for (let index = 0; index < flat.length / 2; index++) {
        const point: [number, number] = [flat[2 * index], flat[2 * index + 1]];
        points.push(point);
        const symbol = data.getItemGraphicEl(index);
        if (symbol && !symbol.invisible) markers.push(point);
      }
      return { points, markers };
    });
    const labels = (await drawnTexts(chart)).filter((text) =>
      /^(Measureable Objective|Interim Milestone|Minimum Threshold|Ground Surface Elevation)/.test(text.text),
    );
    return { points, markers, labels };
  }

  /** Whether the line from one point to the next passes through a box: sampled every pixel along it. */
  function lineCrosses(points: Array<[number, number]>, box: Box): boolean {
    for (let index = 1; index < points.length; index++) {
      const [x1, y1] = points[index - 1];
      const [x2, y2] = points[index];
      const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1)));
      for (let step = 0; step <= steps; step++) {
        const x = x1 + ((x2 - x1) * step) / steps;
        const y = y1 + ((y2 - y1) * step) / steps;
        if (x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height) return true;
      }
    }
    return false;
  }

  for (const size of [
    { name: '1280x800', ...DESKTOP },
    { name: '390x844', ...PHONE },
  ]) {
    test(`the busiest well's hydrograph at ${size.name}: readable reference names, markers only where readings are apart, the list's count`, async ({
      page,
      request,
      signedInContexts,
    }) => {
      await page.setViewportSize(size);
      const { sites } = await apiGet<{
        sites: Array<{ id: number; dms_site_id: string; num_measurements: number }>;
      }>(request, await signedInContexts.tokenOf(ADMIN), '/api/wellsitesummary/wellsitemeasurements');
      const [busiest] = [...sites].sort((a, b) => b.num_measurements - a.num_measurements);
      await page.goto(`/hydroograph/${busiest.id}`);
      const chart = page.getByRole('img', { name: `Surface Elevation chart of ${busiest.dms_site_id}` });
      await expect(chart.locator('canvas').first()).toBeVisible();
      await chart.scrollIntoViewIfNeeded();

      // the names are placed once the chart knows its width: wait until they are drawn clear
      let drawing: HydrographDrawing | undefined;
      await expect
        .poll(
          async () => {
            drawing = await hydrographDrawing(chart);
            return (
              drawing.labels.length > 0 &&
              drawing.labels.every((label) => !lineCrosses(drawing!.points, label))
            );
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      const { points, markers, labels } = drawing!;
      expect(labels.map((label) => label.text)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Measureable Objective/),
          expect.stringMatching(/^Interim Milestone/),
        ]),
      );
      const crowded = labels.flatMap((label, index) =>
        labels
          .slice(index + 1)
          .filter((other) => overlap(label, other))
          .map((other) => `${label.text} / ${other.text}`),
      );
      expect(crowded).toEqual([]);

      // markers only where the readings are apart: fewer than the points, none within 8 px of another
      expect(points.length).toBeGreaterThan(100);
      expect(markers.length).toBeLessThan(points.length / 2);
      // the busiest well's early readings are years apart: on a desktop's plot some keep their marker
      if (size.width === DESKTOP.width) expect(markers.length).toBeGreaterThan(0);
      const sorted = [...markers].sort((a, b) => a[0] - b[0]);
      for (let index = 1; index < sorted.length; index++)
        expect(sorted[index][0] - sorted[index - 1][0]).toBeGreaterThanOrEqual(8);

      // the panel counts what the chart draws and names the readings left out: together, the list's count
      const summary = page.getByRole('region', { name: 'Summary Statistics' });
      const counted = await summary
        .getByText('Measurements', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .innerText();
      expect(counted).toMatch(/^\d{1,3}(,\d{3})*$/);
      const charted = Number(counted.replace(/,/g, ''));
      const listed = busiest.num_measurements;
      if (charted === listed) {
        await expect(summary.getByText(/readings .* not charted/)).toHaveCount(0);
      } else {
        await expect(summary).toContainText(
          `${(listed - charted).toLocaleString('en-US')} of the site's ${listed.toLocaleString('en-US')} readings`,
        );
      }
      await expectAccessible(page);
    });
  }
});
