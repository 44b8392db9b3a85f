import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { AssociatedGspsPage } from './associated-gsps-page';
import { GspReportingStatusPage } from './gsp-reporting-status-page';
import { ImportHomePage } from './import-home-page';

/**
 * The import status screens for the signed-in layout (spec 2 §2.1, §2.2, §2.5): the associated GSPs for
 * import, one GSP's import home, and GSP reporting status for administrators.
 */
export const importStatusRoutes: RouteObject[] = [
  {
    path: '/import',
    element: (
      <RequireRouteAccess>
        <AssociatedGspsPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: '/import/:gspId',
    element: (
      <RequireRouteAccess>
        <ImportHomePage />
      </RequireRouteAccess>
    ),
  },
  {
    path: '/gspreportingstatus',
    element: (
      <RequireRouteAccess>
        <GspReportingStatusPage />
      </RequireRouteAccess>
    ),
  },
];
