import { createBrowserRouter, type RouteObject } from 'react-router';
import { MONITORING_LISTS } from '../../domain/monitoring/monitoring-lists';
import {
  GROUNDWATER_SITE_LISTS,
  WATER_QUALITY_SITES_LIST,
  editWellPath,
} from '../../domain/wells/groundwater-sites';
import { LoginPage } from '../accounts/login-page';
import { LoadingState } from '../components/states/loading-state';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RequireSignIn } from './require-sign-in';
import { RouteErrorPage } from './route-error-page';

/**
 * The screens of an area, whose code (and its chart or map library) is fetched when one of them is
 * first opened. The paths are listed here so the router knows them before the code arrives.
 */
function lazyArea(paths: readonly string[], load: () => Promise<RouteObject[]>): RouteObject[] {
  return paths.map((path) => ({
    path,
    lazy: async () => ({ element: (await load()).find((route) => route.path === path)?.element }),
  }));
}

const MONITORING_LIST_PATHS = Object.values(MONITORING_LISTS).map((list) => list.route);
const MONITORING_DETAIL_PATHS = [
  ...Object.values(MONITORING_LISTS).map((list) => `${list.detailRoute}/:id`),
  '/hydroograph/:id',
];
const EDITABLE_WELLS_PATHS = [
  ...Object.values(GROUNDWATER_SITE_LISTS).map((list) => list.route),
  WATER_QUALITY_SITES_LIST.route,
  editWellPath(':id'),
];

/** Routes match case-insensitively (react-router's default; SPEC-NOTES): /UserProfile is /userprofile. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // shown while the code of a lazily loaded first page arrives
    hydrateFallbackElement: <LoadingState />,
    children: [
      { index: true, element: <LoginPage /> },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('../accounts/register-page')).RegisterPage }),
      },
      {
        path: 'password/email',
        lazy: async () => ({
          Component: (await import('../accounts/password-email-page')).PasswordEmailPage,
        }),
      },
      {
        path: 'password/reset',
        lazy: async () => ({
          Component: (await import('../accounts/password-reset-page')).PasswordResetPage,
        }),
      },
      {
        element: <RequireSignIn />,
        children: [
          ...lazyArea(
            EDITABLE_WELLS_PATHS,
            async () => (await import('../wells/editable-wells-routes')).editableWellsRoutes,
          ),
          ...lazyArea(['/dashboard'], async () => (await import('../maps/map-routes')).mapRoutes),
          ...lazyArea(
            MONITORING_DETAIL_PATHS,
            async () =>
              (await import('../monitoring/details/monitoring-detail-routes')).monitoringDetailRoutes,
          ),
          ...lazyArea(
            MONITORING_LIST_PATHS,
            async () => (await import('../monitoring/lists/monitoring-list-routes')).monitoringListRoutes,
          ),
          {
            path: 'userprofile',
            lazy: async () => ({
              Component: (await import('../accounts/user-profile-page')).UserProfilePage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
