import type { Locator } from '@playwright/test';

/** A text ECharts drew, its box in the chart's pixels. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Its font size in px, from its style (12 when the style names none). */
  fontSize: number;
}

/**
 * Every text ECharts drew on a chart (its display list), with its box after the text's own transform:
 * read from the chart the element holds (src/web/components/chart/use-echart.ts).
 */
export function drawnTexts(chart: Locator): Promise<DrawnText[]> {
  return chart.evaluate((element) => {
    interface Rect {
      x: number;
      y: number;
      width: number;
      height: number;
      clone(): Rect;
      applyTransform(transform: unknown): void;
    }
    interface Drawn {
      type: string;
      parent?: Drawn;
      style?: { text?: string; fontSize?: number | string; font?: string };
      getBoundingRect(): Rect;
      getComputedTransform(): unknown;
    }
    const instance = (
      element as HTMLElement & {
        echarts?: { getZr(): { storage: { getDisplayList(update: boolean): Drawn[] } } };
      }
    ).echarts;
    if (!instance) throw new Error('the chart element holds no ECharts instance');
    const texts = new Set<Drawn>();
    for (const drawn of instance.getZr().storage.getDisplayList(true))
      if (drawn.type === 'tspan' && drawn.parent?.type === 'text') texts.add(drawn.parent);
    return [...texts].map((text) => {
      const rect = text.getBoundingRect().clone();
      rect.applyTransform(text.getComputedTransform());
      return {
        text: String(text.style?.text ?? ''),
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        fontSize: Number(text.style?.fontSize ?? /(\d+)px/.exec(text.style?.font ?? '')?.[1] ?? 12),
      };
    });
  });
}
