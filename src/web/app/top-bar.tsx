import { lazy, Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { isAdministrator } from '../../domain/accounts/permissions';
import { APP_TITLE, APP_VERSION } from '../../domain/app/version';
import { useSession } from '../accounts/session-provider';

/**
 * Fetched once someone is signed in: the outbox behind the sync indicator (IndexedDB) and the menus are
 * not needed by the login page, whose JavaScript is kept small (issue 17).
 */
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

export interface TopBarProps {
  /** Given on small screens, where the navigation panel opens from a menu button. */
  onOpenNavigation?: () => void;
}

/** The menu button and the gap after it, beside the title on a phone's first line. */
const MENU_BUTTON_ROOM = 48;

/** spec 1 §1: title, greeting, the role when Administrator, user menu and version label. */
export function TopBar({ onOpenNavigation }: TopBarProps) {
  const { user } = useSession();

  return (
    <AppBar position="static" elevation={1}>
      {/* on a phone, signed in, the title takes the first line whole and the greeting, the role, the
          user menu and the version the second: one line cut the title to its first letters */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: { xs: 0.5, sm: 0 } }}>
        {user && onOpenNavigation && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{
            flex: { xs: user ? `1 0 calc(100% - ${MENU_BUTTON_ROOM}px)` : '1 0 auto', sm: '1 1 0' },
            minWidth: 0,
            fontSize: { xs: '1rem', sm: '1.25rem' },
            // on a phone a wider font wraps the title rather than cut it
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
          }}
        >
          {APP_TITLE}
        </Typography>
        {user && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 0.5, sm: 1 },
              minWidth: 0,
              flex: { xs: '1 1 auto', sm: '0 1 auto' },
            }}
          >
            <Typography noWrap>Hello, {user.first_name}</Typography>
            {isAdministrator(user) && (
              <Typography
                variant="body2"
                noWrap
                sx={{ opacity: 0.85, flexShrink: 0, fontSize: { xs: '0.75rem', sm: '0.875rem' } }}
              >
                Administrator
              </Typography>
            )}
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <UserMenu />
            </Suspense>
          </Box>
        )}
        <Typography
          variant="body2"
          noWrap
          sx={{ opacity: 0.85, flexShrink: 0, fontSize: { xs: '0.75rem', sm: '0.875rem' } }}
        >
          Version {APP_VERSION}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
