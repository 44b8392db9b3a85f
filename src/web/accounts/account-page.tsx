import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/page-title/use-page-title';

export interface AccountPageProps {
  title: string;
  /** Wider for forms with many fields. */
  width?: number;
  children: ReactNode;
}

/** The frame of the account screens: a titled card in the middle of the page. */
export function AccountPage({ title, width = 440, children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <Paper
      component="section"
      aria-label={title}
      sx={{ maxWidth: width, mx: 'auto', my: { xs: 2, sm: 4 }, p: { xs: 2, sm: 4 } }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
