import type { MarkerShape } from '../../domain/maps/site-markers';

export type Vertex = [number, number];

/** How much of the marker's radius a square's half side takes: about a circle's visual weight. */
export const SQUARE_HALF_SIDE = 0.8;
/** A star's inner points, as a share of its outer radius. */
export const STAR_INNER_RADIUS = 0.45;
const STAR_POINTS = 5;

/**
 * The outline of a square or a five-pointed star (first point up) centred on (x, y), in canvas
 * pixels, that fits inside the marker's radius. A circle has no vertices: the canvas draws an arc.
 */
export function shapeVertices(shape: MarkerShape, x: number, y: number, radius: number): Vertex[] {
  if (shape === 'square') {
    const half = radius * SQUARE_HALF_SIDE;
    return [
      [x - half, y - half],
      [x + half, y - half],
      [x + half, y + half],
      [x - half, y + half],
    ];
  }
  if (shape === 'star') {
    const inner = radius * STAR_INNER_RADIUS;
    return Array.from({ length: STAR_POINTS * 2 }, (_, index) => {
      const distance = index % 2 === 0 ? radius : inner;
      const angle = -Math.PI / 2 + (index * Math.PI) / STAR_POINTS;
      return [x + distance * Math.cos(angle), y + distance * Math.sin(angle)] as Vertex;
    });
  }
  return [];
}
