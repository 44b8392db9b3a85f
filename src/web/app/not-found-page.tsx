import { useLocation, useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { isProtectedRoute } from '../../domain/navigation/app-routes';
import { useSession } from '../accounts/session-provider';
import { NoticePage } from './notice-page';
import { SignInRequired } from './sign-in-required';

/**
 * Unknown paths, and screens of the application this client does not have yet. The way out is home,
 * where a signed-in user finds the welcome and its Continue to Dashboard.
 */
export function NotFoundPage() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // a guest learns that the screen needs a sign-in before learning anything about it
  if (!user && isProtectedRoute(pathname)) return <SignInRequired />;

  return (
    <NoticePage title="Page Not Found" actionLabel="Return to Home" onAction={() => navigate('/')}>
      <Typography>
        There is no page at <strong>{pathname}</strong>.
      </Typography>
    </NoticePage>
  );
}
