import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { MONITORING_LISTS } from '../../domain/monitoring/monitoring-lists';
import { PROJECT_ROUTES } from '../../domain/projects/project-texts';
import { REPORT_TYPES } from '../../domain/reporting/report-types';
import {
  GROUNDWATER_SITE_LISTS,
  WATER_QUALITY_SITES_LIST,
  editWellPath,
} from '../../domain/wells/editable-wells-lists';
import { WELL_FORM_PATHS, WELL_SCREEN_PATHS } from '../../domain/wells/wells-texts';
import { LoadingState } from '../components/states/loading-state';
import { sessionStore } from '../accounts/session-store';
import { AppLayout } from './app-layout';
import { loadScreenCode } from './load-screen-code';
import { loadNavigationPanel } from './navigation-panel-code';
import { NotFoundPage } from './not-found-page';
import { RequireSignIn } from './require-sign-in';
import { RouteErrorPage } from './route-error-page';
import {
  prefetchHomeMap,
  prefetchImportStatus,
  prefetchReportingList,
  prefetchReportingStatus,
  prefetchSiteDetail,
  prefetchSignedInScreen,
  prefetchSiteList,
  type RoutePrefetch,
} from './route-prefetch';

/**
 * The screens of an area, whose code (and its chart or map library) is fetched when one of them is
 * first opened. The paths are listed here so the router knows them before the code arrives, and each
 * screen's data can be asked for while its code is on the way.
 */
function lazyArea(
  queryClient: QueryClient,
  screens: readonly { path: string; prefetch?: RoutePrefetch }[],
  load: () => Promise<RouteObject[]>,
): RouteObject[] {
  return screens.map(({ path, prefetch }) => ({
    path,
    loader: ({ params }) => {
      prefetch?.(queryClient, params);
      return null;
    },
    lazy: async () => ({
      element: (await loadScreenCode(load)).find((route) => route.path === path)?.element,
    }),
  }));
}

const MONITORING_KINDS = Object.keys(MONITORING_LISTS) as (keyof typeof MONITORING_LISTS)[];
const MONITORING_LIST_SCREENS = MONITORING_KINDS.map((kind) => ({
  path: MONITORING_LISTS[kind].route,
  prefetch: prefetchSiteList(kind),
}));
const MONITORING_DETAIL_SCREENS = [
  ...MONITORING_KINDS.map((kind) => ({
    path: `${MONITORING_LISTS[kind].detailRoute}/:id`,
    prefetch: prefetchSiteDetail(kind),
  })),
  { path: '/hydroograph/:id', prefetch: prefetchSiteDetail('waterLevel', { withTable: false }) },
];
const IMPORT_SCREENS = [
  { path: '/import', prefetch: prefetchImportStatus },
  { path: '/import/:gspId', prefetch: prefetchImportStatus },
  { path: '/wizard/:gspId', prefetch: prefetchImportStatus },
  { path: '/gspreportingstatus', prefetch: prefetchReportingStatus },
  { path: '/importHistory/:dataset/:gspId' },
  { path: '/importMonitoringHistory/:dataset/:gspId' },
  { path: '/gspReportingHistory/:dataset/:gspId' },
];
const REPORT_FORM_SCREENS = [
  { path: '/reporting', prefetch: prefetchReportingList },
  { path: '/reporting/:form/:gspId' },
  { path: '/reporting/:form/:gspId/:id' },
];
const REPORT_DATA_SCREENS = [
  { path: '/reportinghistory/:dataset/:gspId' },
  { path: '/reportinghistorygsp/:dataset/:gspId' },
  ...Object.values(REPORT_TYPES).map((type) => ({ path: type.submittedRoute })),
];
const EDITABLE_WELLS_PATHS = [
  ...Object.values(GROUNDWATER_SITE_LISTS).map((list) => list.route),
  WATER_QUALITY_SITES_LIST.route,
  editWellPath(':id'),
];

const ADMINISTRATION_SCREENS = [
  { path: '/administration' },
  { path: '/adminchanges' },
  { path: '/adminexportdata' },
  { path: '/admincreatereport' },
];
const USER_ADMIN_SCREENS = [
  { path: '/adminusers' },
  { path: '/adminusers/:id' },
  { path: '/adminusers/:id/resetpassword' },
];
const ORGANISATION_ADMIN_SCREENS = [
  '/adminagencies',
  '/adminagencies/:id',
  '/admingsas',
  '/admingsas/:id',
  '/admingsps',
  '/admingsps/:id',
  '/adminwateryears',
  '/adminwateryears/:id',
].map((path) => ({ path }));
const SITE_REGISTRY_SCREENS = [
  '/adminwellsites',
  '/adminwellsites/:id',
  '/adminstreamsites',
  '/adminstreamsites/:id',
  '/adminsubsidencesites',
  '/adminsubsidencesites/:id',
  '/adminsurfacewatersites',
  '/adminsurfacewatersites/:id',
].map((path) => ({ path }));
const PROJECT_SCREENS = [
  '/adminprojects',
  '/adminprojects/:id',
  '/implementationprojects',
  '/implementationdetail/:id',
].map((path) => ({ path }));

function ImplementationProjectAddress() {
  const { id = '' } = useParams();
  return <Navigate to={PROJECT_ROUTES.implementationDetail(encodeURIComponent(id))} replace />;
}

/** Routes match case-insensitively (react-router's default; SPEC-NOTES): /UserProfile is /userprofile. */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // shown while the code of a lazily loaded first page arrives
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await loadScreenCode(() => import('../accounts/login-page'))).LoginPage,
        }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await loadScreenCode(() => import('../accounts/register-page'))).RegisterPage,
        }),
      },
      {
        path: 'password/email',
        lazy: async () => ({
          Component: (await loadScreenCode(() => import('../accounts/password-email-page')))
            .PasswordEmailPage,
        }),
      },
      {
        path: 'password/reset',
        lazy: async () => ({
          Component: (await loadScreenCode(() => import('../accounts/password-reset-page')))
            .PasswordResetPage,
        }),
      },
      {
        element: <RequireSignIn />,
        loader: async ({ params }) => {
          prefetchSignedInScreen(queryClient, params);
          // the shell draws the panel beside the screen without suspending (navigation-panel-code.ts)
          if (sessionStore.token()) await loadScreenCode(loadNavigationPanel);
          return null;
        },
        children: [
          ...lazyArea(
            queryClient,
            EDITABLE_WELLS_PATHS.map((path) => ({ path })),
            async () => (await import('../wells/editable-wells-routes')).editableWellsRoutes,
          ),
          ...lazyArea(
            queryClient,
            WELL_SCREEN_PATHS.map((path) => ({ path })),
            async () => (await import('../wells/field/well-screens-routes')).wellScreensRoutes,
          ),
          ...lazyArea(
            queryClient,
            WELL_FORM_PATHS.map((path) => ({ path })),
            async () => (await import('../wells/entry/well-entry-routes')).wellEntryRoutes,
          ),
          ...lazyArea(
            queryClient,
            [{ path: '/dashboard', prefetch: prefetchHomeMap }],
            async () => (await import('../maps/map-routes')).mapRoutes,
          ),
          ...lazyArea(
            queryClient,
            MONITORING_DETAIL_SCREENS,
            async () =>
              (await import('../monitoring/details/monitoring-detail-routes')).monitoringDetailRoutes,
          ),
          ...lazyArea(
            queryClient,
            MONITORING_LIST_SCREENS,
            async () => (await import('../monitoring/lists/monitoring-list-routes')).monitoringListRoutes,
          ),
          ...lazyArea(
            queryClient,
            IMPORT_SCREENS,
            async () => (await import('../imports/import-routes')).importRoutes,
          ),
          ...lazyArea(
            queryClient,
            REPORT_FORM_SCREENS,
            async () => (await import('../reporting/forms/report-form-routes')).reportFormRoutes,
          ),
          ...lazyArea(
            queryClient,
            REPORT_DATA_SCREENS,
            async () => (await import('../reporting/data/report-data-routes')).reportDataRoutes,
          ),
          ...lazyArea(
            queryClient,
            ADMINISTRATION_SCREENS,
            async () => (await import('../admin/admin-routes')).administrationRoutes,
          ),
          ...lazyArea(
            queryClient,
            USER_ADMIN_SCREENS,
            async () => (await import('../admin/users/user-routes')).userAdminRoutes,
          ),
          ...lazyArea(
            queryClient,
            ORGANISATION_ADMIN_SCREENS,
            async () => (await import('../admin/organisations/organisation-routes')).organisationAdminRoutes,
          ),
          ...lazyArea(
            queryClient,
            SITE_REGISTRY_SCREENS,
            async () => (await import('../admin/sites/site-registry-routes')).siteRegistryRoutes,
          ),
          ...lazyArea(
            queryClient,
            PROJECT_SCREENS,
            async () => (await import('../projects/project-routes')).projectRoutes,
          ),
          // spec 1 §2.3: the home map's project link is written implementationprojects/{id}; the project's
          // read-only detail lives at /implementationdetail/{id} (spec 3 §2.5)
          { path: '/implementationprojects/:id', element: <ImplementationProjectAddress /> },
          // spec 3's route table lists /adminreporting among the administration screens without a screen
          // of its own: it is the administration's reporting screen, GSP reporting status (spec 2 §2.5)
          { path: '/adminreporting', element: <Navigate to="/gspreportingstatus" replace /> },
          {
            path: 'userprofile',
            lazy: async () => ({
              Component: (await loadScreenCode(() => import('../accounts/user-profile-page')))
                .UserProfilePage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
