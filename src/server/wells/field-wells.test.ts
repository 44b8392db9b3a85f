import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../db/schema/history';
import { pumpTests, wells } from '../db/schema/wells';
import { associate, buildGsp, buildUser, signedInUser, signInAs } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { IDEMPOTENCY_MESSAGES } from '../http/idempotency';
import { RECORD_BODY_MESSAGES } from '../http/record-body';
import { UNKNOWN_FIELD_MESSAGE } from '../../domain/http/unknown-fields';
import { WELL_ENTRY_MESSAGES } from './well-entry-collection';
import { WELL_MESSAGES } from './wells-collection';

let testApp: TestApp;
let admin: { authorization: string };
let representative: { authorization: string };
let otherRepresentative: { authorization: string };
let agencyUser: { authorization: string };
let ownGsp: { id: number };
let otherGsp: { id: number };
let sequence = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  ownGsp = await buildGsp(db, 'Field GSP');
  otherGsp = await buildGsp(db, 'Elsewhere GSP');
  const rep = await buildUser(db, { role: 'GSP Representative' });
  await associate(db, rep.id, ownGsp.id);
  representative = await signInAs(testApp, rep.email);
  const other = await buildUser(db, { role: 'GSP Representative' });
  await associate(db, other.id, otherGsp.id);
  otherRepresentative = await signInAs(testApp, other.email);
  const agency = await buildUser(db, { role: 'Agency' });
  await associate(db, agency.id, ownGsp.id);
  agencyUser = await signInAs(testApp, agency.email);
}, 60_000);

afterAll(() => testApp?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = admin) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function newWell(headers = admin, fields: Record<string, unknown> = {}) {
  const response = await post(
    '/api/wells/',
    {
      well_id: `FW-${++sequence}`,
      state_well: `13S17E${String(sequence).padStart(2, '0')}A001M`,
      agency: 'Fresno Irrigation District',
      well_type: 'Irrigation',
      source_gsp_id: ownGsp.id,
      volumetric_calc_type: 'Kw/h',
      latitude: 36.81,
      longitude: -119.72,
      ...fields,
    },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const PUMP_TEST = {
  test_date: '2024-06-12',
  tested_by: 'Pump Check Co.',
  flow_rate: 1000,
  static_water_level: 100,
  pumping_water_level: 150,
  discharge_pressure: 20,
  motor_horsepower: 75,
  kilowatt_input: 50,
};

describe('wells', () => {
  it('stores a well entered by an administrator and by a representative of its GSP', async () => {
    const byAdmin = await newWell();
    expect(byAdmin).toMatchObject({ well_type: 'Irrigation', source_gsp_label: 'Field GSP', can_edit: true });
    const byRepresentative = await newWell(representative);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/wells/${byRepresentative.id}`,
      headers: agencyUser,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ well_id: byRepresentative.well_id, can_edit: false });
  });

  it('refuses a well for another GSP, from an agency user, and a second well with the same Well ID', async () => {
    const elsewhere = await post(
      '/api/wells/',
      { well_id: 'FW-X', source_gsp_id: otherGsp.id, latitude: 36.8, longitude: -119.7 },
      representative,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ source_gsp_id: [WELL_MESSAGES.otherGsp] });
    const byAgency = await post(
      '/api/wells/',
      { well_id: 'FW-Y', source_gsp_id: ownGsp.id, latitude: 36.8, longitude: -119.7 },
      agencyUser,
    );
    expect(byAgency.statusCode).toBe(400);
    const well = await newWell();
    const again = await post('/api/wells/', {
      well_id: well.well_id,
      source_gsp_id: ownGsp.id,
      latitude: 36.8,
      longitude: -119.7,
    });
    expect(again.json()).toEqual({ well_id: [WELL_MESSAGES.duplicate] });
  });

  it('names each field at fault, a well type outside the spec’s list among them', async () => {
    const response = await post('/api/wells/', {
      well_type: 'Artesian',
      latitude: 120,
      source_gsp_id: ownGsp.id,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['latitude', 'longitude', 'well_id', 'well_type']);
  });

  it('lets only administrators and the GSP’s representatives edit a well', async () => {
    const well = await newWell();
    const patch = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/wells/${well.id}`,
        payload: { well_notes: 'Pump pulled' },
        headers,
      });
    expect((await patch(otherRepresentative)).statusCode).toBe(403);
    expect((await patch(agencyUser)).statusCode).toBe(403);
    const edited = await patch(representative);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().well_notes).toBe('Pump pulled');
  });
});

describe('entries under a well', () => {
  it('gives each entry the next zero-padded code under its well and the id {well id}-{code}', async () => {
    const well = await newWell();
    const first = await post('/api/maintenancelog', {
      well_id: well.id,
      date: '2024-01-05',
      performedby: 'R. Ortiz',
      description: 'Replaced packing',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await post('/api/maintenancelog/', {
      well: well.id,
      date: '2024-03-05',
      performedby: 'R. Ortiz',
      description: 'Oiled motor',
    });
    expect([first.json().code, second.json().code]).toEqual(['001', '002']);
    expect(second.json().entry_id).toBe(`${well.well_id}-002`);
    const otherWell = await newWell();
    const elsewhere = await post('/api/maintenancelog', {
      well: otherWell.id,
      date: '2024-03-05',
      performedby: 'R. Ortiz',
      description: 'Inspected',
    });
    expect(elsewhere.json().entry_id).toBe(`${otherWell.well_id}-001`);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/maintenancelog/?well=${well.id}`,
      headers: agencyUser,
    });
    expect(listed.json().map((entry: { description: string }) => entry.description)).toEqual([
      'Replaced packing',
      'Oiled motor',
    ]);
  });

  it('works out a pump test’s values on the server, ignoring any the client sends', async () => {
    const well = await newWell(representative);
    const response = await post(
      '/api/pumptests/',
      { ...PUMP_TEST, well: well.id, efficiency: 12, tdh: 1 },
      representative,
    );
    expect(response.statusCode, response.body).toBe(201);
    const test = response.json();
    expect(test.tdh).toBeCloseTo(196.2, 1);
    expect(test.af_per_day).toBeCloseTo(4.4192, 4);
    expect(test.efficiency).toBeCloseTo(73.92, 1);
    expect(test.kwh_per_af).toBeCloseTo(271.54, 1);
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/pumptests/${test.id}`,
      payload: { pumping_water_level: 100 },
      headers: representative,
    });
    expect(changed.json()).toMatchObject({ drawdown: 0, specific_capacity: null });
  });

  it('refuses entries for another GSP’s well, an unknown well, and moving an entry to another well', async () => {
    const well = await newWell();
    const elsewhere = await post('/api/pumptests/', { ...PUMP_TEST, well: well.id }, otherRepresentative);
    expect(elsewhere.json()).toEqual({ well: [WELL_ENTRY_MESSAGES.otherGsp] });
    const unknown = await post('/api/pumptests/', { ...PUMP_TEST, well: 999_999 });
    expect(unknown.json()).toEqual({ well: [WELL_ENTRY_MESSAGES.unknownWell] });
    const entry = (await post('/api/pumptests/', { ...PUMP_TEST, well: well.id })).json();
    const moved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/pumptests/${entry.id}`,
      payload: { well: (await newWell()).id },
      headers: admin,
    });
    expect(moved.json()).toEqual({ well: [WELL_ENTRY_MESSAGES.staysWithWell] });
  });
});

describe('Idempotency-Key', () => {
  it('answers the first result again for a repeated key, and stores the entry once', async () => {
    const well = await newWell(representative);
    const key = `pump-test-${well.id}-a`;
    const send = () =>
      post('/api/pumptests/', { ...PUMP_TEST, well: well.id }, { ...representative, 'idempotency-key': key });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const stored = await testApp.db.select().from(pumpTests).where(eq(pumpTests.well, well.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses the key sent again with another body, stores nothing, and still answers the first body', async () => {
    const well = await newWell(representative);
    const headers = { ...representative, 'idempotency-key': `changed-${well.id}` };
    const first = await post('/api/pumptests/', { ...PUMP_TEST, well: well.id }, headers);
    expect(first.statusCode).toBe(201);
    const changed = await post(
      '/api/pumptests/',
      { ...PUMP_TEST, well: well.id, tested_by: 'Someone else' },
      headers,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.usedForAnotherEntry });
    const stored = await testApp.db.select().from(pumpTests).where(eq(pumpTests.well, well.id));
    expect(stored.map((entry) => entry.tested_by)).toEqual([PUMP_TEST.tested_by]);
    // the same values with their names in another order are the same body
    const reordered = Object.fromEntries(Object.entries({ ...PUMP_TEST, well: well.id }).reverse());
    const again = await post('/api/pumptests/', reordered, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a bad body sent with a key already used with 400, as without the key, and stores nothing', async () => {
    const well = await newWell(representative);
    const headers = { ...representative, 'idempotency-key': `bad-body-${well.id}` };
    const first = await post('/api/pumptests/', { ...PUMP_TEST, well: well.id }, headers);
    expect(first.statusCode).toBe(201);
    const bodies: [unknown, unknown][] = [
      [[], { non_field_errors: [RECORD_BODY_MESSAGES.object('an array')] }],
      [null, { non_field_errors: [RECORD_BODY_MESSAGES.object('null')] }],
      [{ ...PUMP_TEST, well: well.id, colour: 'red' }, { colour: [UNKNOWN_FIELD_MESSAGE] }],
    ];
    for (const [body, errors] of bodies) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/pumptests/',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toEqual(errors);
    }
    const stored = await testApp.db.select().from(pumpTests).where(eq(pumpTests.well, well.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses another body for a well’s key too, even when both are sent at the same moment', async () => {
    const gsp = ownGsp.id;
    const headers = { ...admin, 'idempotency-key': `racing-well-${++sequence}` };
    const bodies = ['RACE-A', 'RACE-B'].map((name) => ({
      well_id: `${name}-${sequence}`,
      source_gsp_id: gsp,
      latitude: 36,
      longitude: -120,
    }));
    const answers = await Promise.all(bodies.map((body) => post('/api/wells/', body, headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.usedForAnotherEntry });
    const made = answers.find((answer) => answer.statusCode === 201)!.json();
    const stored = await testApp.db
      .select({ well_id: wells.well_id })
      .from(wells)
      .where(
        inArray(
          wells.well_id,
          bodies.map((body) => body.well_id),
        ),
      );
    expect(stored).toEqual([{ well_id: made.well_id }]);
  });

  it('stores an entry once when two tabs send it at the same moment', async () => {
    const well = await newWell(representative);
    const headers = { ...representative, 'idempotency-key': `twin-${well.id}` };
    const answers = await Promise.all([
      post('/api/pumptests/', { ...PUMP_TEST, well: well.id }, headers),
      post('/api/pumptests/', { ...PUMP_TEST, well: well.id }, headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0].json().id).toBe(answers[1].json().id);
    expect(await testApp.db.select().from(pumpTests).where(eq(pumpTests.well, well.id))).toHaveLength(1);
  });

  it('refuses another user’s key and a malformed key', async () => {
    const well = await newWell();
    const key = `shared-${well.id}`;
    expect(
      (
        await post(
          '/api/wells/',
          { well_id: `K-${well.id}`, source_gsp_id: ownGsp.id, latitude: 36, longitude: -120 },
          { ...admin, 'idempotency-key': key },
        )
      ).statusCode,
    ).toBe(201);
    const byAnother = await post(
      '/api/wells/',
      { well_id: `K2-${well.id}`, source_gsp_id: ownGsp.id, latitude: 36, longitude: -120 },
      { ...representative, 'idempotency-key': key },
    );
    expect(byAnother.statusCode).toBe(409);
    expect(byAnother.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.usedByAnother });
    const malformed = await post(
      '/api/maintenancelog',
      { well: well.id, date: '2024-01-01', performedby: 'A', description: 'B' },
      { ...admin, 'idempotency-key': 'has spaces in it' },
    );
    expect(malformed.statusCode).toBe(400);
  });
});

describe('change history of wells', () => {
  it('records who entered and changed a well and its entries, with the values before and after', async () => {
    const well = await newWell(representative);
    const entry = (
      await post(
        '/api/maintenancelog',
        { well: well.id, date: '2024-02-02', performedby: 'Kim', description: 'Meter' },
        representative,
      )
    ).json();
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/maintenancelog/${entry.id}`,
      payload: { description: 'Meter replaced' },
      headers: representative,
    });
    const history = await testApp.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.tableName, 'well_maintenance'), eq(changeHistory.recordId, entry.id)));
    expect(history.map((change) => change.operation)).toEqual(['INSERT', 'UPDATE']);
    expect(history[1]).toMatchObject({
      recordLabel: entry.entry_id,
      oldValues: { description: 'Meter' },
      newValues: { description: 'Meter replaced' },
    });
    expect(history[1].changedByName).toBeTruthy();
    const [wellChange] = await testApp.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.tableName, 'wells'), eq(changeHistory.recordId, well.id)));
    expect(wellChange.recordLabel).toBe(well.well_id);
    const screen = await testApp.app.inject({
      method: 'GET',
      url: `/api/changehistory/?record_type=maintenancelog&record_id=${entry.id}`,
      headers: admin,
    });
    expect(screen.statusCode).toBe(200);
    const listed = JSON.stringify(screen.json());
    expect(listed).toContain('"record_type_label":"Maintenance Entry"');
    expect(listed).toContain(entry.entry_id);
  });
});

describe('OPTIONS', () => {
  it('describes each collection’s fields with the spec’s choices', async () => {
    const wells = await testApp.app.inject({ method: 'OPTIONS', url: '/api/wells/', headers: agencyUser });
    expect(
      wells.json().actions.POST.well_type.choices.map((choice: { value: string }) => choice.value),
    ).toContain('SUBMERSE DOM');
    const pumps = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/wellvolumepumps/',
      headers: agencyUser,
    });
    expect(
      pumps.json().actions.POST.calculationtype.choices.map((choice: { value: string }) => choice.value),
    ).toEqual(['daily', 'weekly', 'monthly', 'semiannually', 'annually']);
    // the worked-out values are read-only, named as the form names them
    const tests = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/pumptests/',
      headers: agencyUser,
    });
    expect(tests.json().actions.POST.efficiency).toEqual({
      type: 'field',
      label: 'Efficiency (%)',
      read_only: true,
    });
  });
});
