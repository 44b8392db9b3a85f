/** The texts of the home map's states and controls. */
export const MAP_TEXTS = {
  noLayers: 'No map layers are configured. An administrator can add base maps and layers.',
  layersError: 'Error loading the map layers.',
  layerError: (title: string) => `The layer '${title}' could not be loaded.`,
  chartHint: 'Water Level Chart is on: click a water level site to see its chart.',
  noGeolocation: 'This browser cannot tell your location.',
  fullscreenUnavailable: 'Fullscreen is not available in this browser.',
  noMeasurements: 'No Measurements Found',
} as const;

/** GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** What Locate Me says when the browser cannot give a position. */
export function locationErrorMessage(error: Pick<GeolocationPositionError, 'code'> | null): string {
  switch (error?.code) {
    case PERMISSION_DENIED:
      return 'Location access was denied. Allow this site to use your location and try again.';
    case POSITION_UNAVAILABLE:
      return 'Your location is not available right now.';
    case TIMEOUT:
      return 'Finding your location took too long. Try again.';
    default:
      return MAP_TEXTS.noGeolocation;
  }
}
