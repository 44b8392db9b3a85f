import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { shapeMarker } from './canvas-shape-marker';
import { buildFeatureLayer } from './feature-layer';
import { basinBoundary, buildLayer, collection, sitePoint } from './map-test-factories';

// Leaflet builds its layers in jsdom; only drawing needs a real browser

const sites = collection([sitePoint(1, -120.1, 37.1), sitePoint(2, -120.2, 37.2)]);

describe('buildFeatureLayer', () => {
  it('makes every site a canvas marker of radius 8 in the layer colour', () => {
    const layer = buildLayer(10, { source: 'representative-water-level', colour: 'red' });
    const markers = buildFeatureLayer(layer, sites, vi.fn()).getLayers() as L.CircleMarker[];
    expect(markers).toHaveLength(2);
    for (const marker of markers) {
      expect(marker).toBeInstanceOf(L.CircleMarker);
      expect(marker.getRadius()).toBe(8);
      expect(marker.options).toMatchObject({ fillColor: 'red', shape: 'circle' });
    }
    expect(markers[0].getLatLng()).toEqual(L.latLng(37.1, -120.1));
  });

  it("draws the sites in the layer definition's marker size when it gives one", () => {
    const layer = buildLayer(10, { source: 'subsidence', marker_size: 5 });
    const markers = buildFeatureLayer(layer, sites, vi.fn()).getLayers() as L.CircleMarker[];
    expect(markers.map((marker) => marker.getRadius())).toEqual([5, 5]);
  });

  it('gives other water level sites squares and projects stars', () => {
    const shapes = (source: 'other-water-level' | 'projects') =>
      (buildFeatureLayer(buildLayer(1, { source }), sites, vi.fn()).getLayers() as L.CircleMarker[]).map(
        (marker) => (marker.options as { shape: string }).shape,
      );
    expect(shapes('other-water-level')).toEqual(['square', 'square']);
    expect(shapes('projects')).toEqual(['star', 'star']);
  });

  it('styles reference shapes in the layer colour', () => {
    const [shape] = buildFeatureLayer(
      buildLayer(20, { colour: 'black' }),
      basinBoundary,
      vi.fn(),
    ).getLayers() as L.Polygon[];
    expect(shape).toBeInstanceOf(L.Polygon);
    expect(shape.options).toMatchObject({ color: 'black', fillColor: 'black', fill: true });
  });

  it('reports the clicked feature and where it was clicked', () => {
    const onClick = vi.fn();
    const group = buildFeatureLayer(buildLayer(10, { source: 'streamflow' }), sites, onClick);
    const second = group.getLayers()[1];
    second.fire('click', { latlng: L.latLng(37.2, -120.2) }, true);
    expect(onClick).toHaveBeenCalledWith(sites.features[1], [37.2, -120.2]);
  });
});

describe('shapeMarker on the canvas', () => {
  function drawOnFakeCanvas(shape: 'circle' | 'square' | 'star') {
    const ctx = {
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      closePath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      stroke: vi.fn(),
      setLineDash: vi.fn(),
    };
    const renderer = Object.assign(L.canvas(), { _drawing: true, _ctx: ctx });
    const marker = shapeMarker([37, -120], { shape, radius: 8, fillColor: 'orange' });
    // what Leaflet sets once the marker is on a map: its renderer, pixel position and radius
    Object.assign(marker, { _renderer: renderer, _point: L.point(50, 60), _radius: 8, _empty: () => false });
    (marker as unknown as { _updatePath: () => void })._updatePath();
    return ctx;
  }

  it('draws a square as a closed four-cornered path and fills it', () => {
    const ctx = drawOnFakeCanvas('square');
    expect(ctx.moveTo).toHaveBeenCalledTimes(1);
    expect(ctx.lineTo).toHaveBeenCalledTimes(3);
    expect(ctx.closePath).toHaveBeenCalled();
    expect(ctx.fill).toHaveBeenCalled();
    expect(ctx.arc).not.toHaveBeenCalled();
  });

  it('draws a star with ten corners and a circle as an arc', () => {
    expect(drawOnFakeCanvas('star').lineTo).toHaveBeenCalledTimes(9);
    const circle = drawOnFakeCanvas('circle');
    expect(circle.arc).toHaveBeenCalledWith(50, 60, 8, 0, Math.PI * 2, false);
  });
});
