import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import Typography from '@mui/material/Typography';
import { NoticePage } from './notice-page';

/** A screen that failed to render (or a new version whose files are gone): offer a reload, not a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  // once per error, not on every render
  useEffect(() => console.error(error), [error]);

  return (
    <NoticePage title="Something went wrong" actionLabel="Reload" onAction={() => window.location.reload()}>
      <Typography>
        This page could not be shown. Reloading usually helps; your signed-in session is kept.
      </Typography>
    </NoticePage>
  );
}
