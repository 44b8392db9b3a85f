/**
 * spec 2 §5: latitude and longitude inputs accept only an optional minus sign, digits and one decimal
 * point, keystroke by keystroke (so '-', '37.' and '' are allowed while typing).
 */
export function isCoordinateKeystrokeText(text: string): boolean {
  return /^-?\d*\.?\d*$/.test(text);
}

/** A typed coordinate as a number, or null for text that is not yet (or not) a number. */
export function coordinateOf(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (!text || !/^-?(\d+\.?\d*|\.\d+)$/.test(text.trim())) return null;
  return Number(text);
}

/**
 * Where the marker of a site or project form stands (spec 2 §2.11, §5): only when both coordinates are
 * non-zero numbers on Earth; otherwise null and the marker stays where it was.
 */
export function markerPositionOf(
  latitudeText: string | number | null | undefined,
  longitudeText: string | number | null | undefined,
): [latitude: number, longitude: number] | null {
  const latitude = coordinateOf(latitudeText);
  const longitude = coordinateOf(longitudeText);
  if (latitude === null || longitude === null || latitude === 0 || longitude === 0) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

/** A dragged marker's position as the form's text: six decimals, about 0.1 m. */
export function coordinateText(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/** spec 2 §3, §9: geometry is stored as a GeoJSON point, [longitude, latitude]. */
export function pointGeometry(latitude: number, longitude: number) {
  return { type: 'Point' as const, coordinates: [longitude, latitude] as [number, number] };
}

/** spec 2 §9: site form maps open at zoom 12; the project form waits 1 s after typing (spec 2 §5). */
export const LOCATION_PICKER = { height: 300, zoom: 12, projectTypingDelayMs: 1000 } as const;
