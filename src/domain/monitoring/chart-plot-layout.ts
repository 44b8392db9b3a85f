/**
 * Where a hydrograph draws its reading markers and names its reference lines, from the plot's size in
 * pixels: pure rules, so any screen's chart (and a test) lays them out alike.
 */

/** Two readings' markers (5 px circles) are each seen only this far apart or more, in pixels. */
export const MARKER_SPACING_PX = 9;

/**
 * Which readings get a marker: those whose neighbours in time are at least MARKER_SPACING_PX away at the
 * plot's scale, on both sides. Where readings crowd (2,600 circles in a few years) the line alone shows
 * them; sparse readings keep their circle, so a reading between long gaps is still seen as one.
 * `times` oldest first; `window` the time span the plot's width shows.
 */
export function sparseReadings(
  times: readonly number[],
  window: { start: number; end: number },
  plotWidth: number,
): boolean[] {
  const span = window.end - window.start;
  if (span <= 0 || plotWidth <= 0) return times.map(() => times.length === 1);
  const gap = (span * MARKER_SPACING_PX) / plotWidth;
  return times.map(
    (time, index) =>
      (index === 0 || time - times[index - 1] >= gap) &&
      (index === times.length - 1 || times[index + 1] - time >= gap),
  );
}

/** Where a reference line's name goes: above or below the line, at the plot's left or right end. */
export type ReferenceLabelPosition =
  'insideEndTop' | 'insideStartTop' | 'insideEndBottom' | 'insideStartBottom';

/** In the order tried when several places are equally clear: ECharts' own place first. */
const POSITIONS: readonly ReferenceLabelPosition[] = [
  'insideEndTop',
  'insideStartTop',
  'insideEndBottom',
  'insideStartBottom',
];

/** The plot a chart draws in: its time span, its value axis and its size in pixels. */
export interface PlotFrame {
  start: number;
  end: number;
  min: number;
  max: number;
  /** A depth axis grows downwards. */
  reversed: boolean;
  width: number;
  height: number;
}

/** About the width of a character of the 12 px label font, and a label's height with its padding. */
export const LABEL_CHARACTER_PX = 7;
export const LABEL_HEIGHT_PX = 18;
/** ECharts' distance between a line and its label. */
const LABEL_DISTANCE_PX = 5;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the segment from (x1, y1) to (x2, y2) passes through the box (Liang-Barsky clipping). */
function crosses(x1: number, y1: number, x2: number, y2: number, box: Box): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let from = 0;
  let to = 1;
  const edges: Array<[number, number]> = [
    [-dx, x1 - box.left],
    [dx, box.right - x1],
    [-dy, y1 - box.top],
    [dy, box.bottom - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) from = Math.max(from, t);
    else to = Math.min(to, t);
    if (from > to) return false;
  }
  return true;
}

/**
 * Where each reference line names itself ('Measureable Objective: 58'): at the end of the line and on the
 * side of it where the drawn readings leave its name clear, and apart from the names placed before it. A
 * name goes where it crosses no reading's line and no other name; else where it crosses the fewest
 * readings. `points` are [time, value], oldest first.
 */
export function referenceLabelPositions(
  labels: ReadonlyArray<{ text: string; value: number }>,
  points: ReadonlyArray<readonly [number, number]>,
  frame: PlotFrame,
): ReferenceLabelPosition[] {
  const span = frame.end - frame.start || 1;
  const range = frame.max - frame.min || 1;
  const x = (time: number) => ((time - frame.start) / span) * frame.width;
  const y = (value: number) =>
    ((frame.reversed ? value - frame.min : frame.max - value) / range) * frame.height;
  const drawn = points.map(([time, value]) => [x(time), y(value)] as const);
  const placed: Box[] = [];

  return labels.map(({ text, value }) => {
    const width = text.length * LABEL_CHARACTER_PX;
    const lineY = y(value);
    const boxAt = (position: ReferenceLabelPosition): Box => {
      const atEnd = position.startsWith('insideEnd');
      const above = position.endsWith('Top');
      const left = atEnd ? frame.width - width : 0;
      const top = above ? lineY - LABEL_DISTANCE_PX - LABEL_HEIGHT_PX : lineY + LABEL_DISTANCE_PX;
      return { left, right: left + width, top, bottom: top + LABEL_HEIGHT_PX };
    };
    const cost = (box: Box) => {
      let readings = 0;
      for (let index = 1; index < drawn.length; index += 1) {
        const [x1, y1] = drawn[index - 1];
        const [x2, y2] = drawn[index];
        if (crosses(x1, y1, x2, y2, box)) readings += 1;
      }
      if (drawn.length === 1 && crosses(drawn[0][0], drawn[0][1], drawn[0][0], drawn[0][1], box))
        readings = 1;
      const names = placed.filter((other) => overlaps(box, other)).length;
      const outside = box.top < 0 || box.bottom > frame.height ? 1 : 0;
      // another name hidden is worse than any number of readings crossed, a name off the plot worse still
      return names * 1e6 + outside * 1e7 + readings;
    };
    let best = POSITIONS[0];
    let bestCost = Infinity;
    for (const position of POSITIONS) {
      const positionCost = cost(boxAt(position));
      if (positionCost < bestCost) {
        best = position;
        bestCost = positionCost;
      }
    }
    placed.push(boxAt(best));
    return best;
  });
}
