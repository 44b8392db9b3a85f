import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TYPES } from '../../domain/reporting/report-types';
import { REPORTING_TEXTS } from '../../domain/reporting/reporting-texts';
import type { UserRow } from '../db/schema/accounts';
import { annualReports } from '../db/schema/reporting';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { buildGsp, buildUser } from '../test-support/factories';
import { associateWithGsa, buildWaterYear } from '../test-support/project-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { gsas } from '../db/schema/organisations';
import { storeReport, type StoreReportInput } from './store-report';

let testApp: TestApp;
let actor: UserRow;
let gsaId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  actor = await buildUser(testApp.db);
  [{ id: gsaId }] = await testApp.db.insert(gsas).values({ name: 'Store GSA' }).returning();
  await associateWithGsa(testApp.db, actor.id, gsaId);
});
afterAll(() => testApp.close());

const type = REPORT_TYPES.groundwaterextraction;
async function target() {
  return { gspId: (await buildGsp(testApp.db)).id, waterYearId: (await buildWaterYear(testApp.db)).id };
}
const store = (input: Omit<StoreReportInput, 'actor' | 'type'>) =>
  withChangeActor(testApp.db, actor, (tx) => storeReport(tx, { type, actor, ...input }));

describe('storeReport', () => {
  it('creates the report with every field, its totals, the actor and their GSA', async () => {
    const report = await store({
      ...(await target()),
      values: { gw_agg_ua: '2,000', gw_agg_la: 1 },
      mode: 'merge',
    });
    expect(report).toMatchObject({ saved: true, submitted: false, updateby_id: actor.id, gsa_id: gsaId });
    expect(report.report_values).toMatchObject({ gw_agg_total: 2001, gw_total_total: 2001, gw_dom_ua: null });
  });

  it('merges into the stored figures, or replaces them all', async () => {
    const where = await target();
    await store({ ...where, values: { gw_agg_ua: 10, gw_agg_la: 20 }, mode: 'merge' });
    const merged = await store({ ...where, values: { gw_agg_la: 5 }, mode: 'merge' });
    expect(merged.report_values).toMatchObject({ gw_agg_ua: 10, gw_agg_la: 5, gw_agg_total: 15 });
    const replaced = await store({ ...where, values: { gw_agg_la: 7 }, mode: 'replace' });
    expect(replaced.report_values).toMatchObject({ gw_agg_ua: null, gw_agg_la: 7, gw_agg_total: 7 });
  });

  it('refuses bad figures with field errors and a submitted report with 409, changing nothing', async () => {
    const where = await target();
    await expect(store({ ...where, values: { gw_agg_ua: 'ten' }, mode: 'merge' })).rejects.toMatchObject({
      statusCode: 400,
      body: { gw_agg_ua: [expect.any(String)] },
    });
    const submitted = await store({ ...where, values: { gw_agg_ua: 1 }, mode: 'merge', submit: true });
    expect(submitted.submitted).toBe(true);
    const refused = await store({ ...where, values: { gw_agg_ua: 2 }, mode: 'replace' }).catch(
      (error) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 409, body: { detail: REPORTING_TEXTS.submittedLock } });
    const [row] = await testApp.db.select().from(annualReports).where(eq(annualReports.id, submitted.id));
    expect(row.report_values.gw_agg_ua).toBe(1);
  });

  it('ends two concurrent creates of one report in one row', async () => {
    const where = await target();
    const results = await Promise.all([
      store({ ...where, values: { gw_agg_ua: 1 }, mode: 'merge' }),
      store({ ...where, values: { gw_agg_la: 2 }, mode: 'merge' }),
    ]);
    expect(results[0].id).toBe(results[1].id);
    const rows = await testApp.db.select().from(annualReports).where(eq(annualReports.gsp_id, where.gspId));
    expect(rows).toHaveLength(1);
    expect(rows[0].report_values).toMatchObject({ gw_agg_ua: 1, gw_agg_la: 2, gw_agg_total: 3 });
  });
});
