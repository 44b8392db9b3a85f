import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { ProjectRecord } from '../../domain/projects/project-form';
import { PROJECT_ROUTES, PROJECT_TEXTS } from '../../domain/projects/project-texts';
import { collectionKey } from '../admin/admin-api';
import { requestErrorText } from '../admin/admin-errors';
import { AdminPage } from '../admin/admin-page';
import { apiRequest } from '../api/api-client';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { PROJECT_PATHS } from './project-api';

/**
 * One draft per visit of /adminprojects/new, kept by the history entry's key: React's StrictMode runs
 * effects twice and a remount starts them again, and neither may create a second draft.
 */
const draftsByVisit = new Map<string, Promise<ProjectRecord>>();

function draftFor(visit: string): Promise<ProjectRecord> {
  let draft = draftsByVisit.get(visit);
  if (!draft) {
    draft = apiRequest<ProjectRecord>(`${PROJECT_PATHS.projects}/`, { method: 'POST', body: {} });
    draftsByVisit.set(visit, draft);
    // a failed draft may be asked for again (Retry)
    draft.catch(() => draftsByVisit.delete(visit));
  }
  return draft;
}

const CRUMBS = [
  { label: PROJECT_TEXTS.listTitle, to: PROJECT_ROUTES.adminList },
  { label: PROJECT_TEXTS.editTitle },
];

/**
 * /adminprojects/new (spec 2 §2.18): creates a draft project at once (the server gives it the user's own
 * GSA and GSP) and replaces this address with the draft's, so Back does not make another.
 */
export function NewProjectPage() {
  const { key } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    draftFor(`${key}:${attempt}`).then(
      (draft) => {
        if (!current) return;
        void queryClient.invalidateQueries({ queryKey: collectionKey(PROJECT_PATHS.projects) });
        navigate(PROJECT_ROUTES.adminEdit(draft.id), { replace: true });
      },
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, navigate, queryClient]);

  return (
    <AdminPage title={PROJECT_TEXTS.editTitle} crumbs={CRUMBS}>
      {error ? (
        <ErrorState
          message={requestErrorText(error, PROJECT_TEXTS.draftFailed)}
          onRetry={() => {
            setError(null);
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        <LoadingState />
      )}
    </AdminPage>
  );
}
