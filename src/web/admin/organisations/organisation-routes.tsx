import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRouteAccess } from '../../app/require-route-access';
import {
  AgencyFormPage,
  AgencyListPage,
  GsaFormPage,
  GsaListPage,
  GspFormPage,
  GspListPage,
} from './organisation-pages';
import { WaterYearFormPage } from './water-year-form-page';
import { WaterYearListPage } from './water-year-list-page';

const administered = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireRouteAccess>{element}</RequireRouteAccess>,
});

/** spec 2 §2.8-§2.10, §2.15: agencies, GSAs, GSPs and water years. */
export const organisationAdminRoutes: RouteObject[] = [
  administered('/adminagencies', <AgencyListPage />),
  administered('/adminagencies/:id', <AgencyFormPage />),
  administered('/admingsas', <GsaListPage />),
  administered('/admingsas/:id', <GsaFormPage />),
  administered('/admingsps', <GspListPage />),
  administered('/admingsps/:id', <GspFormPage />),
  administered('/adminwateryears', <WaterYearListPage />),
  administered('/adminwateryears/:id', <WaterYearFormPage />),
];
