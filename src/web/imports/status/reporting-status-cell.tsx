import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { GspStatusRecord } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS, lockAction, SUBMISSION_STATUS } from '../../../domain/imports/import-texts';
import { isRequired, submissionOf, type StatusDataset } from './status-datasets';

export interface ReportingStatusCellProps {
  gsp: GspStatusRecord;
  dataset: StatusDataset;
  /** A lock, unlock or delete of this cell is under way. */
  busy: boolean;
  onLockChange: (submitted: 0 | 1) => void;
}

/** spec 2 §2.5: lock/unlock and history apply where the GSP requires the dataset and holds data of it. */
export function hasStatusActions(gsp: GspStatusRecord, dataset: StatusDataset): boolean {
  return isRequired(gsp, dataset.module) && submissionOf(gsp, dataset.module) !== SUBMISSION_STATUS.none;
}

/**
 * Nine datasets and the GSP fit beside the navigation at 1280 px only with buttons this tight: each on one
 * line ('Lock Data', never 'LOCK' over 'DATA'), its text as the spec writes it rather than in capitals.
 */
export const STATUS_CELL_BUTTON = {
  minWidth: 0,
  px: 0.75,
  py: 0.25,
  lineHeight: 1.3,
  fontSize: '0.75rem',
  letterSpacing: 0,
  textTransform: 'none',
  whiteSpace: 'nowrap',
} as const;

/**
 * One GSP's dataset on GSP reporting status (spec 2 §2.5): the status text and, when the GSP requires the
 * dataset and holds data of it, lock or unlock and its history. Deleting is the row's action (one per GSP).
 */
export function ReportingStatusCell({ gsp, dataset, busy, onLockChange }: ReportingStatusCellProps) {
  const status = submissionOf(gsp, dataset.module);
  const lock = lockAction(status);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{status}</span>
      {hasStatusActions(gsp, dataset) && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => onLockChange(lock.submitted)}
            sx={STATUS_CELL_BUTTON}
          >
            {lock.label}
          </Button>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/gspReportingHistory/${dataset.historyKey}/${gsp.id}`}
            sx={STATUS_CELL_BUTTON}
          >
            {IMPORT_TEXTS.viewData}
          </Button>
        </>
      )}
    </Stack>
  );
}
