import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { ImportWizardPage } from './import-wizard-page';

/** The import wizard for the signed-in layout (spec 2 §2.3); Agency users go to /dashboard (spec 2 §6). */
export const importWizardRoutes: RouteObject[] = [
  {
    path: '/wizard/:gspId',
    element: (
      <RequireRouteAccess>
        <ImportWizardPage />
      </RequireRouteAccess>
    ),
  },
];
