import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canEnterRoute } from '../../domain/navigation/route-access';
import { useSession } from '../accounts/session-provider';

/**
 * The guard of a screen, by the route table (domain/navigation/app-routes.ts): a signed-in user the
 * screen's rule does not let in is sent to /dashboard (spec 2 §1, §2.6, §6; spec 3 §6).
 */
export function RequireRouteAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  return canEnterRoute(user, pathname) ? children : <Navigate to="/dashboard" replace />;
}
