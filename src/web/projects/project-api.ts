import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnualUpdateRecord } from '../../domain/projects/annual-update-entry';
import type { ProjectRecord } from '../../domain/projects/project-form';
import type { ProjectStatusRecord } from '../../domain/projects/project-status-entry';
import { collectionKey, collectionListQuery, collectionRecordQuery } from '../admin/admin-api';
import { apiRequest } from '../api/api-client';

/** The API collections of projects (spec 2 §2.18); their queries share the administration's keys. */
export const PROJECT_PATHS = {
  projects: 'projectforms',
  statuses: 'projectstatus',
  annualUpdates: 'annualupdates',
} as const;
export type ProjectChildPath = typeof PROJECT_PATHS.statuses | typeof PROJECT_PATHS.annualUpdates;

export const projectListQuery = () => collectionListQuery<ProjectRecord>(PROJECT_PATHS.projects);
export const projectQuery = (id: string | number) =>
  collectionRecordQuery<ProjectRecord>(PROJECT_PATHS.projects, id);

export type ProjectChildRecord = ProjectStatusRecord | AnnualUpdateRecord;

/** A project's status entries or annual updates. */
export const projectChildrenQuery = <Row extends ProjectChildRecord>(
  path: ProjectChildPath,
  projectId: string | number,
) => collectionListQuery<Row>(path, `projectform_id=${encodeURIComponent(String(projectId))}`);

/**
 * 'Add New Status' / 'Add Annual Update' (spec 2 §2.18): the empty entry is created on the server first
 * and answered with its id; the dialog then fills it. The project is refreshed too (its counts).
 */
export function useCreateChild<Row extends ProjectChildRecord>(path: ProjectChildPath, projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Row>(`${path}/`, { method: 'POST', body: { projectform_id: projectId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKey(path) }),
        queryClient.invalidateQueries({ queryKey: collectionKey(PROJECT_PATHS.projects) }),
      ]),
  });
}
