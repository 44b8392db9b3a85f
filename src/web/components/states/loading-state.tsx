import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LoadingStateProps {
  text?: string;
}

export function LoadingState({ text = 'Loading...' }: LoadingStateProps) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}
