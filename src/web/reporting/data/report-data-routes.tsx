import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { REPORT_TYPES } from '../../../domain/reporting/report-types';
import { HISTORY_TRAILS, ReportHistoryPage } from './report-history-page';
import { SubmittedDataPage } from './submitted-data-page';

/**
 * The reporting history (spec 3 §2.3), for users who report (Agency users go to /dashboard), and the
 * submitted-data screens (spec 3 §2.4), for every signed-in user.
 */
export const reportDataRoutes: RouteObject[] = [
  {
    path: '/reportinghistory/:dataset/:gspId',
    element: (
      <RequireRouteAccess>
        <ReportHistoryPage trail={HISTORY_TRAILS.reporting} />
      </RequireRouteAccess>
    ),
  },
  {
    path: '/reportinghistorygsp/:dataset/:gspId',
    element: (
      <RequireRouteAccess>
        <ReportHistoryPage trail={HISTORY_TRAILS.gspReportingStatus} />
      </RequireRouteAccess>
    ),
  },
  ...Object.values(REPORT_TYPES).map((type): RouteObject => ({
    path: type.submittedRoute,
    // another screen's state (view, GSP) does not carry over
    element: <SubmittedDataPage key={type.key} type={type} />,
  })),
];
