import L from 'leaflet';
import type { MarkerShape } from '../../domain/maps/site-markers';
import { shapeVertices } from './marker-shapes';

/** The parts of Leaflet's canvas renderer a custom shape draws with (not in its public typings). */
interface CanvasRendererInternals {
  _drawing: boolean;
  _ctx: CanvasRenderingContext2D;
  _fillStroke: (ctx: CanvasRenderingContext2D, layer: L.Path) => void;
  _updateCircle: (layer: L.CircleMarker) => void;
}

interface ShapeMarkerInternals {
  _renderer: CanvasRendererInternals;
  _point: L.Point;
  _radius: number;
  _empty: () => boolean;
  options: L.CircleMarkerOptions & { shape?: MarkerShape };
}

export type ShapeMarkerOptions = L.CircleMarkerOptions & { shape: MarkerShape };

/**
 * A circle marker that draws a square or a star on the map's canvas. It stays a CircleMarker for
 * everything else (bounds, clicks within its radius, popups), so thousands of sites draw on one
 * canvas instead of as thousands of DOM elements. On an SVG renderer it falls back to a circle.
 */
const ShapeMarker = L.CircleMarker.extend({
  _updatePath(this: ShapeMarkerInternals) {
    const renderer = this._renderer;
    const shape = this.options.shape ?? 'circle';
    if (shape === 'circle' || !(renderer instanceof L.Canvas)) {
      renderer._updateCircle(this as unknown as L.CircleMarker);
      return;
    }
    if (!renderer._drawing || this._empty()) return;
    const ctx = renderer._ctx;
    const vertices = shapeVertices(shape, this._point.x, this._point.y, this._radius);
    ctx.beginPath();
    vertices.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    renderer._fillStroke(ctx, this as unknown as L.Path);
  },
}) as unknown as new (latlng: L.LatLngExpression, options: ShapeMarkerOptions) => L.CircleMarker;

export function shapeMarker(latlng: L.LatLngExpression, options: ShapeMarkerOptions): L.CircleMarker {
  return options.shape === 'circle' ? L.circleMarker(latlng, options) : new ShapeMarker(latlng, options);
}
