import type { Page } from '@playwright/test';

/** The fill colours of the demo seed's site layers (src/server/db/seed/demo-map-layers.ts). */
export const LAYER_FILLS = {
  red: [255, 0, 0],
  green: [0, 128, 0],
} as const;

/**
 * How many pixels of the home map's drawing canvas are painted in a colour. Leaflet draws every site
 * marker on one canvas (preferCanvas), so this is what the user sees of a layer's markers.
 */
export async function paintedPixels(page: Page, [red, green, blue]: readonly number[]): Promise<number> {
  return page.locator('.leaflet-overlay-pane canvas').evaluate(
    (canvas, colour) => {
      const element = canvas as HTMLCanvasElement;
      const context = element.getContext('2d');
      if (!context || element.width === 0 || element.height === 0) return 0;
      const { data } = context.getImageData(0, 0, element.width, element.height);
      let count = 0;
      for (let index = 0; index < data.length; index += 4) {
        const close =
          Math.abs(data[index] - colour[0]) < 40 &&
          Math.abs(data[index + 1] - colour[1]) < 40 &&
          Math.abs(data[index + 2] - colour[2]) < 40;
        if (close && data[index + 3] > 128) count += 1;
      }
      return count;
    },
    [red, green, blue],
  );
}

/**
 * Where on the page the middle of a marker drawn in a colour is: a painted pixel whose neighbours 3 pixels
 * away on every side are painted too. Null when no marker of that colour is drawn whole.
 */
export async function markerCentre(
  page: Page,
  [red, green, blue]: readonly number[],
): Promise<{ x: number; y: number } | null> {
  return page.locator('.leaflet-overlay-pane canvas').evaluate(
    (canvas, colour) => {
      const element = canvas as HTMLCanvasElement;
      const context = element.getContext('2d');
      if (!context || element.width === 0 || element.height === 0) return null;
      const { data, width, height } = context.getImageData(0, 0, element.width, element.height);
      const painted = (x: number, y: number) => {
        const index = (y * width + x) * 4;
        return (
          Math.abs(data[index] - colour[0]) < 40 &&
          Math.abs(data[index + 1] - colour[1]) < 40 &&
          Math.abs(data[index + 2] - colour[2]) < 40 &&
          data[index + 3] > 128
        );
      };
      const box = element.getBoundingClientRect();
      for (let y = 3; y < height - 3; y++)
        for (let x = 3; x < width - 3; x++)
          if (
            painted(x, y) &&
            painted(x - 3, y) &&
            painted(x + 3, y) &&
            painted(x, y - 3) &&
            painted(x, y + 3)
          )
            return {
              x: box.left + (x * box.width) / width,
              y: box.top + (y * box.height) / height,
            };
      return null;
    },
    [red, green, blue],
  );
}
