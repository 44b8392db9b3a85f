import { describe, expect, it } from 'vitest';
import {
  basinBoundaryLayer,
  defaultBaseMap,
  drawOrder,
  initialSelection,
  isSiteLayer,
  isTileOverlay,
  isWaterLevelLayer,
  layerControlGroups,
  layerGroupOf,
  selectBaseMap,
  toggleOverlay,
} from './layer-selection';
import { buildHomeLayers, buildLayer } from './map-test-factories';

const layers = buildHomeLayers();

describe('layer control groups', () => {
  it('lists Base Maps, DMS Layers and Reference Layers in that order, each in the API order', () => {
    const groups = layerControlGroups(layers);
    expect(
      groups.map((group) => [group.name, group.control, group.layers.map((layer) => layer.title)]),
    ).toEqual([
      ['Base Maps', 'radio', ['Topographic', 'Streets', 'Imagery']],
      ['DMS Layers', 'checkbox', ['Representative Water Level Sites', 'Other Water Level Sites', 'Projects']],
      ['Reference Layers', 'checkbox', ['Basin Boundary', 'Rivers', 'Land Use 2016']],
    ]);
  });

  it('leaves out empty groups, even when the DMS layers come first in the list', () => {
    const groups = layerControlGroups([layers[4], layers[0]]);
    expect(groups.map((group) => group.name)).toEqual(['Base Maps', 'DMS Layers']);
  });

  it('puts a layer with an unknown group where its kind belongs', () => {
    const odd = (overrides: Parameters<typeof buildLayer>[1]) =>
      layerGroupOf(buildLayer(1, { group: 'Other' as never, ...overrides }));
    expect(odd({ type: 'baselayer' })).toBe('Base Maps');
    expect(odd({ source: 'streamflow' })).toBe('DMS Layers');
    expect(odd({})).toBe('Reference Layers');
    // a base map is a base map whatever group it names
    expect(layerGroupOf(buildLayer(1, { type: 'baselayer', group: 'DMS Layers' }))).toBe('Base Maps');
  });
});

describe('initial selection', () => {
  it('turns on the default_on layers: topographic base map, representative sites, basin boundary', () => {
    expect(initialSelection(layers)).toEqual({ baseMapId: 1, overlayIds: [10, 20] });
  });

  it('picks the first base map when none is default_on, and exactly one when several are', () => {
    const base = (id: number, default_on: boolean) =>
      buildLayer(id, { type: 'baselayer', group: 'Base Maps', default_on });
    expect(initialSelection([base(1, false), base(2, false)]).baseMapId).toBe(1);
    expect(initialSelection([base(1, false), base(2, true), base(3, true)]).baseMapId).toBe(2);
    expect(initialSelection([]).baseMapId).toBeNull();
  });

  it('finds the default base map the same way, ignoring default_on overlays', () => {
    const base = (id: number, default_on: boolean) =>
      buildLayer(id, { type: 'baselayer', group: 'Base Maps', default_on });
    expect(defaultBaseMap(layers)?.title).toBe('Topographic');
    expect(defaultBaseMap([buildLayer(9, { default_on: true }), base(1, false), base(2, true)])?.id).toBe(2);
    expect(defaultBaseMap([buildLayer(9, { default_on: true }), base(1, false)])?.id).toBe(1);
    expect(defaultBaseMap([buildLayer(9, { default_on: true })])).toBeUndefined();
  });
});

describe('toggling', () => {
  it('switches overlays on and off and keeps them in the order of the layer list', () => {
    let selection = initialSelection(layers);
    selection = toggleOverlay(selection, layers, 22, true);
    selection = toggleOverlay(selection, layers, 11, true);
    expect(selection.overlayIds).toEqual([10, 11, 20, 22]);
    selection = toggleOverlay(selection, layers, 10, false);
    expect(selection.overlayIds).toEqual([11, 20, 22]);
    expect(selection.baseMapId).toBe(1);
  });

  it('chooses exactly one base map', () => {
    expect(selectBaseMap(initialSelection(layers), 3)).toEqual({ baseMapId: 3, overlayIds: [10, 20] });
  });
});

describe('drawing order and layer kinds', () => {
  it('draws sites above reference shapes, and layers higher in the list above the lower ones', () => {
    expect(drawOrder(layers, [10, 22, 20, 21, 11, 12, 1])).toEqual([22, 21, 20, 12, 11, 10]);
  });

  it('tells site layers, water level layers and tile overlays apart', () => {
    expect(layers.filter(isSiteLayer).map((layer) => layer.id)).toEqual([10, 11, 12]);
    expect(layers.filter(isWaterLevelLayer).map((layer) => layer.id)).toEqual([10, 11]);
    expect(isTileOverlay(buildLayer(5, { type: 'wmstilelayer', url: 'https://x/{z}/{x}/{y}' }))).toBe(true);
    expect(isTileOverlay(buildLayer(5, { type: 'wmstilelayer' }))).toBe(false);
  });

  it('finds the basin boundary layer for Full Extent', () => {
    expect(basinBoundaryLayer(layers)?.id).toBe(20);
    expect(basinBoundaryLayer(layers.filter((layer) => layer.id !== 20))).toBeUndefined();
  });
});
