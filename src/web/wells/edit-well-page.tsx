import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { ApiError } from '../api/api-client';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { wellRecordQuery } from './editable-wells-api';
import { GROUNDWATER_WELLS_CONFIGS } from './editable-wells-config';
import { EditableWellsPage, LOAD_ERROR_TEXT, type EditWellLocationState } from './editable-wells-page';

/**
 * /waterlevel/{id} (spec 1 §2.5: editing a row navigates here): the groundwater site's list with its Edit
 * dialog open. Closing goes back to the list the user came from, or to the site's own list.
 */
export function EditWellPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const site = useQuery(wellRecordQuery('groundwatersites', id));

  if (site.isPending || (site.isError && site.isFetching)) {
    return (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <LoadingState />
      </Box>
    );
  }
  if (site.isError) {
    const notFound = site.error instanceof ApiError && site.error.status === 404;
    return (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <ErrorState
          message={notFound ? AUTH_MESSAGES.notFound : LOAD_ERROR_TEXT}
          onRetry={notFound ? undefined : () => void site.refetch()}
        />
      </Box>
    );
  }

  const config = GROUNDWATER_WELLS_CONFIGS[site.data.purpose as keyof typeof GROUNDWATER_WELLS_CONFIGS];
  const cameFromList = !!(location.state as EditWellLocationState | null)?.from;
  const close = () => void (cameFromList ? navigate(-1) : navigate(config.route, { replace: true }));
  return <EditableWellsPage key={config.key} config={config} editRecord={site.data} onEditClose={close} />;
}
