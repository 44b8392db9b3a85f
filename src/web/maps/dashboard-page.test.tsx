import type { ReactNode, Ref } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HydrographProps } from '../components/hydrograph/hydrograph';
import { buildUser } from '../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../testing/fake-api';
import { fakeReadingsApi } from '../testing/fake-readings-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import type { FeatureLayerProps } from './feature-layer';
import { mapRoutes } from './map-routes';
import {
  basinBoundary,
  buildHomeLayers,
  buildReading,
  buildWellSite,
  collection,
  markersOf,
  sitePoint,
} from './map-test-factories';

const fakeMap = vi.hoisted(() => ({
  flyTo: vi.fn(),
  flyToBounds: vi.fn(),
  fitBounds: vi.fn(),
  setView: vi.fn(),
  getZoom: vi.fn(() => 10),
  invalidateSize: vi.fn(),
}));

// Leaflet needs a real browser: the map becomes plain elements showing what it was given
vi.mock('react-leaflet', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    MapContainer: ({
      ref,
      children,
      center,
      zoom,
      maxZoom,
      preferCanvas,
    }: {
      ref: Ref<unknown>;
      children: ReactNode;
      center: [number, number];
      zoom: number;
      maxZoom: number;
      preferCanvas: boolean;
    }) => {
      useImperativeHandle(ref, () => fakeMap);
      return (
        <div
          data-testid="map"
          data-view={`${center.join(',')} ${zoom} ${maxZoom} ${preferCanvas ? 'canvas' : 'svg'}`}
        >
          {children}
        </div>
      );
    },
    TileLayer: ({ url }: { url: string }) => <div data-testid="tiles" data-url={url} />,
    Popup: ({ children }: { children: ReactNode }) => (
      <div role="dialog" aria-label="Map popup">
        {children}
      </div>
    ),
    CircleMarker: ({ children, center }: { children: ReactNode; center: [number, number] }) => (
      <div data-testid="my-position" data-center={center.join(',')}>
        {children}
      </div>
    ),
    ZoomControl: () => null,
  };
});

vi.mock('./feature-layer', () => ({
  FeatureLayer: ({ layer, data, onFeatureClick }: FeatureLayerProps) => (
    <ul aria-label={`${layer.title} features`}>
      {data.features.map((feature, index) => (
        <li key={index}>
          <button type="button" onClick={() => onFeatureClick({ layer, feature, position: [37, -120] })}>
            {String(feature.properties?.dms_site_id ?? feature.properties?.name)}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

vi.mock('../components/hydrograph/hydrograph', () => ({
  Hydrograph: ({ label }: HydrographProps) => <div role="img" aria-label={label} />,
}));

const layers = buildHomeLayers();
const representativeSites = collection([sitePoint(1, -120.1, 37.1), sitePoint(2, -120.2, 37.2)]);
const rivers = collection([
  {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [-120.5, 37],
        [-120, 37.1],
      ],
    },
    properties: { name: 'Merced River', layer: 'Rivers' },
  },
]);

type Handlers = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>;

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function showDashboard(handlers: Handlers = {}) {
  const { calls } = stubApi({
    'GET /api/maplayers': { status: 200, body: layers },
    'GET /api/maplayers/10/markers': { status: 200, body: markersOf(representativeSites) },
    'GET /api/maplayers/10/markers/2': {
      status: 200,
      body: {
        id: 2,
        dms_site_id: 'WL-0002',
        local_site_id: 'L2',
        layer: 'Representative Water Level Sites',
        detail_route: '/waterleveldetail/2',
      },
    },
    'GET /api/maplayers/20/features': { status: 200, body: basinBoundary },
    'GET /api/maplayers/21/features': { status: 200, body: rivers },
    ...handlers,
  });
  const view = renderRoutes([...mapRoutes, { path: '*', element: <Where /> }], '/dashboard');
  return { ...view, calls };
}

const requested = (calls: FakeCall[]) => calls.map((call) => call.path);

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
  Object.values(fakeMap).forEach((fn) => fn.mockClear());
});
afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage states', () => {
  it("shows 'Loading...' while the layers load", () => {
    showDashboard({ 'GET /api/maplayers': () => new Promise<FakeAnswer>(() => undefined) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('offers a retry when the layer list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    showDashboard({
      'GET /api/maplayers': () => (fail ? { status: 500, body: {} } : { status: 200, body: layers }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the map layers.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('map')).toBeInTheDocument();
  });

  it('says when no layers are configured, and still shows the map', async () => {
    showDashboard({ 'GET /api/maplayers': { status: 200, body: [] } });
    expect(await screen.findByText(/No map layers are configured/)).toBeInTheDocument();
    expect(screen.getByTestId('map')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Layers' })).not.toBeInTheDocument();
  });
});

describe('DashboardPage layers', () => {
  it('opens on the spec’s view with the default layers on', async () => {
    const { calls } = showDashboard();

    expect(await screen.findByTestId('map')).toHaveAttribute('data-view', '37.0545,-120.25 10 18 canvas');
    expect(screen.getByTestId('tiles')).toHaveAttribute(
      'data-url',
      'https://tiles.example.org/topo/{z}/{x}/{y}.png',
    );
    const sites = await screen.findByRole('list', { name: 'Representative Water Level Sites features' });
    expect(
      within(sites)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['WL-0001', 'WL-0002']);
    expect(await screen.findByRole('list', { name: 'Basin Boundary features' })).toBeInTheDocument();
    expect(requested(calls)).not.toContain('/api/maplayers/11/markers');
  });

  it('switches base maps and loads a layer when it is switched on', async () => {
    const user = userEvent.setup();
    const { calls } = showDashboard();

    await user.click(await screen.findByRole('radio', { name: 'Streets' }));
    expect(screen.getByTestId('tiles')).toHaveAttribute(
      'data-url',
      'https://tiles.example.org/streets/{z}/{x}/{y}.png',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Rivers' }));
    expect(await screen.findByRole('list', { name: 'Rivers features' })).toBeInTheDocument();
    expect(requested(calls)).toContain('/api/maplayers/21/features');

    await user.click(screen.getByRole('checkbox', { name: 'Basin Boundary' }));
    expect(screen.queryByRole('list', { name: 'Basin Boundary features' })).not.toBeInTheDocument();
  });

  it('names a layer that fails to load and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    showDashboard({
      'GET /api/maplayers/21/features': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: rivers },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Rivers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The layer 'Rivers' could not be loaded.");
    // the other layers still show
    expect(
      screen.getByRole('list', { name: 'Representative Water Level Sites features' }),
    ).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Rivers features' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DashboardPage popups and search', () => {
  it('opens a site’s popup with a View Details link to its detail route', async () => {
    const user = userEvent.setup();
    showDashboard();

    await user.click(await screen.findByRole('button', { name: 'WL-0002' }));
    const popup = screen.getByRole('dialog', { name: 'Map popup' });
    expect(popup).toHaveTextContent('DMS Site ID');
    expect(popup).toHaveTextContent('L2');
    expect(popup).toHaveTextContent('Representative Water Level Sites');

    await user.click(within(popup).getByRole('link', { name: 'View Details' }));
    expect(await screen.findByText('Now at /waterleveldetail/2')).toBeInTheDocument();
  });

  it('opens a reference feature’s popup with its name and properties, without a link', async () => {
    const user = userEvent.setup();
    showDashboard();

    await user.click(await screen.findByRole('button', { name: 'Example Subbasin' }));
    const popup = screen.getByRole('dialog', { name: 'Map popup' });
    expect(popup).toHaveTextContent('Area Acres');
    expect(popup).toHaveTextContent('1,234,567');
    expect(within(popup).queryByRole('link')).not.toBeInTheDocument();
  });

  it('flies to a place chosen in the search and opens its popup', async () => {
    const user = userEvent.setup();
    showDashboard({
      'GET /api/search': {
        status: 200,
        body: {
          items: [
            {
              label: 'WL-0002 (L2)',
              kind: 'Well site',
              route: '/waterleveldetail/2',
              geometry: { type: 'Point', coordinates: [-120.2, 37.2] },
            },
          ],
        },
      },
    });

    await user.type(await screen.findByRole('combobox', { name: 'Search places' }), 'WL-0002');
    await user.click(await screen.findByRole('option', { name: /WL-0002 \(L2\)/ }, { timeout: 3000 }));

    expect(fakeMap.flyTo).toHaveBeenCalledWith([37.2, -120.2], 15);
    const popup = screen.getByRole('dialog', { name: 'Map popup' });
    expect(popup).toHaveTextContent('Well site');
    expect(within(popup).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/waterleveldetail/2',
    );
  });
});

describe('DashboardPage controls', () => {
  it('fits Full Extent to the basin boundary', async () => {
    const user = userEvent.setup();
    showDashboard();

    await user.click(await screen.findByRole('button', { name: 'Full Extent' }));
    await waitFor(() =>
      expect(fakeMap.fitBounds).toHaveBeenCalledWith(
        [
          [36.8, -120.6],
          [37.3, -119.9],
        ],
        expect.objectContaining({ paddingTopLeft: [10, 10] }),
      ),
    );
  });

  it('keeps Full Extent clear of the layer control, open or collapsed', async () => {
    const user = userEvent.setup();
    showDashboard();
    const panel = (await screen.findByRole('region', { name: 'Layers' })).parentElement!;
    const mapBox = screen.getByTestId('map').parentElement!;
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;
    // the page sits 50 px below the app bar; the control is 290 wide, 10 from the map's top right corner
    mapBox.getBoundingClientRect = () => box(0, 50, 1000, 700);
    const isOpen = () => screen.queryByRole('button', { name: 'Hide layers' }) !== null;
    panel.getBoundingClientRect = () => box(700, 60, 290, isOpen() ? 600 : 48);

    await user.click(screen.getByRole('button', { name: 'Full Extent' }));
    await waitFor(() => expect(fakeMap.fitBounds).toHaveBeenCalled());
    expect(fakeMap.fitBounds.mock.lastCall?.[1]).toEqual({
      paddingTopLeft: [10, 10],
      paddingBottomRight: [310, 10],
    });

    await user.click(screen.getByRole('button', { name: 'Hide layers' }));
    fakeMap.fitBounds.mockClear();
    await user.click(screen.getByRole('button', { name: 'Full Extent' }));
    await waitFor(() => expect(fakeMap.fitBounds).toHaveBeenCalled());
    // collapsed to its heading, the control leaves more room below it than beside it
    expect(fakeMap.fitBounds.mock.lastCall?.[1]).toEqual({
      paddingTopLeft: [10, 68],
      paddingBottomRight: [10, 10],
    });
  });

  it('goes back to the default view when there is no basin boundary', async () => {
    const user = userEvent.setup();
    showDashboard({ 'GET /api/maplayers': { status: 200, body: layers.filter((layer) => layer.id !== 20) } });

    await user.click(await screen.findByRole('button', { name: 'Full Extent' }));
    await waitFor(() => expect(fakeMap.setView).toHaveBeenCalledWith([37.0545, -120.25], 10));
  });

  it('says so when the location is denied, and flies to it when given', async () => {
    const user = userEvent.setup();
    let answer: 'deny' | 'allow' = 'deny';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
          if (answer === 'deny') failure({ code: 1, message: 'denied' } as GeolocationPositionError);
          else success({ coords: { latitude: 37.1, longitude: -120.3 } } as GeolocationPosition);
        },
      },
    });
    showDashboard();

    await user.click(await screen.findByRole('button', { name: 'Locate Me' }));
    expect(await screen.findByText(/Location access was denied/)).toBeInTheDocument();

    answer = 'allow';
    await user.click(screen.getByRole('button', { name: 'Locate Me' }));
    expect(fakeMap.flyTo).toHaveBeenCalledWith([37.1, -120.3], 14);
    expect(screen.getByTestId('my-position')).toHaveAttribute('data-center', '37.1,-120.3');
  });

  it('toggles fullscreen and its label', async () => {
    const user = userEvent.setup();
    const original = HTMLElement.prototype.requestFullscreen;
    let fullscreenElement: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    const change = (element: Element | null) => {
      fullscreenElement = element;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    HTMLElement.prototype.requestFullscreen = async function (this: HTMLElement) {
      change(this);
    };
    document.exitFullscreen = async () => change(null);
    try {
      showDashboard();
      await user.click(await screen.findByRole('button', { name: 'Fullscreen' }));
      expect(await screen.findByRole('button', { name: 'Exit Fullscreen' })).toBeInTheDocument();
      expect(fullscreenElement).toContainElement(screen.getByTestId('map'));
      await user.click(screen.getByRole('button', { name: 'Exit Fullscreen' }));
      expect(await screen.findByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    } finally {
      HTMLElement.prototype.requestFullscreen = original;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    }
  });

  it('says so when the browser has no fullscreen', async () => {
    const user = userEvent.setup();
    showDashboard();
    await user.click(await screen.findByRole('button', { name: 'Fullscreen' }));
    expect(await screen.findByText('Fullscreen is not available in this browser.')).toBeInTheDocument();
  });

  it('shows a water level site’s chart while Water Level Chart is on', async () => {
    const user = userEvent.setup();
    const readings = [buildReading(1, '2020-04-01', 100, 50)];
    showDashboard({
      'GET /api/wellsitedetails/wellsitemeasurements/2': {
        status: 200,
        body: { site: buildWellSite(readings, { id: 2, dms_site_id: 'WL-0002' }) },
      },
      ...fakeReadingsApi('wellsitemeasurements', 2, readings),
    });

    const toggle = await screen.findByRole('button', { name: 'Water Level Chart' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/click a water level site/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'WL-0002' }));
    const panel = screen.getByRole('complementary', { name: 'Water Level Chart' });
    expect(
      await within(panel).findByRole('img', { name: 'Surface Elevation chart of WL-0002' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/waterleveldetail/2',
    );
    expect(screen.queryByRole('dialog', { name: 'Map popup' })).not.toBeInTheDocument();

    // other features still open their popup
    await user.click(screen.getByRole('button', { name: 'Example Subbasin' }));
    expect(screen.getByRole('dialog', { name: 'Map popup' })).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Water Level Chart' })).not.toBeInTheDocument();
  });
});
