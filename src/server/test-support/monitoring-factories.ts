import type { Database } from '../db/client';
import {
  interconnectedSites,
  streamMeasurements,
  streamSites,
  subsidenceMeasurements,
  subsidenceSites,
  verticalGradientMeasurements,
  waterQualityMeasurements,
  wellMeasurements,
  wellSites,
} from '../db/schema/monitoring';
import { gsas } from '../db/schema/organisations';
import { associate, buildGsp, signedInUser } from './factories';
import type { TestApp } from './test-app';

let sequence = 0;
/** A DMS Site ID no other site of the test database has. */
export const nextDmsSiteId = (prefix: string) => `${prefix}-${String(++sequence).padStart(4, '0')}`;

export async function buildGsa(db: Database, name = `GSA ${++sequence}`) {
  const [gsa] = await db
    .insert(gsas)
    .values({ name, abbreviation: `S${sequence}` })
    .returning();
  return gsa;
}

/** Any column of the record by its spec name; the tables' columns come from the field definitions. */
type Values = Record<string, unknown>;
const point = { latitude: 36.7378, longitude: -119.7871 };

export async function buildWellSite(db: Database, values: Values = {}) {
  const [site] = await db
    .insert(wellSites)
    .values({ dms_site_id: nextDmsSiteId('WL'), ...point, ...values } as typeof wellSites.$inferInsert)
    .returning();
  return site;
}

export async function buildStreamSite(db: Database, values: Values = {}) {
  const [site] = await db
    .insert(streamSites)
    .values({ dms_site_id: nextDmsSiteId('ST'), ...point, ...values } as typeof streamSites.$inferInsert)
    .returning();
  return site;
}

export async function buildSubsidenceSite(db: Database, values: Values = {}) {
  const [site] = await db
    .insert(subsidenceSites)
    .values({ dms_site_id: nextDmsSiteId('SUB'), ...point, ...values } as typeof subsidenceSites.$inferInsert)
    .returning();
  return site;
}

export async function buildInterconnectedSite(db: Database, values: Values = {}) {
  const [site] = await db
    .insert(interconnectedSites)
    .values({
      dms_site_id: nextDmsSiteId('SWGW'),
      ...point,
      ...values,
    } as typeof interconnectedSites.$inferInsert)
    .returning();
  return site;
}

type SiteRef = { id: number };

/** A water level reading; not submitted unless said, as the product stores it. */
export async function buildWellReading(db: Database, site: SiteRef, values: Values = {}) {
  const [reading] = await db
    .insert(wellMeasurements)
    .values({
      site_id: site.id,
      measurement_date: '2024-01-15',
      ...values,
    } as typeof wellMeasurements.$inferInsert)
    .returning();
  return reading;
}

export async function buildWaterQualityReading(db: Database, site: SiteRef, values: Values = {}) {
  const [reading] = await db
    .insert(waterQualityMeasurements)
    .values({
      site_id: site.id,
      meas_date: '2024-01-15',
      characteristic: 'Nitrate as N',
      ...values,
    } as typeof waterQualityMeasurements.$inferInsert)
    .returning();
  return reading;
}

export async function buildSubsidenceReading(db: Database, site: SiteRef, values: Values = {}) {
  const [reading] = await db
    .insert(subsidenceMeasurements)
    .values({
      site_id: site.id,
      meas_date: '2024-01-15',
      ...values,
    } as typeof subsidenceMeasurements.$inferInsert)
    .returning();
  return reading;
}

export async function buildStreamReading(db: Database, site: SiteRef, values: Values = {}) {
  const [reading] = await db
    .insert(streamMeasurements)
    .values({
      site_id: site.id,
      meas_date: '2024-01-15',
      ...values,
    } as typeof streamMeasurements.$inferInsert)
    .returning();
  return reading;
}

export async function buildVerticalGradientReading(db: Database, site: SiteRef, values: Values = {}) {
  const [reading] = await db
    .insert(verticalGradientMeasurements)
    .values({
      site_id: site.id,
      stream_meas_date: '2024-01-15',
      ...values,
    } as typeof verticalGradientMeasurements.$inferInsert)
    .returning();
  return reading;
}

/**
 * Two GSPs and the people the monitoring rules tell apart: an administrator; an authorized reporter
 * and a plain member of the North GSP; and an authorized reporter of the South GSP only.
 */
export async function buildMonitoringCast(testApp: TestApp) {
  const { db } = testApp;
  const north = await buildGsp(db, 'North Kings GSP');
  const south = await buildGsp(db, 'South Kings GSP');
  const [admin, reporter, member, outsider] = await Promise.all([
    signedInUser(testApp, 'Administrator'),
    signedInUser(testApp, 'GSP Representative'),
    signedInUser(testApp, 'GSP Representative'),
    signedInUser(testApp, 'GSP Representative'),
  ]);
  await associate(db, reporter.user.id, north.id, 1);
  await associate(db, member.user.id, north.id, 0);
  await associate(db, outsider.user.id, south.id, 1);
  return { north, south, admin, reporter, member, outsider };
}
