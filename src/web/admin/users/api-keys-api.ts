import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyIssueInput, ApiKeyRecord, IssuedApiKey } from '../../../domain/admin/api-keys';
import { apiRequest } from '../../api/api-client';
import { collectionKey } from '../admin-api';
import { USERS_PATH } from './users-api';

const apiKeysPath = (userId: number) => `users/${userId}/apikeys/`;
const apiKeysKey = (userId: number) => [...collectionKey(USERS_PATH), 'apikeys', userId];

/** GET users/{id}/apikeys/: the user's keys, revoked ones too, never a key itself. */
export function apiKeysQuery(userId: number) {
  return queryOptions({
    queryKey: apiKeysKey(userId),
    queryFn: ({ signal }) => apiRequest<ApiKeyRecord[]>(apiKeysPath(userId), { signal }),
  });
}

/** POST users/{id}/apikeys/: answers the key, the only time it is told. */
export function useIssueApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyIssueInput) =>
      apiRequest<IssuedApiKey>(apiKeysPath(userId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(userId) }),
    // the answer holds the key: no cache keeps it once the dialog that shows it is gone
    gcTime: 0,
  });
}

/** POST users/{id}/apikeys/{key id}/revoke/. */
export function useRevokeApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKeyId: number) =>
      apiRequest<ApiKeyRecord>(`${apiKeysPath(userId)}${apiKeyId}/revoke/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
}
