import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { buildGsp, associate, signedInUser } from '../test-support/factories';
import { buildGsa } from '../test-support/monitoring-factories';
import {
  associateWithGsa,
  buildAnnualUpdate,
  buildProject,
  buildProjectStatus,
  buildWaterYear,
} from '../test-support/project-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let adminId: number;
let agency: Headers;
let representative: Headers;
let ownGsa: { id: number; name: string };
let ownGsp: { id: number; name: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInUser(testApp, 'Administrator');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
  ownGsa = await buildGsa(testApp.db, 'Madera County GSA');
  ownGsp = await buildGsp(testApp.db, 'Madera Subbasin GSP');
  await associateWithGsa(testApp.db, adminId, ownGsa.id);
  await associate(testApp.db, adminId, ownGsp.id);
  agency = (await signedInUser(testApp, 'Agency')).headers;
  representative = (await signedInUser(testApp, 'GSP Representative')).headers;
});
afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  payload?: object,
  headers: Headers | Record<string, never> = admin,
) => testApp.app.inject({ method, url, headers, payload });

describe('/api/projectforms/', () => {
  it('creates a draft from nothing, with the GSA and GSP of the administrator who made it', async () => {
    const response = await call('POST', '/api/projectforms/', {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      source_gsa_id: ownGsa.id,
      source_gsa_label: 'Madera County GSA',
      source_gsp_id: ownGsp.id,
      source_gsp_label: 'Madera Subbasin GSP',
      updateby_id: adminId,
      project_status_label: '',
    });
  });

  it('creates a draft without GSA and GSP for an administrator who has none, and saving it requires both', async () => {
    const loner = await signedInUser(testApp, 'Administrator');
    const draft = (await call('POST', '/api/projectforms/', {}, loner.headers)).json();
    expect(draft).toMatchObject({ source_gsa_id: null, source_gsp_id: null });

    const save = await call(
      'PATCH',
      `/api/projectforms/${draft.id}`,
      { project_name: 'Recharge' },
      loner.headers,
    );
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual({
      source_gsa_id: [ACCOUNT_TEXTS.fieldRequired],
      source_gsp_id: [ACCOUNT_TEXTS.fieldRequired],
    });
  });

  it('saves every field, stores the point as lat and lon and answers it as [longitude, latitude]', async () => {
    const draft = (await call('POST', '/api/projectforms/', {})).json();
    const saved = await call('PUT', `/api/projectforms/${draft.id}`, {
      project_id: 'PMA-07',
      project_name: 'Berenda Creek Recharge Basin',
      source_gsa_id: ownGsa.id,
      source_gsp_id: ownGsp.id,
      record_type: 'Project',
      project_mechanism: 'Groundwater Recharge',
      other_project_mechanism: '',
      first_year: '2024',
      project_description: 'Flood flows spread on 80 acres.',
      est_annual_benefit: '1200.5',
      est_cap_cost: 2500000,
      est_avg_ann_op_cost: '45000.25',
      notes: 'Phase one',
      geometry: { type: 'Point', coordinates: [-120.21, 37.08] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      project_id: 'PMA-07',
      first_year: 2024,
      est_annual_benefit: 1200.5,
      est_cap_cost: 2500000,
      est_avg_ann_op_cost: 45000.25,
      other_project_mechanism: null,
      lat: 37.08,
      lon: -120.21,
      geometry: { type: 'Point', coordinates: [-120.21, 37.08] },
    });
  });

  it('refuses unknown fields, choices not on the list and GSPs that do not exist, naming the field', async () => {
    const draft = (await call('POST', '/api/projectforms/', {})).json();
    const unknown = await call('PATCH', `/api/projectforms/${draft.id}`, { budget_code: 'X' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('budget_code');
    const wrong = await call('PATCH', `/api/projectforms/${draft.id}`, {
      record_type: 'Programme',
      source_gsp_id: 999999,
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['record_type']);
    const missing = await call('PATCH', `/api/projectforms/${draft.id}`, { source_gsp_id: 999999 });
    expect(missing.json()).toEqual({ source_gsp_id: ['Select a GSP from the list.'] });
  });

  it('lists each project with its latest status entry and how many entries it has', async () => {
    const project = await buildProject(testApp.db, { project_id: 'PMA-LATEST' });
    await buildProjectStatus(testApp.db, project.id, { proj_date: '2023-05-01', project_status: 'Design' });
    await buildProjectStatus(testApp.db, project.id, {
      proj_date: '2024-06-01',
      project_status: 'Under Construction',
    });
    await buildProjectStatus(testApp.db, project.id, { proj_date: '2022-01-01', project_status: 'Planned' });
    await buildProjectStatus(testApp.db, project.id);
    await buildAnnualUpdate(testApp.db, project.id);

    const rows = (await call('GET', '/api/projectforms/', undefined, agency)).json();
    expect(rows.find((row: { id: number }) => row.id === project.id)).toMatchObject({
      project_status_label: 'Under Construction',
      status_count: 4,
      annual_update_count: 1,
    });
  });

  it('lets every signed-in user read, only administrators write, and nobody signed out', async () => {
    const project = await buildProject(testApp.db);
    for (const reader of [agency, representative, admin]) {
      expect((await call('GET', '/api/projectforms/', undefined, reader)).statusCode).toBe(200);
      expect((await call('GET', `/api/projectforms/${project.id}`, undefined, reader)).statusCode).toBe(200);
      expect((await call('OPTIONS', '/api/projectforms/', undefined, reader)).statusCode).toBe(200);
    }
    for (const user of [agency, representative]) {
      expect((await call('POST', '/api/projectforms/', {}, user)).statusCode).toBe(403);
      expect((await call('PATCH', `/api/projectforms/${project.id}`, { notes: 'x' }, user)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/projectforms/${project.id}`, undefined, user)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/projectforms/', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/projectforms/', {}, {})).statusCode).toBe(401);
  });

  it('describes its fields with the choice lists in OPTIONS', async () => {
    const fields = (await call('OPTIONS', '/api/projectforms/')).json().actions.POST;
    expect(fields.source_gsa_id).toMatchObject({ required: true, label: 'GSA' });
    expect(fields.record_type.choices).toEqual([
      { value: 'Project', display_name: 'Project' },
      { value: 'Management Action', display_name: 'Management Action' },
    ]);
    expect(fields.notes.max_length).toBe(4000);
  });

  it('deletes a project with its status entries and annual updates, and records each deletion', async () => {
    const year = await buildWaterYear(testApp.db);
    const project = (await call('POST', '/api/projectforms/', { project_id: 'PMA-GONE' })).json();
    const status = (await call('POST', '/api/projectstatus/', { projectform_id: project.id })).json();
    const update = (
      await call('POST', '/api/annualupdates/', { projectform_id: project.id, water_year: year.id })
    ).json();

    expect((await call('DELETE', `/api/projectforms/${project.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/projectforms/${project.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/projectstatus/?projectform_id=${project.id}`)).json()).toEqual([]);
    expect((await call('GET', `/api/annualupdates/${update.id}`)).statusCode).toBe(404);
    const history = (type: string, id: number) =>
      call('GET', `/api/changehistory/?record_type=${type}&record_id=${id}`).then((r) => r.json());
    expect(
      (await history('projectstatus', status.id)).results.map((e: { operation: string }) => e.operation),
    ).toEqual(['DELETE', 'INSERT']);
    expect((await history('annualupdates', update.id)).count).toBe(2);
  });

  it('records one history entry per create, save and delete, as the administrator', async () => {
    const draft = (await call('POST', '/api/projectforms/', { project_id: 'PMA-HIST' })).json();
    await call('PATCH', `/api/projectforms/${draft.id}`, { project_name: 'Pond' });
    await call('DELETE', `/api/projectforms/${draft.id}`);
    const history = (
      await call('GET', `/api/changehistory/?record_type=projectforms&record_id=${draft.id}`)
    ).json();
    expect(history.count).toBe(3);
    expect(history.results[1]).toMatchObject({
      operation: 'UPDATE',
      record_label: 'PMA-HIST',
      changed_by: adminId,
      changes: [{ field: 'project_name', before: null, after: 'Pond' }],
    });
  });
});
