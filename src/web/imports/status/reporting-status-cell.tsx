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
  onDelete: () => void;
}

/**
 * One GSP's dataset on GSP reporting status (spec 2 §2.5): the status text and, when the GSP requires the
 * dataset and holds data of it, lock or unlock, its history and (monitoring datasets) delete.
 */
export function ReportingStatusCell({
  gsp,
  dataset,
  busy,
  onLockChange,
  onDelete,
}: ReportingStatusCellProps) {
  const status = submissionOf(gsp, dataset.module);
  const actionable = isRequired(gsp, dataset.module) && status !== SUBMISSION_STATUS.none;
  const lock = lockAction(status);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{status}</span>
      {actionable && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => onLockChange(lock.submitted)}
          >
            {lock.label}
          </Button>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/gspReportingHistory/${dataset.historyKey}/${gsp.id}`}
          >
            {IMPORT_TEXTS.viewData}
          </Button>
          {dataset.deletable && (
            <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onDelete}>
              {IMPORT_TEXTS.deleteData}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
