import { Suspense, useRef, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSession } from '../accounts/session-provider';
import { LoadingState } from '../components/states/loading-state';
import { navigationPanel } from './navigation-panel-code';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The application shell; guests get the limited layout: top bar only, no navigation panel. */
export function AppLayout() {
  const { user } = useSession();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true });
  const [navigationOpen, setNavigationOpen] = useState(false);
  const navigating = useNavigation().state !== 'idle';
  const mainRef = useRef<HTMLElement>(null);
  const NavigationPanel = navigationPanel();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <SkipLink target={mainRef} />
      <TopBar onOpenNavigation={isWide ? undefined : () => setNavigationOpen(true)} />
      {/* the screen waits for the panel, so that it is laid out (a map measured) beside it, not under it */}
      <Suspense fallback={<LoadingState />}>
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {user && (
            <NavigationPanel
              user={user}
              mobileOpen={navigationOpen}
              onMobileClose={() => setNavigationOpen(false)}
            />
          )}
          <Box
            component="main"
            ref={mainRef}
            id={MAIN_CONTENT_ID}
            // reached by the skip link; a region, not a control, so it shows no focus ring of its own
            tabIndex={-1}
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'auto',
              position: 'relative',
              '&:focus': { outline: 'none' },
            }}
          >
            {navigating && (
              <LinearProgress
                aria-label="Loading page"
                sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
              />
            )}
            <Outlet />
          </Box>
        </Box>
      </Suspense>
    </Box>
  );
}
