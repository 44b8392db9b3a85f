import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { markerDetailsQuery } from './map-api';
import { withLocalSiteId, type PopupContent } from './popup-content';

/** The inside of a map popup: heading, information rows and, for a site, a View Details link. */
export function FeaturePopupBody({ content }: { content: PopupContent }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {content.title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}
      >
        {content.rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {content.detailRoute && (
        <Link
          component={RouterLink}
          to={content.detailRoute}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          View Details
        </Link>
      )}
    </Box>
  );
}

/** A marker's popup: what the marker carries at once, its Local Site ID once the site is read. */
export function MarkerPopupBody({
  content,
  layerId,
  siteId,
}: {
  content: PopupContent;
  layerId: number;
  siteId: number;
}) {
  const details = useQuery(markerDetailsQuery(layerId, siteId));
  const localSiteId = details.isPending
    ? 'Loading...'
    : details.isError
      ? 'Could not be read'
      : details.data.local_site_id;
  return <FeaturePopupBody content={withLocalSiteId(content, localSiteId)} />;
}
