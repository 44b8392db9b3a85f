import type { RouteObject } from 'react-router';
import { editWellPath } from '../../domain/wells/editable-wells-lists';
import { EditWellPage } from './edit-well-page';
import { EDITABLE_WELLS_CONFIGS } from './editable-wells-config';
import { EditableWellsPage } from './editable-wells-page';

/**
 * The editable wells tables (spec 1 §2.5) for the signed-in layout: /groundwaterlist, /gwextractionlist,
 * /swsupplylist, /swuselist, /wqsitelist (our path: the spec gives Water Quality Sites none) and the
 * Edit dialog's /waterlevel/{id}. Each list has its own key, so a filter does not carry over between them.
 */
export const editableWellsRoutes: RouteObject[] = [
  ...EDITABLE_WELLS_CONFIGS.map((config): RouteObject => ({
    path: config.route,
    element: <EditableWellsPage key={config.key} config={config} />,
  })),
  { path: editWellPath(':id'), element: <EditWellPage /> },
];
