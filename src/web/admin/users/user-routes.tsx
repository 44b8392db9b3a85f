import type { RouteObject } from 'react-router';
import { RequireAdministrator } from '../../app/require-administrator';
import { UserFormPage } from './user-form-page';
import { UserListPage } from './user-list-page';
import { UserPasswordPage } from './user-password-page';

/** spec 2 §2.7: the user administration screens, for administrators only. */
export const userAdminRoutes: RouteObject[] = [
  {
    path: '/adminusers',
    element: (
      <RequireAdministrator>
        <UserListPage />
      </RequireAdministrator>
    ),
  },
  {
    path: '/adminusers/:id',
    element: (
      <RequireAdministrator>
        <UserFormPage />
      </RequireAdministrator>
    ),
  },
  {
    path: '/adminusers/:id/resetpassword',
    element: (
      <RequireAdministrator>
        <UserPasswordPage />
      </RequireAdministrator>
    ),
  },
];
