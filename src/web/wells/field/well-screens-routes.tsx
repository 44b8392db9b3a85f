import type { RouteObject } from 'react-router';
import { WELLS_ROUTES } from '../../../domain/wells/wells-texts';
import { MAINTENANCE, PUMP_TESTS, VOLUME_PUMPS } from './well-entry-kinds';
import { WellDetailPage } from './well-detail-page';
import { WellEntriesPage } from './well-entries-page';
import { WellsListPage } from './wells-list-page';

/**
 * The wells screens (spec 1 §2.4, document 3's route table), under the signed-in layout. The three entry
 * screens share one component: each has its own key, so a filter or sort does not carry over.
 */
export const wellScreensRoutes: RouteObject[] = [
  { path: WELLS_ROUTES.list, element: <WellsListPage view="table" /> },
  { path: WELLS_ROUTES.map, element: <WellsListPage view="map" /> },
  { path: WELLS_ROUTES.detail(':id'), element: <WellDetailPage /> },
  { path: WELLS_ROUTES.pumpTests, element: <WellEntriesPage key="pumptests" kind={PUMP_TESTS} /> },
  { path: WELLS_ROUTES.maintenanceLog, element: <WellEntriesPage key="maintenancelog" kind={MAINTENANCE} /> },
  { path: WELLS_ROUTES.volumePumping, element: <WellEntriesPage key="volume" kind={VOLUME_PUMPS} /> },
];
