import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/raw-results';
import { mapLayers, referenceFeatures } from '../db/schema/monitoring';
import { projectForms } from '../db/schema/projects';
import { signedInUser } from '../test-support/factories';
import { buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let headers: { authorization: string };
let layerIds: Record<string, number>;
let levelWell: { id: number; dms_site_id: string };
let qualityWell: { id: number; dms_site_id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  headers = (await signedInUser(testApp, 'Agency')).headers;
  // this basin's own layers instead of the standard ones every new database starts with
  await testApp.db.delete(mapLayers);
  const layers = await testApp.db
    .insert(mapLayers)
    .values([
      {
        title: 'Topographic',
        type: 'baselayer',
        group: 'Base Maps',
        url: 'https://tiles.test/{z}/{x}/{y}.png',
        default_on: true,
        sort_order: 1,
      },
      {
        title: 'Representative Water Level Sites',
        type: 'maplayer',
        group: 'DMS Layers',
        source: 'representative-water-level',
        colour: 'red',
        default_on: true,
        sort_order: 2,
      },
      {
        title: 'Water Quality Sites',
        type: 'maplayer',
        group: 'DMS Layers',
        source: 'water-quality',
        colour: 'green',
        sort_order: 3,
      },
      {
        title: 'Water Level Sites Elsewhere',
        type: 'maplayer',
        group: 'DMS Layers',
        source: 'representative-water-level',
        detail_link: '/hydroograph/',
        marker_size: 12,
        sort_order: 4,
      },
      {
        title: 'Projects',
        type: 'maplayer',
        group: 'DMS Layers',
        source: 'projects',
        colour: 'magenta',
        sort_order: 5,
      },
      {
        title: 'Basin Boundary',
        type: 'maplayer',
        group: 'Reference Layers',
        colour: 'black',
        default_on: true,
        sort_order: 6,
      },
    ])
    .returning();
  layerIds = Object.fromEntries(layers.map((layer) => [layer.title, layer.id]));
  await testApp.db.insert(referenceFeatures).values({
    layer_id: layerIds['Basin Boundary'],
    name: 'Chowchilla Subbasin',
    properties: { basin: '5-022.05' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-120.5, 36.9],
          [-120.0, 36.9],
          [-120.0, 37.2],
          [-120.5, 36.9],
        ],
      ],
    },
  });
  levelWell = await buildWellSite(testApp.db, {
    dms_site_id: 'MAP-WL-1',
    local_site_id: 'Berenda 7',
    wl_monitoring: true,
    monitor_site_type: 'Representative',
    latitude: 37.1,
    longitude: -120.3,
  });
  await buildWellSite(testApp.db, {
    dms_site_id: 'MAP-WL-2',
    wl_monitoring: true,
    monitor_site_type: 'Monitoring',
  });
  qualityWell = await buildWellSite(testApp.db, {
    dms_site_id: 'MAP-WQ-1',
    wq_monitoring: true,
    wl_monitoring: false,
  });
});
afterAll(() => testApp.close());

/** As the signed-in Agency user; null sends no token. */
const get = (url: string, withHeaders: object | null = headers) =>
  testApp.app.inject({ url, headers: (withHeaders ?? undefined) as never });

describe('GET /api/maplayers', () => {
  it('lists the layers in their order with group, source, style and default state', async () => {
    const response = await get('/api/maplayers');
    expect(response.statusCode).toBe(200);
    const layers = response.json();
    expect(layers.map((layer: { title: string }) => layer.title)).toEqual([
      'Topographic',
      'Representative Water Level Sites',
      'Water Quality Sites',
      'Water Level Sites Elsewhere',
      'Projects',
      'Basin Boundary',
    ]);
    expect(layers[1]).toMatchObject({
      group: 'DMS Layers',
      source: 'representative-water-level',
      colour: 'red',
      default_on: true,
    });
    expect(layers[0]).toMatchObject({ type: 'baselayer', url: 'https://tiles.test/{z}/{x}/{y}.png' });
    expect(layers[1]).toMatchObject({ marker_size: null, detail_link: null });
    expect(layers[3]).toMatchObject({ marker_size: 12, detail_link: '/hydroograph/' });
  });

  it('needs a sign-in', async () => {
    expect((await get('/api/maplayers', null)).statusCode).toBe(401);
    expect((await get(`/api/maplayers/${layerIds['Basin Boundary']}/features`, null)).statusCode).toBe(401);
    expect((await get('/api/search?q=MAP', null)).statusCode).toBe(401);
  });
});

describe('GET /api/maplayers/{id}/features', () => {
  it('answers a site layer as GeoJSON points [longitude, latitude] linking to the detail screen', async () => {
    const collection = (
      await get(`/api/maplayers/${layerIds['Representative Water Level Sites']}/features`)
    ).json();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: levelWell.id,
        geometry: { type: 'Point', coordinates: [-120.3, 37.1] },
        properties: {
          id: levelWell.id,
          dms_site_id: 'MAP-WL-1',
          local_site_id: 'Berenda 7',
          layer: 'Representative Water Level Sites',
          detail_route: `/waterleveldetail/${levelWell.id}`,
        },
      },
    ]);
    const quality = (await get(`/api/maplayers/${layerIds['Water Quality Sites']}/features`)).json();
    expect(
      quality.features.map(
        (feature: { properties: { detail_route: string } }) => feature.properties.detail_route,
      ),
    ).toEqual([`/waterqualitydetail/${qualityWell.id}`]);
  });

  it("links a site layer's popups to its definition's detail link when it has one", async () => {
    const collection = (
      await get(`/api/maplayers/${layerIds['Water Level Sites Elsewhere']}/features`)
    ).json();
    expect(
      collection.features.map(
        (feature: { properties: { detail_route: string } }) => feature.properties.detail_route,
      ),
    ).toEqual([`/hydroograph/${levelWell.id}`]);
  });

  it('answers a site layer in the compact form the home map draws, and each popup its site', async () => {
    const layerId = layerIds['Representative Water Level Sites'];
    const compact = (await get(`/api/maplayers/${layerId}/markers`)).json();
    expect(compact).toEqual({
      layer: 'Representative Water Level Sites',
      detail_route: '/waterleveldetail',
      markers: [[levelWell.id, -120.3, 37.1, 'MAP-WL-1']],
    });
    const elsewhere = (await get(`/api/maplayers/${layerIds['Water Level Sites Elsewhere']}/markers`)).json();
    expect(elsewhere.detail_route).toBe('/hydroograph');
    expect((await get(`/api/maplayers/${layerId}/markers/${levelWell.id}`)).json()).toEqual({
      id: levelWell.id,
      dms_site_id: 'MAP-WL-1',
      local_site_id: 'Berenda 7',
      layer: 'Representative Water Level Sites',
      detail_route: `/waterleveldetail/${levelWell.id}`,
    });
    // a site the layer does not show, a reference layer and an unknown layer have no markers
    expect((await get(`/api/maplayers/${layerId}/markers/${qualityWell.id}`)).statusCode).toBe(404);
    expect((await get(`/api/maplayers/${layerIds['Basin Boundary']}/markers`)).statusCode).toBe(404);
    expect((await get(`/api/maplayers/999999/markers`)).statusCode).toBe(404);
    expect((await get(`/api/maplayers/${layerId}/markers`, null)).statusCode).toBe(401);
  });

  it('keeps 5,000 sites under 500 KB in the compact form', async () => {
    await testApp.db.execute(sql`
      insert into well_sites (dms_site_id, local_site_id, latitude, longitude, wl_monitoring, monitor_site_type)
      select 'BULK-' || lpad(n::text, 5, '0'), 'Local well ' || n, 36.5 + n * 0.0001234567, -120.5 + n * 0.0000987654,
             true, 'Representative'
      from generate_series(1, 5000) as n`);
    const response = await get(`/api/maplayers/${layerIds['Representative Water Level Sites']}/markers`);
    expect(response.json().markers).toHaveLength(5001);
    // six decimals (0.1 m), rounded, in the order of the DMS Site ID
    expect(response.json().markers[0]).toEqual([expect.any(Number), -120.499901, 36.500123, 'BULK-00001']);
    expect(response.json().markers[4998].slice(1)).toEqual([-120.006272, 37.11716, 'BULK-04999']);
    expect(response.body.length).toBeLessThan(500_000);
    const geojson = await get(`/api/maplayers/${layerIds['Representative Water Level Sites']}/features`);
    expect(response.body.length).toBeLessThan(geojson.body.length / 3);
  });

  it('answers a reference layer with its shapes and names', async () => {
    const boundary = (await get(`/api/maplayers/${layerIds['Basin Boundary']}/features`)).json();
    expect(boundary.features).toHaveLength(1);
    expect(boundary.features[0]).toMatchObject({
      geometry: { type: 'Polygon' },
      properties: { name: 'Chowchilla Subbasin', basin: '5-022.05', layer: 'Basin Boundary' },
    });
  });

  it('answers the projects layer with each located project, its popup leading to its detail', async () => {
    const [located, unlocated] = await testApp.db
      .insert(projectForms)
      .values([
        { project_id: 'MAP-PMA-1', project_name: 'Berenda Recharge Basin', lat: 37.05, lon: -120.25 },
        { project_id: 'MAP-PMA-2', project_name: 'Draft without a place' },
      ])
      .returning();
    const { features } = (await get(`/api/maplayers/${layerIds.Projects}/features`)).json();
    expect(features).toEqual([
      {
        type: 'Feature',
        id: located.id,
        geometry: { type: 'Point', coordinates: [-120.25, 37.05] },
        properties: expect.objectContaining({
          project_id: 'MAP-PMA-1',
          project_name: 'Berenda Recharge Basin',
          layer: 'Projects',
          detail_route: `/implementationdetail/${located.id}`,
        }),
      },
    ]);
    expect(features.map((feature: { id: number }) => feature.id)).not.toContain(unlocated.id);
  });

  it('answers 404 for a layer that does not exist', async () => {
    expect((await get('/api/maplayers/999999/features')).statusCode).toBe(404);
    expect((await get('/api/maplayers/abc/features')).statusCode).toBe(404);
  });

  it('follows every write to a site: its position, its layers, its removal; a note leaves its marker as it was', async () => {
    const markersOf = async (title: string) =>
      (await get(`/api/maplayers/${layerIds[title]}/markers`)).json().markers as Array<
        [number, ...unknown[]]
      >;
    const markerOf = async (title: string, id: number) =>
      (await markersOf(title)).find((marker) => marker[0] === id);
    const moving = await buildWellSite(testApp.db, {
      dms_site_id: 'MAP-MOVING',
      wl_monitoring: true,
      monitor_site_type: 'Representative',
      latitude: 36.95,
      longitude: -120.25,
    });
    expect(await markerOf('Representative Water Level Sites', moving.id)).toEqual([
      moving.id,
      -120.25,
      36.95,
      'MAP-MOVING',
    ]);

    const { body: before } = await get(
      `/api/maplayers/${layerIds['Representative Water Level Sites']}/markers`,
    );
    await testApp.db.execute(
      sql`update well_sites set well_notes = 'Capped in 2026' where id = ${moving.id}`,
    );
    const markerRows = rowsOf<{ marker_rows: number }>(
      await testApp.db.execute(
        sql`select count(*)::int as marker_rows from site_markers where site_id = ${moving.id}`,
      ),
    );
    const [{ marker_rows }] = markerRows;
    expect(marker_rows).toBe(1);
    expect((await get(`/api/maplayers/${layerIds['Representative Water Level Sites']}/markers`)).body).toBe(
      before,
    );

    await testApp.db.execute(
      sql`update well_sites set latitude = 36.9612345678, longitude = -120.2, dms_site_id = 'MAP-MOVED', wq_monitoring = true where id = ${moving.id}`,
    );
    expect(await markerOf('Representative Water Level Sites', moving.id)).toEqual([
      moving.id,
      -120.2,
      36.961235,
      'MAP-MOVED',
    ]);
    expect(await markerOf('Water Quality Sites', moving.id)).toEqual([
      moving.id,
      -120.2,
      36.961235,
      'MAP-MOVED',
    ]);

    // no longer representative: off that layer (and its popup), still on the water quality one
    await testApp.db.execute(
      sql`update well_sites set monitor_site_type = 'Monitoring' where id = ${moving.id}`,
    );
    expect(await markerOf('Representative Water Level Sites', moving.id)).toBeUndefined();
    const layerId = layerIds['Representative Water Level Sites'];
    expect((await get(`/api/maplayers/${layerId}/markers/${moving.id}`)).statusCode).toBe(404);
    expect(await markerOf('Water Quality Sites', moving.id)).toBeDefined();

    await testApp.db.execute(sql`delete from well_sites where id = ${moving.id}`);
    expect(await markerOf('Water Quality Sites', moving.id)).toBeUndefined();
    const features = (await get(`/api/maplayers/${layerIds['Water Quality Sites']}/features`)).json()
      .features;
    expect(features.map((feature: { id: number }) => feature.id)).not.toContain(moving.id);
  });
});

describe('GET /api/search', () => {
  it('finds sites by DMS or local id and reference features by name, each with where to go', async () => {
    const byLocalId = (await get('/api/search?q=berenda')).json().items;
    expect(byLocalId).toEqual([
      {
        label: 'MAP-WL-1 (Berenda 7)',
        kind: 'Well site',
        route: `/waterleveldetail/${levelWell.id}`,
        geometry: { type: 'Point', coordinates: [-120.3, 37.1] },
      },
    ]);
    const quality = (await get('/api/search?q=MAP-WQ')).json().items;
    expect(quality).toMatchObject([
      { label: 'MAP-WQ-1', kind: 'Water quality site', route: `/waterqualitydetail/${qualityWell.id}` },
    ]);
    const feature = (await get('/api/search?q=chowchilla sub')).json().items;
    expect(feature).toMatchObject([{ label: 'Chowchilla Subbasin', kind: 'Reference feature', route: null }]);
  });

  it("finds a well by DWR's station id (alternate site id) and its State Well Number", async () => {
    const well = await buildWellSite(testApp.db, {
      dms_site_id: 'MAP-WL-DWR',
      alt_site_id: '384121N1212102W001',
      dwr_well_id: '08N05E36A001M',
      wl_monitoring: true,
    });
    for (const query of ['384121N1212102', '08n05e36a001m']) {
      expect((await get(`/api/search?q=${query}`)).json().items, query).toMatchObject([
        { label: 'MAP-WL-DWR', kind: 'Well site', route: `/waterleveldetail/${well.id}` },
      ]);
    }
  });

  it('answers nothing for a query under two characters, and treats LIKE wildcards as text', async () => {
    expect((await get('/api/search?q=M')).json()).toEqual({ items: [] });
    expect((await get('/api/search?q=%25%25')).json()).toEqual({ items: [] });
  });
});
