import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WELLS_ROUTES } from '../../../domain/wells/wells-texts';
import { PageBreadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs/page-breadcrumbs';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ENTRY_FORM_TEXTS } from './entry-forms';

export interface EntryPageProps {
  /** The page's heading and browser title. */
  title: string;
  /** The well the page belongs to, when it is known: its crumb leads to its detail. */
  well?: { id: number; label: string };
  children: ReactNode;
}

/** The frame of the entry forms: 'Groundwater Wells', the well, then the page's own title. */
export function EntryPage({ title, well, children }: EntryPageProps) {
  usePageTitle(title);
  const crumbs: BreadcrumbItem[] = [
    { label: ENTRY_FORM_TEXTS.wellsCrumb, to: WELLS_ROUTES.list },
    ...(well ? [{ label: well.label, to: WELLS_ROUTES.detail(well.id) }] : []),
    { label: title },
  ];
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <PageBreadcrumbs items={crumbs} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
