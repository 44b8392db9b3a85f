import type { Locator } from '@playwright/test';

export interface FocusRing {
  outline: string;
  background: string;
  /** The contrast of the ring's colour against what surrounds it (WCAG 1.4.11 asks 3:1). */
  ratio: number;
}

/**
 * Measures the focused element's focus ring: its computed outline colour against the background it is
 * drawn on (the element's own for a ring drawn inside it, else the nearest painted ancestor's).
 */
export function measureFocusRing(element: Locator): Promise<FocusRing> {
  return element.evaluate((node) => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    // the backgrounds from the element up to the page, composed in the order they are painted
    const backgroundFrom = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let current = start; current; current = current.parentElement)
        layers.push(parse(getComputedStyle(current).backgroundColor));
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([red, green, blue]: Rgba) => {
      const channel = (value: number) => {
        const srgb = value / 255;
        return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
    };

    const style = getComputedStyle(node);
    const inside = parseFloat(style.outlineOffset) < 0;
    const background = backgroundFrom(inside ? node : node.parentElement);
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const outline = visible ? over(parse(style.outlineColor), background) : background;
    const [lighter, darker] = [luminance(outline), luminance(background)].sort((a, b) => b - a);
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
      ratio: Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
    };
  });
}
