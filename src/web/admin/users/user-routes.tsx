import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { UserFormPage } from './user-form-page';
import { UserListPage } from './user-list-page';
import { UserPasswordPage } from './user-password-page';

/** spec 2 §2.7: the user administration screens, for administrators only. */
export const userAdminRoutes: RouteObject[] = [
  {
    path: '/adminusers',
    element: (
      <RequireRouteAccess>
        <UserListPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: '/adminusers/:id',
    element: (
      <RequireRouteAccess>
        <UserFormPage />
      </RequireRouteAccess>
    ),
  },
  {
    path: '/adminusers/:id/resetpassword',
    element: (
      <RequireRouteAccess>
        <UserPasswordPage />
      </RequireRouteAccess>
    ),
  },
];
