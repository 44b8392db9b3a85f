import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSP_TEXTS } from '../../domain/admin/gsp';
import { BOUNDARY_TEXTS } from '../../domain/geo/area-boundary';
import { buildGsp, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let member: Headers;
let gspId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  member = (await signedInUser(testApp)).headers;
  gspId = (await buildGsp(testApp.db)).id;
});
afterAll(() => testApp.close());

/** A plan area as a GIS exports it: a FeatureCollection of one feature, its polygon with a hole. */
const planArea = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { GSP_Name: 'Chowchilla Subbasin GSP' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-120.5, 37],
            [-120, 37],
            [-120, 37.2],
            [-120.5, 37.2],
            [-120.5, 37],
          ],
          [
            [-120.3, 37.05],
            [-120.2, 37.05],
            [-120.2, 37.1],
            [-120.3, 37.05],
          ],
        ],
      },
    },
  ],
};

const put = (body: unknown, headers = admin) =>
  testApp.app.inject({ method: 'PUT', url: `/api/gsps/${gspId}/boundary`, headers, payload: body as object });

describe("a GSP's plan area boundary", () => {
  it('is set by an administrator from a GeoJSON file, answered as a Feature, and recorded without its positions', async () => {
    const saved = await put(planArea);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ polygons: 1, positions: 9, bbox: [-120.5, 37, -120, 37.2] });

    const read = await testApp.app.inject({ url: `/api/gsps/${gspId}/boundary`, headers: member });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      type: 'Feature',
      properties: { gsp: gspId, polygons: 1, positions: 9 },
      geometry: planArea.features[0].geometry,
    });

    const history = await testApp.app.inject({
      url: `/api/changehistory/?record_type=gsps&record_id=${gspId}`,
      headers: admin,
    });
    const [latest] = history.json().results;
    expect(latest.changes).toEqual([{ field: 'boundary', before: null, after: '(changed)' }]);
    expect(JSON.stringify(history.json())).not.toContain('-120.5');
  });

  it('refuses what is not a boundary in longitudes and latitudes, naming the field', async () => {
    const projected = {
      type: 'Polygon',
      coordinates: [
        [
          [-30000, -150000],
          [-20000, -150000],
          [-20000, -140000],
          [-30000, -150000],
        ],
      ],
    };
    const refused = await put(projected);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ boundary: [BOUNDARY_TEXTS.notLongitudeLatitude] });
    expect((await put({ name: 'not geojson' })).json()).toEqual({ boundary: [BOUNDARY_TEXTS.notGeoJson] });
    // the boundary set before is kept
    const read = await testApp.app.inject({ url: `/api/gsps/${gspId}/boundary`, headers: admin });
    expect(read.json().properties.positions).toBe(9);
  });

  it('is set and removed by administrators only', async () => {
    expect((await put(planArea, member)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ url: `/api/gsps/${gspId}/boundary` });
    expect(anonymous.statusCode).toBe(401);
    const byMember = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/gsps/${gspId}/boundary`,
      headers: member,
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: '/api/gsps/999999/boundary',
          headers: admin,
          payload: planArea,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is removed, after which the GSP has none, and the history says so', async () => {
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/gsps/${gspId}/boundary`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const read = await testApp.app.inject({ url: `/api/gsps/${gspId}/boundary`, headers: admin });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ detail: GSP_TEXTS.noBoundary });
    const history = await testApp.app.inject({
      url: `/api/changehistory/?record_type=gsps&record_id=${gspId}`,
      headers: admin,
    });
    expect(history.json().results[0].changes).toEqual([
      { field: 'boundary', before: null, after: '(removed)' },
    ]);
  });
});
