import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PanelSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled group of the chart side panel, named for assistive technology by its title. */
export function PanelSection({ title, children }: PanelSectionProps) {
  return (
    <Stack component="section" aria-label={title} spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
