import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  text: string;
}

export function EmptyState({ text }: EmptyStateProps) {
  return <Typography sx={{ py: 2, color: 'text.secondary' }}>{text}</Typography>;
}
