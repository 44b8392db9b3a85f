import type { RouteObject } from 'react-router';
import { DashboardPage } from './dashboard-page';

/** The home map route, to be placed under the signed-in layout. */
export const mapRoutes: RouteObject[] = [{ path: '/dashboard', element: <DashboardPage /> }];
