import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  ADMINISTRATION_TEXTS,
  ADMINISTRATION_TILES,
  CHANGE_HISTORY_ROUTE,
} from '../../domain/admin/administration-screens';
import { isAdminFeatureEnabled } from '../../domain/config/feature-flags';
import { useApplicationConfig } from '../app/use-application-config';
import { PageBreadcrumbs } from '../components/breadcrumbs/page-breadcrumbs';
import { usePageTitle } from '../components/page-title/use-page-title';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { requestErrorText } from './admin-errors';

function Tile({ title, route }: { title: string; route: string }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={route} sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="span">
              {title}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}

/** /administration (spec 2 §2.6): a tile per enabled ADMIN flag, then the change history. */
export function AdministrationPage() {
  usePageTitle(ADMINISTRATION_TEXTS.title);
  const config = useApplicationConfig();

  let content;
  if (config.isPending || (config.isError && config.isFetching)) content = <LoadingState />;
  else if (config.isError)
    content = (
      <ErrorState
        message={requestErrorText(config.error, ADMINISTRATION_TEXTS.configFailed)}
        onRetry={() => void config.refetch()}
      />
    );
  else {
    const tiles = ADMINISTRATION_TILES.filter((tile) => isAdminFeatureEnabled(config.data, tile.flag));
    content = (
      <Box
        component="ul"
        aria-label={ADMINISTRATION_TEXTS.title}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          p: 0,
          m: 0,
        }}
      >
        {tiles.map((tile) => (
          <Tile key={tile.flag} title={tile.title} route={tile.route} />
        ))}
        <Tile title={ADMINISTRATION_TEXTS.changeHistoryTile} route={CHANGE_HISTORY_ROUTE} />
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: ADMINISTRATION_TEXTS.title }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {ADMINISTRATION_TEXTS.title}
      </Typography>
      {content}
    </Box>
  );
}
