import { useLocation, useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { NoticePage } from './notice-page';

/** spec 1 §8: a page that needs a sign-in, opened by a guest. */
export function SignInRequired() {
  const location = useLocation();
  const navigate = useNavigate();
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
