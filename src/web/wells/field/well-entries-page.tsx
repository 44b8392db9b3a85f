import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { WELLS_ROUTES, WELLS_TEXTS } from '../../../domain/wells/wells-texts';
import { ApiError } from '../../api/api-client';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import type { EntryRow } from './entry-rows';
import { useWellEntries } from './use-well-entries';
import type { WellEntryKind } from './well-entry-kinds';
import { WellEntryTable } from './well-entry-table';
import { WELL_NOT_FOUND } from './well-detail-page';
import { wellQuery, wellsListQuery, type FieldWell } from './wells-api';

/** The entries of one well: the same table as the well's sub-table, under a title naming the well. */
function OneWellEntries({ kind, well }: { kind: WellEntryKind; well: FieldWell }) {
  const entries = useWellEntries(kind, well.id);
  return (
    <WellEntryTable
      kind={kind}
      rows={entries.rows}
      addToWell={well.can_edit ? well.id : undefined}
      loading={entries.loading}
      error={entries.error}
      onRetry={entries.retry}
    />
  );
}

/** The entries of every well, with a Well column and a filter. */
function EveryWellEntries({ kind }: { kind: WellEntryKind }) {
  const entries = useWellEntries(kind);
  // an entry not yet stored names its well by id only: the wells list gives its Well ID
  const waiting = entries.rows.some((row) => row.queued);
  const wells = useQuery({ ...wellsListQuery, enabled: waiting }).data;
  const wellLabels = useMemo(() => new Map(wells?.map((well) => [well.id, well.well_id])), [wells]);
  const wellLabelOf = useCallback(
    (row: EntryRow) => {
      const label = row.values.well_label;
      if (typeof label === 'string' && label) return label;
      return row.wellId === null ? '' : (wellLabels.get(row.wellId) ?? `Well ${row.wellId}`);
    },
    [wellLabels],
  );
  return (
    <WellEntryTable
      kind={kind}
      rows={entries.rows}
      everyWell
      wellLabelOf={wellLabelOf}
      loading={entries.loading}
      error={entries.error}
      onRetry={entries.retry}
    />
  );
}

/**
 * /pumptests, /maintenancelog and /watervolumepumping: the entries of one well (?well={id}), or of every
 * well.
 */
export function WellEntriesPage({ kind }: { kind: WellEntryKind }) {
  const [searchParams] = useSearchParams();
  const wellParam = searchParams.get('well');
  const well = useQuery({ ...wellQuery(wellParam ?? ''), enabled: wellParam !== null });
  const title = wellParam === null ? kind.screenTitle : `${kind.screenTitle}: ${well.data?.well_id ?? '…'}`;
  usePageTitle(title);
  const notFound = well.error instanceof ApiError && well.error.status === 404;

  let content;
  if (wellParam === null) content = <EveryWellEntries kind={kind} />;
  else if (well.isPending) content = <LoadingState />;
  else if (notFound) {
    content = (
      <Alert severity="warning">
        <AlertTitle>{WELL_NOT_FOUND}</AlertTitle>
        There is no such well, or it has been removed.{' '}
        <Link component={RouterLink} to={kind.route}>
          Every well&apos;s {kind.screenTitle.toLowerCase()}
        </Link>
      </Alert>
    );
  } else if (well.isError) {
    content = <ErrorState message={WELLS_TEXTS.loadError} onRetry={() => void well.refetch()} />;
  } else content = <OneWellEntries key={well.data.id} kind={kind} well={well.data} />;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: WELLS_TEXTS.breadcrumb, to: WELLS_ROUTES.list },
          ...(well.data ? [{ label: well.data.well_id, to: WELLS_ROUTES.detail(well.data.id) }] : []),
          { label: kind.screenTitle },
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {content}
    </Box>
  );
}
