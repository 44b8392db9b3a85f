import { eq, getTableName, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildInterconnectedSite,
  buildStreamReading,
  buildStreamSite,
  buildSubsidenceReading,
  buildSubsidenceSite,
  buildVerticalGradientReading,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { openTestDatabase } from '../test-support/test-app';
import type { Database, DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';
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
} from './schema/monitoring';

/** Each kind of reading with its site table and a way to make one of each. */
const READINGS = [
  {
    readings: wellMeasurements,
    sites: wellSites,
    site: buildWellSite,
    reading: buildWellReading,
  },
  {
    readings: waterQualityMeasurements,
    sites: wellSites,
    site: buildWellSite,
    reading: buildWaterQualityReading,
  },
  {
    readings: subsidenceMeasurements,
    sites: subsidenceSites,
    site: buildSubsidenceSite,
    reading: buildSubsidenceReading,
  },
  {
    readings: streamMeasurements,
    sites: streamSites,
    site: buildStreamSite,
    reading: buildStreamReading,
  },
  {
    readings: verticalGradientMeasurements,
    sites: interconnectedSites,
    site: buildInterconnectedSite,
    reading: buildVerticalGradientReading,
  },
] as const;

/** The database's own refusal of a write, as the driver reports it (a cause, through drizzle). */
async function refusalOf(write: Promise<unknown>): Promise<{ code?: string; detail?: string }> {
  try {
    await write;
  } catch (error) {
    let current = error as { code?: string; detail?: string; cause?: unknown } | undefined;
    while (current && !current.code) current = current.cause as typeof current;
    return current ?? {};
  }
  throw new Error('the write was not refused');
}

async function countOf(db: Database, table: (typeof READINGS)[number]['readings'], siteId: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.site_id, siteId));
  return rows.length;
}

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  await prepareDatabase(handle, { seedDemoData: false, logger: pino({ level: 'silent' }) });
  db = handle.db;
});

afterAll(async () => {
  await handle.close();
});

describe("a reading's site key (kept by statement, as a foreign key would)", () => {
  for (const kind of READINGS) {
    const name = getTableName(kind.readings);

    it(`${name}: a reading of a site that is not there is refused and nothing is stored`, async () => {
      const site = await kind.site(db);
      const missing = site.id + 100_000;
      const refusal = await refusalOf(kind.reading(db, { id: missing }));
      expect(refusal.code).toBe('23503');
      expect(refusal.detail).toContain(`(site_id)=(${missing})`);
      expect(await countOf(db, kind.readings, missing)).toBe(0);
    });

    it(`${name}: moving a reading to a site that is not there is refused`, async () => {
      const site = await kind.site(db);
      const reading = await kind.reading(db, site);
      const refusal = await refusalOf(
        db
          .update(kind.readings)
          .set({ site_id: site.id + 100_000 })
          .where(eq(kind.readings.id, reading.id)),
      );
      expect(refusal.code).toBe('23503');
      expect(await countOf(db, kind.readings, site.id)).toBe(1);
    });

    it(`${name}: deleting sites deletes their readings and no other site's`, async () => {
      const [gone, alsoGone, kept] = [await kind.site(db), await kind.site(db), await kind.site(db)];
      for (const site of [gone, gone, alsoGone, kept]) await kind.reading(db, site);
      await db.delete(kind.sites).where(sql`${kind.sites.id} in (${gone.id}, ${alsoGone.id})`);
      expect(await countOf(db, kind.readings, gone.id)).toBe(0);
      expect(await countOf(db, kind.readings, alsoGone.id)).toBe(0);
      expect(await countOf(db, kind.readings, kept.id)).toBe(1);
    });
  }

  it('a statement of many readings over many sites is stored whole when every site is there', async () => {
    const sites = [await buildWellSite(db), await buildWellSite(db), await buildWellSite(db)];
    const rows = sites.flatMap((site) =>
      ['2024-01-01', '2024-02-01'].map((day) => ({ site_id: site.id, measurement_date: day })),
    );
    await db.insert(wellMeasurements).values(rows);
    for (const site of sites) expect(await countOf(db, wellMeasurements, site.id)).toBe(2);

    // one missing site refuses the whole statement
    const refusal = await refusalOf(
      db
        .insert(wellMeasurements)
        .values([...rows, { site_id: sites[0].id + 100_000, measurement_date: '2024-03-01' }]),
    );
    expect(refusal.code).toBe('23503');
    for (const site of sites) expect(await countOf(db, wellMeasurements, site.id)).toBe(2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two writers at once (PostgreSQL)', () => {
  /** A transaction held open until `release` is called; `ready` resolves once `work` has run in it. */
  function heldTransaction(work: (tx: Database) => Promise<void>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: () => void;
    const readied = new Promise<void>((resolve) => (ready = resolve));
    const done = db.transaction(async (tx) => {
      await work(tx as unknown as Database);
      ready();
      await released;
    });
    return { ready: readied, release, done };
  }

  it('a site deleted while a reading of it is being written waits, then takes the reading with it', async () => {
    const site = await buildWellSite(db);
    const writer = heldTransaction(async (tx) => {
      await buildWellReading(tx, site);
    });
    await writer.ready;
    let deleted = false;
    const deleting = db
      .delete(wellSites)
      .where(eq(wellSites.id, site.id))
      .then(() => (deleted = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(deleted).toBe(false);
    writer.release();
    await writer.done;
    await deleting;
    expect(await countOf(db, wellMeasurements, site.id)).toBe(0);
  });

  it("a reading written between a site's lock and its delete (the product's delete) is refused, not deadlocked", async () => {
    const site = await buildWellSite(db);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockedSite = new Promise<void>((resolve) => (locked = resolve));
    // as the site registry deletes: the site locked, its readings counted, then the delete
    const deleting = db.transaction(async (tx) => {
      await tx.execute(sql`select id from well_sites where id = ${site.id} for update`);
      locked();
      await released;
      await tx.delete(wellSites).where(eq(wellSites.id, site.id));
    });
    await lockedSite;
    const writing = refusalOf(buildWellReading(db, site));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await deleting;
    expect((await writing).code).toBe('23503');
    expect(await countOf(db, wellMeasurements, site.id)).toBe(0);
  });

  it('a reading written while its site is being deleted waits, then is refused', async () => {
    const site = await buildWellSite(db);
    const deleter = heldTransaction(async (tx) => {
      await tx.delete(wellSites).where(eq(wellSites.id, site.id));
    });
    await deleter.ready;
    let settled = false;
    const writing = refusalOf(buildWellReading(db, site)).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    deleter.release();
    await deleter.done;
    expect((await writing).code).toBe('23503');
    expect(await countOf(db, wellMeasurements, site.id)).toBe(0);
  });
});
