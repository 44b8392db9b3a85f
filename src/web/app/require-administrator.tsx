import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAdministrator } from '../../domain/accounts/permissions';
import { useSession } from '../accounts/session-provider';

/** spec 2 §2.6, §6: administrator screens send every other signed-in user to /dashboard. */
export function RequireAdministrator({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return isAdministrator(user) ? children : <Navigate to="/dashboard" replace />;
}
