import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canUseImportAndReporting } from '../../../domain/accounts/permissions';
import { useSession } from '../../accounts/session-provider';

const DASHBOARD = '/dashboard';

/** spec 2 §1, §6: Agency users are sent from the import screens to /dashboard. */
export function RequireImportAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return canUseImportAndReporting(user) ? children : <Navigate to={DASHBOARD} replace />;
}
