import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import { MAP_LAYER_SOURCES } from '../../domain/maps/map-layers';
import {
  landUseClass,
  legendEntries,
  markerShapeOf,
  referenceStyle,
  SITE_LAYER_COLOURS,
  siteMarkerStyle,
  tileAttribution,
} from './feature-styles';
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
  it('draws other water level sites as squares, projects as stars and the rest as circles', () => {
    expect(markerShapeOf('other-water-level')).toBe('square');
    expect(markerShapeOf('projects')).toBe('star');
    for (const source of [
      'representative-water-level',
      'water-quality',
      'subsidence',
      'streamflow',
    ] as const) {
      expect(markerShapeOf(source)).toBe('circle');
    }
  });

  it('uses the spec colours when the layer gives none, and radius 8', () => {
    expect(SITE_LAYER_COLOURS).toMatchObject({
      'representative-water-level': 'red',
      'other-water-level': 'orange',
      'water-quality': 'green',
      projects: 'magenta',
      subsidence: 'orange',
      streamflow: 'blue',
    });
    for (const source of MAP_LAYER_SOURCES) {
      const style = siteMarkerStyle(buildLayer(1, { source, colour: null }));
      expect(style.colour).toBe(SITE_LAYER_COLOURS[source]);
    }
    expect(siteMarkerStyle(buildLayer(1, { source: 'water-quality', colour: '#00aa00' }))).toEqual({
      shape: 'circle',
      colour: '#00aa00',
      radius: 8,
    });
    // a star's points need a little more room than a circle's edge
    expect(siteMarkerStyle(buildLayer(1, { source: 'projects' })).radius).toBe(10);
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
