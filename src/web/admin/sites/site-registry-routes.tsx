import type { RouteObject } from 'react-router';

/** Filled as the screens are written; each element is wrapped in RequireAdministrator. */
export const siteRegistryRoutes: RouteObject[] = [];
