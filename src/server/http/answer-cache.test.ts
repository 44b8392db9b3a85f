import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMonitoringCast, buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { acceptsGzip, matchesEtag } from './answer-cache';

type Headers = Record<string, string>;

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;
beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Headers) => testApp.app.inject({ method: 'GET', url, headers });
const countOf = async (siteId: number, headers: Headers) => {
  const response = await get(`/api/wellsitedetails/wellsitemeasurements/${siteId}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().site.measurements as unknown[]).length;
};

describe('the list, detail and map answers kept between requests', () => {
  it('answers a repeated request with the same ETag, and 304 without a body when the client has it', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    await buildWellReading(testApp.db, site, { submitted: true });
    const url = `/api/wellsitedetails/wellsitemeasurements/${site.id}`;
    const first = await get(url, cast.admin.headers);
    const second = await get(url, cast.admin.headers);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const revalidated = await get(url, {
      ...cast.admin.headers,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps the tag of an answer a write elsewhere did not change, so the client keeps its copy', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const url = `/api/wellsitedetails/wellsitemeasurements/${site.id}`;
    const before = await get(url, cast.admin.headers);
    const elsewhere = await buildWellSite(testApp.db);
    await buildWellReading(testApp.db, elsewhere, { submitted: true });
    const revalidated = await get(url, {
      ...cast.admin.headers,
      'if-none-match': String(before.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('tags the gzipped and the plain answer apart', async () => {
    const site = await buildWellSite(testApp.db);
    const url = `/api/wellsitedetails/wellsitemeasurements/${site.id}`;
    const zipped = await get(url, { ...cast.admin.headers, 'accept-encoding': 'gzip' });
    const plain = await get(url, { ...cast.admin.headers, 'accept-encoding': 'identity' });
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await get(url, {
      ...cast.admin.headers,
      'accept-encoding': 'identity',
      'if-none-match': String(zipped.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
  });

  it('still asks for sign-in before answering from the cache', async () => {
    const site = await buildWellSite(testApp.db);
    await get(`/api/wellsitedetails/wellsitemeasurements/${site.id}`, cast.admin.headers);
    const response = await get(`/api/wellsitedetails/wellsitemeasurements/${site.id}`, {});
    expect(response.statusCode).toBe(401);
  });

  it('shows a change made through the API at once, with a new ETag', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const url = `/api/wellsitedetails/wellsitemeasurements/${site.id}`;
    const before = await get(url, cast.admin.headers);
    expect(before.json().site.measurements).toEqual([]);

    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/wellsitemeasurements/',
      headers: cast.admin.headers,
      payload: {
        dms_site_id: site.dms_site_id,
        measurement_date: '2024-04-02',
        measurement_depth: 41.5,
        submitted: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await get(url, cast.admin.headers);
    expect(after.json().site.measurements).toHaveLength(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows changes written to the database by any other writer, such as an import or psql', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const listed = async () => {
      const response = await get('/api/wellsitesummary/wellsitemeasurements', cast.admin.headers);
      return (response.json().sites as { id: number; num_measurements: number }[]).find(
        (row) => row.id === site.id,
      );
    };
    expect((await listed())?.num_measurements).toBe(0);
    await testApp.db.execute(
      sql`INSERT INTO well_measurements (site_id, measurement_date, submitted) VALUES (${site.id}, '2023-05-05', true)`,
    );
    expect((await listed())?.num_measurements).toBe(1);
    await testApp.db.execute(sql`UPDATE well_sites SET local_site_id = 'Renamed well' WHERE id = ${site.id}`);
    expect(await listed()).toMatchObject({ local_site_id: 'Renamed well' });
  });

  it('shows a site its own changes by any writer at once: readings, pages, chart, names, a truncate', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const other = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    const detail = `/api/wellsitedetails/wellsitemeasurements/${site.id}`;
    const page = `/api/sitereadings/wellsitemeasurements/${site.id}`;
    const chart = `/api/sitecharts/wellsitemeasurements/${site.id}`;
    const read = async () => ({
      detail: (await get(detail, cast.admin.headers)).json().site,
      page: (await get(page, cast.admin.headers)).json(),
      chart: (await get(chart, cast.admin.headers)).json(),
    });
    expect((await read()).page.count).toBe(0);
    await buildWellReading(testApp.db, other, { submitted: true });
    expect((await read()).page.count).toBe(0);
    await testApp.db.execute(
      sql`INSERT INTO well_measurements (site_id, measurement_date, surf_elev, submitted) VALUES (${site.id}, '2023-05-05', 101.5, true)`,
    );
    const written = await read();
    expect(written.detail.measurements).toHaveLength(1);
    expect(written.page.count).toBe(1);
    expect(written.chart.series.points).toEqual([[Date.UTC(2023, 4, 5, 12), 101.5]]);

    await testApp.db.execute(
      sql`UPDATE gsps SET name = 'North Kings GSP (renamed)' WHERE id = ${cast.north.id}`,
    );
    expect((await read()).detail.source_gsp_label).toBe('North Kings GSP (renamed)');
    await testApp.db.execute(sql`UPDATE well_sites SET dms_site_id = 'WL-RENAMED' WHERE id = ${site.id}`);
    expect((await read()).page.results[0].dms_site_id).toBe('WL-RENAMED');
    await testApp.db.execute(sql`DELETE FROM well_measurements WHERE site_id = ${site.id}`);
    expect((await read()).chart.readings).toBe(0);
    await buildWellReading(testApp.db, site, { submitted: true });
    expect((await read()).page.count).toBe(1);
    await testApp.db.execute(sql`TRUNCATE well_measurements`);
    expect((await read()).page.count).toBe(0);
  });

  it('never hands one user the readings another was allowed to see', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: cast.north.id });
    await buildWellReading(testApp.db, site, { submitted: true, measurement_date: '2020-01-01' });
    await buildWellReading(testApp.db, site, { submitted: false, measurement_date: '2021-01-01' });
    // The administrator and the GSP's member are answered first, so their answers are kept ...
    expect(await countOf(site.id, cast.admin.headers)).toBe(2);
    expect(await countOf(site.id, cast.member.headers)).toBe(2);
    // ... and the other GSP's reporter still sees only what was submitted.
    expect(await countOf(site.id, cast.outsider.headers)).toBe(1);
    const adminAnswer = await get(`/api/wellsitedetails/wellsitemeasurements/${site.id}`, cast.admin.headers);
    const outsiderAnswer = await get(
      `/api/wellsitedetails/wellsitemeasurements/${site.id}`,
      cast.outsider.headers,
    );
    expect(outsiderAnswer.headers.etag).not.toBe(adminAnswer.headers.etag);
  });

  it('sends gzip to clients that take it and plain JSON to the others', async () => {
    const site = await buildWellSite(testApp.db);
    const url = `/api/wellsitedetails/wellsitemeasurements/${site.id}`;
    const zipped = await get(url, { ...cast.admin.headers, 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await get(url, { ...cast.admin.headers, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().site.dms_site_id).toBe(site.dms_site_id);
  });

  it('does not keep a 404: the layer is answered once it exists', async () => {
    const missing = await get('/api/maplayers/999999/features', cast.admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Map layer not found.' });
    await testApp.db.execute(
      sql`INSERT INTO map_layers (id, title, type, "group") VALUES (999999, 'Test Wells', 'maplayer', 'DMS Layers')`,
    );
    const found = await get('/api/maplayers/999999/features', cast.admin.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('matchesEtag', () => {
  it('compares weakly and takes lists and * (RFC 9110 §13.1.2)', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as RFC 9110 says, a q of 0 refusing the coding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
