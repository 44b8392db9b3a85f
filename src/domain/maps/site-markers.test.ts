import { describe, expect, it } from 'vitest';
import { MAP_LAYER_SOURCES } from './map-layers';
import { markerRadiusOf, markerShapeOf, SITE_MARKERS, siteDetailRoute } from './site-markers';

describe('site markers (spec 1 §9)', () => {
  it('gives every kind of site the spec colour', () => {
    expect(SITE_MARKERS['representative-water-level'].colour).toBe('red');
    expect(SITE_MARKERS['other-water-level'].colour).toBe('orange');
    expect(SITE_MARKERS['water-quality'].colour).toBe('green');
    expect(SITE_MARKERS.projects.colour).toBe('magenta');
    expect(SITE_MARKERS.subsidence.colour).toBe('orange');
    expect(SITE_MARKERS.streamflow.colour).toBe('blue');
    // not in the spec: a colour no other site kind uses
    const others = MAP_LAYER_SOURCES.filter((source) => source !== 'interconnected').map(
      (source) => SITE_MARKERS[source].colour,
    );
    expect(others).not.toContain(SITE_MARKERS.interconnected.colour);
  });

  it('draws other water level sites as squares, projects as stars and the rest as circles', () => {
    expect(markerShapeOf('other-water-level')).toBe('square');
    expect(markerShapeOf('projects')).toBe('star');
    for (const source of [
      'representative-water-level',
      'water-quality',
      'subsidence',
      'streamflow',
      'interconnected',
    ] as const) {
      expect(markerShapeOf(source)).toBe('circle');
    }
    expect(markerShapeOf(null)).toBe('circle');
  });
});

describe('siteDetailRoute', () => {
  it('joins a layer detail link and a site id into an app route, whatever its slashes', () => {
    expect(siteDetailRoute('waterleveldetail/', 12)).toBe('/waterleveldetail/12');
    expect(siteDetailRoute('/waterleveldetail', 12)).toBe('/waterleveldetail/12');
    expect(siteDetailRoute(' /swgwdetail// ', '7')).toBe('/swgwdetail/7');
  });

  it('has no route without a link', () => {
    expect(siteDetailRoute(null, 1)).toBeNull();
    expect(siteDetailRoute('', 1)).toBeNull();
    expect(siteDetailRoute(' / ', 1)).toBeNull();
  });
});

describe('markerRadiusOf', () => {
  it('takes a positive marker size, else the fallback', () => {
    expect(markerRadiusOf(12, 8)).toBe(12);
    expect(markerRadiusOf(null, 8)).toBe(8);
    expect(markerRadiusOf(0, 8)).toBe(8);
    expect(markerRadiusOf(-3, 8)).toBe(8);
  });
});
