import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHomeLayers, buildLayer } from '../maps/map-test-factories';
import { stubApi } from '../testing/fake-api';
import { buildUser } from '../testing/factories';
import { signInAs } from '../testing/render-app';
import {
  prefetchHomeMap,
  prefetchSignedInScreen,
  prefetchSiteDetail,
  prefetchSiteList,
} from './route-prefetch';

const EMPTY = { type: 'FeatureCollection', features: [] };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The paths asked for, once every request started has been answered. */
async function requestedPaths(calls: { path: string }[], queryClient: QueryClient) {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return calls.map((call) => call.path);
}

describe('asking for a screen’s data while its code loads', () => {
  it('asks for the home map’s layers, then the markers and features of the layers it opens with', async () => {
    signInAs(buildUser());
    const layers = [
      ...buildHomeLayers(),
      buildLayer(30, {
        title: 'Aerial',
        type: 'wmstilelayer',
        url: 'https://tiles.example.org/x',
        default_on: true,
      }),
    ];
    const api = stubApi({
      'GET /api/maplayers': { status: 200, body: layers },
      'GET /api/maplayers/10/markers': {
        status: 200,
        body: { layer: 'Representative Water Level Sites', detail_route: '/waterleveldetail', markers: [] },
      },
      'GET /api/maplayers/20/features': { status: 200, body: EMPTY },
    });
    const queryClient = new QueryClient();
    prefetchHomeMap(queryClient, {});
    // the default-on site and reference layers; not the base maps, not the tile overlay, not layers that are off
    expect(await requestedPaths(api.calls, queryClient)).toEqual([
      '/api/maplayers',
      '/api/maplayers/10/markers',
      '/api/maplayers/20/features',
    ]);
    expect(queryClient.getQueryData(['maps', 'layer-features', 10])).toEqual(EMPTY);
  });

  it('asks for the site of a detail screen with its chart and first page, and the rows of a list', async () => {
    signInAs(buildUser());
    const api = stubApi({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSiteDetail('subsidence')(queryClient, { id: '42' });
    prefetchSiteList('streamflow')(queryClient, {});
    expect(await requestedPaths(api.calls, queryClient)).toEqual([
      '/api/subsidencemeasurements/42',
      '/api/sitecharts/subsidencemeasurements/42',
      '/api/sitereadings/subsidencemeasurements/42',
      '/api/sitelists/streamsites',
    ]);
  });

  it('asks for the feature flags the navigation panel lists its entries by, and the signed-in user', async () => {
    const user = buildUser();
    signInAs(user);
    const api = stubApi({
      'GET /api/application/config': { status: 200, body: { MAP: true } },
      'GET /api/auth/me/': { status: 200, body: user },
    });
    const queryClient = new QueryClient();
    prefetchSignedInScreen(queryClient, {});
    expect(await requestedPaths(api.calls, queryClient)).toEqual([
      '/api/application/config',
      '/api/auth/me/',
    ]);
    expect(queryClient.getQueryData(['application', 'config'])).toEqual({ MAP: true });
    expect(queryClient.getQueryData(['auth', 'me'])).toEqual(user);
  });

  it('asks for nothing without a sign-in: the screen tells the guest to sign in', async () => {
    const api = stubApi({});
    const queryClient = new QueryClient();
    prefetchSignedInScreen(queryClient, {});
    prefetchHomeMap(queryClient, {});
    prefetchSiteDetail('waterLevel')(queryClient, { id: '1' });
    prefetchSiteList('waterLevel')(queryClient, {});
    expect(await requestedPaths(api.calls, queryClient)).toEqual([]);
  });
});
