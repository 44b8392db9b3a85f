import type { RouteObject } from 'react-router';

export const wellScreensRoutes: RouteObject[] = [];
