import { describe, expect, it } from 'vitest';
import { HOME_MAP, type MapLayerSource } from '../../../domain/maps/map-layers';
import { SITE_MARKERS, siteDetailRoute } from '../../../domain/maps/site-markers';
import { layerDetailRoute } from '../../maps/layer-features';
import { demoMapLayers } from './demo-map-layers';

const layers = demoMapLayers();
const siteLayers = layers.filter((layer) => layer.source);

describe('demo map layers', () => {
  it('turns on the spec’s default layers (spec 1 §9)', () => {
    expect(layers.filter((layer) => layer.default_on).map((layer) => layer.title)).toEqual([
      'Topographic',
      'Representative Water Level Sites',
      'Basin Boundary',
    ]);
  });

  it('draws each site layer as the map would without a definition: spec colour, radius 8', () => {
    expect(siteLayers).toHaveLength(7);
    for (const layer of siteLayers) {
      const source = layer.source as MapLayerSource;
      expect(layer.colour).toBe(SITE_MARKERS[source].colour);
      expect(layer.marker_size).toBe(HOME_MAP.markerRadius);
    }
  });

  it('links each site layer to the detail route its sites have without a detail link', () => {
    for (const layer of siteLayers) {
      if (layer.source === 'projects') {
        expect(siteDetailRoute(layer.detail_link, 3)).toBe('/implementationprojects/3');
        continue;
      }
      const source = layer.source as Exclude<MapLayerSource, 'projects'>;
      expect(layerDetailRoute({ source, detail_link: layer.detail_link ?? null }, 3)).toBe(
        layerDetailRoute({ source, detail_link: null }, 3),
      );
    }
  });
});
