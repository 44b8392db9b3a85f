import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isProtectedRoute } from '../../domain/navigation/app-routes';
import { useSession } from '../accounts/session-provider';
import { SignInRequired } from './sign-in-required';

/** Unknown paths, and screens of the application this client does not have yet. */
export function NotFoundPage() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // a guest learns that the screen needs a sign-in before learning anything about it
  if (!user && isProtectedRoute(pathname)) return <SignInRequired />;

  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h2">
        Page Not Found
      </Typography>
      <Typography>
        There is no page at <strong>{pathname}</strong>.
      </Typography>
      {user ? (
        <Button variant="contained" onClick={() => navigate('/dashboard')}>
          Go to Dashboard
        </Button>
      ) : (
        <Button variant="contained" onClick={() => navigate('/')}>
          Return to Home
        </Button>
      )}
    </Stack>
  );
}
