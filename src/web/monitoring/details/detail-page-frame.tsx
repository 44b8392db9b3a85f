import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MONITORING_LISTS, type MonitoringListKey } from '../../../domain/monitoring/monitoring-lists';
import { ApiError } from '../../api/api-client';
import { reasonOf } from '../../api/error-reason';
import { PageBreadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs/page-breadcrumbs';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { usePageTitle } from '../../components/page-title/use-page-title';

export const SITE_NOT_FOUND_TITLE = 'Site not found';
export const DETAIL_HEADING = 'Monitoring Site Details';

export interface DetailPageFrameProps<Site extends { id: number; dms_site_id: string }> {
  list: MonitoringListKey;
  query: UseQueryResult<Site>;
  heading?: string;
  /** The breadcrumb after the list's; default the DMS site id. */
  trail?: (site: Site | undefined) => BreadcrumbItem[];
  children: (site: Site) => ReactNode;
}

function failureMessage(error: Error): string {
  return `The site could not be loaded. ${reasonOf(error)}`;
}

/**
 * Breadcrumb, heading and the loading, not-found and failure states of a detail screen; the old
 * system stayed on 'Loading...' after a failure (spec 1 §8), this one says what happened.
 */
export function DetailPageFrame<Site extends { id: number; dms_site_id: string }>({
  list,
  query,
  heading = DETAIL_HEADING,
  trail = (site) => [{ label: site ? site.dms_site_id : '…' }],
  children,
}: DetailPageFrameProps<Site>) {
  const { title, route } = MONITORING_LISTS[list];
  usePageTitle(query.data ? `${heading}: ${query.data.dms_site_id}` : heading);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (notFound) {
    content = (
      <Alert severity="warning">
        <AlertTitle>{SITE_NOT_FOUND_TITLE}</AlertTitle>
        There is no such monitoring site, or it has been removed.{' '}
        <Link component={RouterLink} to={route}>
          Back to {title}
        </Link>
      </Alert>
    );
  } else if (query.isError) {
    content = <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else {
    // keyed by site, so moving to another site starts with its own chart settings and sections
    content = <Fragment key={query.data.id}>{children(query.data)}</Fragment>;
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: title, to: route },
          ...(notFound ? [{ label: SITE_NOT_FOUND_TITLE }] : trail(query.data)),
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {content}
    </Box>
  );
}
