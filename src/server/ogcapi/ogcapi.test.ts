import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  buildMonitoringCast,
  buildStreamReading,
  buildStreamSite,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type Feature = {
  type: string;
  id: number;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown>;
};
type Link = { href: string; rel: string; type: string };

let testApp: TestApp;
/** The same database served with OGCAPI_PUBLIC=all. */
let publicApp: FastifyInstance;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
let north: { id: number }; // a well of the North GSP: a submitted reading and a later one not submitted
let south: { id: number }; // a well of the South GSP: one submitted reading, in 2023
let unread: { id: number }; // a well of no GSP, without readings
let qualityOnly: { id: number };
let unsubmittedReading: { id: number };
let submittedReading: { id: number };

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  const { db } = testApp;
  north = await buildWellSite(db, {
    dms_site_id: 'OGC-N-1',
    local_site_id: 'Berenda <7>',
    source_gsp_id: cast.north.id,
    wl_monitoring: true,
    monitor_site_type: 'Representative',
    latitude: 37.1,
    longitude: -120.3,
  });
  south = await buildWellSite(db, {
    dms_site_id: 'OGC-S-1',
    source_gsp_id: cast.south.id,
    wl_monitoring: true,
    latitude: 36.6,
    longitude: -119.8,
  });
  unread = await buildWellSite(db, {
    dms_site_id: 'OGC-X-1',
    wl_monitoring: true,
    latitude: 36.9,
    longitude: -119.5,
  });
  qualityOnly = await buildWellSite(db, {
    dms_site_id: 'OGC-Q-1',
    wl_monitoring: false,
    wq_monitoring: true,
  });
  submittedReading = await buildWellReading(db, north, {
    measurement_date: '2024-01-15',
    measurement_time: '09:30',
    measurement_depth: 50.5,
    surf_elev: 210.25,
    submitted: true,
  });
  unsubmittedReading = await buildWellReading(db, north, {
    measurement_date: '2024-03-01',
    measurement_depth: 55,
    surf_elev: 205.75,
    meas_comments: 'pump <off>',
    submitted: false,
  });
  await buildWellReading(db, south, {
    measurement_date: '2023-06-01',
    measurement_depth: 80,
    submitted: true,
  });
  // an earlier reading of the same day as the latest: the later time wins
  await buildWellReading(db, south, {
    measurement_date: '2023-06-01',
    measurement_time: '06:00',
    measurement_depth: 81,
    submitted: true,
  });
  const stream = await buildStreamSite(db, {
    dms_site_id: 'OGC-ST-1',
    source_gsp_id: cast.south.id,
    latitude: 36.8,
    longitude: -119.9,
  });
  await buildStreamReading(db, stream, { meas_date: '2024-02-02', stream_stage: 3.5, submitted: true });
  publicApp = await buildApp(
    {
      db,
      config: {
        ...testApp.config,
        ogcApiPublicCollections: [
          'water-level-sites',
          'water-quality-sites',
          'subsidence-sites',
          'stream-sites',
          'interconnected-sites',
        ],
      },
      mailer: testApp.mailer,
    },
    { importWorker: false },
  );
});
afterAll(async () => {
  await publicApp?.close();
  await testApp.close();
});

const get = (url: string, headers?: Headers | Record<string, string>, app?: FastifyInstance) =>
  (app ?? testApp.app).inject({ url, headers: { host: 'basin.test', ...(headers ?? {}) } });

async function items(url: string, headers: Headers | null, app?: FastifyInstance) {
  const response = await get(url, headers ?? undefined, app);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as {
    numberMatched: number;
    numberReturned: number;
    features: Feature[];
    links: Link[];
    timeStamp: string;
  };
}

const ids = (answer: { features: Feature[] }) => answer.features.map((feature) => feature.id);
const byId = (answer: { features: Feature[] }, id: number) =>
  answer.features.find((feature) => feature.id === id)!;

describe('the OGC API capabilities', () => {
  it('declares the Core, GeoJSON, HTML and OpenAPI 3.0 conformance classes', async () => {
    const response = await get('/ogcapi/conformance', cast.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().conformsTo).toEqual([
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
    ]);
  });

  it('links the landing page to the API definition, conformance and collections, absolute from the request host', async () => {
    const landing = (await get('/ogcapi', cast.member.headers)).json();
    expect(landing.title).toBeTruthy();
    const rels = Object.fromEntries(landing.links.map((link: Link) => [link.rel, link]));
    expect(rels['service-desc']).toMatchObject({
      href: 'http://basin.test/ogcapi/api?f=json',
      type: 'application/vnd.oai.openapi+json;version=3.0',
    });
    expect(rels.conformance.href).toBe('http://basin.test/ogcapi/conformance?f=json');
    expect(rels.data.href).toBe('http://basin.test/ogcapi/collections?f=json');
    expect(rels.self.href).toBe('http://basin.test/ogcapi?f=json');
    expect(rels.alternate).toMatchObject({ href: 'http://basin.test/ogcapi?f=html', type: 'text/html' });
    // the trailing slash GIS clients may add answers the same
    expect((await get('/ogcapi/', cast.member.headers)).json()).toEqual(landing);
  });

  it('answers the API definition as OpenAPI 3.0, documenting limit, datetime and each collection', async () => {
    const response = await get('/ogcapi/api', cast.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.oai.openapi+json;version=3.0');
    const api = response.json();
    expect(api.openapi).toBe('3.0.3');
    expect(api.servers).toEqual([{ url: 'http://basin.test/ogcapi' }]);
    expect(api.components.parameters.limit.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 10000,
      default: 100,
    });
    // four numbers, or six with heights (Part 1, /req/core/fc-bbox-definition)
    expect(api.components.parameters.bbox.schema).toEqual({
      type: 'array',
      oneOf: [
        { minItems: 4, maxItems: 4 },
        { minItems: 6, maxItems: 6 },
      ],
      items: { type: 'number' },
    });
    const levels = api.paths['/collections/water-level-sites/items'].get.parameters;
    expect(levels.find((parameter: { name?: string }) => parameter.name === 'datetime').description).toMatch(
      /latest reading/,
    );
    expect(api.paths['/collections/readings/items'].get.parameters).toContainEqual({
      $ref: '#/components/parameters/site',
    });
    expect(
      Object.keys(api.components.schemas['feature-water-level-sites'].properties.properties.properties),
    ).toContain('latest_reading_date');
  });
});

describe('the collections', () => {
  it('lists the six collections with extents in CRS84, itemType feature and items links', async () => {
    const response = await get('/ogcapi/collections', cast.admin.headers);
    expect(response.statusCode).toBe(200);
    const { collections, links } = response.json();
    expect(collections.map((collection: { id: string }) => collection.id)).toEqual([
      'water-level-sites',
      'water-quality-sites',
      'subsidence-sites',
      'stream-sites',
      'interconnected-sites',
      'readings',
    ]);
    expect(links.find((link: Link) => link.rel === 'self').href).toBe(
      'http://basin.test/ogcapi/collections?f=json',
    );
    const levels = collections[0];
    expect(levels).toMatchObject({
      title: 'Water level monitoring sites',
      itemType: 'feature',
      crs: ['http://www.opengis.net/def/crs/OGC/1.3/CRS84'],
      extent: {
        spatial: {
          bbox: [[-120.3, 36.6, -119.5, 37.1]],
          crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
        },
        // the administrator's latest readings: 2023-06-01 (south) to 2024-03-01 (north), as days in California
        temporal: { interval: [['2023-06-01T07:00:00Z', '2024-03-02T07:59:59Z']] },
      },
    });
    expect(levels.links).toContainEqual({
      href: 'http://basin.test/ogcapi/collections/water-level-sites/items?f=json',
      rel: 'items',
      type: 'application/geo+json',
      title: 'The features as GeoJSON',
    });
  });

  it('gives one collection, its time extent from the readings its caller sees', async () => {
    const admin = (await get('/ogcapi/collections/water-level-sites', cast.admin.headers)).json();
    const outsider = (await get('/ogcapi/collections/water-level-sites', cast.outsider.headers)).json();
    expect(admin.id).toBe('water-level-sites');
    expect(admin.extent.temporal.interval[0][1]).toBe('2024-03-02T07:59:59Z');
    // the North GSP's reading of 2024-03-01 is not submitted: South's user's latest is January's
    expect(outsider.extent.temporal.interval[0][1]).toBe('2024-01-16T07:59:59Z');
    const readings = (await get('/ogcapi/collections/readings', cast.outsider.headers)).json();
    expect(readings.extent.temporal.interval).toEqual([['2023-06-01T07:00:00Z', '2024-01-16T07:59:59Z']]);
  });

  it("describes a collection's features by a JSON Schema, each property typed, linked as describedBy", async () => {
    const { links } = (await get('/ogcapi/collections/readings', cast.member.headers)).json();
    const describedBy = links.find((link: Link) => link.rel === 'describedBy');
    expect(describedBy).toMatchObject({
      href: 'http://basin.test/ogcapi/collections/readings/schema',
      type: 'application/schema+json',
    });
    const response = await get('/ogcapi/collections/readings/schema', cast.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/schema+json; charset=utf-8');
    const properties = response.json().properties.properties.properties;
    expect(properties.measurement_depth.type).toBe('number');
    expect(properties.measurement_date).toMatchObject({ type: 'string', format: 'date' });
    expect((await get('/ogcapi/collections/wells/schema', cast.member.headers)).statusCode).toBe(404);
    expect((await get('/ogcapi/collections/readings/schema')).statusCode).toBe(401);
  });

  it('answers 404 with an OGC exception for an unknown collection', async () => {
    const response = await get('/ogcapi/collections/wells', cast.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NotFound',
      description: expect.stringMatching(/No collection 'wells'/),
    });
    expect((await get('/ogcapi/collections/wells/items', cast.admin.headers)).statusCode).toBe(404);
  });
});

describe('the items of a site collection', () => {
  it("gives each site as a GeoJSON point with its ids, its GSP's name and its latest reading", async () => {
    const response = await get('/ogcapi/collections/water-level-sites/items', cast.admin.headers);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const answer = response.json();
    expect(answer.type).toBe('FeatureCollection');
    expect(answer.numberMatched).toBe(3);
    expect(answer.numberReturned).toBe(3);
    expect(Date.parse(answer.timeStamp)).not.toBeNaN();
    // sites of the registry that are water level sites only, in id order
    expect(ids(answer)).toEqual([north.id, south.id, unread.id]);
    expect(byId(answer, north.id)).toEqual({
      type: 'Feature',
      id: north.id,
      geometry: { type: 'Point', coordinates: [-120.3, 37.1] },
      properties: {
        dms_site_id: 'OGC-N-1',
        local_site_id: 'Berenda <7>',
        gsp_name: 'North Kings GSP',
        monitor_site_type: 'Representative',
        latest_reading_date: '2024-03-01',
        latest_reading: 55,
        latest_surf_elev: 205.75,
      },
    });
    expect(byId(answer, south.id).properties).toMatchObject({
      latest_reading_date: '2023-06-01',
      latest_reading: 80,
    });
    expect(byId(answer, unread.id).properties).toMatchObject({
      gsp_name: null,
      latest_reading_date: null,
      latest_reading: null,
    });
  });

  it('gives the other registries their own sites and latest value', async () => {
    const streams = await items('/ogcapi/collections/stream-sites/items', cast.member.headers);
    expect(streams.features.map((feature) => feature.properties)).toEqual([
      expect.objectContaining({
        dms_site_id: 'OGC-ST-1',
        gsp_name: 'South Kings GSP',
        stream_name: null,
        latest_reading_date: '2024-02-02',
        latest_reading: 3.5,
      }),
    ]);
    const quality = await items('/ogcapi/collections/water-quality-sites/items', cast.member.headers);
    expect(ids(quality)).toEqual([qualityOnly.id]);
    expect(quality.features[0].properties).not.toHaveProperty('latest_reading');
    const subsidence = await items('/ogcapi/collections/subsidence-sites/items', cast.member.headers);
    expect(subsidence).toMatchObject({ numberMatched: 0, numberReturned: 0, features: [] });
  });

  it('keeps to the sites in a bbox', async () => {
    const answer = await items(
      '/ogcapi/collections/water-level-sites/items?bbox=-120.5,37,-120,37.2',
      cast.admin.headers,
    );
    expect(ids(answer)).toEqual([north.id]);
    expect(answer.numberMatched).toBe(1);
    // a point on the edge is inside
    expect(
      ids(
        await items(
          '/ogcapi/collections/water-level-sites/items?bbox=-119.8,36.6,-119.5,36.9',
          cast.admin.headers,
        ),
      ),
    ).toEqual([south.id, unread.id]);
  });

  it('takes a bbox of six numbers, with heights, as the same box: the heights are ignored', async () => {
    const answer = await items(
      '/ogcapi/collections/water-level-sites/items?bbox=-120.5,37,-50.5,-120,37.2,3000',
      cast.admin.headers,
    );
    expect(ids(answer)).toEqual([north.id]);
    expect(answer.numberMatched).toBe(1);
  });

  it('filters by the latest reading date in every interval form, leaving out sites without readings', async () => {
    const matching = async (datetime: string) =>
      ids(
        await items(
          `/ogcapi/collections/water-level-sites/items?datetime=${encodeURIComponent(datetime)}`,
          cast.admin.headers,
        ),
      );
    expect(await matching('2024-03-01')).toEqual([north.id]);
    expect(await matching('2024-03-01T20:00:00Z')).toEqual([north.id]);
    expect(await matching('2024-03-02T05:00:00Z')).toEqual([north.id]);
    expect(await matching('2023-01-01/2023-12-31')).toEqual([south.id]);
    expect(await matching('../2023-12-31')).toEqual([south.id]);
    expect(await matching('2024-01-01/..')).toEqual([north.id]);
    expect(await matching('2024-01-01T00:00:00Z/2024-02-01T00:00:00Z')).toEqual([]);
    expect(await matching('../..')).toEqual([north.id, south.id]);
    const counted = await items(
      '/ogcapi/collections/water-level-sites/items?datetime=2023-01-01/..',
      cast.admin.headers,
    );
    expect(counted.numberMatched).toBe(2);
  });

  it('refuses an invalid bbox, datetime, limit, offset or f, and an unknown parameter, with 400 naming it', async () => {
    for (const [query, parameter] of [
      ['bbox=1,2,3', 'bbox'],
      ['bbox=-121,36,-119,37,100', 'bbox'],
      ['bbox=-121,36,0,-119,37,high', 'bbox'],
      ['bbox=west,36,-119,37', 'bbox'],
      ['datetime=last-week', 'datetime'],
      ['datetime=2024-06-30/2024-01-01', 'datetime'],
      ['limit=0', 'limit'],
      ['limit=-3', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['f=xml', 'f'],
      ['colour=red', 'colour'],
      ['limit=5&limit=6', 'limit'],
      ['site=OGC-N-1', 'site'],
    ]) {
      const response = await get(`/ogcapi/collections/water-level-sites/items?${query}`, cast.admin.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        code: 'InvalidParameterValue',
        description: expect.any(String),
        parameter,
      });
    }
  });
});

describe('paging', () => {
  beforeAll(async () => {
    await testApp.db.execute(sql`
      insert into well_sites (dms_site_id, local_site_id, latitude, longitude, wl_monitoring)
      select 'OGC-BULK-' || lpad(n::text, 4, '0'), 'Bulk well ' || n, 36.0 + n * 0.001, -121.0 + n * 0.001, true
      from generate_series(1, 250) as n`);
  });

  it('gives 100 features by default and follows next links, keeping the filters, to the last page', async () => {
    const first = await items('/ogcapi/collections/water-level-sites/items', cast.admin.headers);
    expect(first.numberMatched).toBe(253);
    expect(first.numberReturned).toBe(100);
    const seen: number[] = [];
    let url: string | undefined = '/ogcapi/collections/water-level-sites/items?limit=60&bbox=-122,35,-119,38';
    let pages = 0;
    while (url) {
      const page = await items(url.replace('http://basin.test', ''), cast.admin.headers);
      expect(page.numberMatched).toBe(253);
      expect(page.numberReturned).toBe(page.features.length);
      seen.push(...ids(page));
      const next = page.links.find((link) => link.rel === 'next');
      if (next) {
        expect(next.type).toBe('application/geo+json');
        expect(next.href).toContain('bbox=-122,35,-119,38');
        expect(next.href).toContain('limit=60');
      }
      url = next?.href;
      pages += 1;
    }
    expect(pages).toBe(5);
    expect(seen).toHaveLength(253);
    expect(new Set(seen).size).toBe(253);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('reads a limit above 10,000 as 10,000, and a page past the end as empty', async () => {
    const all = await items('/ogcapi/collections/water-level-sites/items?limit=50000', cast.admin.headers);
    expect(all.numberReturned).toBe(253);
    expect(all.links.find((link) => link.rel === 'self')!.href).toContain('limit=10000&offset=0');
    const past = await items('/ogcapi/collections/water-level-sites/items?offset=1000', cast.admin.headers);
    expect(past).toMatchObject({ numberMatched: 253, numberReturned: 0, features: [] });
    expect(past.links.some((link) => link.rel === 'next')).toBe(false);
  });
});

describe('one feature', () => {
  it('answers a site with its links, and 404 for a site not in the collection or no number', async () => {
    const response = await get(`/ogcapi/collections/water-level-sites/items/${north.id}`, cast.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const feature = response.json();
    expect(feature).toMatchObject({
      type: 'Feature',
      id: north.id,
      properties: { dms_site_id: 'OGC-N-1', latest_reading: 55 },
    });
    expect(feature.links).toContainEqual(
      expect.objectContaining({
        rel: 'self',
        href: `http://basin.test/ogcapi/collections/water-level-sites/items/${north.id}?f=json`,
      }),
    );
    for (const url of [
      `/ogcapi/collections/water-level-sites/items/${qualityOnly.id}`,
      '/ogcapi/collections/water-level-sites/items/99999999',
      '/ogcapi/collections/water-level-sites/items/abc',
      '/ogcapi/collections/water-level-sites/items/99999999999999',
    ]) {
      const missing = await get(url, cast.admin.headers);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().code).toBe('NotFound');
    }
  });
});

describe('the readings collection', () => {
  it('gives water level readings at their well, with the fields the API lists', async () => {
    const answer = await items(`/ogcapi/collections/readings/items?site=OGC-N-1`, cast.admin.headers);
    expect(ids(answer)).toEqual([submittedReading.id, unsubmittedReading.id]);
    expect(byId(answer, unsubmittedReading.id)).toEqual({
      type: 'Feature',
      id: unsubmittedReading.id,
      geometry: { type: 'Point', coordinates: [-120.3, 37.1] },
      properties: {
        dms_site_id: 'OGC-N-1',
        site_id: north.id,
        measurement_date: '2024-03-01',
        measurement_time: null,
        measurement_depth: 55,
        surf_elev: 205.75,
        vert_datum: null,
        meas_method: null,
        meas_accuracy: null,
        no_measurement: null,
        quest_meas: null,
        measured_by: null,
        meas_comments: 'pump <off>',
        submitted: false,
      },
    });
    expect(byId(answer, submittedReading.id).properties.measurement_time).toBe('09:30:00');
  });

  it('filters readings by site, datetime and bbox, and counts what matches', async () => {
    const all = await items('/ogcapi/collections/readings/items', cast.admin.headers);
    expect(all.numberMatched).toBe(4);
    const dated = await items(
      '/ogcapi/collections/readings/items?datetime=2024-01-01/2024-12-31',
      cast.admin.headers,
    );
    expect(ids(dated)).toEqual([submittedReading.id, unsubmittedReading.id]);
    expect(dated.numberMatched).toBe(2);
    const boxed = await items('/ogcapi/collections/readings/items?bbox=-120,36,-119,37', cast.admin.headers);
    expect(boxed.numberMatched).toBe(2);
    expect(boxed.features.every((feature) => feature.properties.dms_site_id === 'OGC-S-1')).toBe(true);
    expect(
      await items('/ogcapi/collections/readings/items?site=NO-SUCH-WELL', cast.admin.headers),
    ).toMatchObject({ numberMatched: 0, features: [] });
    const paged = await items('/ogcapi/collections/readings/items?limit=3&site=OGC-S-1', cast.admin.headers);
    expect(paged.numberMatched).toBe(2);
    expect(paged.links.some((link) => link.rel === 'next')).toBe(false);
  });
});

describe('who sees what', () => {
  const latestOfNorth = async (headers: Headers | null, app?: FastifyInstance) =>
    byId(await items('/ogcapi/collections/water-level-sites/items', headers, app), north.id).properties;

  it("shows an unsubmitted reading of GSP A to A's users and administrators, not to GSP B's user", async () => {
    expect(await latestOfNorth(cast.reporter.headers)).toMatchObject({
      latest_reading_date: '2024-03-01',
      latest_reading: 55,
    });
    expect(await latestOfNorth(cast.member.headers)).toMatchObject({ latest_reading_date: '2024-03-01' });
    expect(await latestOfNorth(cast.admin.headers)).toMatchObject({ latest_reading_date: '2024-03-01' });
    expect(await latestOfNorth(cast.outsider.headers)).toMatchObject({
      latest_reading_date: '2024-01-15',
      latest_reading: 50.5,
    });
    // the same in the readings: counted, listed and fetched one by one
    const outsiders = await items('/ogcapi/collections/readings/items?site=OGC-N-1', cast.outsider.headers);
    expect(ids(outsiders)).toEqual([submittedReading.id]);
    expect(outsiders.numberMatched).toBe(1);
    expect(
      (await get(`/ogcapi/collections/readings/items/${unsubmittedReading.id}`, cast.outsider.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/ogcapi/collections/readings/items/${unsubmittedReading.id}`, cast.reporter.headers))
        .statusCode,
    ).toBe(200);
    // datetime filters by what the caller sees
    const march = '/ogcapi/collections/water-level-sites/items?datetime=2024-03-01';
    expect(ids(await items(march, cast.reporter.headers))).toEqual([north.id]);
    expect(ids(await items(march, cast.outsider.headers))).toEqual([]);
  });

  it('shows only submitted readings without a token under OGCAPI_PUBLIC=all, and keeps the readings behind a token', async () => {
    expect(await latestOfNorth(null, publicApp)).toMatchObject({
      latest_reading_date: '2024-01-15',
      latest_reading: 50.5,
    });
    const landing = await get('/ogcapi', undefined, publicApp);
    expect(landing.statusCode).toBe(200);
    expect((await get('/ogcapi/conformance', undefined, publicApp)).statusCode).toBe(200);
    expect((await get('/ogcapi/api', undefined, publicApp)).statusCode).toBe(200);
    const listed = (await get('/ogcapi/collections', undefined, publicApp)).json();
    expect(listed.collections.map((collection: { id: string }) => collection.id)).not.toContain('readings');
    expect(listed.collections).toHaveLength(5);
    const readings = await get('/ogcapi/collections/readings/items', undefined, publicApp);
    expect(readings.statusCode).toBe(401);
    expect(readings.headers['www-authenticate']).toBe('Token');
    // a token on the public server sees what its user sees
    expect(await latestOfNorth(cast.reporter.headers, publicApp)).toMatchObject({
      latest_reading_date: '2024-03-01',
    });
    expect(
      (await get('/ogcapi/collections/readings/items', cast.reporter.headers, publicApp)).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a token by default, on every /ogcapi path, saying how to send one', async () => {
    for (const url of [
      '/ogcapi',
      '/ogcapi/conformance',
      '/ogcapi/api',
      '/ogcapi/collections',
      '/ogcapi/collections/water-level-sites',
      '/ogcapi/collections/water-level-sites/items',
      `/ogcapi/collections/water-level-sites/items/${north.id}`,
      '/ogcapi/collections/wells',
      '/ogcapi/no-such-thing',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['www-authenticate'], url).toBe('Token');
      expect(response.json(), url).toEqual({
        code: 'NotAuthorized',
        description: expect.stringContaining("'Authorization: Token <key>'"),
      });
    }
  });

  it('answers 401 for a wrong token, even where nothing needs one, as the API does', async () => {
    for (const app of [testApp.app, publicApp]) {
      const response = await get('/ogcapi', { authorization: 'Token not-a-key' }, app);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'NotAuthorized', description: 'Invalid token.' });
      expect((await get('/ogcapi/collections', { authorization: 'Bearer abc' }, app)).statusCode).toBe(401);
    }
  });

  it('keeps answers apart per caller and follows new readings', async () => {
    const url = '/ogcapi/collections/water-level-sites/items?limit=5';
    const before = await items(url, cast.outsider.headers);
    expect(byId(before, north.id).properties.latest_reading_date).toBe('2024-01-15');
    const later = await buildWellReading(testApp.db, north, {
      measurement_date: '2024-05-05',
      measurement_depth: 57,
      submitted: true,
    });
    const after = await items(url, cast.outsider.headers);
    expect(byId(after, north.id).properties).toMatchObject({
      latest_reading_date: '2024-05-05',
      latest_reading: 57,
    });
    await testApp.db.execute(sql`delete from well_measurements where id = ${later.id}`);
    expect(byId(await items(url, cast.outsider.headers), north.id).properties.latest_reading_date).toBe(
      '2024-01-15',
    );
  });
});

describe('HTML', () => {
  it('answers a browser in HTML, by its Accept header or by f=html, with every value escaped', async () => {
    const browser = {
      ...cast.admin.headers,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    };
    const response = await get('/ogcapi/collections/water-level-sites/items?limit=2', browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Water level monitoring sites - ');
    expect(html).toContain('<h1>Water level monitoring sites</h1>');
    expect(html).toContain('<th scope="col">DMS Site ID</th>');
    expect(html).toContain('Berenda &lt;7&gt;');
    expect(html).not.toContain('Berenda <7>');
    expect(html).toMatch(
      /<a href="http:\/\/basin\.test\/ogcapi\/collections\/water-level-sites\/items\?limit=2&amp;offset=2&amp;f=html" rel="next">Next page<\/a>/,
    );
    const byF = await get('/ogcapi/collections/water-level-sites/items?limit=2&f=html', cast.admin.headers);
    expect(byF.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const url of [
      '/ogcapi',
      '/ogcapi/conformance',
      '/ogcapi/api',
      '/ogcapi/collections',
      '/ogcapi/collections/readings',
      `/ogcapi/collections/readings/items/${unsubmittedReading.id}`,
    ]) {
      const page = await get(`${url}${url.includes('?') ? '&' : '?'}f=html`, cast.admin.headers);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toMatch(/<h1>[^<]+<\/h1>/);
    }
    expect(
      (await get(`/ogcapi/collections/readings/items/${unsubmittedReading.id}?f=html`, cast.admin.headers))
        .body,
    ).toContain('pump &lt;off&gt;');
  });

  it('answers errors in HTML when HTML was asked for', async () => {
    const response = await get('/ogcapi/collections/wells?f=html', cast.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('No collection &#39;wells&#39;');
  });

  it('answers GIS clients in JSON, whatever else they accept', async () => {
    const response = await get('/ogcapi/collections', { ...cast.admin.headers, accept: 'application/json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const items_ = await get('/ogcapi/collections/readings/items?limit=1', {
      ...cast.admin.headers,
      accept: 'application/geo+json, application/json',
    });
    expect(items_.headers['content-type']).toMatch(/^application\/geo\+json/);
  });
});
