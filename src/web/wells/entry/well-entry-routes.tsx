import type { RouteObject } from 'react-router';

export const wellEntryRoutes: RouteObject[] = [];
