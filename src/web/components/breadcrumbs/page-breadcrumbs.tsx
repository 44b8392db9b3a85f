import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  /** Ignored on the last item, which is the current page. */
  to?: string;
}

export interface PageBreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

export function PageBreadcrumbs({ items }: PageBreadcrumbsProps) {
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
      {items.map((item, index) => {
        const isCurrentPage = index === items.length - 1;
        if (isCurrentPage || !item.to) {
          return (
            <Typography
              key={index}
              color={isCurrentPage ? 'text.primary' : 'text.secondary'}
              aria-current={isCurrentPage ? 'page' : undefined}
            >
              {item.label}
            </Typography>
          );
        }
        return (
          <Link key={index} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
