import type { RouteObject } from 'react-router';

/** Filled as the screens are written. */
export const projectRoutes: RouteObject[] = [];
