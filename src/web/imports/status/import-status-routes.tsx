import type { RouteObject } from 'react-router';
import { AssociatedGspsPage } from './associated-gsps-page';
import { GspReportingStatusPage } from './gsp-reporting-status-page';
import { ImportHomePage } from './import-home-page';
import { RequireAdministrator } from '../../app/require-administrator';
import { RequireImportAccess } from './status-access';

/**
 * The import status screens for the signed-in layout (spec 2 §2.1, §2.2, §2.5): the associated GSPs for
 * import, one GSP's import home, and GSP reporting status for administrators.
 */
export const importStatusRoutes: RouteObject[] = [
  {
    path: '/import',
    element: (
      <RequireImportAccess>
        <AssociatedGspsPage />
      </RequireImportAccess>
    ),
  },
  {
    path: '/import/:gspId',
    element: (
      <RequireImportAccess>
        <ImportHomePage />
      </RequireImportAccess>
    ),
  },
  {
    path: '/gspreportingstatus',
    element: (
      <RequireAdministrator>
        <GspReportingStatusPage />
      </RequireAdministrator>
    ),
  },
];
