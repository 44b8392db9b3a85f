import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OGC_COLLECTION_IDS, SITE_COLLECTION_IDS } from '../../domain/ogcapi/collections';
import { buildApp } from '../app';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The issue: 'QGIS and GDAL work with it as they are'. GDAL's OAPIF driver (Debian's gdal-bin) against the
 * running server: it lists every collection and copies every feature of a 5,000-site collection, page by
 * page. CI installs gdal-bin (scripts/ensure-gdal.mjs); without it these tests fail, they do not skip.
 */

const runFile = promisify(execFile);
const SITES = 5000;

let testApp: TestApp;
/** The same database served with OGCAPI_PUBLIC=all, for a client without a token. */
let publicApp: FastifyInstance;
let url: string;
let publicUrl: string;
let token: string;
/** A personal API key an administrator issued for the same user. */
let apiKey: string;
let scratch: string;

async function gdal(command: 'ogrinfo' | 'ogr2ogr', args: string[]) {
  try {
    // asynchronous: the server answering GDAL runs on this process's event loop
    return await runFile(command, args, { timeout: 240_000, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT')
      throw new Error(
        `${command} is not installed. The OGC API's GDAL tests need Debian's gdal-bin: apt-get install -y gdal-bin (CI installs it with node scripts/ensure-gdal.mjs).`,
      );
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    );
  }
}

/** GDAL sends the token as any HTTP header: its GDAL_HTTP_HEADERS configuration option. */
const withToken = () => ['--config', 'GDAL_HTTP_HEADERS', `Authorization: Token ${token}`];

const listening = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ogcapi`;
};

beforeAll(async () => {
  testApp = await createTestApp();
  const reader = await signedInUser(testApp, 'Agency');
  token = reader.headers.authorization.replace('Token ', '');
  const issued = await testApp.app.inject({
    method: 'POST',
    url: `/api/users/${reader.user.id}/apikeys/`,
    headers: (await signedInUser(testApp, 'Administrator')).headers,
    payload: { name: 'GDAL on the GIS workstation' },
  });
  apiKey = issued.json<{ key: string }>().key;
  await testApp.db.execute(sql`
    insert into well_sites (dms_site_id, local_site_id, latitude, longitude, wl_monitoring, monitor_site_type)
    select 'GDAL-' || lpad(n::text, 5, '0'), 'Well ' || n, 36.5 + n * 0.0001, -120.5 + n * 0.0001, true, 'Monitoring'
    from generate_series(1, ${SITES}) as n`);
  await testApp.db.execute(sql`
    insert into well_measurements (site_id, measurement_date, measurement_depth, submitted)
    select id, date '2024-01-01' + (id % 300), 40 + (id % 50), true from well_sites`);
  url = await listening(testApp.app);
  publicApp = await buildApp(
    {
      db: testApp.db,
      config: { ...testApp.config, ogcApiPublicCollections: [...SITE_COLLECTION_IDS] },
      mailer: testApp.mailer,
    },
    { importWorker: false },
  );
  publicUrl = await listening(publicApp);
  scratch = mkdtempSync(path.join(tmpdir(), 'basin-ogcapi-gdal-'));
});
afterAll(async () => {
  await publicApp?.close();
  await testApp?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** numberMatched of a collection as the server counts it, asked with the token. */
async function numberMatched(collection: string): Promise<number> {
  const response = await fetch(`${url}/collections/${collection}/items?limit=1`, {
    headers: { authorization: `Token ${token}`, accept: 'application/geo+json' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { numberMatched: number }).numberMatched;
}

/** The layers ogrinfo lists: '1: water-level-sites (title: Water level monitoring sites) (Point)'. */
const layersOf = (stdout: string) =>
  [...stdout.matchAll(/^\d+: ([a-z-]+) \(title: [^)]+\)/gm)].map((match) => match[1]);

describe("GDAL's OAPIF driver", () => {
  it('lists every collection with ogrinfo -so, given the token as an HTTP header', async () => {
    const { stdout } = await gdal('ogrinfo', [...withToken(), '-so', `OAPIF:${url}`]);
    expect(layersOf(stdout)).toEqual([...OGC_COLLECTION_IDS]);
    expect(stdout).toMatch(/^1: water-level-sites \(title: Water level monitoring sites\) \(Point\)$/m);
  });

  it('summarises the water level sites: numberMatched, the extent, and the properties typed by the schema', async () => {
    const { stdout } = await gdal('ogrinfo', [...withToken(), '-so', `OAPIF:${url}`, 'water-level-sites']);
    expect(stdout).toContain(`Feature Count: ${await numberMatched('water-level-sites')}`);
    const extent = /Extent: \((\S+), (\S+)\) - \((\S+), (\S+)\)/.exec(stdout)!.slice(1).map(Number);
    [-120.4999, 36.5001, -120, 37].forEach((value, index) => expect(extent[index]).toBeCloseTo(value, 6));
    // typed from the describedBy schema, not guessed from the first page (whose depths are whole numbers)
    expect(stdout).toMatch(/^latest_reading: Real /m);
    expect(stdout).toMatch(/^latest_surf_elev: Real /m);
    expect(stdout).toMatch(/^latest_reading_date: Date /m);
    expect(stdout).toMatch(/^dms_site_id: String /m);
  });

  it('copies every feature of the 5,000-site collection with ogr2ogr, page by page, numberMatched of them', async () => {
    const out = path.join(scratch, 'water-level-sites.geojson');
    await gdal('ogr2ogr', [...withToken(), '-f', 'GeoJSON', out, `OAPIF:${url}`, 'water-level-sites']);
    const copied = JSON.parse(readFileSync(out, 'utf8')) as {
      features: Array<{ properties: { dms_site_id: string; latest_reading: number | null } }>;
    };
    const matched = await numberMatched('water-level-sites');
    expect(matched).toBe(SITES);
    expect(copied.features).toHaveLength(matched);
    const dmsIds = copied.features.map((feature) => feature.properties.dms_site_id);
    expect(new Set(dmsIds).size).toBe(matched);
    expect(dmsIds).toContain('GDAL-00001');
    expect(dmsIds).toContain('GDAL-05000');
    expect(copied.features.every((feature) => typeof feature.properties.latest_reading === 'number')).toBe(
      true,
    );
  });

  it("counts the readings in a bbox from the readings' statistics, for a few sites and for thousands", async () => {
    // one reading a site; the bbox of the first 1,000 wells, and one of every well
    for (const [bbox, sites] of [
      ['-120.5,36.5,-120.39995,36.60005', 1000],
      ['-121,36,-119,38', SITES],
    ] as const) {
      const response = await fetch(`${url}/collections/readings/items?limit=1&bbox=${bbox}`, {
        headers: { authorization: `Token ${token}` },
      });
      expect(((await response.json()) as { numberMatched: number }).numberMatched, bbox).toBe(sites);
    }
  });

  it('lists every collection with a personal API key as the header, where the server hides them without one', async () => {
    const header = ['--config', 'GDAL_HTTP_HEADERS', `Authorization: Token ${apiKey}`];
    const { stdout } = await gdal('ogrinfo', [...header, '-so', `OAPIF:${url}`]);
    expect(layersOf(stdout)).toEqual([...OGC_COLLECTION_IDS]);
  });

  it('reads the public collections without a token where OGCAPI_PUBLIC allows, and is refused without one where not', async () => {
    const { stdout } = await gdal('ogrinfo', ['-so', `OAPIF:${publicUrl}`]);
    expect(layersOf(stdout)).toEqual([...SITE_COLLECTION_IDS]);
    await expect(gdal('ogrinfo', ['-so', `OAPIF:${url}`])).rejects.toThrow(/HTTP error code : 401/);
  });
});
