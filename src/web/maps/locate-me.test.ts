import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATE_WATCHDOG_MS, requestLocation } from './locate-me';
import { MAP_TEXTS } from './map-messages';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const geolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
  ({ getCurrentPosition }) as Geolocation;

describe('requestLocation', () => {
  it('reports the position', () => {
    const callbacks = { onFound: vi.fn(), onError: vi.fn() };
    requestLocation(
      geolocation((success) =>
        success({ coords: { latitude: 37.1, longitude: -120.3 } } as GeolocationPosition),
      ),
      callbacks,
    );
    vi.advanceTimersByTime(LOCATE_WATCHDOG_MS);
    expect(callbacks.onFound).toHaveBeenCalledWith([37.1, -120.3]);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('explains a refusal', () => {
    const callbacks = { onFound: vi.fn(), onError: vi.fn() };
    requestLocation(
      geolocation((_success, failure) => failure?.({ code: 1 } as GeolocationPositionError)),
      callbacks,
    );
    expect(callbacks.onError).toHaveBeenCalledWith(expect.stringMatching(/denied/));
  });

  it('gives up when the browser never answers (an ignored permission prompt)', () => {
    const callbacks = { onFound: vi.fn(), onError: vi.fn() };
    requestLocation(
      geolocation(() => undefined),
      callbacks,
    );
    vi.advanceTimersByTime(LOCATE_WATCHDOG_MS - 1);
    expect(callbacks.onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callbacks.onError).toHaveBeenCalledWith(expect.stringMatching(/too long/));
  });

  it('answers once, even when the browser answers after the watchdog', () => {
    const callbacks = { onFound: vi.fn(), onError: vi.fn() };
    let answer: PositionCallback = () => undefined;
    requestLocation(
      geolocation((success) => {
        answer = success;
      }),
      callbacks,
    );
    vi.advanceTimersByTime(LOCATE_WATCHDOG_MS);
    answer({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    expect(callbacks.onError).toHaveBeenCalledTimes(1);
    expect(callbacks.onFound).not.toHaveBeenCalled();
  });

  it('says when the browser has no geolocation, and stays silent once cancelled', () => {
    const missing = { onFound: vi.fn(), onError: vi.fn() };
    requestLocation(undefined, missing);
    expect(missing.onError).toHaveBeenCalledWith(MAP_TEXTS.noGeolocation);

    const cancelled = { onFound: vi.fn(), onError: vi.fn() };
    const cancel = requestLocation(
      geolocation(() => undefined),
      cancelled,
    );
    cancel();
    vi.advanceTimersByTime(LOCATE_WATCHDOG_MS);
    expect(cancelled.onError).not.toHaveBeenCalled();
  });
});
