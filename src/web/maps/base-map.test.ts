import { describe, expect, it } from 'vitest';
import { baseMapTiles, tileAttribution } from './base-map';
import { buildLayer } from './map-test-factories';

describe('tile attribution', () => {
  it('credits the tile services it recognises', () => {
    expect(tileAttribution('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain('OpenStreetMap');
    expect(
      tileAttribution(
        'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      ),
    ).toContain('Esri');
    expect(tileAttribution('https://tiles.example.org/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileAttribution(null)).toBeUndefined();
  });
});

describe('base map tiles', () => {
  it("are a base layer's URL with its credit, none without a URL or a layer", () => {
    const url = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(baseMapTiles(buildLayer(1, { type: 'baselayer', url }))).toEqual({
      url,
      attribution: tileAttribution(url),
    });
    expect(baseMapTiles(buildLayer(1, { type: 'baselayer', url: null }))).toBeNull();
    expect(baseMapTiles(undefined)).toBeNull();
  });
});
