import type { RouteObject } from 'react-router';
import { SITE_REGISTRIES } from '../../../domain/monitoring/site-registries';
import { RequireAdministrator } from '../../app/require-administrator';
import { SiteFormPage } from './site-form-page';
import { SiteListPage } from './site-list-page';

/** The four site registries of administration (spec 2 §2.11-§2.14): a list and a form each. */
export const siteRegistryRoutes: RouteObject[] = Object.values(SITE_REGISTRIES).flatMap((registry) => [
  {
    path: registry.route,
    element: (
      <RequireAdministrator>
        <SiteListPage key={registry.kind} registry={registry} />
      </RequireAdministrator>
    ),
  },
  {
    path: `${registry.route}/:id`,
    element: (
      <RequireAdministrator>
        <SiteFormPage key={registry.kind} registry={registry} />
      </RequireAdministrator>
    ),
  },
]);
