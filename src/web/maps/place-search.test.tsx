import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceSearchItem } from '../../domain/maps/map-layers';
import { buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderPage, signInAs } from '../testing/render-app';
import { PlaceSearch } from './place-search';

const items: PlaceSearchItem[] = [
  {
    label: 'WL-0001 (L1)',
    kind: 'Well site',
    route: '/waterleveldetail/1',
    geometry: { type: 'Point', coordinates: [-120.1, 37.2] },
  },
  {
    label: 'Merced River',
    kind: 'Reference feature',
    route: null,
    geometry: {
      type: 'LineString',
      coordinates: [
        [-120.5, 37.3],
        [-120.2, 37.4],
      ],
    },
  },
];

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

const searchedTexts = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search')
    .map((url) => url.searchParams.get('q'));

describe('PlaceSearch', () => {
  it('asks the server once typing pauses and reports the chosen place', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/search': { status: 200, body: { items } } });
    const onSelect = vi.fn();
    renderPage(<PlaceSearch onSelect={onSelect} debounceMs={50} />);

    await user.type(screen.getByRole('combobox', { name: 'Search places' }), 'WL-00');
    const option = await screen.findByRole('option', { name: /WL-0001 \(L1\)/ });
    expect(option).toHaveTextContent('Well site');
    expect(searchedTexts()).toEqual(['WL-00']);

    await user.click(option);
    expect(onSelect).toHaveBeenCalledWith(items[0]);
  });

  it('keeps the focus in the search field once a place is chosen by keyboard', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/search': { status: 200, body: { items } } });
    const onSelect = vi.fn();
    renderPage(<PlaceSearch onSelect={onSelect} debounceMs={10} />);

    const field = screen.getByRole('combobox', { name: 'Search places' });
    await user.type(field, 'WL-00');
    await screen.findByRole('option', { name: /WL-0001 \(L1\)/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(items[0]);
    expect(field).toHaveFocus();
  });

  it('does not search for a single character', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/search': { status: 200, body: { items } } });
    renderPage(<PlaceSearch onSelect={vi.fn()} debounceMs={10} />);

    await user.type(screen.getByRole('combobox', { name: 'Search places' }), 'W');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchedTexts()).toEqual([]);
  });

  it('says when nothing is found', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/search': { status: 200, body: { items: [] } } });
    renderPage(<PlaceSearch onSelect={vi.fn()} debounceMs={10} />);

    await user.type(screen.getByRole('combobox', { name: 'Search places' }), 'zzz');
    expect(await screen.findByText('No places found')).toBeInTheDocument();
  });
});
