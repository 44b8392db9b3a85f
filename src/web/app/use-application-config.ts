import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationConfig } from '../../domain/config/feature-flags';
import { apiRequest } from '../api/api-client';

/** spec 1 §7: the feature flags, fetched once and cached. */
export const applicationConfigQuery = queryOptions({
  queryKey: ['application', 'config'],
  queryFn: ({ signal }) => apiRequest<ApplicationConfig>('application/config', { signal }),
  staleTime: Infinity,
});

export function useApplicationConfig() {
  return useQuery(applicationConfigQuery);
}
