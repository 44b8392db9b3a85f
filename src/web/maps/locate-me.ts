import type { LatLngTuple } from './map-geometry';
import { locationErrorMessage } from './map-messages';

/**
 * How long Locate Me waits for any answer. The browser's own timeout starts only once the user has
 * allowed the location, so an unanswered permission prompt would otherwise leave the button silent.
 */
export const LOCATE_WATCHDOG_MS = 15_000;
const TIMEOUT_CODE = 3;

export interface LocateCallbacks {
  onFound: (position: LatLngTuple) => void;
  onError: (message: string) => void;
}

/** Asks the browser where the user is; exactly one callback answers. Returns a cancel function. */
export function requestLocation(
  geolocation: Geolocation | undefined,
  { onFound, onError }: LocateCallbacks,
  watchdogMs = LOCATE_WATCHDOG_MS,
): () => void {
  if (!geolocation) {
    onError(locationErrorMessage(null));
    return () => undefined;
  }
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = (answer: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    answer();
  };
  geolocation.getCurrentPosition(
    (position) => settle(() => onFound([position.coords.latitude, position.coords.longitude])),
    (error) => settle(() => onError(locationErrorMessage(error))),
    { timeout: 10_000, maximumAge: 60_000 },
  );
  if (!settled) {
    timer = setTimeout(() => settle(() => onError(locationErrorMessage({ code: TIMEOUT_CODE }))), watchdogMs);
  }
  return () => {
    settled = true;
    clearTimeout(timer);
  };
}
