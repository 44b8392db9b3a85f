import type { RouteObject } from 'react-router';
import { RequireAdministrator } from '../app/require-administrator';
import { AdminProjectListPage } from './admin-project-list-page';
import { AdminProjectPage } from './admin-project-page';
import { ImplementationDetailPage } from './implementation-detail-page';
import { ImplementationProjectsPage } from './implementation-projects-page';

/** spec 2 §2.18 (administrators) and spec 3 §2.5 (every signed-in user). */
export const projectRoutes: RouteObject[] = [
  {
    path: '/adminprojects',
    element: (
      <RequireAdministrator>
        <AdminProjectListPage />
      </RequireAdministrator>
    ),
  },
  {
    path: '/adminprojects/:id',
    element: (
      <RequireAdministrator>
        <AdminProjectPage />
      </RequireAdministrator>
    ),
  },
  { path: '/implementationprojects', element: <ImplementationProjectsPage /> },
  { path: '/implementationdetail/:id', element: <ImplementationDetailPage /> },
];
