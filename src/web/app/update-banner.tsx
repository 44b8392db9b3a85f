import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { showsUpdateBanner, type UpdateStatus } from '../../domain/app/update-status';

export interface UpdateBannerProps {
  status: UpdateStatus;
  onRefresh: () => void;
}

export function UpdateBanner({ status, onRefresh }: UpdateBannerProps) {
  if (!showsUpdateBanner(status)) return null;
  return (
    <Alert
      severity="info"
      square
      action={
        <Button color="inherit" size="small" onClick={onRefresh}>
          Refresh
        </Button>
      }
    >
      A new version of Basin DMS is available.
    </Alert>
  );
}
