import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHomeLayers } from '../../maps/map-test-factories';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer } from '../../testing/fake-api';
import { renderPage, signInAs } from '../../testing/render-app';
import { SiteLocationMap } from './site-location-map';

// Leaflet needs a real browser: the map becomes plain elements showing what it was given
vi.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  TileLayer: ({ url }: { url: string }) => <div data-testid="tiles" data-url={url} />,
  CircleMarker: ({ children, radius }: { children: ReactNode; radius: number }) => (
    <div data-testid="marker" data-radius={radius}>
      {children}
    </div>
  ),
  Tooltip: ({ children }: { children: ReactNode }) => <span>{children}</span>,
}));

const show = (layers: FakeAnswer | (() => Promise<FakeAnswer>)) => {
  stubApi({ 'GET /api/maplayers': layers });
  renderPage(
    <SiteLocationMap geometry={{ type: 'Point', coordinates: [-120.1, 37.1] }} siteLabel="WL-0001" />,
  );
};

beforeEach(() => signInAs(buildUser()));
afterEach(() => vi.unstubAllGlobals());

describe('SiteLocationMap', () => {
  it('draws the site over the default base map of the map layers', async () => {
    show({ status: 200, body: buildHomeLayers() });
    expect(await screen.findByTestId('tiles')).toHaveAttribute(
      'data-url',
      'https://tiles.example.org/topo/{z}/{x}/{y}.png',
    );
    expect(screen.getByRole('region', { name: 'Location of WL-0001' })).toHaveTextContent('WL-0001');
    expect(screen.getByTestId('marker')).toHaveAttribute('data-radius', '8');
  });

  it('shows the site without tiles while the layers load', () => {
    show(() => new Promise<FakeAnswer>(() => undefined));
    expect(screen.getByTestId('marker')).toBeInTheDocument();
    expect(screen.queryByTestId('tiles')).not.toBeInTheDocument();
  });
});
