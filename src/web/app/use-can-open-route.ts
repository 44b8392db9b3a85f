import { useCallback } from 'react';
import { canOpenRoute } from '../../domain/navigation/route-access';
import { useSession } from '../accounts/session-provider';

/** The route rule for the signed-in user: whether a link to the path would open its screen for them. */
export function useCanOpenRoute(): (path: string) => boolean {
  const { user } = useSession();
  return useCallback((path: string) => canOpenRoute(user, path), [user]);
}
