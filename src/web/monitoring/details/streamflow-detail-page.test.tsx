import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubDetailApi } from './stub-detail-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildStreamReading, buildStreamSite } from './detail-factories';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

vi.mock('../../components/hydrograph/hydrograph', () => import('./hydrograph-test-double'));
vi.mock('./site-location-map', () => import('./site-location-map-test-double'));

const DETAIL_CALL = 'GET /api/wellsitedetails/streammonitoring/21';

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

const showSite = (path = '/streamflowdetail/21') => renderRoutes(monitoringDetailRoutes, path);

describe('StreamflowDetailPage', () => {
  it('shows the heading, the breadcrumb and the stream site sections, Identification open', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildStreamSite() } } });
    showSite();

    const identification = await screen.findByRole('button', { name: 'Identification' });
    expect(identification).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Monitoring Site Details' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Streamflow Monitoring' })).toHaveAttribute(
      'href',
      '/streamflowlist',
    );
    expect(within(breadcrumb).getByText('ST-001')).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('button', { name: /Identification|Location and Elevation|Plan Information/ }),
    ).toHaveLength(3);
    expect(screen.getByText('Name of Stream').nextElementSibling).toHaveTextContent('Fresno River');
    expect(screen.getByRole('link', { name: /cdec\.water\.ca\.gov/ })).toHaveAttribute('target', '_blank');
  });

  it('charts Stream Stage only, from 0, with min and max preset from the readings', async () => {
    stubDetailApi({
      [DETAIL_CALL]: {
        status: 200,
        body: {
          site: buildStreamSite({
            measurements: [
              buildStreamReading(1, { stream_stage: 3 }),
              buildStreamReading(2, { stream_stage: 8.2 }),
            ],
          }),
        },
      },
    });
    showSite();

    const chart = await screen.findByRole('img', { name: 'Stream Stage chart of ST-001' });
    expect(chart).toHaveAttribute('data-min', '0');
    expect(chart).toHaveAttribute('data-max', '13.2');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'stream_stage',
    ]);
    expect(screen.getByRole('textbox', { name: 'Y Axis Min Value' })).toHaveValue('0.00');
    expect(screen.getByRole('textbox', { name: 'Max Value' })).toHaveValue('13.20');
  });

  it("shows 'No Measurements Found' in the table of a site without readings", async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildStreamSite({ measurements: [] }) } } });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByRole('cell', { name: 'No Measurements Found' })).toBeInTheDocument();
  });

  it("says 'Site not found' for an unknown id", async () => {
    stubDetailApi({});
    showSite('/streamflowdetail/404');
    expect(
      await screen.findByText('Site not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Streamflow Monitoring' })).toHaveAttribute(
      'href',
      '/streamflowlist',
    );
  });
});
