import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnualChangePoint, ReportRecord } from '../../../domain/reporting/reporting-api';
import { REPORT_TYPE_KEYS, REPORT_TYPES } from '../../../domain/reporting/report-types';
import { computeReportTotals } from '../../../domain/reporting/report-record';
import { buildApp } from '../../app';
import { createMailer } from '../../mail/mailer';
import { readServerConfig } from '../../server-config';
import { openTestDatabase } from '../../test-support/test-app';
import type { DatabaseHandle } from '../client';
import { prepareDatabase } from '../prepare-database';
import { DEMO_PASSWORD } from './demo-accounts';
import { eq } from 'drizzle-orm';
import { boundaryTest } from '../../../domain/geo/area-boundary';
import { wellSites } from '../schema/monitoring';
import { gsps } from '../schema/organisations';

const logger = pino({ level: 'silent' });
let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  await prepareDatabase(handle, { seedDemoData: true, logger });
  dataDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-reports-'));
  const config = { ...readServerConfig({}), dataDir, webRoot: path.join(dataDir, 'no-web-build') };
  const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
  app = await buildApp({ db: handle.db, config, mailer }, { logger, importWorker: false });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/token/create/',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Token ${response.json().auth_token}` };
}

describe("the demo basin's annual reports", () => {
  it('holds several years of submitted reports of every type, with totals that add up', async () => {
    const agency = await signIn('agency@example.org');
    for (const key of REPORT_TYPE_KEYS) {
      const records: ReportRecord[] = (
        await app.inject({ method: 'GET', url: `/api/${key}/?submitted=true`, headers: agency })
      ).json();
      expect(new Set(records.map((record) => record.water_year)).size, key).toBeGreaterThanOrEqual(5);
      for (const record of records) {
        expect(record.submitted).toBe(true);
        const values = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
        expect(computeReportTotals(REPORT_TYPES[key], values)).toMatchObject(values);
      }
    }
  });

  it('charts a storage history with a mix of year types, losing storage in dry years', async () => {
    const agency = await signIn('agency@example.org');
    const points: AnnualChangePoint[] = (
      await app.inject({ method: 'GET', url: '/api/changeinstorage/annualchange', headers: agency })
    ).json();
    expect(new Set(points.map((point) => point.label))).toEqual(
      new Set(['Wet', 'Above Normal', 'Below Normal', 'Dry', 'Critical']),
    );
    for (const point of points) {
      if (point.label === 'Critical' || point.label === 'Dry') expect(point.val).toBeLessThan(0);
      if (point.label === 'Wet') expect(point.val).toBeGreaterThan(10_000);
    }
    expect(points.map((point) => point.year)).toEqual([...points.map((point) => point.year)].sort());
  });

  it("leaves the authorized demo representative's extraction report of the active year to be filed", async () => {
    const rep = await signIn('rep@example.org');
    const years = (await app.inject({ method: 'GET', url: '/api/wateryears/', headers: rep })).json();
    const active = years.find((year: { is_active: boolean }) => year.is_active);
    const status = (
      await app.inject({ method: 'GET', url: `/api/reportingstatus/${active.id}`, headers: rep })
    ).json();
    const chowchilla = status.gsp.find((row: { name: string }) => row.name === 'Chowchilla Subbasin GSP');
    expect(chowchilla).toMatchObject({
      authorized_reporter: 1,
      gwe_required: true,
      gwe_submitted: 'None',
      gws_submitted: 'Not Submitted',
    });
  });
});

describe("the demo basin's GSP boundaries", () => {
  it('gives every GSP its plan area, which holds each of its water level sites', async () => {
    const plans = await handle.db.select().from(gsps);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan.boundary, plan.name).not.toBeNull();
      const holds = boundaryTest(plan.boundary!);
      const sites = await handle.db
        .select({ latitude: wellSites.latitude, longitude: wellSites.longitude })
        .from(wellSites)
        .where(eq(wellSites.source_gsp_id, plan.id));
      expect(sites.length, plan.name).toBeGreaterThan(0);
      const outside = sites.filter((site) => !holds(site.longitude!, site.latitude!));
      expect(outside, plan.name).toEqual([]);
    }
  });
});
