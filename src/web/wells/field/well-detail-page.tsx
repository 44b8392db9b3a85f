import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { WELL_FIELDS } from '../../../domain/wells/well-records';
import { WELLS_ROUTES, WELLS_TEXTS } from '../../../domain/wells/wells-texts';
import { ApiError } from '../../api/api-client';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { displayFieldValue } from '../../monitoring/details/field-display';
import { useOutbox } from '../../offline/outbox';
import { queuedStatus } from './entry-rows';
import { PumpTestChart } from './pump-test-chart';
import { useWellEntries } from './use-well-entries';
import { PUMP_TESTS, WELL_ENTRY_KINDS, type WellEntryKind } from './well-entry-kinds';
import { JUST_SAVED, WellEntryTable } from './well-entry-table';
import { savedEntryRowKey, useJustSavedEntry, type SavedEntry } from '../saved-entry';
import { wellQuery, type FieldWell } from './wells-api';

export const WELL_NOT_FOUND = 'Well not found';

/** The path of the form that edits a stored well. */
export const editWellPath = (id: number) => `${WELLS_ROUTES.create}?id=${id}`;

/** The well's fields with their labels (its GSP by name), as a definition list. */
function WellRecord({ well }: { well: FieldWell }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 2,
          rowGap: 1,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'minmax(160px, 1fr) 2fr',
            lg: 'repeat(2, minmax(160px, 1fr) 2fr)',
          },
        }}
      >
        {WELL_FIELDS.map((field) => (
          <Fragment key={field.name}>
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {field.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {displayFieldValue(field, well as unknown as Record<string, unknown>) || '-'}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Last changed by {well.updateby_label || 'System'} on {well.updatedate_label}
      </Typography>
    </Paper>
  );
}

/** A change of this well entered on this device and not yet stored by the server. */
function PendingWellChange({ wellId }: { wellId: number }) {
  const changes = useOutbox().filter(
    (entry) => entry.kind === 'wells' && (entry.recordId === wellId || entry.wellId === wellId),
  );
  if (changes.length === 0) return null;
  return (
    <>
      {changes.map((change) => (
        <Alert key={change.key} severity={change.state === 'refused' ? 'error' : 'info'}>
          A change of this well is waiting to be sent: {queuedStatus(change)}.{' '}
          <Link component={RouterLink} to={`${WELLS_ROUTES.create}?queued=${encodeURIComponent(change.key)}`}>
            {change.state === 'refused' || change.state === 'failed' ? 'Fix it' : 'View it'}
          </Link>
        </Alert>
      ))}
    </>
  );
}

/** Says which row is the entry just saved; filled after it is shown, so screen readers announce it. */
function SavedEntryAnnouncement({ kind, shown }: { kind: WellEntryKind; shown: boolean }) {
  const [text, setText] = useState('');
  useEffect(
    () => setText(shown ? WELLS_TEXTS.entrySaved(kind.noun, kind.title, JUST_SAVED) : ''),
    [kind, shown],
  );
  return (
    <Box role="status" sx={{ mb: text ? 1 : 0 }}>
      {text && <Alert severity="success">{text}</Alert>}
    </Box>
  );
}

/** One sub-table of the well (spec 1 §2.4), with its Add button; the pump tests with their chart. */
function WellEntrySection({
  kind,
  well,
  saved,
}: {
  kind: WellEntryKind;
  well: FieldWell;
  saved: SavedEntry | undefined;
}) {
  const entries = useWellEntries(kind, well.id);
  const headingId = `well-${kind.collection}-heading`;
  const savedRowKey = savedEntryRowKey(
    saved,
    kind.collection,
    entries.rows.map((row) => row.rowKey),
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      {saved?.kind === kind.collection && <SavedEntryAnnouncement kind={kind} shown={!!savedRowKey} />}
      <WellEntryTable
        kind={kind}
        rows={entries.rows}
        highlightRowKey={savedRowKey}
        addToWell={well.can_edit ? well.id : undefined}
        heading={
          <Typography id={headingId} variant="h6" component="h3">
            {kind.title}
          </Typography>
        }
        loading={entries.loading}
        error={entries.error}
        onRetry={entries.retry}
      />
      {kind === PUMP_TESTS && !entries.loading && !entries.error && entries.stored.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <PumpTestChart wellId={well.well_id} tests={entries.stored} />
        </Box>
      )}
    </Box>
  );
}

/**
 * /welldetail/{id} (spec 1 §2.4): the well's record, then its Well Volume Pumps, Maintenance and Test
 * Pumps, each with what is still waiting to be sent from this device, and the pump test chart.
 */
export function WellDetailPage() {
  const { id = '' } = useParams();
  const saved = useJustSavedEntry();
  const query = useQuery(wellQuery(id));
  const well = query.data;
  usePageTitle(well ? `Well ${well.well_id}` : 'Well');
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (notFound) {
    content = (
      <Alert severity="warning">
        <AlertTitle>{WELL_NOT_FOUND}</AlertTitle>
        There is no such well, or it has been removed.{' '}
        <Link component={RouterLink} to={WELLS_ROUTES.list}>
          Back to {WELLS_TEXTS.breadcrumb}
        </Link>
      </Alert>
    );
  } else if (query.isError) {
    content = <ErrorState message={WELLS_TEXTS.loadError} onRetry={() => void query.refetch()} />;
  } else {
    content = (
      // keyed by well, so moving to another well starts with its own chart choice
      <Stack key={query.data.id} spacing={3}>
        <PendingWellChange wellId={query.data.id} />
        <WellRecord well={query.data} />
        {WELL_ENTRY_KINDS.map((kind) => (
          <WellEntrySection key={kind.collection} kind={kind} well={query.data} saved={saved} />
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: WELLS_TEXTS.breadcrumb, to: WELLS_ROUTES.list },
          { label: notFound ? WELL_NOT_FOUND : (well?.well_id ?? '…') },
        ]}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          {well ? `Well ${well.well_id}` : 'Well'}
        </Typography>
        {well?.can_edit && (
          <Button
            component={RouterLink}
            to={editWellPath(well.id)}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            Edit well
          </Button>
        )}
      </Stack>
      {content}
    </Box>
  );
}
