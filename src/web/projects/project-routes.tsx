import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../app/require-route-access';
import { AdminProjectListPage } from './admin-project-list-page';
import { AdminProjectPage } from './admin-project-page';
import { ImplementationDetailPage } from './implementation-detail-page';
import { ImplementationProjectsPage } from './implementation-projects-page';

/** spec 2 §2.18 (administrators) and spec 3 §2.5 (every signed-in user). */
export const projectRoutes: RouteObject[] = [
  {
    path: '/adminprojects',
    element: (
      <RequireRouteAccess>
        <AdminProjectListPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: '/adminprojects/:id',
    element: (
      <RequireRouteAccess>
        <AdminProjectPage />
      </RequireRouteAccess>
    ),
  },
  { path: '/implementationprojects', element: <ImplementationProjectsPage /> },
  { path: '/implementationdetail/:id', element: <ImplementationDetailPage /> },
];
