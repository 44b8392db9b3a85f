import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHomeLayers, buildLayer } from '../../maps/map-test-factories';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { renderPage, signInAs } from '../../testing/render-app';
import { SiteMap } from './site-map';
import type { SiteMapMarker } from './site-map-types';

// Leaflet needs a real browser: the map becomes plain elements showing what it was given
vi.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  TileLayer: ({ url, attribution }: { url: string; attribution?: string }) => (
    <div data-testid="tiles" data-url={url} data-attribution={attribution ?? ''} />
  ),
  CircleMarker: ({ children }: { children: ReactNode }) => <div data-testid="marker">{children}</div>,
  Marker: ({ children }: { children: ReactNode }) => <div data-testid="marker">{children}</div>,
  Popup: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ fitBounds: vi.fn(), setView: vi.fn() }),
}));

const sites: SiteMapMarker[] = [
  {
    id: 1,
    dmsSiteId: 'WL-0001',
    localSiteId: 'Well 1',
    coordinates: [-120.1, 37.1],
    detailPath: '/waterleveldetail/1',
    colour: 'red',
    shape: 'circle',
  },
  {
    id: 2,
    dmsSiteId: 'WL-0002',
    localSiteId: null,
    coordinates: [-120.2, 37.2],
    detailPath: '/waterleveldetail/2',
    colour: 'orange',
    shape: 'square',
  },
];

const baseLayer = (id: number, url: string, default_on = false) =>
  buildLayer(id, { type: 'baselayer', group: 'Base Maps', url, default_on });

const asked = (calls: FakeCall[]) => calls.some((call) => call.path === '/api/maplayers');

function showMap(layers: FakeAnswer | (() => Promise<FakeAnswer>)) {
  stubApi({ 'GET /api/maplayers': layers });
  return renderPage(<SiteMap sites={sites} label="Water level map" />);
}

beforeEach(() => signInAs(buildUser()));
afterEach(() => vi.unstubAllGlobals());

describe('SiteMap base map', () => {
  it('draws the default base map of the map layers, as the home map opens on', async () => {
    showMap({ status: 200, body: buildHomeLayers() });
    expect(await screen.findByTestId('tiles')).toHaveAttribute(
      'data-url',
      'https://tiles.example.org/topo/{z}/{x}/{y}.png',
    );
    expect(screen.getAllByTestId('marker')).toHaveLength(2);
  });

  it('falls back to the first base map, and credits a service it recognises', async () => {
    const streets = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    showMap({
      status: 200,
      body: [
        buildLayer(9, { default_on: true }),
        baseLayer(4, streets),
        baseLayer(5, 'https://x/{z}/{x}/{y}'),
      ],
    });
    const tiles = await screen.findByTestId('tiles');
    expect(tiles).toHaveAttribute('data-url', streets);
    expect(tiles.dataset.attribution).toContain('OpenStreetMap');
  });

  it('shows the markers without tiles while the layers load', () => {
    showMap(() => new Promise<FakeAnswer>(() => undefined));
    expect(screen.getByRole('region', { name: 'Water level map' })).toBeInTheDocument();
    expect(screen.getAllByTestId('marker')).toHaveLength(2);
    expect(screen.queryByTestId('tiles')).not.toBeInTheDocument();
  });

  it('shows the markers without tiles when no base map is configured or the layers fail', async () => {
    const { calls } = stubApi({ 'GET /api/maplayers': { status: 200, body: [buildLayer(9)] } });
    const view = renderPage(<SiteMap sites={sites} />);
    await waitFor(() => expect(asked(calls)).toBe(true));
    expect(screen.getAllByTestId('marker')).toHaveLength(2);
    expect(screen.queryByTestId('tiles')).not.toBeInTheDocument();
    view.unmount();

    const failed = stubApi({ 'GET /api/maplayers': { status: 500, body: {} } });
    renderPage(<SiteMap sites={sites} />);
    await waitFor(() => expect(asked(failed.calls)).toBe(true));
    expect(screen.getAllByTestId('marker')).toHaveLength(2);
    expect(screen.queryByTestId('tiles')).not.toBeInTheDocument();
  });
});
