import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HydrographProps } from '../components/hydrograph/hydrograph';
import { buildUser } from '../testing/factories';
import { stubApi, type FakeAnswer } from '../testing/fake-api';
import { fakeReadingsApi } from '../testing/fake-readings-api';
import { renderPage, signInAs } from '../testing/render-app';
import { WaterLevelChartPanel } from './water-level-chart-panel';
import { buildReading, buildWellSite } from './map-test-factories';

// ECharts needs a real canvas: the chart shows its name and series here
vi.mock('../components/hydrograph/hydrograph', () => ({
  Hydrograph: ({ label, option, height }: HydrographProps) => (
    <div role="img" aria-label={label} data-height={height}>
      {JSON.stringify((option.series as Array<{ data: unknown }>)[0].data)}
    </div>
  ),
}));

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

const site = { id: 7, dmsSiteId: 'WL-0007', detailRoute: '/waterleveldetail/7' };
const wellPath = 'GET /api/wellsitedetails/wellsitemeasurements/7';
const readings = [buildReading(1, '2020-04-01', 100, 50), buildReading(2, '2021-04-01', 104, 46)];

function showPanel(answer: FakeAnswer | (() => FakeAnswer), measurements = readings) {
  stubApi({ [wellPath]: answer, ...fakeReadingsApi('wellsitemeasurements', 7, measurements) });
  const onClose = vi.fn();
  renderPage(<WaterLevelChartPanel site={site} onClose={onClose} />);
  return onClose;
}

describe('WaterLevelChartPanel', () => {
  it('shows the site’s hydrograph, Surface Elevation first, and links to its details', async () => {
    const user = userEvent.setup();
    const onClose = showPanel({ status: 200, body: { site: buildWellSite(readings) } });

    expect(screen.getByRole('complementary', { name: 'Water Level Chart' })).toHaveTextContent('WL-0007');
    expect(await screen.findByRole('img', { name: 'Surface Elevation chart of WL-0007' })).toHaveTextContent(
      '100',
    );
    expect(screen.getByText('2 measurements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/waterleveldetail/7');

    await user.click(screen.getByRole('button', { name: 'Measurement Depth' }));
    expect(await screen.findByRole('img', { name: 'Measurement Depth chart of WL-0007' })).toHaveTextContent(
      '46',
    );

    await user.click(screen.getByRole('button', { name: 'Close chart' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the site has no water levels', async () => {
    showPanel({ status: 200, body: { site: buildWellSite([]) } }, []);
    expect(await screen.findByText('No Measurements Found')).toBeInTheDocument();
  });

  it('offers a retry when the water levels fail to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    showPanel(() =>
      fail ? { status: 500, body: {} } : { status: 200, body: { site: buildWellSite(readings) } },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The water levels of WL-0007 could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('img', { name: 'Surface Elevation chart of WL-0007' }),
    ).toBeInTheDocument();
  });
});
