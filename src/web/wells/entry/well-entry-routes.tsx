import type { RouteObject } from 'react-router';
import { WELLS_ROUTES } from '../../../domain/wells/wells-texts';
import { ENTRY_FORM_KINDS, entryFormRoute } from './entry-forms';
import { WellEntryFormPage } from './well-entry-form-page';
import { WellFormPage } from './well-form-page';

/** The forms where wells and their entries are entered (WELL_FORM_PATHS). */
export const wellEntryRoutes: RouteObject[] = [
  { path: WELLS_ROUTES.create, element: <WellFormPage /> },
  ...Object.values(ENTRY_FORM_KINDS).map((kind) => ({
    path: entryFormRoute(kind),
    element: <WellEntryFormPage key={kind.kind} kind={kind} />,
  })),
];
