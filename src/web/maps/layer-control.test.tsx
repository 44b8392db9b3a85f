import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayerControl, type LayerControlProps } from './layer-control';
import { initialSelection } from './layer-selection';
import { buildHomeLayers } from './map-test-factories';

const layers = buildHomeLayers();

function showControl(props: Partial<LayerControlProps> = {}) {
  const handlers = { onBaseMapChange: vi.fn(), onOverlayChange: vi.fn() };
  render(<LayerControl layers={layers} selection={initialSelection(layers)} {...handlers} {...props} />);
  return handlers;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('LayerControl', () => {
  it('shows the three groups in order with every layer’s title', () => {
    showControl();
    const names = screen.getAllByRole('group').map((element) => element.querySelector('legend')?.textContent);
    expect(names).toEqual(['Base Maps', 'DMS Layers', 'Reference Layers']);
    expect(
      within(group('DMS Layers'))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Representative Water Level Sites', 'Other Water Level Sites', 'Projects']);
  });

  it('offers the base maps as radio buttons with the default one chosen', () => {
    showControl();
    const radios = within(group('Base Maps')).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Topographic',
      'Streets',
      'Imagery',
    ]);
    expect(screen.getByRole('radio', { name: 'Topographic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Streets' })).not.toBeChecked();
  });

  it('checks the default-on layers', () => {
    showControl();
    expect(screen.getByRole('checkbox', { name: 'Representative Water Level Sites' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Basin Boundary' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Other Water Level Sites' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rivers' })).not.toBeChecked();
  });

  it('reports a base map choice and layers switched on and off', async () => {
    const user = userEvent.setup();
    const handlers = showControl();
    await user.click(screen.getByRole('radio', { name: 'Imagery' }));
    expect(handlers.onBaseMapChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('checkbox', { name: 'Rivers' }));
    expect(handlers.onOverlayChange).toHaveBeenCalledWith(21, true);
    await user.click(screen.getByRole('checkbox', { name: 'Basin Boundary' }));
    expect(handlers.onOverlayChange).toHaveBeenCalledWith(20, false);
  });

  it('shows the crop legend of a land use layer while it is on', () => {
    showControl({ selection: { baseMapId: 1, overlayIds: [10, 22] } });
    const legend = screen.getByRole('list', { name: 'Land Use 2016 legend' });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Almonds', 'Grapes']);
    expect(entries[0].querySelector('[data-colour]')).toHaveAttribute('data-colour', '#8b5a2b');
    // a site layer's symbol is its legend
    expect(
      screen.queryByRole('list', { name: 'Representative Water Level Sites legend' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the legend of a layer that is off out of the way', () => {
    showControl();
    expect(screen.getByRole('checkbox', { name: 'Land Use 2016' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Land Use 2016 legend' })).not.toBeInTheDocument();
  });

  it('marks layers that are loading or failed', () => {
    showControl({ status: { 10: 'loading', 20: 'error' } });
    expect(screen.getByLabelText('Loading Representative Water Level Sites')).toBeInTheDocument();
    expect(screen.getByLabelText('Basin Boundary failed to load')).toBeInTheDocument();
  });

  it('collapses to its heading and opens again', async () => {
    const user = userEvent.setup();
    showControl();
    await user.click(screen.getByRole('button', { name: 'Hide layers' }));
    await waitFor(() => expect(screen.getByText('Topographic')).not.toBeVisible());
    const show = screen.getByRole('button', { name: 'Show layers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide layers' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Topographic')).toBeVisible());
  });

  it('starts collapsed on a phone, where it would cover the map, and opens on request', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      // a 390 px wide screen: narrower than every min-width query
      matches: !query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      const user = userEvent.setup();
      showControl();
      const show = screen.getByRole('button', { name: 'Show layers' });
      expect(show).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText('Topographic')).not.toBeVisible();
      await user.click(show);
      await waitFor(() => expect(screen.getByText('Topographic')).toBeVisible());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
