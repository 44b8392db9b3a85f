import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface ErrorStateProps {
  message: string;
  /** Shows a 'Retry' button when given (spec notes: every failure offers a way to retry). */
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
