import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/factories';
import { buildProject, buildWaterYear } from '../test-support/project-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let adminId: number;
let agency: Headers;
let representative: Headers;

beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInUser(testApp, 'Administrator');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
  agency = (await signedInUser(testApp, 'Agency')).headers;
  representative = (await signedInUser(testApp, 'GSP Representative')).headers;
});
afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  payload?: object,
  headers: Headers | Record<string, never> = admin,
) => testApp.app.inject({ method, url, headers, payload });

describe('/api/projectstatus/', () => {
  it('creates an empty entry of a project, answers its id, and fills it on save', async () => {
    const project = await buildProject(testApp.db);
    const created = await call('POST', '/api/projectstatus/', { projectform_id: project.id });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({
      id: expect.any(Number),
      projectform_id: project.id,
      proj_date: null,
      project_status: null,
      project_notes: null,
      updateby_id: adminId,
    });

    const saved = await call('PATCH', `/api/projectstatus/${id}`, {
      proj_date: '2025-03-14',
      project_status: 'Design',
      project_notes: 'Engineering contract awarded',
    });
    expect(saved.json()).toMatchObject({ id, projectform_id: project.id, project_status: 'Design' });
    expect((await call('GET', `/api/projectforms/${project.id}`)).json().project_status_label).toBe('Design');
  });

  it("lists one project's entries with ?projectform_id=", async () => {
    const [first, second] = [await buildProject(testApp.db), await buildProject(testApp.db)];
    await call('POST', '/api/projectstatus/', { projectform_id: first.id, project_status: 'Planned' });
    await call('POST', '/api/projectstatus/', { projectform_id: second.id, project_status: 'On Hold' });
    const rows = (
      await call('GET', `/api/projectstatus/?projectform_id=${second.id}`, undefined, agency)
    ).json();
    expect(rows.map((row: { project_status: string }) => row.project_status)).toEqual(['On Hold']);
    expect((await call('GET', '/api/projectstatus/?projectform_id=abc')).statusCode).toBe(400);
  });

  it('refuses an entry of no project and a status not on the server list', async () => {
    expect((await call('POST', '/api/projectstatus/', {})).json()).toEqual({
      projectform_id: ['Field is required'],
    });
    expect((await call('POST', '/api/projectstatus/', { projectform_id: 999999 })).json()).toEqual({
      projectform_id: ['Select a project from the list.'],
    });
    const project = await buildProject(testApp.db);
    const wrong = await call('POST', '/api/projectstatus/', {
      projectform_id: project.id,
      project_status: 'Done',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('project_status');
    const choices = (await call('OPTIONS', '/api/projectstatus/')).json().actions.POST.project_status.choices;
    expect(choices).toContainEqual({ value: 'Under Construction', display_name: 'Under Construction' });
  });

  it('lets every signed-in user read and only administrators write', async () => {
    const project = await buildProject(testApp.db);
    const entry = (await call('POST', '/api/projectstatus/', { projectform_id: project.id })).json();
    for (const user of [agency, representative]) {
      expect((await call('GET', `/api/projectstatus/${entry.id}`, undefined, user)).statusCode).toBe(200);
      expect(
        (await call('POST', '/api/projectstatus/', { projectform_id: project.id }, user)).statusCode,
      ).toBe(403);
      expect((await call('PATCH', `/api/projectstatus/${entry.id}`, {}, user)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/projectstatus/${entry.id}`, undefined, user)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/projectstatus/', undefined, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/api/projectstatus/${entry.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/projectstatus/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('/api/annualupdates/', () => {
  it('offers the water years as choices and keeps an update with its water year and costs', async () => {
    const year = await buildWaterYear(testApp.db);
    const project = await buildProject(testApp.db);
    const choices = (await call('OPTIONS', '/api/annualupdates/', undefined, agency)).json().actions.POST
      .water_year.choices;
    expect(choices).toContainEqual({ value: year.id, display_name: String(year.waterYear) });

    const created = (await call('POST', '/api/annualupdates/', { projectform_id: project.id })).json();
    const saved = await call('PATCH', `/api/annualupdates/${created.id}`, {
      water_year: year.id,
      annual_benefit: '850',
      annual_cap_cost: '125000.5',
      annual_op_cost: 9800,
      proj_update_desc: 'First full season of recharge',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: created.id,
      projectform_id: project.id,
      water_year: year.id,
      water_year_label: String(year.waterYear),
      annual_benefit: 850,
      annual_cap_cost: 125000.5,
      annual_op_cost: 9800,
      proj_update_desc: 'First full season of recharge',
      updateby_id: adminId,
    });
    const listed = (
      await call('GET', `/api/annualupdates/?projectform_id=${project.id}`, undefined, representative)
    ).json();
    expect(listed).toEqual([saved.json()]);
  });

  it('refuses a water year that does not exist and writes from non-administrators', async () => {
    const project = await buildProject(testApp.db);
    expect(
      (await call('POST', '/api/annualupdates/', { projectform_id: project.id, water_year: 999999 })).json(),
    ).toEqual({ water_year: ['Select a water year from the list.'] });
    for (const user of [agency, representative]) {
      expect(
        (await call('POST', '/api/annualupdates/', { projectform_id: project.id }, user)).statusCode,
      ).toBe(403);
    }
    expect((await call('POST', '/api/annualupdates/', { projectform_id: project.id }, {})).statusCode).toBe(
      401,
    );
  });

  it('records one history entry for each change of an update', async () => {
    const project = await buildProject(testApp.db);
    const created = (await call('POST', '/api/annualupdates/', { projectform_id: project.id })).json();
    await call('PATCH', `/api/annualupdates/${created.id}`, { annual_benefit: 10 });
    const history = (
      await call('GET', `/api/changehistory/?record_type=annualupdates&record_id=${created.id}`)
    ).json();
    expect(history.results.map((entry: { operation: string }) => entry.operation)).toEqual([
      'UPDATE',
      'INSERT',
    ]);
    expect(history.results[0].changes).toEqual([{ field: 'annual_benefit', before: null, after: 10 }]);
  });
});
