import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { WELLS_TEXTS } from '../../domain/wells/wells-texts';
import { useSession } from '../accounts/session-provider';
import { ConfirmDialog } from '../components/dialogs/confirm-dialog';
import { discardEntriesOf, unsentCountOf } from '../offline/outbox';
import { SyncIndicator } from '../offline/sync-indicator';

/** spec 1 §8: the logout question's answers (Cancel keeps everything). */
export const LOGOUT_TEXTS = { discardAndLogout: 'OK', cancel: 'Cancel' } as const;

/** The signed-in user's end of the top bar: the outbox's sync state and the user menu (profile, logout). */
export function UserMenu() {
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
    <>
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
      <Menu id="user-menu" anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
        <MenuItem component={Link} to="/userprofile" onClick={() => setMenuAnchor(null)}>
          Profile
        </MenuItem>
        <MenuItem onClick={() => void logout()}>Logout</MenuItem>
      </Menu>
      <ConfirmDialog
        open={askingToDiscard}
        message={WELLS_TEXTS.unsentAtLogout}
        confirmLabel={LOGOUT_TEXTS.discardAndLogout}
        cancelLabel={LOGOUT_TEXTS.cancel}
        onConfirm={() => void discardAndLogout()}
        onCancel={() => setAskingToDiscard(false)}
      />
    </>
  );
}
