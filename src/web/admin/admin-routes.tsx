import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../app/require-route-access';
import {
  ADMINISTRATION_ROUTE,
  ADMINISTRATION_TILES,
  CHANGE_HISTORY_ROUTE,
} from '../../domain/admin/administration-screens';
import { AdministrationPage } from './administration-page';
import { ChangeHistoryPage } from './change-history-page';
import { CreateReportPage } from './exports/create-report-page';
import { ExportDataPage } from './exports/export-data-page';

const routeOf = (flag: 'EXGW' | 'CR') => ADMINISTRATION_TILES.find((tile) => tile.flag === flag)!.route;
/** spec 2 §2.16 (also written /AdminExportData: routes match case-insensitively). */
export const EXPORT_DATA_ROUTE = routeOf('EXGW');
/** spec 2 §2.17. */
export const CREATE_REPORT_ROUTE = routeOf('CR');

export const administrationRoutes: RouteObject[] = [
  {
    path: ADMINISTRATION_ROUTE,
    element: (
      <RequireRouteAccess>
        <AdministrationPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: CHANGE_HISTORY_ROUTE,
    element: (
      <RequireRouteAccess>
        <ChangeHistoryPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: EXPORT_DATA_ROUTE,
    element: (
      <RequireRouteAccess>
        <ExportDataPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: CREATE_REPORT_ROUTE,
    element: (
      <RequireRouteAccess>
        <CreateReportPage />
      </RequireRouteAccess>
    ),
  },
];
