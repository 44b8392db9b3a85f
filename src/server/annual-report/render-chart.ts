import { existsSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import * as echarts from 'echarts';
import type { JobRun } from '../jobs/job-run';

/**
 * Pixels per CSS pixel of a chart's image: 1,350 pixels across 7 inches of page, about 190 dpi. Measured
 * here: 2x took half as long again to draw and encode, for a print no one could tell apart.
 */
const PRINT_SCALE = 1.5;
/** Charts drawn at once: resvg draws on libuv's threads, so two keep both cores busy without piling up pixmaps. */
const CONCURRENT_CHARTS = 2;
/** How long the second lane waits before it looks again whether requests are still being answered. */
const SECOND_LANE_WAIT_MS = 50;
/**
 * Liberation Sans has Arial's widths, as the browsers' sans-serif that ECharts lays labels out for (DejaVu
 * Sans, wider, ran the reference lines' labels off the chart); DejaVu is Debian's fallback. Loading the
 * files named here is cheaper than scanning every system font for each chart.
 */
const FONTS = [
  {
    family: 'Liberation Sans',
    files: [
      '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    ],
  },
  {
    family: 'DejaVu Sans',
    files: [
      '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    ],
  },
];

let fonts: ResvgRenderOptions['font'] | undefined;
function chartFonts(): ResvgRenderOptions['font'] {
  if (!fonts) {
    const found = FONTS.find(({ files }) => existsSync(files[0]));
    fonts = found
      ? {
          loadSystemFonts: false,
          fontFiles: found.files.filter((file) => existsSync(file)),
          defaultFontFamily: found.family,
        }
      : { loadSystemFonts: true, defaultFontFamily: 'sans-serif' };
  }
  return fonts;
}

/** The job's stop signal and pacing (JobRun), as the charts are drawn. */
export type ChartsRun = Pick<JobRun, 'signal' | 'pacer'>;

export interface ChartToDraw {
  option: object;
  size: { width: number; height: number };
}

/** The option drawn by ECharts' server-side renderer, as SVG. */
function chartSvg({ option, size }: ChartToDraw): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/**
 * Draws ECharts options on the server as PNG (ECharts' SSR to SVG, then resvg off the event loop), the same
 * options the screens give their canvas, so the document's charts match the screens'. In the given order.
 * While requests are being answered, one chart is drawn at a time and the job is paced (JobPacer): two
 * lanes of resvg took both cores from them.
 */
export async function renderChartsPng(
  charts: readonly ChartToDraw[],
  { signal, pacer }: ChartsRun = {},
): Promise<Buffer[]> {
  const images: Buffer[] = new Array<Buffer>(charts.length);
  let next = 0;
  const lane = async (number: number) => {
    for (;;) {
      signal?.throwIfAborted();
      // the second lane waits while requests are being answered
      if (number > 0 && pacer?.busy) {
        await pause(SECOND_LANE_WAIT_MS);
        if (next >= charts.length) return;
        continue;
      }
      await pacer?.turn();
      // the other lane may have taken the last chart meanwhile
      if (next >= charts.length) return;
      const index = next++;
      const chart = charts[index];
      // resvg's own abort signal is not a Node AbortSignal: the job is stopped between charts instead
      const rendered = await renderAsync(chartSvg(chart), {
        fitTo: { mode: 'width', value: Math.round(chart.size.width * PRINT_SCALE) },
        font: chartFonts(),
      });
      images[index] = rendered.asPng();
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENT_CHARTS, charts.length) }, (_, number) => lane(number)),
  );
  return images;
}
