import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { isAdministrator } from '../../domain/accounts/permissions';
import { APP_TITLE, APP_VERSION } from '../../domain/app/version';
import { WELLS_TEXTS } from '../../domain/wells/wells-texts';
import { useSession } from '../accounts/session-provider';
import { ConfirmDialog } from '../components/dialogs/confirm-dialog';
import { discardEntriesOf, unsentCountOf } from '../offline/outbox';
import { SyncIndicator } from '../offline/sync-indicator';

/** spec 1 §8: the logout question's answers (Cancel keeps everything). */
export const LOGOUT_TEXTS = { discardAndLogout: 'OK', cancel: 'Cancel' } as const;

export interface TopBarProps {
  /** Given on small screens, where the navigation panel opens from a menu button. */
  onOpenNavigation?: () => void;
}

/** spec 1 §1: title, greeting, the role when Administrator, user menu and version label. */
export function TopBar({ onOpenNavigation }: TopBarProps) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  // spec 1 §8: entries not yet sent are discarded only when the user says so
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const signOutAndLeave = async () => {
    await signOut();
    navigate('/');
  };
  const logout = async () => {
    setMenuAnchor(null);
    if (user && (await unsentCountOf(user.id)) > 0) setAskingToDiscard(true);
    else await signOutAndLeave();
  };
  const discardAndLogout = async () => {
    setAskingToDiscard(false);
    if (user) await discardEntriesOf(user.id);
    await signOutAndLeave();
  };

  return (
    <AppBar position="static" elevation={1}>
      {/* on a phone the title gives way first: the greeting, the role and the version stay readable */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {user && onOpenNavigation && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flex: '1 1 0', minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        >
          {APP_TITLE}
        </Typography>
        {user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, minWidth: 0 }}>
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
            <SyncIndicator />
            <IconButton
              color="inherit"
              aria-label="User menu"
              aria-haspopup="true"
              aria-controls={menuAnchor ? 'user-menu' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <AccountCircleIcon />
            </IconButton>
            <Menu
              id="user-menu"
              anchorEl={menuAnchor}
              open={!!menuAnchor}
              onClose={() => setMenuAnchor(null)}
            >
              <MenuItem component={Link} to="/userprofile" onClick={() => setMenuAnchor(null)}>
                Profile
              </MenuItem>
              <MenuItem onClick={() => void logout()}>Logout</MenuItem>
            </Menu>
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
      <ConfirmDialog
        open={askingToDiscard}
        message={WELLS_TEXTS.unsentAtLogout}
        confirmLabel={LOGOUT_TEXTS.discardAndLogout}
        cancelLabel={LOGOUT_TEXTS.cancel}
        onConfirm={() => void discardAndLogout()}
        onCancel={() => setAskingToDiscard(false)}
      />
    </AppBar>
  );
}
