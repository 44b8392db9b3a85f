import { describe, expect, it } from 'vitest';
import { locationErrorMessage, MAP_TEXTS } from './map-messages';

describe('Locate Me messages', () => {
  it('says why the location is missing', () => {
    expect(locationErrorMessage({ code: 1 })).toMatch(/denied/);
    expect(locationErrorMessage({ code: 2 })).toMatch(/not available/);
    expect(locationErrorMessage({ code: 3 })).toMatch(/too long/);
    expect(locationErrorMessage(null)).toBe(MAP_TEXTS.noGeolocation);
  });

  it('names the layer that failed', () => {
    expect(MAP_TEXTS.layerError('Rivers')).toBe("The layer 'Rivers' could not be loaded.");
  });
});
