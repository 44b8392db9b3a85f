import type { RouteObject } from 'react-router';
import { importHistoryRoutes } from './history/import-history-routes';
import { importStatusRoutes } from './status/import-status-routes';
import { importWizardRoutes } from './wizard/import-wizard-routes';

/** Every screen of the import area, loaded together when the first of them is opened. */
export const importRoutes: RouteObject[] = [
  ...importStatusRoutes,
  ...importWizardRoutes,
  ...importHistoryRoutes,
];
