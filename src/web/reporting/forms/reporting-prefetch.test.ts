import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchReportingList } from '../../app/route-prefetch';
import { stubApi } from '../../testing/fake-api';
import { signInAs } from '../../testing/render-app';
import { buildReporter, buildReportingStatus, buildWaterYear } from './reporting-factories';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("/reporting's data while its code loads", () => {
  it('asks for the active water year, then its reporting status', async () => {
    signInAs(buildReporter());
    const api = stubApi({
      'GET /api/wateryears/active': { status: 200, body: buildWaterYear({ id: 9 }) },
      'GET /api/reportingstatus/9': { status: 200, body: buildReportingStatus([]) },
    });
    const queryClient = new QueryClient();
    prefetchReportingList(queryClient, {});
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/reportingstatus/9'));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/wateryears/active', '/api/reportingstatus/9']);
  });

  it('asks for nothing when signed out', () => {
    const api = stubApi({});
    prefetchReportingList(new QueryClient(), {});
    expect(api.calls).toEqual([]);
  });
});
