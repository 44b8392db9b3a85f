import { describe, expect, it } from 'vitest';
import {
  coordinateText,
  isCoordinateKeystrokeText,
  markerPositionOf,
  pointGeometry,
} from './coordinate-entry';

describe('coordinate entry on site and project forms', () => {
  it('accepts only an optional minus, digits and one decimal point while typing', () => {
    for (const text of ['', '-', '37', '37.', '-120.25', '.5'])
      expect(isCoordinateKeystrokeText(text)).toBe(true);
    for (const text of ['37..1', '3-7', '37,1', 'e5', '1e5', '--1', ' 37']) {
      expect(isCoordinateKeystrokeText(text)).toBe(false);
    }
  });

  it('moves the marker only when both coordinates are non-zero numbers on Earth', () => {
    expect(markerPositionOf('37.0545', '-120.25')).toEqual([37.0545, -120.25]);
    expect(markerPositionOf(37.1, -120.3)).toEqual([37.1, -120.3]);
    expect(markerPositionOf('0', '-120.25')).toBeNull();
    expect(markerPositionOf('37.05', '')).toBeNull();
    expect(markerPositionOf('-', '-120')).toBeNull();
    expect(markerPositionOf('95', '-120')).toBeNull();
    expect(markerPositionOf('37', '-181')).toBeNull();
  });

  it('writes a dragged position with six decimals and stores geometry as [longitude, latitude]', () => {
    expect(coordinateText(37.123456789)).toBe('37.123457');
    expect(pointGeometry(37.05, -120.25)).toEqual({ type: 'Point', coordinates: [-120.25, 37.05] });
  });
});
