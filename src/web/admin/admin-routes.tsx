import type { RouteObject } from 'react-router';
import { ADMINISTRATION_ROUTE, CHANGE_HISTORY_ROUTE } from '../../domain/admin/administration-screens';
import { RequireAdministrator } from '../app/require-administrator';
import { AdministrationPage } from './administration-page';
import { ChangeHistoryPage } from './change-history-page';

export const administrationRoutes: RouteObject[] = [
  {
    path: ADMINISTRATION_ROUTE,
    element: (
      <RequireAdministrator>
        <AdministrationPage />
      </RequireAdministrator>
    ),
  },
  {
    path: CHANGE_HISTORY_ROUTE,
    element: (
      <RequireAdministrator>
        <ChangeHistoryPage />
      </RequireAdministrator>
    ),
  },
];
