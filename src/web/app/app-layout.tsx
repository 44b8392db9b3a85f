import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSession } from '../accounts/session-provider';
import { NavigationPanel } from './navigation-panel';
import { TopBar } from './top-bar';

/** The application shell; guests get the limited layout: top bar only, no navigation panel. */
export function AppLayout() {
  const { user } = useSession();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true });
  const [navigationOpen, setNavigationOpen] = useState(false);
  const navigating = useNavigation().state !== 'idle';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <TopBar onOpenNavigation={isWide ? undefined : () => setNavigationOpen(true)} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {user && (
          <NavigationPanel
            user={user}
            mobileOpen={navigationOpen}
            onMobileClose={() => setNavigationOpen(false)}
          />
        )}
        <Box component="main" sx={{ flex: 1, minWidth: 0, overflow: 'auto', position: 'relative' }}>
          {navigating && (
            <LinearProgress
              aria-label="Loading page"
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          )}
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
