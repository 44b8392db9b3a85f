import { useLocation, useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { usePageTitle } from '../components/page-title/use-page-title';
import { NoticePage } from './notice-page';

/** spec 1 §8: a page that needs a sign-in, opened by a guest. */
export function SignInRequired() {
  const location = useLocation();
  const navigate = useNavigate();
  // the notice has no heading of its own (spec 1 §8), but the browser's title still names it
  usePageTitle('Sign In Required');
  return (
    <NoticePage
      actionLabel="Return to Home"
      // the login page brings the user back here after signing in
      onAction={() => navigate('/', { state: { from: location.pathname + location.search } })}
    >
      <Typography variant="h6" component="p">
        {ACCOUNT_TEXTS.mustBeLoggedIn}
      </Typography>
    </NoticePage>
  );
}
