import { describe, expect, it } from 'vitest';
import {
  chartSiteOf,
  featurePopupContent,
  placePopupContent,
  propertyLabel,
  propertyValue,
} from './popup-content';
import { basinBoundary, buildLayer, sitePoint } from './map-test-factories';

const siteLayer = buildLayer(10, {
  title: 'Representative Water Level Sites',
  source: 'representative-water-level',
});
const basinLayer = buildLayer(20, { title: 'Basin Boundary' });

describe('feature popups', () => {
  it('shows a site with its DMS Site ID, Local Site ID and layer, and links to its details', () => {
    expect(featurePopupContent(sitePoint(7, -120, 37), siteLayer)).toEqual({
      title: 'WL-0007',
      rows: [
        { label: 'DMS Site ID', value: 'WL-0007' },
        { label: 'Local Site ID', value: 'L7' },
        { label: 'Layer', value: 'Representative Water Level Sites' },
      ],
      detailRoute: '/waterleveldetail/7',
    });
  });

  it('shows a dash for a site without a local id', () => {
    const content = featurePopupContent(sitePoint(7, -120, 37, { local_site_id: null }), siteLayer);
    expect(content.rows[1]).toEqual({ label: 'Local Site ID', value: '-' });
  });

  it('shows a reference feature with its name, layer and properties, without a link', () => {
    expect(featurePopupContent(basinBoundary.features[0], basinLayer)).toEqual({
      title: 'Example Subbasin',
      rows: [
        { label: 'Name', value: 'Example Subbasin' },
        { label: 'Layer', value: 'Basin Boundary' },
        { label: 'Area Acres', value: '1,234,567' },
      ],
      detailRoute: null,
    });
  });

  it('names a feature without a name after its layer', () => {
    const content = featurePopupContent(
      { type: 'Feature', geometry: null as never, properties: null },
      basinLayer,
    );
    expect(content.title).toBe('Basin Boundary');
    expect(content.rows).toEqual([
      { label: 'Name', value: '-' },
      { label: 'Layer', value: 'Basin Boundary' },
    ]);
  });

  it('labels and formats property values', () => {
    expect(propertyLabel('crop_class')).toBe('Crop Class');
    expect(propertyLabel('GSA_NAME')).toBe('GSA NAME');
    expect(propertyValue(true)).toBe('Yes');
    expect(propertyValue(false)).toBe('No');
    expect(propertyValue(null)).toBe('-');
    expect(propertyValue(1234.5)).toBe('1,234.5');
  });
});

describe('search popups and chart sites', () => {
  it('links a site found by the search to its details; a reference feature gets no link', () => {
    const geometry = { type: 'Point', coordinates: [-120, 37] };
    expect(
      placePopupContent({ label: 'WL-0001 (L1)', kind: 'Well site', route: '/waterleveldetail/1', geometry }),
    ).toEqual({
      title: 'WL-0001 (L1)',
      rows: [{ label: 'Type', value: 'Well site' }],
      detailRoute: '/waterleveldetail/1',
    });
    expect(
      placePopupContent({ label: 'Merced River', kind: 'Reference feature', route: null, geometry })
        .detailRoute,
    ).toBeNull();
  });

  it('reads the site a water level feature stands for', () => {
    expect(chartSiteOf(sitePoint(7, -120, 37))).toEqual({
      id: 7,
      dmsSiteId: 'WL-0007',
      detailRoute: '/waterleveldetail/7',
    });
    expect(chartSiteOf({ type: 'Feature', geometry: null as never, properties: { id: 'x' } })).toBeNull();
  });
});
