import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { REPORT_FIELD_MESSAGES, reportTotals } from '../../domain/reporting/report-record';
import { REPORT_TYPE_KEYS, REPORT_TYPES, type ReportTypeKey } from '../../domain/reporting/report-types';
import { REPORTING_TEXTS } from '../../domain/reporting/reporting-texts';
import { waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { withChangeActor } from '../history/change-actor';
import { RECORD_BODY_MESSAGES } from '../http/record-body';
import { associate, buildGsp, buildUser, signInAs, signedInUser } from '../test-support/factories';
import { buildWaterYear } from '../test-support/project-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { storeReport } from './store-report';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
let testApp: TestApp;
let admin: Headers;
let agency: Headers;
let activeYear: { id: number; waterYear: number };
let pastYear: { id: number; waterYear: number };

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  agency = (await signedInUser(testApp, 'Agency')).headers;
  pastYear = await buildWaterYear(testApp.db);
  const year = await buildWaterYear(testApp.db);
  await testApp.db.update(waterYears).set({ isActive: false });
  await testApp.db.update(waterYears).set({ isActive: true }).where(eq(waterYears.id, year.id));
  activeYear = year;
});
afterAll(() => testApp.close());

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  testApp.app.inject({ method, url, headers, payload });

/** A GSP that requires every report, its authorized reporter and an associated user who is not. */
async function gspWithReporters() {
  const gsp = await buildGsp(testApp.db);
  const reporterUser = await buildUser(testApp.db);
  await associate(testApp.db, reporterUser.id, gsp.id, 1);
  const memberUser = await buildUser(testApp.db);
  await associate(testApp.db, memberUser.id, gsp.id, 0);
  return {
    gsp,
    reporterUser,
    reporter: await signInAs(testApp, reporterUser.email),
    member: await signInAs(testApp, memberUser.email),
  };
}

/** Two entered fields of a type and the total they add up to. */
function sample(key: ReportTypeKey) {
  const total = reportTotals(REPORT_TYPES[key])[0];
  return { a: total.sumOf[0], b: total.sumOf[1], total: total.field };
}

/** A report stored as an import stores it, for the types only imports fill. */
async function storeDirectly(key: ReportTypeKey, gspId: number, waterYearId: number, values: object) {
  const actor = await buildUser(testApp.db, { role: 'Administrator' });
  return withChangeActor(testApp.db, actor, (tx) =>
    storeReport(tx, {
      type: REPORT_TYPES[key],
      gspId,
      waterYearId,
      actor,
      values: { ...values },
      mode: 'replace',
    }),
  );
}

const EDITABLE = REPORT_TYPE_KEYS.filter((key) => REPORT_TYPES[key].editableForm);
const IMPORTED = REPORT_TYPE_KEYS.filter((key) => !REPORT_TYPES[key].editableForm);

describe.each(EDITABLE)('/api/%s/ filed on its form', (key) => {
  const { a, b, total } = sample(key);
  const type = REPORT_TYPES[key];

  it('creates a draft with totals recomputed, merges an update, submits, and is then read-only', async () => {
    const { gsp, reporter, reporterUser } = await gspWithReporters();
    const created = await call('POST', `/api/${key}/`, reporter, {
      gsp_id: gsp.id,
      water_year_id: activeYear.id,
      saved: true,
      [a]: '1,200',
      [b]: '-',
      [total]: 999_999,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      report_type: key,
      gsp_id: gsp.id,
      gsp: gsp.id,
      water_year_id: activeYear.id,
      water_year: activeYear.waterYear,
      gsp_name_label: gsp.name,
      saved: true,
      submitted: false,
      updateby_id: reporterUser.id,
      [a]: 1200,
      [b]: null,
      [total]: 1200,
    });
    if (type.gspAlias) expect(draft[type.gspAlias]).toBe(gsp.id);

    const expectedB = type.entryDecimals === 0 ? 300 : 300.5;
    const merged = await call('PATCH', `/api/${key}/${draft.id}`, reporter, { [b]: String(expectedB) });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ [a]: 1200, [b]: expectedB, [total]: 1200 + expectedB });

    const submitted = await call('PATCH', `/api/${key}/${draft.id}`, reporter, { submitted: true });
    expect(submitted.json()).toMatchObject({ submitted: true, [a]: 1200 });

    const refused = await call('PATCH', `/api/${key}/${draft.id}`, reporter, { [a]: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: REPORTING_TEXTS.submittedLock });
    const unsubmit = await call('PUT', `/api/${key}/${draft.id}`, reporter, { submitted: false });
    expect(unsubmit.statusCode).toBe(409);
    expect((await call('GET', `/api/${key}/${draft.id}`, reporter)).json()).toMatchObject({
      submitted: true,
      [a]: 1200,
    });
  });

  it('refuses writes of users who do not file the GSP, Agency users and other GSPs', async () => {
    const { gsp, reporter, member } = await gspWithReporters();
    const other = await gspWithReporters();
    const body = { gsp_id: gsp.id, water_year_id: activeYear.id, [a]: 10 };
    expect((await call('POST', `/api/${key}/`, member, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/${key}/`, agency, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/${key}/`, admin, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/${key}/`, other.reporter, body)).statusCode).toBe(403);

    const draft = (await call('POST', `/api/${key}/`, reporter, body)).json();
    expect((await call('PATCH', `/api/${key}/${draft.id}`, member, { [a]: 1 })).statusCode).toBe(403);
    // a draft of a GSP the user is not associated with does not exist for them
    expect((await call('PATCH', `/api/${key}/${draft.id}`, other.reporter, { [a]: 1 })).statusCode).toBe(404);
    expect((await call('GET', `/api/${key}/${draft.id}`, other.reporter)).statusCode).toBe(404);
    expect((await call('GET', `/api/${key}/${draft.id}`, agency)).statusCode).toBe(403);
    expect((await call('GET', `/api/${key}/${draft.id}`, member)).statusCode).toBe(200);
    expect((await call('GET', `/api/${key}/${draft.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/${key}/${draft.id}`, reporter)).statusCode).toBe(405);

    await call('PATCH', `/api/${key}/${draft.id}`, reporter, { submitted: true });
    // submitted, it is for everyone to read, but still only the GSP's reporter's to file
    expect((await call('GET', `/api/${key}/${draft.id}`, other.reporter)).statusCode).toBe(200);
    expect((await call('GET', `/api/${key}/${draft.id}`, agency)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/${key}/${draft.id}`, other.reporter, { [a]: 1 })).statusCode).toBe(403);
  });

  it('files one report per GSP and water year, for the active water year only', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const body = { gsp_id: gsp.id, water_year_id: activeYear.id, [a]: 10 };
    expect((await call('POST', `/api/${key}/`, reporter, body)).statusCode).toBe(201);
    const second = await call('POST', `/api/${key}/`, reporter, { ...body, [a]: 20 });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ non_field_errors: [REPORTING_TEXTS.alreadyFiled] });

    const past = await call('POST', `/api/${key}/`, reporter, { ...body, water_year_id: pastYear.id });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ water_year_id: [REPORTING_TEXTS.activeYearOnly] });
    const list = (await call('GET', `/api/${key}/?gsp=${gsp.id}`, reporter)).json();
    expect(list).toHaveLength(1);
    expect(list[0][a]).toBe(10);
  });

  it('refuses a figure the form would not take instead of rewriting it, naming the field', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const draft = (
      await call('POST', `/api/${key}/`, reporter, {
        gsp_id: gsp.id,
        water_year_id: activeYear.id,
        [a]: '1,000',
        [b]: 25,
      })
    ).json();
    expect(draft).toMatchObject({ [a]: 1000, [b]: 25, [total]: 1025 });
    const message =
      type.entryDecimals === 0 ? REPORT_FIELD_MESSAGES.wholeVolume : REPORT_FIELD_MESSAGES.volume;
    // issue 30: these were stored as 7, 1000, 1 and 100; '.' and '-.' as no figure
    const refused =
      type.entryDecimals === 0
        ? ['7.9', '1,000.5', '1.000,5', '1,0,0', 7.9, '-0.5', '.', '-.']
        : ['1.000,5', '1,0,0', '1,00', '10.456', 10.456, '1e3', '.', '-.'];
    for (const entry of refused) {
      for (const method of ['PATCH', 'PUT'] as const) {
        const response = await call(method, `/api/${key}/${draft.id}`, reporter, { [a]: entry });
        expect(response.statusCode, `${method} ${entry}`).toBe(400);
        expect(response.json()).toEqual({ [a]: [message] });
      }
      const other = await gspWithReporters();
      const created = await call('POST', `/api/${key}/`, other.reporter, {
        gsp_id: other.gsp.id,
        water_year_id: activeYear.id,
        [a]: entry,
      });
      expect(created.statusCode, `POST ${entry}`).toBe(400);
      expect(created.json()).toEqual({ [a]: [message] });
      expect((await call('GET', `/api/${key}/?gsp=${other.gsp.id}`, other.reporter)).json()).toEqual([]);
    }
    expect((await call('GET', `/api/${key}/${draft.id}`, reporter)).json()).toMatchObject({
      [a]: 1000,
      [b]: 25,
      [total]: 1025,
    });
  });

  it('takes what the form takes: thousands separators, a JSON number that fits, and the decimals kept', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const created = await call('POST', `/api/${key}/`, reporter, {
      gsp_id: gsp.id,
      water_year_id: activeYear.id,
      [a]: '-1,234,567',
      [b]: 12,
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ [a]: -1234567, [b]: 12, [total]: -1234555 });
    if (type.entryDecimals === 2) {
      const decimals = await call('PATCH', `/api/${key}/${draft.id}`, reporter, {
        [a]: '1,000.5',
        [b]: 0.25,
      });
      expect(decimals.json()).toMatchObject({ [a]: 1000.5, [b]: 0.25, [total]: 1000.75 });
    }
  });

  it('answers 400 to a write whose body is not a JSON object and leaves the draft as it was', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const draft = (
      await call('POST', `/api/${key}/`, reporter, {
        gsp_id: gsp.id,
        water_year_id: activeYear.id,
        [a]: 40,
        [b]: 2,
      })
    ).json();
    // issue 30: these answered 200 and emptied the draft, every figure and note gone
    for (const [payload, sent] of [
      ['[]', 'an array'],
      ['"x"', 'text'],
      ['null', 'null'],
    ]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await testApp.app.inject({
          method,
          url: `/api/${key}/${draft.id}`,
          headers: { ...reporter, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${payload}`).toBe(400);
        expect(response.json()).toEqual({ non_field_errors: [RECORD_BODY_MESSAGES.object(sent)] });
      }
    }
    expect((await call('GET', `/api/${key}/${draft.id}`, reporter)).json()).toEqual(draft);
  });

  it('refuses figures that are not numbers with the field named', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const response = await call('POST', `/api/${key}/`, reporter, {
      gsp_id: gsp.id,
      water_year_id: activeYear.id,
      [a]: '12a',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([a]);
  });
});

describe.each(IMPORTED)('/api/%s/ filled by imports', (key) => {
  it('refuses form writes and shows the imported report', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const refused = await call('POST', `/api/${key}/`, reporter, {
      gsp_id: gsp.id,
      water_year_id: activeYear.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: REPORTING_TEXTS.importedOnlyLock });
    const { a, b, total } = sample(key);
    const stored = await storeDirectly(key, gsp.id, activeYear.id, { [a]: '1,000.25', [b]: '', [total]: 1 });
    const record = (await call('GET', `/api/${key}/${stored.id}`, reporter)).json();
    expect(record).toMatchObject({ [a]: 1000.25, [b]: null, [total]: 1000.25, submitted: false });
    expect((await call('PATCH', `/api/${key}/${stored.id}`, reporter, { [a]: 1 })).statusCode).toBe(403);
  });
});

describe('report lists', () => {
  it('lists submitted reports to everyone, drafts to the GSP and administrators, newest year first', async () => {
    const key = 'groundwaterstorage';
    const first = await gspWithReporters();
    const second = await gspWithReporters();
    const submittedPast = await storeDirectly(key, first.gsp.id, pastYear.id, { gw_stor_ua: -100 });
    await testApp.db
      .update(annualReports)
      .set({ submitted: true })
      .where(eq(annualReports.id, submittedPast.id));
    const draft = await storeDirectly(key, second.gsp.id, activeYear.id, { gw_stor_ua: 5 });
    const mine = (rows: { id: number }[]) =>
      rows.map((row) => row.id).filter((id) => [submittedPast.id, draft.id].includes(id));

    const submittedOnly = await call('GET', `/api/${key}/?submitted=true`, agency);
    expect(submittedOnly.statusCode).toBe(200);
    expect(mine(submittedOnly.json())).toEqual([submittedPast.id]);
    expect((await call('GET', `/api/${key}/`, agency)).statusCode).toBe(403);
    expect(mine((await call('GET', `/api/${key}/`, first.reporter)).json())).toEqual([submittedPast.id]);
    expect(mine((await call('GET', `/api/${key}/`, second.member)).json())).toEqual([
      draft.id,
      submittedPast.id,
    ]);
    expect(mine((await call('GET', `/api/${key}/`, admin)).json())).toEqual([draft.id, submittedPast.id]);
    const filtered = (
      await call('GET', `/api/${key}/?gsp=${second.gsp.id}&water_year=${activeYear.id}`, admin)
    ).json();
    expect(filtered.map((row: { id: number }) => row.id)).toEqual([draft.id]);
    expect(
      (await call('GET', `/api/${key}/?water_year=${pastYear.id}&gsp=${second.gsp.id}`, admin)).json(),
    ).toEqual([]);
  });

  it("answers a GSP's history only to its users and administrators (spec 3 §6)", async () => {
    const key = 'groundwaterextraction';
    const own = await gspWithReporters();
    const other = await gspWithReporters();
    const submitted = await storeDirectly(key, other.gsp.id, pastYear.id, { gw_dom_ua: 3 });
    await testApp.db.update(annualReports).set({ submitted: true }).where(eq(annualReports.id, submitted.id));
    const draft = await storeDirectly(key, other.gsp.id, activeYear.id, { gw_dom_ua: 4 });
    const ids = (answer: { json: () => { id: number }[] }) => answer.json().map((row) => row.id);

    for (const url of [
      `/api/${key}/?gsp=${other.gsp.id}`,
      `/api/${key}/?gsp=${other.gsp.id}&water_year=${pastYear.id}`,
    ]) {
      const refused = await call('GET', url, own.reporter);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: REPORTING_TEXTS.notAssociated });
      const agencyRefused = await call('GET', url, agency);
      expect(agencyRefused.statusCode).toBe(403);
      expect(agencyRefused.json()).toEqual({ detail: AUTH_MESSAGES.permissionDenied });
    }
    expect(ids(await call('GET', `/api/${key}/?gsp=${other.gsp.id}`, other.member))).toEqual([
      draft.id,
      submitted.id,
    ]);
    expect(ids(await call('GET', `/api/${key}/?gsp=${other.gsp.id}`, admin))).toEqual([
      draft.id,
      submitted.id,
    ]);
    // submitted reports stay every signed-in user's (spec 3 §1), filtered by GSP too
    expect(ids(await call('GET', `/api/${key}/?gsp=${other.gsp.id}&submitted=true`, own.reporter))).toEqual([
      submitted.id,
    ]);
    expect(ids(await call('GET', `/api/${key}/?gsp=${other.gsp.id}&submitted=true`, agency))).toEqual([
      submitted.id,
    ]);
  });

  it('describes every field in OPTIONS with choices and read-only totals', async () => {
    const options = (await call('OPTIONS', '/api/groundwaterextraction/', agency)).json().actions.POST;
    expect(options.gw_dom_ua).toEqual({
      type: 'field',
      label: 'Urban/Domestic: Upper Aquifer (AF)',
      required: false,
    });
    expect(options.gw_total_total).toMatchObject({ read_only: true });
    expect(options.gw_dom_calcm.choices).toEqual([
      { display_name: 'Direct', value: 'Direct' },
      { display_name: 'Estimated', value: 'Estimated' },
      { display_name: 'Unknown', value: 'Unknown' },
    ]);
    expect(options.measurement_month.choices).toHaveLength(12);
    expect(options.gw_dom_acc.choices.map((choice: { value: string }) => choice.value)).toContain('0-5%');
  });
});

describe('two creates of one report at once', () => {
  it('leave one report, never a unique violation', async () => {
    const { gsp, reporter } = await gspWithReporters();
    const body = { gsp_id: gsp.id, water_year_id: activeYear.id, gw_stor_ua: 7 };
    const answers = await Promise.all([
      call('POST', '/api/groundwaterstorage/', reporter, body),
      call('POST', '/api/groundwaterstorage/', reporter, body),
    ]);
    for (const answer of answers) expect([201, 400]).toContain(answer.statusCode);
    const rows = await testApp.db.select().from(annualReports).where(eq(annualReports.gsp_id, gsp.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].report_values.gw_stor_total).toBe(7);
  });
});
