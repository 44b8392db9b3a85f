import L from 'leaflet';
import type { Feature, FeatureCollection } from 'geojson';
import type { MarkerShape } from '../../domain/maps/site-markers';
import { shapeVertices } from './marker-shapes';

export interface SiteMarkersOptions extends L.PathOptions {
  shape: MarkerShape;
  /** The marker's radius in pixels: the shape is drawn inside it and clicks within it hit the site. */
  radius: number;
}

/** The parts of Leaflet's canvas renderer a path draws with (not in its public typings). */
interface CanvasRendererInternals {
  _drawing: boolean;
  _ctx: CanvasRenderingContext2D;
  _bounds: L.Bounds;
  _redrawBounds: L.Bounds | null;
  options: { tolerance?: number };
}

/** What a path on the map has once Leaflet added it (not in its public typings). */
interface PathInternals {
  _map: L.Map | null;
  _renderer: CanvasRendererInternals | L.Renderer;
  _pxBounds?: L.Bounds;
}

/**
 * Every site of one layer as a single Leaflet path on the map's canvas renderer (the home map is
 * preferCanvas): each site is still drawn on its own (one fill and one stroke, a circle, square or star in
 * the layer's style), hit by clicks within its radius, and ordered with the other layers by the renderer.
 * Issue 17: one Leaflet CircleMarker per site took 150-250 ms to build and add for 5,000 sites on the
 * 2-core machine, with 5,000 option objects, bounds and draw-order entries; this holds two arrays of
 * pixel positions. The canvas is the only renderer it draws on.
 */
export class SiteMarkers extends L.Path {
  declare options: SiteMarkersOptions;
  readonly features: Feature[];
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);

  constructor(features: Feature[], options: SiteMarkersOptions) {
    super();
    L.setOptions(this, { fill: true, ...options });
    this.features = features;
    this.latitudes = new Float64Array(features.length);
    this.longitudes = new Float64Array(features.length);
    features.forEach((feature, index) => {
      const [longitude, latitude] = (feature.geometry as GeoJSON.Point).coordinates;
      this.latitudes[index] = latitude;
      this.longitudes[index] = longitude;
    });
  }

  /** The site under a point of the map's layer (the topmost, as drawn), or null. */
  featureAt(point: L.Point): Feature | null {
    const index = this.indexAt(point);
    return index === -1 ? null : this.features[index];
  }

  private get internals(): PathInternals {
    return this as unknown as PathInternals;
  }

  private clickTolerance(): number {
    const renderer = this.internals._renderer as CanvasRendererInternals;
    return (this.options.stroke ? (this.options.weight ?? 0) / 2 : 0) + (renderer.options.tolerance ?? 0);
  }

  private indexAt(point: L.Point): number {
    const reach = this.options.radius + this.clickTolerance();
    for (let index = this.xs.length - 1; index >= 0; index--) {
      const dx = this.xs[index] - point.x;
      const dy = this.ys[index] - point.y;
      if (dx * dx + dy * dy <= reach * reach) return index;
    }
    return -1;
  }

  // Leaflet's path protocol: _project on every zoom and view reset, _update after it, _updatePath to draw,
  // _containsPoint for clicks and the pointer.

  _project() {
    const map = this.internals._map!;
    const zoom = map.getZoom();
    const origin = map.getPixelOrigin();
    const crs = map.options.crs ?? L.CRS.EPSG3857;
    const count = this.features.length;
    this.xs = new Float64Array(count);
    this.ys = new Float64Array(count);
    const position = { lat: 0, lng: 0 } as L.LatLng;
    // as latLngToLayerPoint places a CircleMarker: rounded to whole pixels
    for (let index = 0; index < count; index++) {
      position.lat = this.latitudes[index];
      position.lng = this.longitudes[index];
      const point = crs.latLngToPoint(position, zoom);
      this.xs[index] = Math.round(point.x) - origin.x;
      this.ys[index] = Math.round(point.y) - origin.y;
    }
    this.updateBounds();
  }

  private updateBounds() {
    if (this.xs.length === 0) {
      this.internals._pxBounds = undefined;
      return;
    }
    const reach = this.options.radius + this.clickTolerance();
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let index = 0; index < this.xs.length; index++) {
      minX = Math.min(minX, this.xs[index]);
      maxX = Math.max(maxX, this.xs[index]);
      minY = Math.min(minY, this.ys[index]);
      maxY = Math.max(maxY, this.ys[index]);
    }
    this.internals._pxBounds = L.bounds([minX - reach, minY - reach], [maxX + reach, maxY + reach]);
  }

  _update() {
    if (this.internals._map) this._updatePath();
  }

  _updatePath() {
    const renderer = this.internals._renderer;
    if (!(renderer instanceof L.Canvas)) return;
    const canvas = renderer as unknown as CanvasRendererInternals;
    if (!canvas._drawing) return;
    const ctx = canvas._ctx;
    const { shape, radius, fillColor, color, fillOpacity, opacity, weight, stroke, fill } = this.options;
    const reach = radius + this.clickTolerance();
    // only the sites within what is redrawn and what the canvas shows, as Leaflet skips an empty CircleMarker
    const area = canvas._redrawBounds ?? canvas._bounds;
    const seen = canvas._bounds;
    const drawnRadius = Math.max(Math.round(radius), 1);
    ctx.fillStyle = fillColor || color || '';
    ctx.strokeStyle = color || '';
    ctx.lineWidth = weight ?? 1;
    ctx.setLineDash?.([]);
    for (let index = 0; index < this.xs.length; index++) {
      const x = this.xs[index];
      const y = this.ys[index];
      if (!within(area, x, y, reach) || !within(seen, x, y, reach)) continue;
      ctx.beginPath();
      if (shape === 'circle') {
        ctx.arc(x, y, drawnRadius, 0, Math.PI * 2, false);
      } else {
        shapeVertices(shape, x, y, radius).forEach(([vx, vy], corner) =>
          corner === 0 ? ctx.moveTo(vx, vy) : ctx.lineTo(vx, vy),
        );
        ctx.closePath();
      }
      if (fill) {
        ctx.globalAlpha = fillOpacity ?? 1;
        ctx.fill('evenodd');
      }
      if (stroke && weight !== 0) {
        ctx.globalAlpha = opacity ?? 1;
        ctx.stroke();
      }
    }
  }

  _containsPoint(point: L.Point): boolean {
    return this.indexAt(point) !== -1;
  }
}

function within(bounds: L.Bounds, x: number, y: number, reach: number): boolean {
  return (
    x + reach >= bounds.min!.x &&
    x - reach <= bounds.max!.x &&
    y + reach >= bounds.min!.y &&
    y - reach <= bounds.max!.y
  );
}

/** The point sites of an answer; a site layer's answer holds nothing else. */
export const pointFeatures = (data: FeatureCollection): Feature[] =>
  data.features.filter((feature) => feature.geometry?.type === 'Point');
