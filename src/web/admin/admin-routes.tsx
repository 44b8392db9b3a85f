import type { RouteObject } from 'react-router';
import {
  ADMINISTRATION_ROUTE,
  ADMINISTRATION_TILES,
  CHANGE_HISTORY_ROUTE,
} from '../../domain/admin/administration-screens';
import { RequireAdministrator } from '../app/require-administrator';
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
      <RequireAdministrator>
        <AdministrationPage />
      </RequireAdministrator>
    ),
  },
  {
    path: CHANGE_HISTORY_ROUTE,
    element: (
      <RequireAdministrator>
        <ChangeHistoryPage />
      </RequireAdministrator>
    ),
  },
  {
    path: EXPORT_DATA_ROUTE,
    element: (
      <RequireAdministrator>
        <ExportDataPage />
      </RequireAdministrator>
    ),
  },
  {
    path: CREATE_REPORT_ROUTE,
    element: (
      <RequireAdministrator>
        <CreateReportPage />
      </RequireAdministrator>
    ),
  },
];
