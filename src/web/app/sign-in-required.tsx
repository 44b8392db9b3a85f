import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';

/** spec 1 §8: a page that needs a sign-in, opened by a guest. */
export function SignInRequired() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h6" component="p">
        {ACCOUNT_TEXTS.mustBeLoggedIn}
      </Typography>
      {/* the login page brings the user back here after signing in */}
      <Button
        variant="contained"
        onClick={() => navigate('/', { state: { from: location.pathname + location.search } })}
      >
        Return to Home
      </Button>
    </Stack>
  );
}
