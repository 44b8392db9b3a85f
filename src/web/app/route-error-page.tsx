import { useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A screen that failed to render (or a new version whose files are gone): offer a reload, not a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h2">
        Something went wrong
      </Typography>
      <Typography>
        This page could not be shown. Reloading usually helps; your signed-in session is kept.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
