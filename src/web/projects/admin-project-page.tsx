import { useParams } from 'react-router';
import { NewProjectPage } from './new-project-page';
import { ProjectEditPage } from './project-edit-page';

/** /adminprojects/{id}: 'new' makes a draft (spec 2 §4: new mode when the id is 'new'), any other id edits. */
export function AdminProjectPage() {
  const { id } = useParams();
  return id?.toLowerCase() === 'new' ? <NewProjectPage /> : <ProjectEditPage />;
}
