import type { DataTableColumn } from '../components/data-table/data-table-types';
import type { ProjectRecord } from '../../domain/projects/project-form';
import { PROJECT_ROUTES, PROJECT_TEXTS, projectDeleteMessage } from '../../domain/projects/project-texts';
import { AdminListPage } from '../admin/admin-list-page';
import { PROJECT_PATHS } from './project-api';

/** spec 2 §2.18: the list's columns; the status is the project's latest status entry. */
export const PROJECT_LIST_COLUMNS: ReadonlyArray<DataTableColumn<ProjectRecord>> = [
  { id: 'project_id', header: 'Project ID', value: 'project_id' },
  { id: 'project_name', header: 'Project Name', value: 'project_name' },
  { id: 'source_gsa_label', header: 'GSA', value: 'source_gsa_label' },
  { id: 'record_type', header: 'Record Type', value: 'record_type' },
  { id: 'project_status_label', header: 'Project Status', value: 'project_status_label' },
  { id: 'project_mechanism', header: 'Project Mechanism', value: 'project_mechanism' },
];

const rowName = (row: ProjectRecord) => row.project_id || row.project_name || `project ${row.id}`;
const editTo = (row: ProjectRecord) => PROJECT_ROUTES.adminEdit(row.id);

/** /adminprojects (spec 2 §2.18). */
export function AdminProjectListPage() {
  return (
    <AdminListPage<ProjectRecord>
      title={PROJECT_TEXTS.listTitle}
      path={PROJECT_PATHS.projects}
      columns={PROJECT_LIST_COLUMNS}
      filterPlaceholder={PROJECT_TEXTS.filter}
      emptyText={PROJECT_TEXTS.empty}
      addLabel={PROJECT_TEXTS.add}
      addTo={PROJECT_ROUTES.adminEdit('new')}
      editTo={editTo}
      rowName={rowName}
      deleteMessage={projectDeleteMessage}
      deleteConfirmLabel={PROJECT_TEXTS.deleteProject}
      loadFailedText={PROJECT_TEXTS.listLoadFailed}
    />
  );
}
