import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import type { SiteMapMarker } from '../../components/site-map/site-map-types';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';

// Leaflet is loaded only when someone opens a map view
const SiteMap = lazy(async () => ({ default: (await import('../../components/site-map/site-map')).SiteMap }));

export interface SiteListMapProps {
  sites: readonly SiteMapMarker[];
  label: string;
  emptyText: string;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The Map view of a site list: the same states as the table, then the sites on the map. */
export function SiteListMap({ sites, label, emptyText, loading, error, onRetry }: SiteListMapProps) {
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  return (
    <Stack spacing={1}>
      {sites.length === 0 && <EmptyState text={emptyText} />}
      <Suspense fallback={<LoadingState text="Loading map..." />}>
        <SiteMap sites={sites} label={label} />
      </Suspense>
    </Stack>
  );
}
