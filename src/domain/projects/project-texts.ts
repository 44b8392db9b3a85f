import { DIALOG_TEXTS } from '../app/dialog-texts';
/** Texts of the project screens (spec 2 §2.18, spec 3 §2.5); reproduce exactly. */
export const PROJECT_TEXTS = {
  listTitle: 'Manage Projects or Management Actions',
  editTitle: 'Add or Edit Project',
  filter: 'Filter Projects',
  add: 'Add Projects or Management Action',
  empty: 'No Projects Found',
  deleteProject: 'Delete Project',
  listLoadFailed: 'The projects could not be loaded.',
  projectLoadFailed: 'The project could not be loaded.',
  draftFailed: 'A new project could not be created.',
  sectionInformation: 'Project Information',
  sectionLocation: 'Project Location',
  sectionStatus: 'Project Status',
  sectionAnnualUpdate: 'Annual Update',
  addStatus: 'Add New Status',
  addAnnualUpdate: 'Add Annual Update',
  saveRecord: 'Save Record',
  deleteRecord: 'Delete Record',
  confirmChildDelete: 'Are you sure you want to delete?',
  save: 'Save',
  saving: DIALOG_TEXTS.saving,
  statusDialogTitle: 'Project Status',
  annualDialogTitle: 'Annual Status',
  noStatuses: 'No Status Entries',
  noAnnualUpdates: 'No Annual Updates',
  implementationTitle: 'Implementation Projects',
  implementationDetailTitle: 'Implementation Project',
  implementationFilter: 'Filter By Project ID',
  viewData: 'View Data',
  noLocation: 'No location has been entered for this project.',
  close: 'Close',
} as const;

export const PROJECT_ROUTES = {
  adminList: '/adminprojects',
  adminEdit: (id: number | string) => `/adminprojects/${id}`,
  implementationList: '/implementationprojects',
  implementationDetail: (id: number | string) => `/implementationdetail/${id}`,
} as const;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The delete confirmation of a project (spec 2 §2.18): its status entries and annual updates go with it,
 * and the administrator is told how many (issue 12: nothing is deleted by cascade unannounced).
 */
export function projectDeleteMessage(project: {
  project_id: string | null;
  project_name: string | null;
  status_count: number;
  annual_update_count: number;
}): string {
  const name = project.project_id || project.project_name || 'this project';
  const question = `Are you sure you wish to delete ${name}?`;
  if (!project.status_count && !project.annual_update_count) return question;
  const children = [
    project.status_count ? plural(project.status_count, 'status entry', 'status entries') : '',
    project.annual_update_count ? plural(project.annual_update_count, 'annual update', 'annual updates') : '',
  ].filter(Boolean);
  return `${question} Its ${children.join(' and ')} will be deleted with it.`;
}
