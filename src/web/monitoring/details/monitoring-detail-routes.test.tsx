import { describe, expect, it } from 'vitest';
import { MONITORING_LISTS } from '../../../domain/monitoring/monitoring-lists';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

describe('monitoringDetailRoutes', () => {
  it('has a detail route for every list’s row action, and the hydrograph page', () => {
    expect(monitoringDetailRoutes.map((route) => route.path)).toEqual([
      '/waterleveldetail/:id',
      '/streamflowdetail/:id',
      '/waterqualitydetail/:id',
      '/subsidencedetail/:id',
      '/swgwdetail/:id',
      '/hydroograph/:id',
    ]);
    for (const list of Object.values(MONITORING_LISTS)) {
      expect(monitoringDetailRoutes.map((route) => route.path)).toContain(`${list.detailRoute}/:id`);
    }
  });
});
