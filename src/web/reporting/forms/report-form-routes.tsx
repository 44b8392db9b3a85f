import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { ReportFormPage } from './report-form-page';
import { ReportingPage } from './reporting-page';

/** /reporting and the six report forms (spec 3 §2.1, §2.2); Agency users go to /dashboard (spec 3 §6). */
export const reportFormRoutes: RouteObject[] = [
  {
    path: '/reporting',
    element: (
      <RequireRouteAccess>
        <ReportingPage />
      </RequireRouteAccess>
    ),
  },
  ...['/reporting/:form/:gspId', '/reporting/:form/:gspId/:id'].map((path) => ({
    path,
    element: (
      <RequireRouteAccess>
        <ReportFormPage />
      </RequireRouteAccess>
    ),
  })),
];
