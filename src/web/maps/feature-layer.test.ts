import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFeatureLayer } from './feature-layer';
import { basinBoundary, buildLayer, collection, sitePoint } from './map-test-factories';
import { SiteMarkers } from './site-markers-layer';

// Leaflet builds its layers in jsdom; the canvas's drawing calls are recorded by a stand-in context

const sites = collection([sitePoint(1, -120.1, 37.1), sitePoint(2, -120.2, 37.2)]);

type Call = [name: string, ...args: unknown[]];

/** A 2D context that records what is drawn, and each fill with the colour it was filled in. */
function recordingContext() {
  const calls: Call[] = [];
  const fills: string[] = [];
  const context: Record<string, unknown> = { fillStyle: '', strokeStyle: '', globalAlpha: 1, lineWidth: 1 };
  for (const name of ['save', 'restore', 'translate', 'scale', 'setTransform', 'clearRect', 'rect', 'clip']) {
    context[name] = () => undefined;
  }
  for (const name of ['beginPath', 'arc', 'moveTo', 'lineTo', 'closePath', 'stroke', 'setLineDash']) {
    context[name] = (...args: unknown[]) => calls.push([name, ...args]);
  }
  context.fill = () => {
    calls.push(['fill']);
    fills.push(context.fillStyle as string);
  };
  return { context, calls, fills };
}

let drawn: ReturnType<typeof recordingContext>;
let map: L.Map;

beforeEach(() => {
  drawn = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    drawn.context as unknown as CanvasRenderingContext2D,
  );
  const container = document.createElement('div');
  // jsdom lays nothing out: the map's size is what Leaflet reads
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  document.body.append(container);
  map = L.map(container, { center: [37.15, -120.15], zoom: 10, preferCanvas: true });
});

afterEach(() => {
  map.remove();
  vi.restoreAllMocks();
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const count = (name: string) => drawn.calls.filter(([call]) => call === name).length;

describe('a site layer on the map', () => {
  it('draws every site on the canvas, one fill each, as a circle of radius 8 in the layer colour', async () => {
    const layer = buildLayer(10, { source: 'representative-water-level', colour: 'red' });
    const markers = buildFeatureLayer(layer, sites, vi.fn()).addTo(map);
    await nextFrame();
    expect(markers).toBeInstanceOf(SiteMarkers);
    expect(drawn.fills).toEqual(['red', 'red']);
    const arcs = drawn.calls.filter(([name]) => name === 'arc');
    const centre = (latitude: number, longitude: number) => map.latLngToLayerPoint([latitude, longitude]);
    expect(arcs).toEqual([
      ['arc', centre(37.1, -120.1).x, centre(37.1, -120.1).y, 8, 0, Math.PI * 2, false],
      ['arc', centre(37.2, -120.2).x, centre(37.2, -120.2).y, 8, 0, Math.PI * 2, false],
    ]);
    expect(count('stroke')).toBe(2);
  });

  it("draws the sites in the layer definition's marker size when it gives one", async () => {
    buildFeatureLayer(buildLayer(10, { source: 'subsidence', marker_size: 5 }), sites, vi.fn()).addTo(map);
    await nextFrame();
    expect(drawn.calls.filter(([name]) => name === 'arc').map((call) => call[3])).toEqual([5, 5]);
  });

  it('gives other water level sites squares and projects stars', async () => {
    buildFeatureLayer(buildLayer(1, { source: 'other-water-level' }), sites, vi.fn()).addTo(map);
    await nextFrame();
    expect([count('moveTo'), count('lineTo'), count('closePath'), count('fill'), count('arc')]).toEqual([
      2, 6, 2, 2, 0,
    ]);

    drawn.calls.length = 0;
    buildFeatureLayer(buildLayer(2, { source: 'projects' }), sites, vi.fn()).addTo(map);
    await nextFrame();
    // the whole canvas is drawn again: the squares, then the stars of ten corners
    expect([count('moveTo'), count('lineTo'), count('fill')]).toEqual([4, 6 + 18, 4]);
  });

  it('reports the site whose marker was clicked, and where; a click beside every marker reports nothing', () => {
    const onClick = vi.fn();
    const markers = buildFeatureLayer(buildLayer(10, { source: 'streamflow' }), sites, onClick).addTo(map);
    const second = L.latLng(37.2, -120.2);
    const beside = map.latLngToLayerPoint(second).add([5, 4]);
    markers.fire('click', { latlng: map.layerPointToLatLng(beside), layerPoint: beside });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0][0]).toBe(sites.features[1]);
    expect(onClick.mock.calls[0][1][0]).toBeCloseTo(map.layerPointToLatLng(beside).lat);

    const away = map.latLngToLayerPoint(second).add([12, 0]);
    markers.fire('click', { latlng: map.layerPointToLatLng(away), layerPoint: away });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the topmost of two overlapping markers, the one drawn last', () => {
    const onClick = vi.fn();
    const stacked = collection([sitePoint(1, -120.1, 37.1), sitePoint(2, -120.1, 37.1)]);
    const markers = buildFeatureLayer(buildLayer(10, { source: 'streamflow' }), stacked, onClick).addTo(map);
    const point = map.latLngToLayerPoint([37.1, -120.1]);
    markers.fire('click', { latlng: map.layerPointToLatLng(point), layerPoint: point });
    expect(onClick.mock.calls[0][0]).toBe(stacked.features[1]);
  });

  it('draws the sites where they are after a zoom', async () => {
    buildFeatureLayer(buildLayer(10, { source: 'streamflow' }), sites, vi.fn()).addTo(map);
    map.setZoom(12, { animate: false });
    drawn.calls.length = 0;
    await nextFrame();
    const first = map.latLngToLayerPoint([37.1, -120.1]);
    expect(drawn.calls.find(([name]) => name === 'arc')?.slice(1, 3)).toEqual([first.x, first.y]);
  });
});

describe('a reference layer on the map', () => {
  it('styles its shapes in the layer colour', () => {
    const [shape] = (
      buildFeatureLayer(buildLayer(20, { colour: 'black' }), basinBoundary, vi.fn()) as L.GeoJSON
    ).getLayers() as L.Polygon[];
    expect(shape).toBeInstanceOf(L.Polygon);
    expect(shape.options).toMatchObject({ color: 'black', fillColor: 'black', fill: true });
  });

  it('reports the clicked shape and where it was clicked', () => {
    const onClick = vi.fn();
    const group = buildFeatureLayer(buildLayer(20), basinBoundary, onClick) as L.GeoJSON;
    group.getLayers()[0].fire('click', { latlng: L.latLng(37.2, -120.2) }, true);
    expect(onClick).toHaveBeenCalledWith(basinBoundary.features[0], [37.2, -120.2]);
  });
});
