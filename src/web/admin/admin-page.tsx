import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ADMINISTRATION_ROUTE, ADMINISTRATION_TEXTS } from '../../domain/admin/administration-screens';
import { PageBreadcrumbs, type BreadcrumbItem } from '../components/breadcrumbs/page-breadcrumbs';
import { usePageTitle } from '../components/page-title/use-page-title';

export interface AdminPageProps {
  /** The screen's heading and browser title. */
  title: string;
  /** The breadcrumb after 'Administration'; the last item is this screen. Default: the title. */
  crumbs?: readonly BreadcrumbItem[];
  /** Controls shown at the right of the heading (e.g. 'Add User'). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every administration screen (spec 2 §2.6): breadcrumb from 'Administration', heading,
 * and the return button to /administration. The route wraps it in RequireRouteAccess.
 */
export function AdminPage({ title, crumbs, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: ADMINISTRATION_TEXTS.title, to: ADMINISTRATION_ROUTE },
          ...(crumbs ?? [{ label: title }]),
        ]}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
          <Button component={RouterLink} to={ADMINISTRATION_ROUTE} startIcon={<ArrowBackIcon />}>
            {ADMINISTRATION_TEXTS.returnButton}
          </Button>
        </Stack>
      </Stack>
      {children}
    </Box>
  );
}
