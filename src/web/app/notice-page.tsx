import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/page-title/use-page-title';

export interface NoticePageProps {
  title?: string;
  children: ReactNode;
  /** The one way on the page offers, as a button. */
  actionLabel: string;
  onAction: () => void;
}

/** A page that is a message and one way on: not found, sign-in required, a page that failed. */
export function NoticePage({ title, children, actionLabel, onAction }: NoticePageProps) {
  usePageTitle(title ?? '');
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      {title && (
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
      )}
      {children}
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
