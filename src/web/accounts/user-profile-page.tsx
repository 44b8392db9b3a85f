import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { currentUserQuery } from './current-user-query';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import { usePageTitle } from '../components/page-title/use-page-title';

/** Route /userprofile (signed in, from the user menu; spec 1 §2.1). */
export function UserProfilePage() {
  usePageTitle('Profile');
  const me = useQuery(currentUserQuery);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Profile
      </Typography>
      {me.isPending ? (
        <LoadingState text="Loading your profile..." />
      ) : me.isError ? (
        <ErrorState message="Your profile could not be loaded." onRetry={() => void me.refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Paper component="section" aria-label="User Profile" sx={{ p: { xs: 2, sm: 3 } }}>
            <ProfileForm user={me.data} />
          </Paper>
          <Paper component="section" aria-label="Update Password" sx={{ p: { xs: 2, sm: 3 } }}>
            <PasswordChangeForm />
          </Paper>
        </Box>
      )}
    </Box>
  );
}
