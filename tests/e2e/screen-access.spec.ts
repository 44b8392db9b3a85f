import { expectAccessible } from './support/accessibility';
import { gspNamed } from './support/imports';
import { expect, test } from './support/session';

const ADMIN = 'admin@example.org';
const REPRESENTATIVE = 'rep@example.org';
const AGENCY = 'agency@example.org';
/** A GSP the demo representative is not associated with. */
const OTHER_GSP = 'Root Creek GSP';

const SUBMITTED_SCREENS = [
  { path: '/groundwaterstorage', heading: 'Groundwater Change in Storage' },
  { path: '/groundwaterextraction', heading: 'Submitted Groundwater Extraction Data' },
];

test.describe('an Agency user', () => {
  test.use({ account: AGENCY });

  test('is offered no Details link on the submitted-data lists, as the report forms would send them away', async ({
    page,
  }) => {
    for (const screen of SUBMITTED_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      const table = page.getByRole('button', { name: 'Table' });
      if ((await table.getAttribute('aria-pressed')) !== 'true') await table.click();
      const rows = page.getByRole('table').getByRole('row');
      // the demo basin has submitted reports of past years: the table has rows, none with Details
      await expect(rows.nth(1)).toBeVisible();
      await expect(page.getByRole('table')).not.toContainText('Loading...');
      await expect(page.getByRole('columnheader', { name: 'Details' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Details/ })).toHaveCount(0);
      await expectAccessible(page);
    }
  });

  test('is still sent to /dashboard from a report form opened by its address', async ({
    page,
    request,
    signedInContexts,
  }) => {
    const gsp = await gspNamed(request, await signedInContexts.tokenOf(AGENCY), OTHER_GSP);
    await page.goto(`/reporting/gwextraction/${gsp.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('a GSP Representative', () => {
  test.use({ account: REPRESENTATIVE });

  test("sees Details on the submitted data, but not another GSP's reporting history", async ({
    page,
    request,
    signedInContexts,
  }) => {
    await page.goto('/groundwaterextraction');
    await expect(page.getByRole('heading', { name: 'Submitted Groundwater Extraction Data' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Details/ }).first()).toBeVisible();

    const token = await signedInContexts.tokenOf(REPRESENTATIVE);
    const other = await gspNamed(request, token, OTHER_GSP);
    await page.goto(`/reportinghistory/groundwaterextraction/${other.id}`);
    await expect(page.getByRole('heading', { name: 'Groundwater (Extraction) History' })).toBeVisible();
    await expect(page.getByText('User not associated with GSP')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);

    // the API says the same to a client that asks directly
    const answer = await request.get(`/api/groundwaterextraction/?gsp=${other.id}`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(answer.status()).toBe(403);

    // the report form of that GSP does not offer its history either
    await page.goto(`/reporting/gwextraction/${other.id}`);
    await expect(page.getByText('User not associated with GSP')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View History' })).toHaveCount(0);
  });
});

test.describe('an administrator', () => {
  test.use({ account: ADMIN });

  test("reads any GSP's reporting history", async ({ page, request, signedInContexts }) => {
    const other = await gspNamed(request, await signedInContexts.tokenOf(ADMIN), OTHER_GSP);
    await page.goto(`/reportinghistory/groundwaterextraction/${other.id}`);
    await expect(page.getByRole('heading', { name: 'Groundwater (Extraction) History' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('User not associated with GSP')).toHaveCount(0);
  });

  test("opens /adminreporting as GSP reporting status and /implementationprojects/{id} as the project's detail", async ({
    page,
    request,
    signedInContexts,
  }) => {
    await page.goto('/adminreporting');
    await expect(page).toHaveURL(/\/gspreportingstatus$/);
    await expect(page.getByRole('table', { name: 'GSP Reporting Status' })).toBeVisible();
    await expectAccessible(page);

    const token = await signedInContexts.tokenOf(ADMIN);
    const projects = await request.get('/api/projectforms/', {
      headers: { authorization: `Token ${token}` },
    });
    const [project] = (await projects.json()) as { id: number; project_name: string }[];
    expect(project).toBeTruthy();
    await page.goto(`/implementationprojects/${project.id}`);
    await expect(page).toHaveURL(new RegExp(`/implementationdetail/${project.id}$`));
    await expect(page.getByRole('heading', { name: project.project_name, level: 2 })).toBeVisible();
    await expectAccessible(page);
  });

  test("heads the surface water supply form's table 'Water Source Type'", async ({
    page,
    request,
    signedInContexts,
  }) => {
    const gsp = await gspNamed(request, await signedInContexts.tokenOf(ADMIN), 'Chowchilla Subbasin GSP');
    await page.goto(`/reporting/swsupply/${gsp.id}`);
    const table = page.getByRole('table', { name: 'Surface Water Supply by Water Use Sector' });
    await expect(table.getByRole('columnheader').first()).toHaveText('Water Source Type');
    await expect(table.getByRole('columnheader', { name: 'Sector', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('a GSP Representative on a phone', () => {
  test.use({ account: REPRESENTATIVE, viewport: { width: 390, height: 844 } });

  test("reads the not-associated notice of another GSP's history", async ({
    page,
    request,
    signedInContexts,
  }) => {
    const other = await gspNamed(request, await signedInContexts.tokenOf(REPRESENTATIVE), OTHER_GSP);
    await page.goto(`/reportinghistory/groundwaterstorage/${other.id}`);
    await expect(page.getByText('User not associated with GSP')).toBeInViewport();
    await expectAccessible(page);
  });
});
