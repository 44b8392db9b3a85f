import { describe, expect, it } from 'vitest';
import { shapeVertices, SQUARE_HALF_SIDE, STAR_INNER_RADIUS } from './marker-shapes';

const distance = ([x, y]: [number, number], cx: number, cy: number) => Math.hypot(x - cx, y - cy);

describe('marker shapes', () => {
  it('draws a square centred on the point inside the radius', () => {
    const vertices = shapeVertices('square', 100, 50, 10);
    const half = 10 * SQUARE_HALF_SIDE;
    expect(vertices).toEqual([
      [100 - half, 50 - half],
      [100 + half, 50 - half],
      [100 + half, 50 + half],
      [100 - half, 50 + half],
    ]);
  });

  it('draws a five-pointed star, first point straight up, outer points on the radius', () => {
    const vertices = shapeVertices('star', 0, 0, 10);
    expect(vertices).toHaveLength(10);
    expect(vertices[0][0]).toBeCloseTo(0);
    expect(vertices[0][1]).toBeCloseTo(-10);
    vertices.forEach((vertex, index) =>
      expect(distance(vertex, 0, 0)).toBeCloseTo(index % 2 === 0 ? 10 : 10 * STAR_INNER_RADIUS),
    );
  });

  it('leaves circles to the canvas arc', () => {
    expect(shapeVertices('circle', 0, 0, 8)).toEqual([]);
  });
});
