import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/session';

const ADMIN = 'admin@example.org';
const SESSION_STORAGE_KEY = 'basin-dms.session';

/** A well of this run's own, made through the API. */
async function newWell(request: APIRequestContext, token: string) {
  const headers = { authorization: `Token ${token}` };
  const [gsp] = (await (await request.get('/api/gsps/', { headers })).json()) as { id: number }[];
  const suffix = Date.now().toString(36).toUpperCase();
  const response = await request.post('/api/wells/', {
    headers,
    data: {
      well_id: `OFF-${suffix}`,
      well_type: 'Irrigation',
      source_gsp_id: gsp.id,
      latitude: 37.05,
      longitude: -120.25,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; well_id: string };
}

async function entriesOf<T>(request: APIRequestContext, token: string, path: string, wellId: number) {
  const response = await request.get(`${path}?well=${wellId}`, {
    headers: { authorization: `Token ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}

/** Waits until the service worker controls the page, so the app and what it read are served offline. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test.describe('entries made offline', () => {
  test.use({ account: null });

  test('are kept through a reload offline and a cancelled logout, marked pending, and stored exactly once when the network returns', async ({
    browser,
    baseURL,
    request,
    signedInContexts,
  }) => {
    test.setTimeout(120_000);
    const session = await signedInContexts.sessionOf(ADMIN);
    const token = session.token;
    const well = await newWell(request, token);
    // a context of its own: going offline must not touch the other tests' pages
    const context = await browser.newContext({
      baseURL,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL!).origin,
            localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }],
          },
        ],
      },
    });
    const page = await context.newPage();
    try {
      // seen once online: the well's screen and the forms' code
      await page.goto(`/welldetail/${well.id}`);
      // a first visit also installs the service worker, which fetches every screen's code meanwhile
      await expect(page.getByRole('heading', { name: new RegExp(well.well_id) }).first()).toBeVisible({
        timeout: 30_000,
      });
      await controlledByServiceWorker(page);
      await expect(page.getByRole('heading', { name: new RegExp(well.well_id) }).first()).toBeVisible();

      await context.setOffline(true);
      await page.goto(`/pumptestform?well=${well.id}`);
      await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-07-14');
      await page.getByRole('textbox', { name: 'Tested By' }).fill('Offline Pump Testing');
      await page.getByRole('textbox', { name: 'Flow Rate (GPM)' }).fill('1000');
      await page.getByRole('textbox', { name: 'Static Water Level (ft)' }).fill('100');
      await page.getByRole('textbox', { name: 'Pumping Water Level (ft)' }).fill('150');
      await page.getByRole('textbox', { name: 'Discharge Pressure (psi)' }).fill('20');
      await page.getByRole('textbox', { name: 'Input Power (kW)' }).fill('50');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));

      await page.goto(`/maintenanceform?well=${well.id}`);
      await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-07-15');
      await page.getByRole('textbox', { name: 'Performed By' }).fill('Field Crew 3');
      await page.getByRole('textbox', { name: 'Description' }).fill('Replaced packing, offline');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));

      // a reload without network: the app, the well and both entries are still there, waiting
      await page.reload();
      await expect(page.getByRole('heading', { name: new RegExp(well.well_id) }).first()).toBeVisible();
      const waiting = page.getByText(/^(Pending|Sending|Not sent)/);
      await expect(waiting).toHaveCount(2);
      await expect(page.getByRole('button', { name: /2 entries not yet sent/ })).toBeVisible();
      expect(await entriesOf(request, token, '/api/pumptests/', well.id)).toEqual([]);

      // logging out now would lose them: the spec's question, and Cancel keeps the user and the entries
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const question = page.getByRole('dialog');
      await expect(question).toContainText(
        'You currently have unsaved data waiting to sync to the server. If you continue this data will be lost. Do you wish to proceed?',
      );
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);
      await expect(page.getByText('Hello, ')).toBeVisible();
      await expect(waiting).toHaveCount(2);

      await context.setOffline(false);
      await expect(waiting).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: /not yet sent/ })).toHaveCount(0);
      const tests = await entriesOf<{ tested_by: string; tdh: number }>(
        request,
        token,
        '/api/pumptests/',
        well.id,
      );
      expect(tests).toHaveLength(1);
      expect(tests[0]).toMatchObject({ tested_by: 'Offline Pump Testing' });
      expect(tests[0].tdh).toBeCloseTo(196.2, 1);
      const maintenance = await entriesOf<{ description: string }>(
        request,
        token,
        '/api/maintenancelog/',
        well.id,
      );
      expect(maintenance.map((entry) => entry.description)).toEqual(['Replaced packing, offline']);
    } finally {
      await context.close();
    }
  });
});

test.describe('an entry whose Idempotency-Key the server already has for other values', () => {
  test.use({ account: ADMIN });

  test('is kept in the outbox, marked refused with the server’s message, and nothing more is stored', async ({
    page,
    request,
    signedInContexts,
  }) => {
    const token = await signedInContexts.tokenOf(ADMIN);
    const well = await newWell(request, token);
    // before the entry's own request reaches the server, another create with its key and other values
    // is stored (as a lost answer and a changed entry would leave it)
    let key = '';
    await page.route(/\/api\/maintenancelog\/$/, async (route) => {
      if (route.request().method() === 'POST' && !key) {
        key = route.request().headers()['idempotency-key'];
        const earlier = await request.post('/api/maintenancelog/', {
          headers: { authorization: `Token ${token}`, 'idempotency-key': key },
          data: {
            well: well.id,
            date: '2025-07-01',
            performedby: 'Earlier Crew',
            description: 'First values',
          },
        });
        expect(earlier.status(), await earlier.text()).toBe(201);
      }
      await route.continue();
    });

    await page.goto(`/maintenanceform?well=${well.id}`);
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-07-02');
    await page.getByRole('textbox', { name: 'Performed By' }).fill('Field Crew 5');
    await page.getByRole('textbox', { name: 'Description' }).fill('Other values');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));

    const row = page.getByRole('row', { name: /Field Crew 5/ });
    await expect(row.getByRole('cell', { name: /^Refused An entry was already stored/ })).toContainText(
      'An entry was already stored under this Idempotency-Key with other values; this version was not stored. Check the stored entry: change it there if needed, and discard this version.',
    );
    await expect(row).toContainText('Other values');
    expect(key).not.toBe('');
    // the earlier version the message speaks of is in the same table
    await expect(page.getByRole('row', { name: /Earlier Crew/ })).toContainText('First values');
    const stored = await entriesOf<{ description: string }>(request, token, '/api/maintenancelog/', well.id);
    expect(stored.map((entry) => entry.description)).toEqual(['First values']);

    // this version is discarded from its own page; the stored one stays
    await row.getByRole('link', { name: /^Fix the maintenance/ }).click();
    await expect(page.getByText(/this version was not stored/)).toBeVisible();
    await page.getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this entry?' });
    await expect(dialog).toContainText('This version of the entry has not been stored by the server.');
    await dialog.getByRole('button', { name: 'Delete Entry' }).click();
    await expect(page).toHaveURL(new RegExp(`/welldetail/${well.id}$`));
    await expect(page.getByRole('row', { name: /Earlier Crew/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Field Crew 5/ })).toHaveCount(0);
  });
});
