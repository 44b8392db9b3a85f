import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import { SITE_REGISTRIES } from '../../../domain/monitoring/site-registries';
import { SiteFormPage } from './site-form-page';
import { SiteListPage } from './site-list-page';

/** The four site registries of administration (spec 2 §2.11-§2.14): a list and a form each. */
export const siteRegistryRoutes: RouteObject[] = Object.values(SITE_REGISTRIES).flatMap((registry) => [
  {
    path: registry.route,
    element: (
      <RequireRouteAccess>
        <SiteListPage key={registry.kind} registry={registry} />
      </RequireRouteAccess>
    ),
  },
  {
    path: `${registry.route}/:id`,
    element: (
      <RequireRouteAccess>
        <SiteFormPage key={registry.kind} registry={registry} />
      </RequireRouteAccess>
    ),
  },
]);
