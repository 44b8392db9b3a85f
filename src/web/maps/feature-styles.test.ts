import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import { MAP_LAYER_SOURCES } from '../../domain/maps/map-layers';
import { SITE_MARKERS } from '../../domain/maps/site-markers';
import { landUseClass, legendEntries, referenceStyle, siteMarkerStyle } from './feature-styles';
import { buildLayer } from './map-test-factories';

const legend = [
  { label: 'Almonds', colour: '#8b5a2b' },
  { label: 'Grapes', colour: '#800080' },
  { label: 'Urban', colour: '#999999' },
];

const polygon = (properties: Record<string, unknown>): Feature => ({
  type: 'Feature',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
  properties,
});

describe('site markers', () => {
  it('draws each site layer in its shape: other water level squares, projects stars, the rest circles', () => {
    expect(siteMarkerStyle(buildLayer(1, { source: 'other-water-level' })).shape).toBe('square');
    expect(siteMarkerStyle(buildLayer(1, { source: 'projects' })).shape).toBe('star');
    expect(siteMarkerStyle(buildLayer(1, { source: 'streamflow' })).shape).toBe('circle');
  });

  it('uses the spec colours (the shared SITE_MARKERS table) when the layer gives none, and radius 8', () => {
    for (const source of MAP_LAYER_SOURCES) {
      const style = siteMarkerStyle(buildLayer(1, { source, colour: null }));
      expect(style.colour).toBe(SITE_MARKERS[source].colour);
    }
    expect(siteMarkerStyle(buildLayer(1, { source: 'water-quality', colour: '#00aa00' }))).toEqual({
      shape: 'circle',
      colour: '#00aa00',
      radius: 8,
    });
    // a star's points need a little more room than a circle's edge
    expect(siteMarkerStyle(buildLayer(1, { source: 'projects' })).radius).toBe(10);
  });

  it("takes the layer definition's marker size as the radius when it gives one (spec 1 §3.7)", () => {
    expect(siteMarkerStyle(buildLayer(1, { source: 'subsidence', marker_size: 12 })).radius).toBe(12);
    expect(siteMarkerStyle(buildLayer(1, { source: 'projects', marker_size: 12 })).radius).toBe(15);
    expect(siteMarkerStyle(buildLayer(1, { source: 'subsidence', marker_size: 0 })).radius).toBe(8);
    expect(siteMarkerStyle(buildLayer(1, { source: 'subsidence', marker_size: null })).radius).toBe(8);
  });
});

describe('land use colours', () => {
  it('reads the crop class property, whatever its case', () => {
    expect(landUseClass({ crop_class: 'Grapes' }, legend)?.colour).toBe('#800080');
    expect(landUseClass({ CLASS: 'almonds' }, legend)?.colour).toBe('#8b5a2b');
    expect(landUseClass({ Crop: ' URBAN ' }, legend)?.label).toBe('Urban');
  });

  it('falls back to any property that names a legend class, and to nothing', () => {
    expect(landUseClass({ description: 'Grapes', acres: 12 }, legend)?.label).toBe('Grapes');
    expect(landUseClass({ crop_class: 'Cotton' }, legend)).toBeNull();
    expect(landUseClass(null, legend)).toBeNull();
    expect(landUseClass({ crop_class: 'Grapes' }, [])).toBeNull();
  });

  it('prefers the crop class property over other properties naming a class', () => {
    expect(landUseClass({ previous: 'Almonds', crop_class: 'Grapes' }, legend)?.label).toBe('Grapes');
  });
});

describe('reference styles', () => {
  const rivers = buildLayer(1, { colour: 'blue' });
  const landUse = buildLayer(2, { colour: '#888888', legend });

  it('colours lines and leaves them unfilled', () => {
    const line: Feature = {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
      properties: {},
    };
    expect(referenceStyle(rivers, line)).toMatchObject({ color: 'blue', fill: false });
  });

  it('fills polygons see-through in the layer colour', () => {
    const style = referenceStyle(rivers, polygon({}));
    expect(style).toMatchObject({ color: 'blue', fill: true, fillColor: 'blue' });
    expect(style.fillOpacity).toBeGreaterThan(0);
    expect(style.fillOpacity).toBeLessThan(0.5);
  });

  it('fills land use polygons in their crop class colour, unknown classes in the layer colour', () => {
    expect(referenceStyle(landUse, polygon({ crop_class: 'Almonds' }))).toMatchObject({
      fillColor: '#8b5a2b',
    });
    expect(referenceStyle(landUse, polygon({ crop_class: 'Cotton' }))).toMatchObject({
      fillColor: '#888888',
    });
  });
});

describe('legends', () => {
  it('lists a land use layer’s classes and leaves out a site layer’s entry for itself', () => {
    expect(
      legendEntries(buildLayer(1, { title: 'Land Use 2016', legend })).map((entry) => entry.label),
    ).toEqual(['Almonds', 'Grapes', 'Urban']);
    const sites = buildLayer(2, {
      title: 'Projects',
      source: 'projects',
      legend: [{ label: 'Projects', colour: 'magenta' }],
    });
    expect(legendEntries(sites)).toEqual([]);
    expect(legendEntries(buildLayer(3))).toEqual([]);
  });
});
