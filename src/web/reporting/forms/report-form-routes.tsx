import type { RouteObject } from 'react-router';

/** /reporting and the six report forms (spec 3 §2.1, §2.2). */
export const reportFormRoutes: RouteObject[] = [];
