import { describe, expect, it } from 'vitest';
import {
  MARKER_SPACING_PX,
  referenceLabelPositions,
  sparseReadings,
  type PlotFrame,
} from './chart-plot-layout';

const DAY = 86_400_000;

describe('sparseReadings: a marker only where readings are far enough apart to be seen', () => {
  // 100 days over 100 px: one day a pixel, so a marker needs MARKER_SPACING_PX days on either side
  const window = { start: 0, end: 100 * DAY };

  it('marks readings spread wider than the marker spacing, and none of a daily run', () => {
    const spread = [0, 20, 40, 60].map((day) => day * DAY);
    expect(sparseReadings(spread, window, 100)).toEqual([true, true, true, true]);
    const daily = Array.from({ length: 30 }, (_, day) => (50 + day) * DAY);
    expect(sparseReadings(daily, window, 100).some(Boolean)).toBe(false);
  });

  it('keeps the markers of sparse readings before a crowded stretch, and drops those beside it', () => {
    const times = [0, 30, 60, 61, 62, 90].map((day) => day * DAY);
    expect(sparseReadings(times, window, 100)).toEqual([true, true, false, false, false, true]);
  });

  it('needs exactly the marker spacing: one day less on a side hides the marker', () => {
    const gap = MARKER_SPACING_PX;
    expect(sparseReadings([0, gap * DAY, 2 * gap * DAY], window, 100)).toEqual([true, true, true]);
    expect(sparseReadings([0, (gap - 1) * DAY, 40 * DAY], window, 100)).toEqual([false, false, true]);
  });

  it('shows more markers on a wider plot, or zoomed in, than on a narrow one', () => {
    const times = Array.from({ length: 50 }, (_, index) => index * 2 * DAY);
    const narrow = sparseReadings(times, window, 100).filter(Boolean).length;
    const wide = sparseReadings(times, window, 1000).filter(Boolean).length;
    const zoomed = sparseReadings(times, { start: 0, end: 10 * DAY }, 100).filter(Boolean).length;
    expect(narrow).toBe(0);
    expect(wide).toBe(50);
    expect(zoomed).toBe(50);
  });

  it('marks a lone reading, which has no line to show it', () => {
    expect(sparseReadings([5 * DAY], { start: 5 * DAY, end: 5 * DAY }, 500)).toEqual([true]);
    expect(sparseReadings([], window, 500)).toEqual([]);
  });
});

describe('referenceLabelPositions: a reference line is named where the readings leave its name clear', () => {
  // 1,000 px by 500 px, 0 to 100 ft: 5 px a foot, the time axis 1 px a day
  const frame: PlotFrame = {
    start: 0,
    end: 1000 * DAY,
    min: 0,
    max: 100,
    reversed: false,
    width: 1000,
    height: 500,
  };
  const label = (text: string, value: number) => ({ text, value });
  /** Readings falling from 90 ft to 10 ft over the span: high on the left, low on the right. */
  const falling: Array<[number, number]> = Array.from({ length: 101 }, (_, index) => [
    index * 10 * DAY,
    90 - index * 0.8,
  ]);

  it('names a line at its right end, above it, where nothing is drawn there', () => {
    expect(referenceLabelPositions([label('Ground Surface Elevation: 95', 95)], [], frame)).toEqual([
      'insideEndTop',
    ]);
  });

  it('moves a name that recent readings would cross to the start of the line, where the readings are far', () => {
    // the recent readings (right) are near 15 ft, the early ones (left) near 90 ft
    expect(referenceLabelPositions([label('Interim Milestone (2030): 15', 15)], falling, frame)).toEqual([
      'insideStartTop',
    ]);
  });

  it('keeps a name at the right end when the early readings are the ones near its line', () => {
    expect(referenceLabelPositions([label('Measureable Objective: 85', 85)], falling, frame)).toEqual([
      'insideEndTop',
    ]);
  });

  it('puts a name under its line when the readings pass just above it at both ends', () => {
    // readings at 52 ft all along: a label above a line at 50 ft (10 px under them) would be crossed
    const level: Array<[number, number]> = [
      [0, 52],
      [1000 * DAY, 52],
    ];
    expect(referenceLabelPositions([label('Minimum Threshold: 50', 50)], level, frame)).toEqual([
      'insideEndBottom',
    ]);
  });

  it('keeps the names of lines close together apart from each other', () => {
    const positions = referenceLabelPositions(
      [label('Interim Milestone (2025): 40', 40), label('Interim Milestone (2030): 41', 41)],
      [],
      frame,
    );
    expect(positions[0]).toBe('insideEndTop');
    expect(positions[1]).not.toBe('insideEndTop');
  });

  it('reads a depth axis top to bottom', () => {
    // on a reversed axis 95 ft is near the bottom: a name under the line would leave the plot
    const reversed = { ...frame, reversed: true };
    expect(referenceLabelPositions([label('Ground Surface: 99', 99)], [], reversed)).toEqual([
      'insideEndTop',
    ]);
    expect(referenceLabelPositions([label('Ground Surface: 1', 1)], [], reversed)).toEqual([
      'insideEndBottom',
    ]);
  });
});
