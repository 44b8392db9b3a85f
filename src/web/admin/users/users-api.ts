import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, UserStatus } from '../../../domain/accounts/roles';
import type { AdminResetToken } from '../../../domain/admin/admin-password-reset';
import { apiRequest } from '../../api/api-client';
import { collectionKey } from '../admin-api';

export const USERS_PATH = 'users';
export const GSP_ASSOCIATIONS_PATH = 'gspassociations';

/** A row of /api/users/ (spec 2 §3 user, plus the list's agency and GSP names). */
export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  status: UserStatus;
  role: Role;
  agency: number | null;
  agency_label: string;
  gsp_label: string;
}

/** A row of /api/gspassociations/ (spec 2 §3 GSP association). */
export interface UserGspAssociation {
  id: number;
  user: number;
  gsp: number;
  name: string;
  authorized_reporter: 0 | 1;
}

/**
 * spec 2 §7: GET passwordreset/token/{id}. Each visit of the set-password screen takes a new one-time
 * token (a newer one replaces the older), so it is never cached nor fetched again behind the user's back.
 */
export function adminResetTokenQuery(userId: string) {
  return queryOptions({
    queryKey: ['admin-reset-token', userId],
    queryFn: ({ signal }) =>
      apiRequest<AdminResetToken>(`passwordreset/token/${encodeURIComponent(userId)}`, { signal }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** spec 2 §7: POST passwordreset/confirm/ with id (uid), token, new_password1, new_password2. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; token: string; new_password1: string; new_password2: string }) =>
      apiRequest<{ detail: string; uid: number }>('passwordreset/confirm/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKey(USERS_PATH) }),
  });
}
