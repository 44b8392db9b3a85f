import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { basinBoundary, buildLayer, collection, sitePoint } from './map-test-factories';
import { MAP_SITE_LIST_LIMIT, MapSiteList, mapSitesOf } from './map-site-list';

const wells = buildLayer(10, {
  title: 'Representative Water Level Sites',
  group: 'DMS Layers',
  source: 'representative-water-level',
});
const boundary = buildLayer(20, { title: 'Basin Boundary' });
const wellSites = collection([sitePoint(1, -120.1, 37.2), sitePoint(2, -120.3, 37.1)]);

describe('the sites on the map, for the keyboard', () => {
  it('lists the sites of the site layers that are on, not reference shapes nor layers still loading', () => {
    const sites = mapSitesOf([
      { layer: wells, data: wellSites },
      { layer: boundary, data: basinBoundary },
      { layer: buildLayer(11, { source: 'other-water-level' }) },
    ]);
    expect(sites.map((site) => [site.label, site.layerTitle, site.click.position])).toEqual([
      ['WL-0001 (L1)', 'Representative Water Level Sites', [37.2, -120.1]],
      ['WL-0002 (L2)', 'Representative Water Level Sites', [37.1, -120.3]],
    ]);
  });

  it('reports the chosen site as a click on its marker, and keeps the focus in the field', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<MapSiteList shown={[{ layer: wells, data: wellSites }]} onChoose={onChoose} />);

    const field = screen.getByRole('combobox', { name: 'Sites on the map' });
    await user.click(field);
    await user.keyboard('WL-0002');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith({
      layer: wells,
      feature: wellSites.features[1],
      position: [37.1, -120.3],
    });
    expect(field).toHaveFocus();
  });

  it('tells how many sites the site layers that are on show before the list is opened', () => {
    const { rerender } = render(
      <MapSiteList
        shown={[
          { layer: wells, data: wellSites },
          { layer: boundary, data: basinBoundary },
        ]}
        onChoose={vi.fn()}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Sites on the map' });
    expect(field).toHaveAttribute('placeholder', '2 sites: type a site ID');
    const many = collection(Array.from({ length: 1500 }, (_, index) => sitePoint(index + 1, -120, 37)));
    rerender(<MapSiteList shown={[{ layer: wells, data: many }]} onChoose={vi.fn()} />);
    expect(field).toHaveAttribute('placeholder', '1,500 sites: type a site ID');
  });

  it('offers a bounded number of sites at a time, however many the map shows', async () => {
    const user = userEvent.setup();
    const many = collection(Array.from({ length: 500 }, (_, index) => sitePoint(index + 1, -120, 37)));
    render(<MapSiteList shown={[{ layer: wells, data: many }]} onChoose={vi.fn()} />);

    await user.click(screen.getByRole('combobox', { name: 'Sites on the map' }));
    expect(screen.getAllByRole('option')).toHaveLength(MAP_SITE_LIST_LIMIT);
    await user.keyboard('WL-0123');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'WL-0123 (L123)Representative Water Level Sites',
    ]);
  });
});
