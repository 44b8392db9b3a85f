import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { STATUS_TEXTS } from '../status/status-texts';
import { MonitoringHistoryPage, type MonitoringHistoryPageProps } from './monitoring-history-page';

const ASSOCIATED_GSPS = { label: STATUS_TEXTS.associatedGsps, to: '/import' };

/** spec 2 §2.4: each history route, with the breadcrumbs of the screen it is opened from. */
const HISTORY_SCREENS: ReadonlyArray<{ path: string; trail: MonitoringHistoryPageProps['trail'] }> = [
  // the View Data buttons of the associated GSPs list (spec 2 §2.1)
  { path: '/importHistory/:dataset/:gspId', trail: () => [ASSOCIATED_GSPS] },
  // View Existing Data of the import home (spec 2 §2.2) adds its third level
  {
    path: '/importMonitoringHistory/:dataset/:gspId',
    trail: (gspId) => [
      ASSOCIATED_GSPS,
      { label: STATUS_TEXTS.importMonitoringData, to: `/import/${encodeURIComponent(gspId)}` },
    ],
  },
  // View Data of GSP reporting status (spec 2 §2.5)
  {
    path: '/gspReportingHistory/:dataset/:gspId',
    trail: () => [{ label: STATUS_TEXTS.gspReportingStatus, to: '/gspreportingstatus' }],
  },
];

/** The monitoring history screens for the signed-in layout; Agency users go to /dashboard (spec 2 §1). */
export const importHistoryRoutes: RouteObject[] = HISTORY_SCREENS.map(({ path, trail }) => ({
  path,
  element: (
    <RequireRouteAccess>
      <MonitoringHistoryPage trail={trail} />
    </RequireRouteAccess>
  ),
}));
